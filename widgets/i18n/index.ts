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

const instances = new Map<Language, ReturnType<typeof createI18n>>();

/** A translate function for the widgets namespace, one i18next instance per language and page. */
export function widgetTranslator(language: Language): (key: keyof WidgetMessages, options?: Record<string, unknown>) => string {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = createI18n(language, widgetsNamespace);
    instances.set(language, i18n);
  }
  const instance = i18n;
  return (key, options) => instance.t(key, { ...options, ns: 'widgets' });
}
