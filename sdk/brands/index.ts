/**
 * The languages each brand's site offers and the one it opens in: white-label/brands builds its
 * brand configs from these, and the server reads them for the brand's sitemap and robots.txt (the
 * server never imports white-label/, so the shared fact lives here, in one place).
 */
import type { Language } from '../config';

export interface BrandSite {
  /** Languages offered in the language switcher, the hreflang alternates and the sitemap. */
  languages: readonly Language[];
  /** The language of "/" on this brand's origin. */
  defaultLanguage: Language;
}

/** spec 000 §1: German, English, Dutch and Spanish on Velvet; "one Spanish-language white-label variant". */
export const BRAND_SITES = {
  velvet: { languages: ['de', 'en', 'es', 'nl'], defaultLanguage: 'de' },
  terciopelo: { languages: ['es', 'en'], defaultLanguage: 'es' },
} as const satisfies Record<string, BrandSite>;

export type BrandId = keyof typeof BRAND_SITES;

/** Thrown for a brand id that has no entry in BRAND_SITES. */
export class UnknownBrandSiteError extends Error {
  constructor(readonly brandId: string) {
    super(`Unknown brand: expected one of ${Object.keys(BRAND_SITES).join(', ')}, got ${JSON.stringify(brandId)}`);
    this.name = 'UnknownBrandSiteError';
  }
}

/** The languages of a brand by id; throws UnknownBrandSiteError naming the id. */
export function brandSite(id: string): BrandSite {
  if (!Object.hasOwn(BRAND_SITES, id)) throw new UnknownBrandSiteError(id);
  return BRAND_SITES[id as BrandId];
}
