import type { Language } from '../../../sdk/config';
import { namespaceTranslator, type TranslatorOf } from '../../i18n';
import { de } from './de';
import { en, type ModalTextKey } from './en';
import { es } from './es';
import { nl } from './nl';

export type { ModalTextKey, ModalTexts } from './en';

/** Translate function of the modal texts. */
export type ModalTranslate = TranslatorOf<ModalTextKey>;

/** The modal texts in every supported language (namespace `modals`). */
export const MODAL_TEXTS = { de, en, es, nl } as const;

/** A translate function for the modals namespace in `language`. */
export function modalTranslator(language: Language): ModalTranslate {
  return namespaceTranslator('modals', MODAL_TEXTS, language);
}
