import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../sdk/config';
import { AGE_GATE_TEXTS } from './texts';

// spec 000 §1: "The interface is offered in German, English, Dutch and Spanish".
describe('the age gate words', () => {
  // {{values}} and the <link> tags the form renders as links.
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
  it.each(LANGUAGES)('%s has every English key, none empty, with the same {{placeholders}}', (language) => {
    const english = AGE_GATE_TEXTS.en;
    expect(Object.keys(AGE_GATE_TEXTS[language]).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const translated = AGE_GATE_TEXTS[language][key as keyof typeof english];
      expect(translated.trim(), key).not.toBe('');
      expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(text) });
    }
  });
});
