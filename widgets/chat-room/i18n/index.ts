import type { Language } from '../../../sdk/config';
import { namespaceTranslator, type TranslatorOf } from '../../i18n';
import { de } from './de';
import { en, type ChatRoomTextKey } from './en';
import { es } from './es';
import { nl } from './nl';

export type { ChatRoomTextKey } from './en';
export type ChatRoomTranslate = TranslatorOf<ChatRoomTextKey>;

/** A translate function for the chat room texts in `language` (namespace `chatRoom`). */
export function chatRoomTranslator(language: Language): ChatRoomTranslate {
  return namespaceTranslator('chatRoom', { de, en, es, nl }, language);
}
