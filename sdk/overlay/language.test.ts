import { describe, expect, it } from 'vitest';
import { overlayLanguage } from './language';

// spec 000 §1: "An unknown language falls back to English."
describe('overlayLanguage', () => {
  it.each([
    ['de', 'de'], ['DE', 'de'], ['de-AT', 'de'], ['es', 'es'], ['nl_NL', 'nl'], ['en', 'en'],
    ['fr', 'en'], ['', 'en'], [null, 'en'], [undefined, 'en'],
  ])('%s -> %s', (value, language) => {
    expect(overlayLanguage(value)).toBe(language);
  });
});
