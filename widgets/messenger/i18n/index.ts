import type { Language } from '../../../sdk/config';
import { namespaceTranslator, type TranslatorOf } from '../../i18n';
import { de } from './de';
import { en, type MessengerTextKey } from './en';
import { es } from './es';
import { nl } from './nl';

export type { MessengerTextKey, MessengerTexts } from './en';

/** Translate function of the messenger texts. */
export type MessengerTranslate = TranslatorOf<MessengerTextKey>;

/** The messenger texts in every supported language (namespace `messenger`). */
export const MESSENGER_TEXTS = { de, en, es, nl } as const;

/** A translate function for the messenger namespace in `language`. */
export function messengerTranslator(language: Language): MessengerTranslate {
  return namespaceTranslator('messenger', MESSENGER_TEXTS, language);
}
