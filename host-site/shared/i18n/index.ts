import type { Language } from '../../../sdk/config';
import { de } from './de';
import { en, type SiteStrings } from './en';
import { es } from './es';
import { nl } from './nl';

export type { SiteKey, SiteStrings } from './en';

/** The i18next namespace that holds the host site's own strings. */
export const SITE_NAMESPACE = 'site';

/** Every `site` string by language, in the shape sdk createI18n takes for one namespace. */
export const siteStrings: Record<Language, SiteStrings> = { de, en, es, nl };
