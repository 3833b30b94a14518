import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../sdk/config';
import { consentTexts } from './texts';

describe('consent texts', () => {
  it.each(LANGUAGES)('%s has every key of English, none empty', (language) => {
    expect(Object.keys(consentTexts[language]).sort()).toEqual(Object.keys(consentTexts.en).sort());
    expect(Object.values(consentTexts[language]).every((text) => text.trim().length > 0)).toBe(true);
  });
});
