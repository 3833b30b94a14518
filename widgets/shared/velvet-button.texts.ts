/** The button's screen-reader texts for its animation steps, in every site language. */
import { normalizeLanguage, type Language } from '../../sdk/config';

const TEXTS: Record<Language, { wait: string; success: string; failure: string }> = {
  de: { wait: 'Bitte warten…', success: 'Erledigt', failure: 'Fehlgeschlagen' },
  en: { wait: 'Please wait…', success: 'Done', failure: 'Failed' },
  es: { wait: 'Espera, por favor…', success: 'Hecho', failure: 'Ha fallado' },
  nl: { wait: 'Even geduld…', success: 'Klaar', failure: 'Mislukt' },
};

/** The texts of a language; unknown languages fall back to English (spec 000 §1). */
export function velvetButtonTexts(lang: string | undefined) {
  return TEXTS[normalizeLanguage(lang)];
}
