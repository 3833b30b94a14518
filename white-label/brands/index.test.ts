import { describe, expect, it } from 'vitest';
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
