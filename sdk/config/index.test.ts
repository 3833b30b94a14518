import { describe, expect, it } from 'vitest';
import { ConfigError, createConfig, LANGUAGES, normalizeLanguage } from './index';

describe('normalizeLanguage', () => {
  // spec 000 §1: "The interface is offered in German, English, Dutch and Spanish ...
  // An unknown language falls back to English."
  it.each([
    ['de', 'de'],
    ['en', 'en'],
    ['es', 'es'],
    ['nl', 'nl'],
    ['de-AT', 'de'],
    ['DE-ch', 'de'],
    ['nl_BE', 'nl'],
    [' es-419 ', 'es'],
    ['fr', 'en'],
    ['french', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ] as const)('%j -> %s', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });

  it('lists exactly the four interface languages', () => {
    expect([...LANGUAGES].sort()).toEqual(['de', 'en', 'es', 'nl']);
  });
});

describe('createConfig', () => {
  it('fills defaults: apiBase "" means same origin, siteBase follows apiBase', () => {
    expect(createConfig({})).toEqual({
      brand: 'velvet',
      language: 'en',
      apiBase: '',
      siteBase: '',
      cacheVersion: '1',
      tracking: {},
    });
  });

  it.each([
    [{ apiBase: 'https://velvet.example/' }, { apiBase: 'https://velvet.example', siteBase: 'https://velvet.example' }],
    [{ apiBase: 'http://localhost:8080', siteBase: 'https://site.example//' }, { apiBase: 'http://localhost:8080', siteBase: 'https://site.example' }],
    [{ apiBase: '/api/' }, { apiBase: '/api', siteBase: '/api' }],
    [{ apiBase: 'http://localhost:8080', siteBase: '' }, { apiBase: 'http://localhost:8080', siteBase: '' }],
    [{ language: 'es-MX' }, { language: 'es' }],
    // spec 000 §1: "An unknown language falls back to English."
    [{ language: 'fr' }, { language: 'en' }],
    [{ brand: 'terciopelo', cacheVersion: '2024.1' }, { brand: 'terciopelo', cacheVersion: '2024.1' }],
    [{ tracking: { w: '123', ws: '', wt: 'x' } }, { tracking: { w: '123', wt: 'x' } }],
    [{ tracking: { w: 42 as unknown as string } }, { tracking: { w: '42' } }],
  ])('accepts %j', (input, expected) => {
    expect(createConfig(input)).toMatchObject(expected);
  });

  // Errors name the field, what was expected and what came (stripe-js style).
  it.each([
    [{ apiBase: 'localhost:8080' }, 'apiBase', /expected .*absolute http\(s\) URL, got "localhost:8080"/],
    [{ apiBase: '//cdn.example' }, 'apiBase', /got "\/\/cdn.example"/],
    [{ apiBase: 'https://x.example/?a=1' }, 'apiBase', /got "https:\/\/x.example\/\?a=1"/],
    [{ apiBase: 8080 }, 'apiBase', /got 8080/],
    [{ siteBase: 'ftp://x.example' }, 'siteBase', /got "ftp:\/\/x.example"/],
    [{ brand: 'Velvet Site' }, 'brand', /expected a lower-case slug.*got "Velvet Site"/],
    [{ brand: '' }, 'brand', /got ""/],
    [{ language: 7 }, 'language', /expected a language tag.*got 7/],
    [{ cacheVersion: '' }, 'cacheVersion', /got ""/],
    [{ cacheVersion: 'a b' }, 'cacheVersion', /got "a b"/],
    [{ tracking: 'w=1' }, 'tracking', /expected an object.*got "w=1"/],
    [{ tracking: [] }, 'tracking', /got an array/],
    [{ tracking: { ws: { id: 1 } } }, 'tracking.ws', /expected a string, got an object/],
  ])('rejects %j naming %s', (input, field, message) => {
    const attempt = () => createConfig(input as never);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).field).toBe(field);
      expect((error as ConfigError).message).toContain(`Invalid value for ${field}:`);
    }
  });
});
