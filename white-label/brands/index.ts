/**
 * The brands this repository ships, one JSON config file each (sdk/brands/brand-config.ts says what a
 * file holds). The server serves a brand from its file (VELVET_WHITE_LABEL_BRAND may name another file);
 * the site takes its brand's config from the page, so a brand not listed here renders too.
 */
import { parseBrandConfig, type BrandConfig } from '../../sdk/brands/brand-config';
import terciopeloFile from './terciopelo.json';
import velvetFile from './velvet.json';

export type { BrandColors, BrandConfig, BrandFonts, BrandMail, BrandOperator } from '../../sdk/brands/brand-config';

/** Every brand config file of this repository, checked, by id. */
export const BRANDS: Readonly<Record<string, BrandConfig>> = {
  velvet: parseBrandConfig(velvetFile, 'white-label/brands/velvet.json'),
  terciopelo: parseBrandConfig(terciopeloFile, 'white-label/brands/terciopelo.json'),
};

/** Thrown when the page names a brand that has no config here. */
export class UnknownBrandError extends Error {
  constructor(readonly brandId: string) {
    super(`Unknown brand: expected one of ${Object.keys(BRANDS).join(', ')}, got "${brandId}"`);
    this.name = 'UnknownBrandError';
  }
}

/** The brand config for an id from `<meta name="velvet-brand">`; throws UnknownBrandError naming the id. */
export function getBrand(id: string): BrandConfig {
  const brand = Object.hasOwn(BRANDS, id) ? BRANDS[id] : undefined;
  if (!brand) throw new UnknownBrandError(id);
  return brand;
}
