import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brandSite } from '../../sdk/brands';
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

  it.each(Object.values(BRANDS))('brand $id offers its own default language', (brand) => {
    expect(brand.languages).toContain(brand.defaultLanguage);
  });
});

describe('brand languages', () => {
  // The server reads the languages of a brand from sdk/brands for its sitemap; the site must offer the same.
  it.each(Object.values(BRANDS))('brand $id takes its languages from sdk/brands', (brand) => {
    expect({ languages: brand.languages, defaultLanguage: brand.defaultLanguage }).toEqual(brandSite(brand.id));
  });
});

describe('brand share images', () => {
  // issue 12 §2 "Open Graph image": pages without an item of their own share the brand's image.
  it.each(Object.values(BRANDS))('brand $id has its image at the path the page head names', (brand) => {
    const file = fileURLToPath(new URL(`../../host-site/public${brandImagePath(brand.id)}`, import.meta.url));
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });
});
