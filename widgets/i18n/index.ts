import type { Namespaces } from '../../sdk/i18n';
import { pluralText } from '../../sdk/i18n/interpolate';
import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '../../sdk/config';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { nl } from './nl';

/** Keys of the `widgets` namespace; every language must define all of them. */
export type WidgetMessages = typeof en;

/** The `widgets` i18n namespace in every supported language. */
export const widgetsNamespace: Namespaces = { widgets: { de, en, es, nl } };

/** A translate function over the keys `K` of one namespace. */
export type TranslatorOf<K extends string> = (key: K, options?: Record<string, unknown>) => string;

const translators = new Map<string, TranslatorOf<string>>();

/**
 * A translate function for one widget namespace and language (unknown
 * languages fall back to English, spec 000 §1; a key missing in the language
 * falls back to its English text, then to the key). A widget with many texts
 * (the messenger) keeps them in its own namespace module, so pages without that
 * widget never load them. {{placeholders}} and plural keys as i18next has them
 * (sdk/i18n/interpolate.ts), without shipping i18next to partner pages.
 */
export function namespaceTranslator<K extends string>(
  namespace: string,
  texts: Record<Language, Record<K, string>>,
  language: Language,
): TranslatorOf<K> {
  const lng = normalizeLanguage(language);
  const key = `${namespace}|${lng}`;
  let translate = translators.get(key);
  if (!translate) {
    const own = texts[lng] as Record<string, string>;
    const fallback = texts[FALLBACK_LANGUAGE] as Record<string, string>;
    const lookup = (textKey: string): string | undefined => own[textKey] ?? fallback[textKey];
    const plurals = new Intl.PluralRules(lng);
    translate = (textKey, options) => pluralText(lookup, plurals, textKey, options);
    translators.set(key, translate);
  }
  return translate;
}

/** A translate function for the widgets namespace, one i18next instance per language and page. */
export function widgetTranslator(language: Language): TranslatorOf<keyof WidgetMessages> {
  return namespaceTranslator('widgets', { de, en, es, nl }, language);
}
