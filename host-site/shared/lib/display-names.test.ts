import { describe, expect, it } from 'vitest';
import { countryName, languageName } from './display-names';

describe('display names', () => {
  it.each([
    ['DE', 'en', 'Germany'],
    ['de', 'de', 'Deutschland'],
    ['ES', 'es', 'España'],
  ])('country %s in %s is %s', (code, locale, expected) => {
    expect(countryName(code, locale)).toBe(expected);
  });

  it.each([
    ['es', 'de', 'Spanisch'],
    ['NL', 'en', 'Dutch'],
  ])('language %s in %s is %s', (code, locale, expected) => {
    expect(languageName(code, locale)).toBe(expected);
  });

  it('returns a malformed code unchanged instead of throwing', () => {
    expect(countryName('not a code', 'en')).toBe('NOT A CODE');
  });
});
