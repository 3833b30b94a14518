import { describe, expect, it } from 'vitest';
import { en } from './en';
import { siteStrings } from './index';
import { enPages } from './pages/en';

// spec 000 §1: "The interface is offered in German, English, Dutch and Spanish"
const englishKeys = Object.keys(siteStrings.en).sort();

describe('site strings', () => {
  it.each(['de', 'es', 'nl'] as const)('%s has exactly the English key set', (language) => {
    expect(Object.keys(siteStrings[language]).sort()).toEqual(englishKeys);
  });

  it.each(['de', 'en', 'es', 'nl'] as const)('%s has no empty string', (language) => {
    const empty = Object.entries(siteStrings[language]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(['de', 'es', 'nl'] as const)('%s uses the same {{placeholders}} as English', (language) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(siteStrings.en)) {
      const translated = siteStrings[language][key as keyof typeof siteStrings.en];
      expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(english) });
    }
  });

  // The shell's chunk and the pages' chunk are merged per language: a key in both would be shadowed.
  it('has each key in one chunk only, the shell\'s or the pages\'', () => {
    const shell = new Set(Object.keys(en));
    expect(Object.keys(enPages).filter((key) => shell.has(key))).toEqual([]);
  });
});
