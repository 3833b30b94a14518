// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { overlayThemeParams, readOverlayTheme } from '../../../sdk/overlay/theme';
import { BRANDS } from '../../../white-label/brands';
import { brandOverlayTheme, pageOverlayTheme } from './brand-overlay-theme';
import { brandConfigScript } from '../../app/brand-in-page';

// issue 12 §7: "The overlay looks like the brand that opens it (colours, fonts, logo passed as options)".
describe('the overlay theme of a brand', () => {
  it.each(Object.values(BRANDS))('$id passes the overlay\'s checks whole: every colour, both fonts, the word mark', (brand) => {
    const theme = brandOverlayTheme(brand);
    const read = readOverlayTheme(Object.fromEntries(overlayThemeParams(theme)), 'https://site.example', ['https://site.example']);
    expect(read).toEqual({ theme, rejected: [] });
    expect(theme).toMatchObject({ colors: brand.colors, fontFamily: brand.fonts.body, headingFontFamily: brand.fonts.heading, logoText: brand.logoText });
  });

  it('the two brands look different', () => {
    const [velvet, terciopelo] = [BRANDS.velvet!, BRANDS.terciopelo!].map(brandOverlayTheme);
    expect(velvet!.colors!.primary).not.toBe(terciopelo!.colors!.primary);
    expect(velvet!.headingFontFamily).not.toBe(terciopelo!.headingFontFamily);
  });

  it('the page\'s brand config gives the word mark; a page without one (the Vite dev server) the neutral look', () => {
    document.body.innerHTML = brandConfigScript(BRANDS.terciopelo!, 'n');
    expect(pageOverlayTheme(document)?.logoText).toBe('Terciopelo·es');
    document.body.innerHTML = '';
    expect(pageOverlayTheme(document)).toBeUndefined();
  });
});
