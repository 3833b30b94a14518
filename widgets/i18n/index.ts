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

const instances = new Map<string, ReturnType<typeof createI18n>>();

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
  let i18n = instances.get(key);
  if (!i18n) {
    i18n = createI18n(language, { [namespace]: texts });
    instances.set(key, i18n);
  }
  const instance = i18n;
  return (textKey, options) => instance.t(textKey, { ...options, ns: namespace });
}

/** A translate function for the widgets namespace, one i18next instance per language and page. */
export function widgetTranslator(language: Language): TranslatorOf<keyof WidgetMessages> {
  return namespaceTranslator('widgets', { de, en, es, nl }, language);
}
