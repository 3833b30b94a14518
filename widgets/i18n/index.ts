import type { Namespaces } from '../../sdk/i18n';
import { createI18n } from '../../sdk/i18n';
import type { Language } from '../../sdk/config';
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

const instances = new Map<string, { i18n: ReturnType<typeof createI18n>; plain: Map<string, string> }>();

/**
 * A translate function for one widget namespace, one i18next instance per
 * namespace, language and page. A widget with many texts (the messenger) keeps
 * them in its own namespace module, so pages without that widget never load them.
 */
export function namespaceTranslator<K extends string>(
  namespace: string,
  texts: Record<Language, Record<K, string>>,
  language: Language,
): TranslatorOf<K> {
  const key = `${namespace}|${language}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = { i18n: createI18n(language, { [namespace]: texts }), plain: new Map() };
    instances.set(key, instance);
  }
  const { i18n, plain } = instance;
  return (textKey, options) => {
    if (options) return i18n.t(textKey, { ...options, ns: namespace });
    // A text without values is the same every time: i18next's lookup (some 20 µs) once per key, not per tile.
    let text = plain.get(textKey);
    if (text === undefined) plain.set(textKey, (text = i18n.t(textKey, { ns: namespace })));
    return text;
  };
}

/** A translate function for the widgets namespace, one i18next instance per language and page. */
export function widgetTranslator(language: Language): TranslatorOf<keyof WidgetMessages> {
  return namespaceTranslator('widgets', { de, en, es, nl }, language);
}
