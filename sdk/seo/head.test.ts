import { describe, expect, it } from 'vitest';
import type { BrandSite } from '../brands';
import { brandImagePath, defaultAlternateLanguage, documentTitle, pageHead, type PageHeadInput } from './head';

// The languages of white-label/brands/{velvet,terciopelo}.json.
const BRAND_SITES: Record<'velvet' | 'terciopelo', BrandSite> = {
  velvet: { languages: ['de', 'en', 'es', 'nl'], defaultLanguage: 'de' },
  terciopelo: { languages: ['es', 'en'], defaultLanguage: 'es' },
};

const VELVET = { id: 'velvet', name: 'Velvet', ...BRAND_SITES.velvet };
const TERCIOPELO = { id: 'terciopelo', name: 'Terciopelo', ...BRAND_SITES.terciopelo };
const SITE = 'https://velvet.example';
const WHITE_LABEL = 'https://terciopelo.example:8443';

const input = (over: Partial<PageHeadInput> = {}): PageHeadInput => ({
  origin: SITE,
  brand: VELVET,
  page: { screen: 'actorProfile', params: { actorName: 'IsaWild' }, language: 'en' },
  title: 'IsaWild',
  description: 'IsaWild, 24, from Berlin.',
  ...over,
});

describe('documentTitle', () => {
  it.each([
    ['IsaWild', 'Velvet', 'IsaWild · Velvet'],
    ['  Videos  ', 'Terciopelo', 'Videos · Terciopelo'],
    ['', 'Velvet', 'Velvet'],
  ])('%j on %s is %j', (title, brand, expected) => {
    expect(documentTitle(title, brand)).toBe(expected);
  });
});

// issue 12 §2: "SEO: per page title, meta description, canonical, hreflang alternates for de/en/es/nl,
// Open Graph image".
describe('pageHead', () => {
  it('gives a profile its title, description and an absolute canonical on its own origin (name lower-cased, spec 000 §2)', () => {
    const head = pageHead(input());
    expect(head.title).toBe('IsaWild · Velvet');
    expect(head.description).toBe('IsaWild, 24, from Berlin.');
    expect(head.robots).toBeNull();
    expect(head.canonical).toBe('https://velvet.example/en/amateur/isawild/');
  });

  it('lists hreflang alternates in de/en/es/nl and x-default (spec 000 §1: "An unknown language falls back to English")', () => {
    const head = pageHead(input({ page: { screen: 'actorPictures', params: { actorName: 'isawild' }, language: 'de' } }));
    expect(head.alternates).toEqual([
      { hrefLang: 'de', href: 'https://velvet.example/amateur/isawild/fotos/' },
      { hrefLang: 'en', href: 'https://velvet.example/en/amateur/isawild/pictures/' },
      { hrefLang: 'es', href: 'https://velvet.example/es/amateur/isawild/fotos/' },
      { hrefLang: 'nl', href: 'https://velvet.example/nl/amateur/isawild/fotos/' },
      { hrefLang: 'x-default', href: 'https://velvet.example/en/amateur/isawild/pictures/' },
    ]);
  });

  it('offers on the white label only its own languages, on its own origin', () => {
    const head = pageHead(input({ origin: WHITE_LABEL, brand: TERCIOPELO, page: { screen: 'videos', params: {}, language: 'es' }, title: 'Vídeos' }));
    expect(head.title).toBe('Vídeos · Terciopelo');
    expect(head.canonical).toBe('https://terciopelo.example:8443/es/videos/');
    expect(head.alternates).toEqual([
      { hrefLang: 'es', href: 'https://terciopelo.example:8443/es/videos/' },
      { hrefLang: 'en', href: 'https://terciopelo.example:8443/en/videos/' },
      { hrefLang: 'x-default', href: 'https://terciopelo.example:8443/en/videos/' },
    ]);
  });

  it.each([
    ['the start page in German', { screen: 'home', params: {}, language: 'de' }, 'https://velvet.example/'],
    ['the start page in Dutch', { screen: 'home', params: {}, language: 'nl' }, 'https://velvet.example/nl/'],
    ['a video', { screen: 'actorVideo', params: { actorName: 'IsaWild', videoId: 179 }, language: 'es' }, 'https://velvet.example/es/amateur/isawild/videos/179/'],
    ['an album', { screen: 'actorAlbum', params: { actorName: 'isawild', albumId: 618 }, language: 'en' }, 'https://velvet.example/en/amateur/isawild/pictures/618/'],
  ] as const)('canonical of %s', (_name, page, canonical) => {
    expect(pageHead(input({ page: { ...page, params: { ...page.params } } })).canonical).toBe(canonical);
  });

  it.each([
    ['the 404 page', { page: { screen: null, params: {}, language: 'en' } }],
    ['a placeholder page', { noindex: true }],
    ['the messenger', { page: { screen: 'messenger', params: {}, language: 'en' } }],
    ['the sign-up form', { page: { screen: 'signUp', params: {}, language: 'de' } }],
  ] as const)('keeps %s out of the index: robots noindex, no canonical, no alternates', (_name, over) => {
    const head = pageHead(input(over as Partial<PageHeadInput>));
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBeNull();
    expect(head.alternates).toEqual([]);
  });

  it('makes the item image absolute on the page origin for og:image and twitter:image', () => {
    const head = pageHead(input({ image: '/img/cover/1/w1280.svg', type: 'profile' }));
    expect(head.openGraph).toEqual([
      ['og:type', 'profile'],
      ['og:site_name', 'Velvet'],
      ['og:title', 'IsaWild'],
      ['og:description', 'IsaWild, 24, from Berlin.'],
      ['og:url', 'https://velvet.example/en/amateur/isawild/'],
      ['og:image', 'https://velvet.example/img/cover/1/w1280.svg'],
      ['og:locale', 'en_GB'],
      ['og:locale:alternate', 'de_DE'],
      ['og:locale:alternate', 'es_ES'],
      ['og:locale:alternate', 'nl_NL'],
    ]);
    expect(head.twitter).toEqual([
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', 'IsaWild · Velvet'],
      ['twitter:description', 'IsaWild, 24, from Berlin.'],
      ['twitter:image', 'https://velvet.example/img/cover/1/w1280.svg'],
    ]);
  });

  it("uses the brand's own image, with its size, on a page without an item", () => {
    const head = pageHead(input({ origin: WHITE_LABEL, brand: TERCIOPELO, page: { screen: 'home', params: {}, language: 'es' }, title: '' }));
    const og = Object.fromEntries(head.openGraph);
    expect(og['og:image']).toBe(`https://terciopelo.example:8443${brandImagePath('terciopelo')}`);
    expect(og['og:image:width']).toBe('1200');
    expect(og['og:image:height']).toBe('630');
    expect(og['og:title']).toBe('Terciopelo');
    expect(og['og:type']).toBe('website');
    expect(head.title).toBe('Terciopelo');
  });

  it('cuts a long description for the meta tags', () => {
    const head = pageHead(input({ description: 'A very long description. '.repeat(20) }));
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith('…')).toBe(true);
  });
});

describe('defaultAlternateLanguage', () => {
  it.each([
    [{ languages: ['de', 'en', 'es', 'nl'], defaultLanguage: 'de' }, 'en'],
    [{ languages: ['es', 'en'], defaultLanguage: 'es' }, 'en'],
    [{ languages: ['es'], defaultLanguage: 'es' }, 'es'],
  ] as const)('%j points x-default at %s', (brand, expected) => {
    expect(defaultAlternateLanguage(brand)).toBe(expected);
  });
});
