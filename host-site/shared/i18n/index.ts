import type { Language } from '../../../sdk/config';
import { de } from './de';
import { en, type SiteStrings } from './en';
import { es } from './es';
import { nl } from './nl';
import { dePages } from './pages/de';
import { enPages } from './pages/en';
import { esPages } from './pages/es';
import { nlPages } from './pages/nl';

export type { SiteKey, SiteStrings } from './en';

/** The i18next namespace that holds the host site's own strings. */
export const SITE_NAMESPACE = 'site';

/** Every `site` string by language, shell and pages together (tests and tools; pages load theirs per chunk). */
export const siteStrings: Record<Language, SiteStrings> = {
  de: { ...de, ...dePages },
  en: { ...en, ...enPages },
  es: { ...es, ...esPages },
  nl: { ...nl, ...nlPages },
};
