/**
 * Widget and site configuration: parsed and validated once, then passed around.
 * Input may come from untyped JavaScript (a partner's `velvet('init', {...})`),
 * so every field is checked at run time, not only by the compiler.
 */

export type Language = 'de' | 'en' | 'es' | 'nl';

/** The interface languages (spec 000 §1: German, English, Dutch and Spanish). */
export const LANGUAGES: readonly Language[] = ['de', 'en', 'es', 'nl'];

/** spec 000 §1: "An unknown language falls back to English." */
export const FALLBACK_LANGUAGE: Language = 'en';

/** Cache version sent as `v` when the page configures none. */
export const DEFAULT_CACHE_VERSION = '1';

export const DEFAULT_BRAND = 'velvet';

/** True when `value` is one of the supported language codes (exact, lower-case). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a language tag ('de-AT', 'ES', 'nl_NL') to a supported language; anything else to English. */
export function normalizeLanguage(input: string | null | undefined): Language {
  if (typeof input !== 'string') return FALLBACK_LANGUAGE;
  const primary = input.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : FALLBACK_LANGUAGE;
}

/** Partner tracking ids: webmaster id, sub-ref, tracking tag. */
export interface TrackingIds {
  w?: string;
  ws?: string;
  wt?: string;
  /** spec 002 §3.1 "gk_cid, adtv, sub, option | campaign and option data". */
  gk_cid?: string;
  adtv?: string;
  sub?: string;
  option?: string;
}

export interface VelvetConfig {
  brand: string;
  language: Language;
  /** Origin (and optional path) of the platform API; '' means same origin. No trailing slash. */
  apiBase: string;
  /** Where links point (profile pages, video pages); defaults to apiBase. No trailing slash. */
  siteBase: string;
  cacheVersion: string;
  tracking: TrackingIds;
}

export type ConfigInput = Partial<Omit<VelvetConfig, 'language'>> & { language?: string };

/** A configuration value has the wrong shape; `field` names it. */
export class ConfigError extends Error {
  readonly field: string;

  constructor(field: string, expected: string, got: unknown) {
    super(`Invalid value for ${field}: expected ${expected}, got ${describe(got)}`);
    this.name = 'ConfigError';
    this.field = field;
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}

const BRAND_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const CACHE_VERSION_PATTERN = /^[A-Za-z0-9._-]+$/;
const TRACKING_FIELDS = ['w', 'ws', 'wt', 'gk_cid', 'adtv', 'sub', 'option'] as const;

/** Accepts '' (same origin), a path ('/api') or an absolute http(s) URL; drops trailing slashes. */
function parseBase(field: string, value: unknown): string {
  const expected = "'' (same origin), a path starting with '/' or an absolute http(s) URL";
  if (typeof value !== 'string') throw new ConfigError(field, expected, value);
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '' || (trimmed.startsWith('/') && !trimmed.startsWith('//'))) return trimmed;
  if (/^https?:\/\/[^/?#\s]+/i.test(trimmed) && !/[?#]/.test(trimmed)) return trimmed;
  throw new ConfigError(field, expected, value);
}

function parseTracking(value: unknown): TrackingIds {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ConfigError('tracking', 'an object with optional string fields w, ws, wt, gk_cid, adtv, sub, option', value);
  }
  const tracking: TrackingIds = {};
  for (const key of TRACKING_FIELDS) {
    const id: unknown = (value as Record<string, unknown>)[key];
    if (id === undefined || id === '') continue;
    if (typeof id === 'number' && Number.isFinite(id)) tracking[key] = String(id);
    else if (typeof id === 'string') tracking[key] = id;
    else throw new ConfigError(`tracking.${key}`, 'a string', id);
  }
  return tracking;
}

/** Validates input and fills defaults; throws ConfigError naming the first bad field. */
export function createConfig(input: ConfigInput = {}): VelvetConfig {
  const brand: unknown = input.brand ?? DEFAULT_BRAND;
  if (typeof brand !== 'string' || !BRAND_PATTERN.test(brand)) {
    throw new ConfigError('brand', 'a lower-case slug like "velvet"', brand);
  }
  const language: unknown = input.language;
  if (language !== undefined && language !== null && typeof language !== 'string') {
    throw new ConfigError('language', 'a language tag such as "de" or "en-GB"', language);
  }
  const cacheVersion: unknown = input.cacheVersion ?? DEFAULT_CACHE_VERSION;
  if (typeof cacheVersion !== 'string' || !CACHE_VERSION_PATTERN.test(cacheVersion)) {
    throw new ConfigError('cacheVersion', 'a non-empty string of letters, digits, ".", "_" or "-"', cacheVersion);
  }
  const apiBase = parseBase('apiBase', input.apiBase ?? '');
  const siteBase = input.siteBase === undefined ? apiBase : parseBase('siteBase', input.siteBase);
  return {
    brand,
    // spec 000 §1: an unknown language falls back to English rather than failing.
    language: normalizeLanguage(language),
    apiBase,
    siteBase,
    cacheVersion,
    tracking: parseTracking(input.tracking),
  };
}
