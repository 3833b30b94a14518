/**
 * i18next set-up shared by widgets and sites. Each caller gets its own
 * instance (createInstance), so a partner page that runs its own i18next is
 * never touched, and two widgets in different languages can live on one page.
 */
import { createInstance, type i18n } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, normalizeLanguage, type Language } from '../config';
import { COMMON_TEXTS } from './common';

export { COMMON_TEXTS } from './common';

/** namespace -> language -> key -> text. Keys are flat ('tiles.online'); dots do not nest. */
export type Namespaces = Record<string, Record<Language, Record<string, string>>>;

export const DEFAULT_NAMESPACE = 'common';

/** Creates an initialised i18next instance; unknown languages fall back to English (spec 000 §1). */
export function createI18n(language: Language, namespaces: Namespaces = {}): i18n {
  const all: Namespaces = { ...namespaces, [DEFAULT_NAMESPACE]: mergeCommon(namespaces[DEFAULT_NAMESPACE]) };
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const lng of LANGUAGES) {
    const byNamespace: Record<string, Record<string, string>> = {};
    for (const [ns, texts] of Object.entries(all)) byNamespace[ns] = { ...texts[lng] };
    resources[lng] = byNamespace;
  }
  const instance = createInstance();
  // initAsync false: resources are in memory, so t() works right after this call.
  void instance.init({
    lng: normalizeLanguage(language),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(all),
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    initAsync: false,
    keySeparator: false,
    // Preact and React escape text themselves; escaping here would double-escape.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** A caller may add keys to 'common' (or override ours) without losing the rest. */
function mergeCommon(extra?: Record<Language, Record<string, string>>): Record<Language, Record<string, string>> {
  if (!extra) return COMMON_TEXTS;
  const merged = {} as Record<Language, Record<string, string>>;
  for (const lng of LANGUAGES) merged[lng] = { ...COMMON_TEXTS[lng], ...extra[lng] };
  return merged;
}
