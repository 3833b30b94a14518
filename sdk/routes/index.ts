/**
 * Localized routes (spec 000 §2, spec 001 §2): build a path from a screen and
 * its parameters in any language, and match a path back. The table in
 * ./table is data; this file is the only code, shared by every route.
 */
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../config';
import { LANGUAGE_PREFIX, ROUTES, SCREENS, type Screen } from './table';

export { LANGUAGE_PREFIX, ROUTES, SCREENS, type LocalizedPatterns, type Screen } from './table';

export type RouteParams = Record<string, string | number>;

export interface RouteMatch {
  screen: Screen;
  params: Record<string, string>;
  language: Language;
}

/** A path cannot be built: unknown screen or a missing parameter. */
export class RouteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RouteError';
  }
}

type Segment = { literal: string } | { param: string };

interface CompiledRoute {
  screen: Screen;
  segments: Segment[];
}

const PARAM = /^\{(\w+)\}$/;

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = PARAM.exec(part)?.[1];
      return param ? { param } : { literal: part };
    });
}

/** Literal segments beat parameters position by position, so videos/classic wins over videos/{videoId}. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  if (a.segments.length !== b.segments.length) return a.segments.length - b.segments.length;
  for (let i = 0; i < a.segments.length; i++) {
    const aIsParam = 'param' in a.segments[i]!;
    const bIsParam = 'param' in b.segments[i]!;
    if (aIsParam !== bIsParam) return aIsParam ? 1 : -1;
  }
  return 0;
}

let compiled: Record<Language, CompiledRoute[]> | undefined;

/** Compiled lazily so importing the sdk costs nothing until routes are used. */
function routesOf(language: Language): CompiledRoute[] {
  if (!compiled) {
    const table = {} as Record<Language, CompiledRoute[]>;
    for (const lng of LANGUAGES) {
      table[lng] = (Object.keys(ROUTES) as Screen[])
        .map((screen) => ({ screen, segments: compile(ROUTES[screen][lng]) }))
        .sort(bySpecificity);
    }
    compiled = table;
  }
  return compiled[language];
}

function isScreen(screen: string): screen is Screen {
  return Object.prototype.hasOwnProperty.call(ROUTES, screen);
}

/** spec 000 §2: "Actor names are lower-cased in URLs." */
function canonicalParam(name: string, value: string): string {
  return name === 'actorName' ? value.toLowerCase() : value;
}

/** The pattern of a screen in a language with prefix and slashes, e.g. '/en/amateur/{actorName}/'. */
export function routePattern(screen: Screen, language: Language): string {
  if (!isScreen(screen)) throw new RouteError(`Unknown screen: expected one of the route table's screens, got ${JSON.stringify(screen)}`);
  const pattern = ROUTES[screen][language];
  return `${LANGUAGE_PREFIX[language]}/${pattern}${pattern ? '/' : ''}`;
}

/** Builds the path of a screen: German without prefix, /en/, /es/, /nl/; params URL-encoded; always a trailing slash. */
export function buildPath(screen: Screen, params: RouteParams, language: Language): string {
  const pattern = routePattern(screen, language);
  return pattern.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    const usable = typeof value === 'string' ? value !== '' : typeof value === 'number' && Number.isFinite(value);
    if (!usable) {
      const got = typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? 'undefined');
      throw new RouteError(`buildPath(${screen}): expected parameter ${name} to be a non-empty string or number, got ${got}`);
    }
    return encodeURIComponent(canonicalParam(name, String(value)));
  });
}

function splitSuffix(url: string): [path: string, suffix: string] {
  const cut = url.search(/[?#]/);
  return cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
}

function matchSegments(route: CompiledRoute, parts: string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = route.segments[i]!;
    const part = parts[i]!;
    if ('literal' in segment) {
      if (segment.literal !== part.toLowerCase()) return null;
      continue;
    }
    params[segment.param] = canonicalParam(segment.param, decodeURIComponent(part));
  }
  return params;
}

/** Matches a pathname (query and hash ignored, trailing slash optional) to screen, params and language; null when unknown. */
export function matchPath(pathname: string): RouteMatch | null {
  const [path] = splitSuffix(pathname);
  const parts = path.split('/').filter(Boolean);
  const first = parts[0]?.toLowerCase();
  let language: Language = 'de';
  if (first === 'en' || first === 'es' || first === 'nl') {
    language = first;
    parts.shift();
  } else if (first === 'de' && parts.length === 1) {
    // spec 000 §2: "A language-less path '/' or '/{language}/' is the start page."
    return { screen: 'home', params: {}, language: 'de' };
  }
  try {
    for (const route of routesOf(language)) {
      const params = matchSegments(route, parts);
      if (params) return { screen: route.screen, params, language };
    }
  } catch (error) {
    if (error instanceof URIError) return null; // malformed %-escape: not one of our paths
    throw error;
  }
  return null;
}

/** The same screen in another language, keeping query and hash; the start page when nothing matches. */
export function switchLanguage(pathname: string, language: Language): string {
  const [path, suffix] = splitSuffix(pathname);
  const match = matchPath(path);
  if (!match) return buildPath('home', {}, language);
  return buildPath(match.screen, match.params, language) + suffix;
}

/** A first segment shaped like a language code (ISO 639-1: two letters), e.g. "fr" in /fr/videos/. */
const LANGUAGE_CODE = /^[a-z]{2}$/i;

let firstLiterals: Set<string> | undefined;

/** First segments of the route table in any language ("tv", "amateur", "videos"...): never a language prefix. */
function isRouteWord(segment: string): boolean {
  firstLiterals ??= new Set(
    SCREENS.flatMap((screen) => LANGUAGES.map((language) => ROUTES[screen][language].split('/')[0] ?? '')).filter((word) => word && !PARAM.test(word)),
  );
  return firstLiterals.has(segment.toLowerCase());
}

/**
 * matchPath, then spec 000 §1 "An unknown language falls back to English" for what matches no route:
 * a path under a prefix that is a language code but not one of ours (/fr/, /fr/videos/) is the
 * English start page, not a 404. The server's status and the site's screen both come from here.
 */
export function resolvePath(pathname: string): RouteMatch | null {
  const match = matchPath(pathname);
  if (match) return match;
  const first = splitSuffix(pathname)[0].split('/').find(Boolean) ?? '';
  if (LANGUAGE_CODE.test(first) && !isLanguage(first.toLowerCase()) && !isRouteWord(first)) {
    return { screen: 'home', params: {}, language: FALLBACK_LANGUAGE };
  }
  return null;
}
