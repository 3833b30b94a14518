import type { Language } from '../../../sdk/config';
import { namespaceTranslator, type TranslatorOf } from '../../i18n';
import { de } from './de';
import { en, type PlayerTextKey } from './en';
import { es } from './es';
import { nl } from './nl';

export type { PlayerTextKey, PlayerTexts } from './en';

/** Translate function of the player texts. */
export type PlayerTranslate = TranslatorOf<PlayerTextKey>;

/** The player texts in every supported language (namespace `player`). */
export const PLAYER_TEXTS = { de, en, es, nl } as const;

/** A translate function for the player namespace in `language`. */
export function playerTranslator(language: Language): PlayerTranslate {
  return namespaceTranslator('player', PLAYER_TEXTS, language);
}
