import type { BrandConfig } from './brand';
import { terciopelo } from './terciopelo';
import { velvet } from './velvet';

export type { BrandColors, BrandConfig, BrandFonts } from './brand';

/** Every brand this build can render, by id. */
export const BRANDS: Readonly<Record<string, BrandConfig>> = {
  velvet,
  terciopelo,
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
