/**
 * The head of a site page (issue 12 §2: "per page title, meta description, canonical, hreflang
 * alternates for de/en/es/nl, Open Graph image"), as plain data: the site renders it as <title>,
 * <meta> and <link> elements, which React 19 hoists into <head> on the server and in the browser.
 */
import type { BrandSite } from '../brands';
import { FALLBACK_LANGUAGE, type Language } from '../config';
import { buildPath, type RouteParams, type Screen } from '../routes';
import { metaDescription } from './description';
import { isIndexableScreen } from './indexing';

/** The Open Graph object types the site's pages are. */
export type OpenGraphType = 'website' | 'profile' | 'video.other';

export interface PageHeadInput {
  /** The page's own origin (scheme, host and port of the brand's site), no trailing slash. */
  origin: string;
  brand: BrandSite & { name: string; id: string };
  /** The page as the route table matched it; screen null is the 404 page. */
  page: { screen: Screen | null; params: RouteParams; language: Language };
  /** The page's own title, without the brand; '' for the brand alone. */
  title: string;
  description: string;
  /** The page's image: a path on the origin (/img/...) or an absolute URL; the brand's image when absent. */
  image?: string | null;
  type?: OpenGraphType;
  /** The page asks not to be indexed (a placeholder, an error state) whatever its screen. */
  noindex?: boolean;
}

export interface PageHead {
  title: string;
  description: string;
  /** `<meta name="robots">`; null when the page may be indexed. */
  robots: string | null;
  /** Absolute URL; null on pages that are not indexed. */
  canonical: string | null;
  /** `<link rel="alternate" hreflang>`: one per brand language plus x-default; empty when not indexed. */
  alternates: { hrefLang: string; href: string }[];
  /** `<meta property>` pairs: og:* in order. */
  openGraph: [property: string, content: string][];
  /** `<meta name>` pairs: twitter:*. */
  twitter: [name: string, content: string][];
}

/** The separator of the document title, the one useDocumentTitle used before: "IsaWild · Velvet". */
export const TITLE_SEPARATOR = ' · ';

/** Open Graph locales (language_TERRITORY) of the page languages. */
export const OPEN_GRAPH_LOCALE: Readonly<Record<Language, string>> = { de: 'de_DE', en: 'en_GB', es: 'es_ES', nl: 'nl_NL' };

/** Brand images are 1200 x 630, Open Graph's recommended size; served from the site build. */
export const BRAND_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The brand's own share image, for pages without an item of their own. */
export function brandImagePath(brandId: string): string {
  return `/og/${encodeURIComponent(brandId)}.svg`;
}

/** "<title> · <brand>", or the brand alone. */
export function documentTitle(title: string, brandName: string): string {
  const own = title.trim();
  return own ? `${own}${TITLE_SEPARATOR}${brandName}` : brandName;
}

/**
 * The language that x-default points at: spec 000 §1 "An unknown language falls back to English",
 * so English where the brand offers it, else the brand's own default.
 */
export function defaultAlternateLanguage(brand: BrandSite): Language {
  return brand.languages.includes(FALLBACK_LANGUAGE) ? FALLBACK_LANGUAGE : brand.defaultLanguage;
}

/** The absolute URL of a screen in a language on an origin. */
export function pageUrl(origin: string, screen: Screen, params: RouteParams, language: Language): string {
  return `${origin}${buildPath(screen, params, language)}`;
}

/** hreflang alternates of a screen: every language the brand offers, then x-default. */
export function alternateLinks(origin: string, brand: BrandSite, screen: Screen, params: RouteParams): PageHead['alternates'] {
  const links: PageHead['alternates'] = brand.languages.map((language) => ({ hrefLang: language, href: pageUrl(origin, screen, params, language) }));
  links.push({ hrefLang: 'x-default', href: pageUrl(origin, screen, params, defaultAlternateLanguage(brand)) });
  return links;
}

/** Title, description, robots, canonical, alternates, Open Graph and Twitter card of one page. */
export function pageHead(input: PageHeadInput): PageHead {
  const { origin, brand, page } = input;
  const title = documentTitle(input.title, brand.name);
  const description = metaDescription(input.description);
  const indexable = isIndexableScreen(page.screen) && !input.noindex && brand.languages.includes(page.language);
  const url = page.screen === null ? null : pageUrl(origin, page.screen, page.params, page.language);
  const image = new URL(input.image ?? brandImagePath(brand.id), `${origin}/`).href;
  const openGraph: PageHead['openGraph'] = [
    ['og:type', input.type ?? 'website'],
    ['og:site_name', brand.name],
    ['og:title', input.title.trim() || brand.name],
    ['og:description', description],
    ...(url ? [['og:url', url] as [string, string]] : []),
    ['og:image', image],
    ...(input.image ? [] : [['og:image:width', String(BRAND_IMAGE_SIZE.width)], ['og:image:height', String(BRAND_IMAGE_SIZE.height)]] as [string, string][]),
    ['og:locale', OPEN_GRAPH_LOCALE[page.language]],
    ...brand.languages.filter((language) => language !== page.language).map((language) => ['og:locale:alternate', OPEN_GRAPH_LOCALE[language]] as [string, string]),
  ];
  return {
    title,
    description,
    robots: indexable ? null : 'noindex, follow',
    canonical: indexable ? url : null,
    alternates: indexable && page.screen !== null ? alternateLinks(origin, brand, page.screen, page.params) : [],
    openGraph,
    twitter: [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', title],
      ['twitter:description', description],
      ['twitter:image', image],
    ],
  };
}
