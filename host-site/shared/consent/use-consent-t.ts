import { useMemo } from 'react';
import { createTranslator, type TextValues } from '../i18n/translator';
import { useLanguage } from '../page/page-context';
import { consentTexts, type ConsentKey } from './texts';

/** Translates a consent key in the page language (the texts load with the consent layer, after the first paint). */
export function useConsentT(): (key: ConsentKey, values?: TextValues) => string {
  const language = useLanguage();
  return useMemo(() => createTranslator(consentTexts[language]), [language]);
}
