import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../config';
import { PIN_CALL_ERRORS } from './pin-call';
import { TRUST_TEXTS } from './texts';

describe('TRUST_TEXTS', () => {
  const keys = Object.keys(TRUST_TEXTS.en).sort();
  it.each(LANGUAGES)('%s has every key, none empty', (language) => {
    expect(Object.keys(TRUST_TEXTS[language]).sort()).toEqual(keys);
    for (const text of Object.values(TRUST_TEXTS[language])) expect(text.trim()).not.toBe('');
  });
  it('has a text for every pin-call error code', () => {
    for (const code of Object.keys(PIN_CALL_ERRORS)) expect(TRUST_TEXTS.en[`pinCall.${code}`]).toBeTruthy();
  });
});
