/**
 * /sitemap.xml and /robots.txt of a brand's site (issue 12 §2: "/sitemap.xml (all performers,
 * videos, albums, in every language) and /robots.txt"). Pure text building: the server supplies
 * the origin, the brand's languages and the rows.
 *
 * Layout: /sitemap.xml is a sitemap index naming one child sitemap per type and chunk
 * (/sitemaps/pages.xml, /sitemaps/performers-1.xml, /sitemaps/videos-1.xml ..., /sitemaps/performer-tags-1.xml:
 * a performer's tag pages, one per tag her videos carry); each URL is
 * listed once per brand language with its xhtml:link alternates (sitemaps.org and Google's
 * "localized versions" format).
 */
import type { BrandSite } from '../brands';
import { routePattern, type RouteParams, type Screen } from '../routes';
import { alternateLinks, pageUrl } from './head';

/** The child sitemaps by type; pages are the fixed screens below. */
export type SitemapType = 'pages' | 'performers' | 'videos' | 'albums' | 'performerTags';
export const SITEMAP_TYPES: readonly SitemapType[] = ['pages', 'performers', 'videos', 'albums', 'performerTags'];
/** The file name of each type's chunks (performerTags-1.xml would be the only camel-cased address of the site). */
const FILE_NAME: Readonly<Record<Exclude<SitemapType, 'pages'>, string>> = {
  performers: 'performers', videos: 'videos', albums: 'albums', performerTags: 'performer-tags',
};
const TYPE_OF_FILE_NAME = new Map(Object.entries(FILE_NAME).map(([type, name]) => [name, type as Exclude<SitemapType, 'pages'>]));

/** Items per child sitemap: 1,000 items in four languages is 4,000 URLs, well under the 50,000 (and 50 MB) limit. */
export const SITEMAP_ITEMS_PER_FILE = 1000;

/** The screens without parameters that the sitemap lists: the start page, the video lists and the legal pages. */
export const SITEMAP_PAGES: readonly Screen[] = [
  'home', 'videos', 'newVideos', 'freeClips', 'onSaleVideos', 'vipVideos', 'termsOfService', 'dataProtection',
  // Issue 14 item 2: the live lists.
  'cams', 'freeChat', 'camShows', 'topCams100', 'topCamsBestChats', 'topCamsFavourites', 'topCamsVideoCall',
];

/** One page of the site in the sitemap: a screen and its parameters, listed in every brand language. */
export interface SitemapPage {
  screen: Screen;
  params: RouteParams;
  /** ISO date or time of the last change, when known. */
  lastModified?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** The path of a child sitemap: /sitemaps/pages.xml, /sitemaps/videos-3.xml. */
export function sitemapPath(type: SitemapType, chunk = 1): string {
  return type === 'pages' ? '/sitemaps/pages.xml' : `/sitemaps/${FILE_NAME[type]}-${chunk}.xml`;
}

/** Reads a child sitemap path back; null for anything else (a 404). */
export function parseSitemapPath(path: string): { type: SitemapType; chunk: number } | null {
  if (path === '/sitemaps/pages.xml') return { type: 'pages', chunk: 1 };
  const match = /^\/sitemaps\/([a-z-]+)-([1-9]\d{0,5})\.xml$/.exec(path);
  const type = match ? TYPE_OF_FILE_NAME.get(match[1]!) : undefined;
  return type ? { type, chunk: Number(match![2]) } : null;
}

/** How many child sitemaps `itemCount` items need (at least one, so an empty catalog still has a valid file). */
export function chunkCount(itemCount: number, perFile = SITEMAP_ITEMS_PER_FILE): number {
  return Math.max(1, Math.ceil(itemCount / perFile));
}

/** The sitemap index: one <sitemap> per child file. */
export function sitemapIndexXml(origin: string, counts: Readonly<Record<Exclude<SitemapType, 'pages'>, number>>, perFile = SITEMAP_ITEMS_PER_FILE): string {
  const paths = [sitemapPath('pages')];
  for (const type of ['performers', 'videos', 'albums', 'performerTags'] as const) {
    for (let chunk = 1; chunk <= chunkCount(counts[type], perFile); chunk++) paths.push(sitemapPath(type, chunk));
  }
  const entries = paths.map((path) => `<sitemap><loc>${escapeXml(`${origin}${path}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A <urlset> listing every page in every brand language, each URL with its alternates. */
export function urlSetXml(origin: string, brand: BrandSite, pages: Iterable<SitemapPage>): string {
  const lines: string[] = [];
  for (const page of pages) {
    const alternates = alternateLinks(origin, brand, page.screen, page.params)
      .map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
      .join('');
    const lastModified = page.lastModified ? `<lastmod>${escapeXml(page.lastModified.slice(0, 10))}</lastmod>` : '';
    for (const language of brand.languages) {
      lines.push(`<url><loc>${escapeXml(pageUrl(origin, page.screen, page.params, language))}</loc>${lastModified}${alternates}</url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${lines.join('\n')}\n</urlset>\n`
  );
}

/** The sitemap pages of a performer, a video and an album (their URLs carry the performer's name). */
export const performerPage = (actorName: string): SitemapPage => ({ screen: 'actorProfile', params: { actorName } });
export const videoPage = (actorName: string, videoId: number, releasedAt?: string): SitemapPage =>
  ({ screen: 'actorVideo', params: { actorName, videoId }, ...(releasedAt ? { lastModified: releasedAt } : {}) });
export const albumPage = (actorName: string, albumId: number, createdAt?: string): SitemapPage =>
  ({ screen: 'actorAlbum', params: { actorName, albumId }, ...(createdAt ? { lastModified: createdAt } : {}) });

/** A performer's tag page (spec 001 profile sub-page videos/tag/{tagGroup}; the address names the tag itself). */
export const performerTagPage = (actorName: string, tag: string): SitemapPage => ({ screen: 'actorVideoTag', params: { actorName, tagGroup: tag } });

/**
 * robots.txt: everything may be crawled except the REST API, the guest's personal area (/myvisitx/
 * in every language of the brand) and the messenger; it names the sitemap index.
 */
export function robotsTxt(origin: string, brand: BrandSite): string {
  const disallowed = ['/rest/'];
  for (const screen of ['myArea', 'messenger'] as const) {
    for (const language of brand.languages) disallowed.push(routePattern(screen, language));
  }
  return [
    'User-agent: *',
    'Allow: /',
    ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

