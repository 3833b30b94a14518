/**
 * Brands: one JSON config file each (white-label/brands/), checked by parseBrandConfig. The server
 * reads the files (languages for the sitemap, the mail sender, the legal operator); the site gets its
 * brand's config in the page.
 */
import type { Language } from '../config';

export { BrandConfigError, brandMailFrom, parseBrandConfig } from './brand-config';
export type { BrandColors, BrandConfig, BrandFonts, BrandMail, BrandOperator } from './brand-config';

/** The part of a brand the sitemap and robots.txt read. */
export interface BrandSite {
  /** Languages offered in the language switcher, the hreflang alternates and the sitemap. */
  languages: readonly Language[];
  /** The language of "/" on this brand's origin. */
  defaultLanguage: Language;
}
