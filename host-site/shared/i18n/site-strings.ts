import type { Language } from '../../../sdk/config';
import type { ShellStrings, SiteStrings } from './en';
import type { PageStrings } from './pages/en';

/**
 * The site's strings, two chunks per language: the shell's (header, footer, menus, home, errors,
 * page heads) and the pages' (profile, media, account forms, messenger ...). A page loads only its
 * own language (the route loader awaits it before rendering, the browser before hydrating), and
 * home, the first route of most visits, only the shell's, so neither the other three languages
 * nor the other pages' words ship with it.
 */
const SHELL: Readonly<Record<Language, () => Promise<ShellStrings>>> = {
  de: () => import('./de').then((module) => module.de),
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  nl: () => import('./nl').then((module) => module.nl),
};

const PAGES: Readonly<Record<Language, () => Promise<PageStrings>>> = {
  de: () => import('./pages/de').then((module) => module.dePages),
  en: () => import('./pages/en').then((module) => module.enPages),
  es: () => import('./pages/es').then((module) => module.esPages),
  nl: () => import('./pages/nl').then((module) => module.nlPages),
};

// Loaded tables by language: immutable texts, so one copy serves every render (server requests included).
const shells = new Map<Language, ShellStrings>();
const pages = new Map<Language, PageStrings>();
const merged = new Map<Language, SiteStrings>();

/** Loads (once) the strings of a language: the shell's, and the pages' too unless `shellOnly`. */
export async function loadSiteStrings(language: Language, { shellOnly = false }: { shellOnly?: boolean } = {}): Promise<void> {
  const [shell, page] = await Promise.all([
    shells.get(language) ?? SHELL[language](),
    shellOnly ? pages.get(language) : (pages.get(language) ?? PAGES[language]()),
  ]);
  shells.set(language, shell);
  if (page && !pages.has(language)) {
    pages.set(language, page);
    merged.delete(language);
  }
}

/**
 * The strings of a language that loadSiteStrings has loaded; throws naming the language otherwise.
 * With the shell's only, a page key shows as the key (like a missing key), which no shell component asks for.
 */
export function siteStringsOf(language: Language): SiteStrings {
  const known = merged.get(language);
  if (known) return known;
  const shell = shells.get(language);
  if (!shell) throw new Error(`site strings: expected loadSiteStrings("${language}") before rendering, got none loaded`);
  const page = pages.get(language);
  const strings = { ...shell, ...page } as SiteStrings;
  if (page) merged.set(language, strings);
  return strings;
}

/** Registers tables that are already in memory (tests render without the route loaders). */
export function provideSiteStrings(tables: Partial<Record<Language, SiteStrings>>): void {
  for (const [language, strings] of Object.entries(tables) as Array<[Language, SiteStrings]>) {
    shells.set(language, strings);
    pages.set(language, strings);
    merged.set(language, strings);
  }
}
