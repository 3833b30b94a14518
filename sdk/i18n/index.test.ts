import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../config';
import { COMMON_TEXTS, createI18n, type Namespaces } from './index';

describe('createI18n', () => {
  it.each([
    ['de', 'Etwas ist schiefgelaufen. Versuche es noch einmal.', 'Erneut versuchen', 'Wird geladen…'],
    ['en', 'Something went wrong. Try again.', 'Retry', 'Loading…'],
    ['es', 'Algo salió mal. Inténtalo de nuevo.', 'Reintentar', 'Cargando…'],
    ['nl', 'Er is iets misgegaan. Probeer het opnieuw.', 'Opnieuw proberen', 'Laden…'],
  ] as const)('%s: common texts are ready synchronously', (language, generic, retry, loading) => {
    const i18n = createI18n(language);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe(language);
    expect(i18n.t('error.generic')).toBe(generic);
    expect(i18n.t('action.retry')).toBe(retry);
    expect(i18n.t('status.loading', { ns: 'common' })).toBe(loading);
  });

  // spec 000 §1: "An unknown language falls back to English."
  it.each(['fr', 'xx', ''])('unknown language %j falls back to English', (language) => {
    const i18n = createI18n(language as Language);
    expect(i18n.language).toBe('en');
    expect(i18n.t('error.generic')).toBe('Something went wrong. Try again.');
  });

  it('a language tag like de-AT uses German', () => {
    expect(createI18n('de-AT' as Language).t('action.retry')).toBe('Erneut versuchen');
  });

  it('names every language in its own language', () => {
    const i18n = createI18n('es');
    expect(LANGUAGES.map((lng) => i18n.t(`languageName.${lng}`))).toEqual(['Deutsch', 'English', 'Español', 'Nederlands']);
  });

  const widgets: Namespaces = {
    widgets: {
      de: { 'tiles.online': 'Online', 'tiles.count': '{{count}} Videos' },
      en: { 'tiles.online': 'Online now', 'tiles.count': '{{count}} videos' },
      es: { 'tiles.online': 'En línea', 'tiles.count': '{{count}} vídeos' },
      nl: { 'tiles.online': 'Nu online', 'tiles.count': "{{count}} video's" },
    },
    common: {
      de: { 'extra.key': 'Extra' },
      en: { 'extra.key': 'Extra', 'action.retry': 'Try again' },
      es: { 'extra.key': 'Extra' },
      nl: { 'extra.key': 'Extra' },
    },
  };

  it('adds caller namespaces with flat dotted keys and interpolation without HTML escaping', () => {
    const i18n = createI18n('en', widgets);
    expect(i18n.t('tiles.online', { ns: 'widgets' })).toBe('Online now');
    expect(i18n.t('widgets:tiles.count', { count: '<b>3</b>' })).toBe('<b>3</b> videos');
  });

  it('merges extra common keys with the shipped ones, caller keys winning', () => {
    const i18n = createI18n('en', widgets);
    expect(i18n.t('extra.key')).toBe('Extra');
    expect(i18n.t('action.retry')).toBe('Try again');
    expect(i18n.t('status.loading')).toBe('Loading…');
  });

  it('instances are independent', () => {
    const german = createI18n('de');
    const dutch = createI18n('nl');
    expect(german.t('action.close')).toBe('Schließen');
    expect(dutch.t('action.close')).toBe('Sluiten');
  });
});

describe('COMMON_TEXTS', () => {
  // "Every user-visible string in de, en, es, nl."
  it.each(LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
    expect(Object.keys(COMMON_TEXTS[language]).sort()).toEqual(Object.keys(COMMON_TEXTS.en).sort());
    for (const text of Object.values(COMMON_TEXTS[language])) expect(text.trim()).not.toBe('');
  });
});
