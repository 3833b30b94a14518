import { describe, expect, it } from 'vitest';
import type { BrandSite } from '../brands';
import {
  albumPage, chunkCount, parseSitemapPath, performerPage, performerTagPage, robotsTxt, sitemapIndexXml, sitemapPath, urlSetXml, videoPage,
} from './sitemap';

// The languages of white-label/brands/{velvet,terciopelo}.json.
const BRAND_SITES: Record<'velvet' | 'terciopelo', BrandSite> = {
  velvet: { languages: ['de', 'en', 'es', 'nl'], defaultLanguage: 'de' },
  terciopelo: { languages: ['es', 'en'], defaultLanguage: 'es' },
};

const SITE = 'https://velvet.example';
const WHITE_LABEL = 'https://terciopelo.example';

// issue 12 §2: "/sitemap.xml (all performers, videos, albums, in every language) and /robots.txt".
describe('urlSetXml', () => {
  it('lists a performer in every language of the brand, each URL with all its alternates', () => {
    const xml = urlSetXml(SITE, BRAND_SITES.velvet, [performerPage('IsaWild')]);
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toEqual([
      'https://velvet.example/amateur/isawild/',
      'https://velvet.example/en/amateur/isawild/',
      'https://velvet.example/es/amateur/isawild/',
      'https://velvet.example/nl/amateur/isawild/',
    ]);
    const firstUrl = xml.split('<url>')[1]!;
    expect(firstUrl).toContain('<xhtml:link rel="alternate" hreflang="nl" href="https://velvet.example/nl/amateur/isawild/"/>');
    expect(firstUrl).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://velvet.example/en/amateur/isawild/"/>');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('lists videos and albums under their localized paths, with the date of the last change', () => {
    const xml = urlSetXml(SITE, BRAND_SITES.velvet, [videoPage('IsaWild', 179, '2025-09-01T12:00:00.000Z'), albumPage('IsaWild', 618)]);
    expect(xml).toContain('<url><loc>https://velvet.example/es/amateur/isawild/videos/179/</loc><lastmod>2025-09-01</lastmod>');
    expect(xml).toContain('<loc>https://velvet.example/amateur/isawild/fotos/618/</loc>');
    expect(xml).toContain('<loc>https://velvet.example/en/amateur/isawild/pictures/618/</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(8);
  });

  it('offers on the white label only its own languages and origin', () => {
    const xml = urlSetXml(WHITE_LABEL, BRAND_SITES.terciopelo, [performerPage('isawild')]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://terciopelo.example/es/amateur/isawild/',
      'https://terciopelo.example/en/amateur/isawild/',
    ]);
    expect(xml).not.toContain('hreflang="de"');
    expect(xml).not.toContain('velvet.example');
  });

  // The stop-21 note: "the sitemap does not list performers' tag pages" (/en/amateur/{name}/videos/tag/{tagGroup}/).
  it('lists a performer\'s tag page under its localized path (es: etiqueta), with its alternates', () => {
    const xml = urlSetXml(SITE, BRAND_SITES.velvet, [performerTagPage('IsaWild', 'lingerie')]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://velvet.example/amateur/isawild/videos/tag/lingerie/',
      'https://velvet.example/en/amateur/isawild/videos/tag/lingerie/',
      'https://velvet.example/es/amateur/isawild/videos/etiqueta/lingerie/',
      'https://velvet.example/nl/amateur/isawild/videos/tag/lingerie/',
    ]);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://velvet.example/es/amateur/isawild/videos/etiqueta/lingerie/"/>');
  });

  it('escapes what XML needs escaped', () => {
    const xml = urlSetXml(SITE, BRAND_SITES.velvet, [{ screen: 'actorVideoTag', params: { actorName: 'a', tagGroup: "o'neil" } }]);
    expect(xml).toContain('/videos/tag/o&apos;neil/');
  });
});

describe('sitemap index', () => {
  it.each([[0, 1], [1, 1], [1000, 1], [1001, 2], [5000, 5]])('%i items need %i files of 1,000', (items, files) => {
    expect(chunkCount(items)).toBe(files);
  });

  it('names the pages file and every chunk of each type', () => {
    const xml = sitemapIndexXml(SITE, { performers: 400, videos: 2500, albums: 800, performerTags: 1500 });
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/performers-1.xml`,
      `${SITE}/sitemaps/videos-1.xml`,
      `${SITE}/sitemaps/videos-2.xml`,
      `${SITE}/sitemaps/videos-3.xml`,
      `${SITE}/sitemaps/albums-1.xml`,
      `${SITE}/sitemaps/performer-tags-1.xml`,
      `${SITE}/sitemaps/performer-tags-2.xml`,
    ]);
  });

  it.each([
    ['/sitemaps/pages.xml', { type: 'pages', chunk: 1 }],
    ['/sitemaps/videos-3.xml', { type: 'videos', chunk: 3 }],
    ['/sitemaps/albums-1.xml', { type: 'albums', chunk: 1 }],
    ['/sitemaps/performer-tags-2.xml', { type: 'performerTags', chunk: 2 }],
    ['/sitemaps/performerTags-1.xml', null],
    ['/sitemaps/tags-1.xml', null],
    ['/sitemaps/videos-0.xml', null],
    ['/sitemaps/videos-01.xml', null],
    ['/sitemaps/pages-1.xml', null],
    ['/sitemaps/users-1.xml', null],
    ['/sitemaps/videos-1.xml.gz', null],
  ] as const)('reads %s as %j', (path, expected) => {
    expect(parseSitemapPath(path)).toEqual(expected);
    if (expected) expect(sitemapPath(expected.type, expected.chunk)).toBe(path);
  });
});

describe('robotsTxt', () => {
  // issue 12 brief: "robots.txt allows the site, disallows /rest/, /myvisitx/ (account pages) and the messenger, and names the sitemap".
  it('disallows the API, the personal area and the messenger in every language, and names the sitemap', () => {
    expect(robotsTxt(SITE, BRAND_SITES.velvet)).toBe([
      'User-agent: *',
      'Allow: /',
      'Disallow: /rest/',
      'Disallow: /myvisitx/',
      'Disallow: /en/myvisitx/',
      'Disallow: /es/myvisitx/',
      'Disallow: /nl/myvisitx/',
      'Disallow: /messenger/',
      'Disallow: /en/messenger/',
      'Disallow: /es/messenger/',
      'Disallow: /nl/messenger/',
      '',
      'Sitemap: https://velvet.example/sitemap.xml',
      '',
    ].join('\n'));
  });

  it("names the white label's own sitemap and only its languages", () => {
    const robots = robotsTxt(WHITE_LABEL, BRAND_SITES.terciopelo);
    expect(robots).toContain('Sitemap: https://terciopelo.example/sitemap.xml');
    expect(robots).toContain('Disallow: /es/myvisitx/');
    expect(robots).not.toContain('Disallow: /nl/');
  });
});
