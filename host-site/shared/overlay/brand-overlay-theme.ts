/**
 * issue 12 §7: "The overlay looks like the brand that opens it (colours,
 * fonts, logo passed as options)". The page's brand config, as the overlay
 * theme the bridge puts into the frame URL (the overlay validates it again).
 */
import type { OverlayTheme } from '../../../sdk/overlay/theme';
import type { BrandConfig } from '../../../white-label/brands';
import { readBrandConfig } from '../../app/brand-in-page';

/** The overlay theme of a brand: all its colours, its two font lists and its word mark. */
export function brandOverlayTheme(brand: BrandConfig): OverlayTheme {
  return { colors: { ...brand.colors }, fontFamily: brand.fonts.body, headingFontFamily: brand.fonts.heading, logoText: brand.logoText };
}

/** The theme of the page's brand (the server's config in the page, issue 16 §5); undefined without one (the overlay's neutral look). */
export function pageOverlayTheme(document: Document): OverlayTheme | undefined {
  const inPage = readBrandConfig(document);
  return inPage ? brandOverlayTheme(inPage) : undefined;
}
