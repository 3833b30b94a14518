import { useMemo } from 'react';
import type { Language } from '../../../sdk/config';
import { useLanguage } from '../page/page-context';
import { useAppServices } from '../services/app-services';

/**
 * A feature's own strings as an i18next namespace, added on first use: the
 * words travel with the feature's chunk instead of the first route (like the
 * consent layer's). Only the page's language is added.
 */
export function useFeatureT<K extends string>(namespace: string, texts: Readonly<Record<Language, Record<K, string>>>): (key: K, values?: Record<string, string | number>) => string {
  const { i18n } = useAppServices();
  const language = useLanguage();
  return useMemo(() => {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, texts[language]);
    const t = i18n.getFixedT(language, namespace);
    return (key, values) => String(t(key, values));
  }, [i18n, language, namespace, texts]);
}
