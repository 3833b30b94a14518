/**
 * issue 12 §7: "The overlay looks like the brand that opens it (colours,
 * fonts, logo passed as options)". The page's brand config, as the overlay
 * theme the bridge puts into the frame URL (the overlay validates it again).
 */
import type { OverlayTheme } from '../../../sdk/overlay/theme';
import { BRANDS, type BrandConfig } from '../../../white-label/brands';
import { readBrandConfig } from '../../app/brand-in-page';

/** The overlay theme of a brand: all its colours, its two font lists and its word mark. */
export function brandOverlayTheme(brand: BrandConfig): OverlayTheme {
  return { colors: { ...brand.colors }, fontFamily: brand.fonts.body, headingFontFamily: brand.fonts.heading, logoText: brand.logoText };
}

/** The theme of the brand named by the page's `<meta name="velvet-brand">`; undefined for none or an unknown one (the overlay's neutral look). */
export function pageOverlayTheme(document: Document): OverlayTheme | undefined {
  // The server's config in the page first: a brand from a config file this build does not list (issue 16 §5).
  const inPage = readBrandConfig(document);
  if (inPage) return brandOverlayTheme(inPage);
  const id = document.querySelector('meta[name="velvet-brand"]')?.getAttribute('content')?.trim() ?? '';
  return Object.hasOwn(BRANDS, id) ? brandOverlayTheme(BRANDS[id]!) : undefined;
}
