import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../api/error-codes';
import { LANGUAGES } from '../config';
import { ERROR_TEXTS, ERRORS_NAMESPACE, errorWords } from './errors';
import { createI18n } from './index';

// DESIGN.md: "Every 4xx answer carries a machine-readable `code` and the offending `field`; clients
// choose the words from the code, in the guest's language." PREAMBLE: "Every user-visible string in de, en, es, nl."
describe('errorWords', () => {
  it.each([
    ['NOT_ENOUGH_COINS', 'de', 'Dein Guthaben reicht nicht. Lade zuerst Coins auf.'],
    ['NOT_ENOUGH_COINS', 'en', 'Your balance is not enough. Buy coins first.'],
    ['NOT_ENOUGH_COINS', 'es', 'Tu saldo no alcanza. Compra monedas primero.'],
    ['NOT_ENOUGH_COINS', 'nl', 'Je saldo is niet genoeg. Koop eerst munten.'],
    ['LOGIN_REQUIRED', 'de', 'Bitte melde dich an.'],
    ['LOGIN_REQUIRED', 'en', 'Please log in.'],
    ['LOGIN_REQUIRED', 'es', 'Inicia sesión, por favor.'],
    ['LOGIN_REQUIRED', 'nl', 'Log eerst in.'],
    ['RATE_LIMITED', 'de', 'Zu viele Versuche. Bitte warte kurz und versuche es dann noch einmal.'],
    ['RATE_LIMITED', 'en', 'Too many attempts. Please wait a little, then try again.'],
    ['RATE_LIMITED', 'es', 'Demasiados intentos. Espera un poco y vuelve a intentarlo.'],
    ['RATE_LIMITED', 'nl', 'Te veel pogingen. Wacht even en probeer het dan opnieuw.'],
    ['WRONG_CREDENTIALS', 'de', 'E-Mail-Adresse oder Passwort falsch.'],
    ['WRONG_CREDENTIALS', 'en', 'Wrong e-mail address or password.'],
    ['WRONG_CREDENTIALS', 'es', 'Correo o contraseña incorrectos.'],
    ['WRONG_CREDENTIALS', 'nl', 'E-mailadres of wachtwoord onjuist.'],
  ] as const)('%s in %s', (code, language, words) => {
    expect(errorWords(code, language)).toBe(words);
  });

  it.each([undefined, null, 42, 'Not enough coins', 'SOMETHING_NEW'])('an unknown code %j gets the generic words', (code) => {
    expect(errorWords(code, 'de')).toBe('Etwas ist schiefgelaufen. Versuche es noch einmal.');
    expect(errorWords(code, 'en')).toBe('Something went wrong. Try again.');
  });

  it('has words for every code in every language, and no words for codes that do not exist', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(ERROR_TEXTS[language]).sort()).toEqual([...ERROR_CODES, 'UNKNOWN'].sort());
      for (const code of ERROR_CODES) expect(ERROR_TEXTS[language][code].trim().length, `${language} ${code}`).toBeGreaterThan(5);
    }
  });

  it('speaks each language: no code shares its words between German, Spanish and Dutch and English', () => {
    for (const code of ERROR_CODES) {
      for (const language of ['de', 'es', 'nl'] as const) expect(ERROR_TEXTS[language][code], `${language} ${code}`).not.toBe(ERROR_TEXTS.en[code]);
    }
  });

  it('is an i18next namespace: createI18n finds the words by code', () => {
    const i18n = createI18n('nl', { [ERRORS_NAMESPACE]: ERROR_TEXTS });
    expect(i18n.t('VIP_ONLY', { ns: ERRORS_NAMESPACE })).toBe('Dit is alleen voor VIP-leden.');
  });

  it('codes are SCREAMING_SNAKE_CASE and unique', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
  });
});
