import type { Language } from '../../../sdk/config';
import { namespaceTranslator, type TranslatorOf } from '../../i18n';
import { de } from './de';
import { en, type ChatButtonTextKey } from './en';
import { es } from './es';
import { nl } from './nl';

export type { ChatButtonTextKey } from './en';
export type ChatButtonTranslate = TranslatorOf<ChatButtonTextKey>;

/** A translate function for the chat button texts in `language` (namespace `chatButton`). */
export function chatButtonTranslator(language: Language): ChatButtonTranslate {
  return namespaceTranslator('chatButton', { de, en, es, nl }, language);
}
