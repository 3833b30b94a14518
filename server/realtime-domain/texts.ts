/** The realtime domain's user-visible strings, in every site language. */
import { normalizeLanguage, type Language } from '../../sdk/config';

/** "X is online now": the notification a fan gets when a pinned actor comes online. */
export const ACTOR_ONLINE_TEXT: Readonly<Record<Language, string>> = {
  de: 'ist jetzt online',
  en: 'is online now',
  es: 'está en línea ahora',
  nl: 'is nu online',
};

/**
 * The language a guest reads server-made text in: a `language` the site saved
 * in the guest's preferences, else English (spec 000 §1 fallback).
 */
export function guestLanguage(preferencesJson: string): Language {
  try {
    const preferences = JSON.parse(preferencesJson) as { language?: unknown };
    return normalizeLanguage(typeof preferences.language === 'string' ? preferences.language : null);
  } catch {
    return normalizeLanguage(null);
  }
}
