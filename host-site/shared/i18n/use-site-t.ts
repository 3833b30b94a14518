import { useMemo } from 'react';
import type { Language } from '../../../sdk/config';
import { useLanguage } from '../page/page-context';
import { useAppServices } from '../services/app-services';
import { SITE_NAMESPACE, type SiteKey } from './index';

/** Translates a `site` key with optional {{placeholder}} values. */
export type SiteT = (key: SiteKey, values?: Record<string, string | number>) => string;

/**
 * The `site` translator of the page language. A fixed-language translator, not
 * i18n.changeLanguage, so two languages never mix while React re-renders.
 */
export function useSiteT(): SiteT {
  const { i18n } = useAppServices();
  const language = useLanguage();
  return useMemo(() => {
    const t = i18n.getFixedT(language, SITE_NAMESPACE);
    return (key, values) => String(t(key, values));
  }, [i18n, language]);
}

/** The name of a language in that language itself ("Deutsch", "Español"), from the sdk's common namespace. */
export function useLanguageName(): (language: Language) => string {
  const { i18n } = useAppServices();
  return useMemo(
    () => (language: Language) =>
      String(i18n.getFixedT(language, 'common')(`languageName.${language}`, { defaultValue: language.toUpperCase() })),
    [i18n],
  );
}
