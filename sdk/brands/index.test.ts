import { describe, expect, it } from 'vitest';
import { BRAND_SITES, brandSite, UnknownBrandSiteError } from './index';

describe('brandSite', () => {
  // spec 000 §1: "The interface is offered in German, English, Dutch and Spanish (one Spanish-language
  // white-label variant also exists)".
  it.each([
    ['velvet', ['de', 'en', 'es', 'nl'], 'de'],
    ['terciopelo', ['es', 'en'], 'es'],
  ])('%s offers %j and opens in %s', (id, languages, defaultLanguage) => {
    expect(brandSite(id)).toEqual({ languages, defaultLanguage });
  });

  it.each(Object.entries(BRAND_SITES))('%s offers its own default language', (_id, site) => {
    expect(site.languages).toContain(site.defaultLanguage);
  });

  it.each(['nope', '', 'toString', '__proto__'])('refuses the unknown id %j, naming it', (id) => {
    expect(() => brandSite(id)).toThrow(UnknownBrandSiteError);
    expect(() => brandSite(id)).toThrow(`got ${JSON.stringify(id)}`);
  });
});
