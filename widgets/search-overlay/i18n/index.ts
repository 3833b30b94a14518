import type { Language } from '../../../sdk/config';
import { namespaceTranslator, type TranslatorOf } from '../../i18n';
import { de } from './de';
import { en, type SearchTextKey } from './en';
import { es } from './es';
import { nl } from './nl';

export type { SearchTextKey } from './en';
export type SearchTranslate = TranslatorOf<SearchTextKey>;

/** A translate function for the search overlay texts in `language` (namespace `search`). */
export function searchTranslator(language: Language): SearchTranslate {
  return namespaceTranslator('search', { de, en, es, nl }, language);
}
