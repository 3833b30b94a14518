import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brandImagePath } from '../../sdk/seo';
import { BRANDS, getBrand, UnknownBrandError } from './index';

describe('getBrand', () => {
  it.each([
    ['velvet', 'Velvet', 'de'],
    ['terciopelo', 'Terciopelo', 'es'],
  ])('finds %s named %s with default language %s', (id, name, defaultLanguage) => {
    const brand = getBrand(id);
    expect(brand.id).toBe(id);
    expect(brand.name).toBe(name);
    expect(brand.defaultLanguage).toBe(defaultLanguage);
  });

  it.each(['nope', '', 'toString', '__proto__'])('throws naming the unknown id %j', (id) => {
    expect(() => getBrand(id)).toThrow(UnknownBrandError);
    expect(() => getBrand(id)).toThrow(`got "${id}"`);
  });

  // spec 000 §1: "The interface is offered in German, English, Dutch and Spanish"
  it('offers all four languages on Velvet', () => {
    expect([...getBrand('velvet').languages].sort()).toEqual(['de', 'en', 'es', 'nl']);
  });

  it('offers Spanish and English on Terciopelo', () => {
    expect(getBrand('terciopelo').languages).toEqual(['es', 'en']);
  });

  it.each(Object.values(BRANDS))('brand $id offers its own default language', (brand) => {
    expect(brand.languages).toContain(brand.defaultLanguage);
  });
});

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

// Issue 12 item 10: axe finds no violation; WCAG AA asks 4.5:1 for normal text. Button text sits on
// `primary`; text, links and muted text sit on the background and on surfaces.
describe('brand colours', () => {
  it.each(Object.values(BRANDS))('$id: every text colour has 4.5:1 on what it is drawn on', ({ colors }) => {
    const pairs: Array<[string, string, string]> = [
      ['onPrimary on primary', colors.onPrimary, colors.primary],
      ...(['text', 'link', 'muted'] as const).flatMap((name): Array<[string, string, string]> => [
        [`${name} on background`, colors[name], colors.background],
        [`${name} on surface`, colors[name], colors.surface],
      ]),
    ];
    const tooLow = pairs.filter(([, fg, bg]) => contrast(fg, bg) < 4.5).map(([what, fg, bg]) => `${what}: ${contrast(fg, bg).toFixed(2)}`);
    expect(tooLow).toEqual([]);
  });
});

describe('brand share images', () => {
  // issue 12 §2 "Open Graph image": pages without an item of their own share the brand's image.
  it.each(Object.values(BRANDS))('brand $id has its image at the path the page head names', (brand) => {
    const file = fileURLToPath(new URL(`../../host-site/public${brandImagePath(brand.id)}`, import.meta.url));
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });
});
