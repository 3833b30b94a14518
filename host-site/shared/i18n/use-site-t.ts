import { useMemo } from 'react';
import type { Language } from '../../../sdk/config';
import { LANGUAGE_ENDONYMS } from '../../../sdk/i18n/language-names';
import { useLanguage } from '../page/page-context';
import type { SiteKey } from './en';
import { siteStringsOf } from './site-strings';
import { createTranslator, type TextValues } from './translator';

/** Translates a `site` key with optional {{placeholder}} values. */
export type SiteT = (key: SiteKey, values?: TextValues) => string;

/** The `site` translator of a language whose strings are loaded (see site-strings.ts). */
export function siteTranslator(language: Language): SiteT {
  return createTranslator(siteStringsOf(language));
}

/**
 * The `site` translator of the page language. Fixed to that language, so two
 * languages never mix while React re-renders; its strings were loaded by the
 * route loader before the page rendered.
 */
export function useSiteT(): SiteT {
  const language = useLanguage();
  return useMemo(() => siteTranslator(language), [language]);
}

/** The name of a language in that language itself ("Deutsch", "Español"), the sdk's endonyms. */
export function useLanguageName(): (language: Language) => string {
  return languageName;
}

function languageName(language: Language): string {
  return LANGUAGE_ENDONYMS[language] ?? language.toUpperCase();
}
