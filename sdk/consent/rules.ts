/**
 * Pure consent rules (spec 002 §9: "Cookie consent categories: necessary
 * (always allowed), functional, analytics. Cookies and local items are written
 * only if their category is enabled"). No browser access here.
 */

/** The three categories of spec 000 §4 and 002 §9. */
export type ConsentCategory = 'necessary' | 'functional' | 'analytics';
/** The categories a guest can switch; necessary is always on. */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['necessary', 'functional', 'analytics'];
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['functional', 'analytics'];

/** The guest's choice; `decided` is false until they chose once (the banner shows until then). */
export interface ConsentState {
  decided: boolean;
  functional: boolean;
  analytics: boolean;
}

/** Nothing granted beyond necessary, nothing decided: a fresh browser profile. */
export const UNDECIDED: ConsentState = { decided: false, functional: false, analytics: false };

/** What the banner can do to the state. */
export type ConsentAction =
  | { type: 'acceptAll' }
  | { type: 'onlyNecessary' }
  | { type: 'save'; functional: boolean; analytics: boolean };

/** The state after an action; every action is a decision. */
export function consentReducer(_state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'acceptAll':
      return { decided: true, functional: true, analytics: true };
    case 'onlyNecessary':
      return { decided: true, functional: false, analytics: false };
    case 'save':
      return { decided: true, functional: action.functional, analytics: action.analytics };
  }
}

/** Whether a category may be written under `state`; necessary always may. */
export function isGranted(state: ConsentState, category: ConsentCategory): boolean {
  return category === 'necessary' || state[category];
}

/** The categories granted in `before` and not in `after`: what was written under them must go. */
export function revokedCategories(before: ConsentState, after: ConsentState): OptionalCategory[] {
  return OPTIONAL_CATEGORIES.filter((category) => before[category] && !after[category]);
}

/** The consent cookie's name: a short code (spec 000 §9 "Cookie names are short codes"). */
export const CONSENT_COOKIE = 'vc';
export const CONSENT_COOKIE_DAYS = 365;
// The version lets a later change of categories ask every guest again: an unknown version reads as undecided.
const CONSENT_FORMAT = /^v1\.f([01])\.a([01])$/;

/** The consent cookie's value, e.g. "v1.f1.a0". */
export function encodeConsent(state: ConsentState): string {
  return `v1.f${state.functional ? 1 : 0}.a${state.analytics ? 1 : 0}`;
}

/** Reads a consent cookie value; a missing, foreign or older value means undecided. */
export function decodeConsent(value: string | undefined): ConsentState {
  const match = value === undefined ? null : CONSENT_FORMAT.exec(value);
  if (!match) return UNDECIDED;
  return { decided: true, functional: match[1] === '1', analytics: match[2] === '1' };
}

export interface CookieAttributes {
  /** Lifetime in days; omitted means a session cookie. 0 or less deletes the cookie. */
  days?: number;
  path?: string;
  secure?: boolean;
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** A `document.cookie` assignment: encoded value, Max-Age (no clock needed), path (default /), SameSite=Lax. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`serializeCookie: expected a cookie name of token characters, got ${JSON.stringify(name)}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (attributes.days !== undefined) parts.push(`Max-Age=${Math.max(0, Math.round(attributes.days * 86_400))}`);
  // A past Expires as well: engines that ignore Max-Age=0 (happy-dom, old browsers) still drop the cookie.
  if (attributes.days !== undefined && attributes.days <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  parts.push(`Path=${attributes.path ?? '/'}`, 'SameSite=Lax');
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Parses a `document.cookie` string into name -> decoded value; the first of two equal names wins, as browsers order the more specific path first. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}
