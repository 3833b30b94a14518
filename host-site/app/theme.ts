import type { BrandConfig } from '../../white-label/brands';

/** The CSS custom properties every stylesheet of the site reads. */
export function brandThemeProperties(brand: BrandConfig): Record<string, string> {
  const { colors } = brand;
  return {
    '--color-primary': colors.primary,
    '--color-on-primary': colors.onPrimary,
    '--color-link': colors.link,
    '--color-accent': colors.accent,
    '--color-background': colors.background,
    '--color-surface': colors.surface,
    '--color-text': colors.text,
    '--color-muted': colors.muted,
    '--font-body': brand.fonts.body,
    '--font-heading': brand.fonts.heading,
  };
}

/**
 * Puts the brand's colours on <html> as custom properties (through CSSOM,
 * which a CSP without 'unsafe-inline' styles allows) and sets the theme colour.
 */
export function applyBrandTheme(document: Document, brand: BrandConfig): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(brandThemeProperties(brand))) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.themeColor);
}
