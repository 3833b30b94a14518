import type { Language } from '../../../sdk/config';
import type { SiteStrings } from './en';

/**
 * The site's strings, one chunk per language: a page loads only its own
 * language (the route loader awaits it before rendering, the browser before
 * hydrating), so the other three never ship with it.
 */
const IMPORTERS: Readonly<Record<Language, () => Promise<SiteStrings>>> = {
  de: () => import('./de').then((module) => module.de),
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  nl: () => import('./nl').then((module) => module.nl),
};

// Loaded tables by language: immutable texts, so one copy serves every render (server requests included).
const loaded = new Map<Language, SiteStrings>();

/** Loads (once) the strings of a language. */
export async function loadSiteStrings(language: Language): Promise<SiteStrings> {
  const known = loaded.get(language);
  if (known) return known;
  const strings = await IMPORTERS[language]();
  loaded.set(language, strings);
  return strings;
}

/** The strings of a language that loadSiteStrings has loaded; throws naming the language otherwise. */
export function siteStringsOf(language: Language): SiteStrings {
  const strings = loaded.get(language);
  if (!strings) throw new Error(`site strings: expected loadSiteStrings("${language}") before rendering, got none loaded`);
  return strings;
}

/** Registers tables that are already in memory (tests render without the route loaders). */
export function provideSiteStrings(tables: Partial<Record<Language, SiteStrings>>): void {
  for (const [language, strings] of Object.entries(tables) as Array<[Language, SiteStrings]>) loaded.set(language, strings);
}
