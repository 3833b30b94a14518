import { useMemo } from 'react';
import type { Language } from '../../../sdk/config';
import { useLanguage } from '../page/page-context';
import { createTranslator, type TextValues } from './translator';

/**
 * A translator over a feature's own strings in the page language: the words
 * travel with the feature's chunk instead of the first route (like the
 * consent layer's). {{placeholders}} work as in the site strings.
 */
export function useFeatureT<K extends string>(texts: Readonly<Record<Language, Record<K, string>>>): (key: K, values?: TextValues) => string {
  const language = useLanguage();
  return useMemo(() => createTranslator(texts[language]), [language, texts]);
}
