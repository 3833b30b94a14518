import { useMemo } from 'react';
import { useLanguage } from '../page/page-context';
import { useAppServices } from '../services/app-services';
import { CONSENT_NAMESPACE, consentTexts, type ConsentKey } from './texts';

/** Translates a consent key in the page language; the namespace joins the site's i18next on first use. */
export function useConsentT(): (key: ConsentKey, values?: Record<string, string | number>) => string {
  const { i18n } = useAppServices();
  const language = useLanguage();
  return useMemo(() => {
    for (const [lng, strings] of Object.entries(consentTexts)) {
      if (!i18n.hasResourceBundle(lng, CONSENT_NAMESPACE)) i18n.addResourceBundle(lng, CONSENT_NAMESPACE, strings);
    }
    const t = i18n.getFixedT(language, CONSENT_NAMESPACE);
    return (key, values) => String(t(key, values));
  }, [i18n, language]);
}
