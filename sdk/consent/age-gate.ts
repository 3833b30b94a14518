/**
 * The age gate (issue 12 §4: "a first visit shows an 18+ confirmation before
 * any content (remembered in a necessary cookie; leaving goes to a neutral
 * page)"). Pure rules, no browser access: the server decides from the
 * request's Cookie header, the browser from document.cookie, with the same
 * functions, so a server-rendered page and its hydration agree.
 */
import type { Screen } from '../routes/table';

/** spec 000 §9: "Cookie names are short codes (banner acceptance, forced age check, ...)": this is the age-check one. */
export const AGE_GATE_COOKIE = 'v18';
/**
 * The value a confirmation writes. Versioned: a later change of what the gate
 * asks (another age, another wording the law needs) changes it, and every
 * guest is asked again.
 */
export const AGE_GATE_VALUE = 'y1';
/**
 * Lifetime of the confirmation. 30 days, not a year: the gate is a
 * self-declaration, so a shared device is asked again every month, while a
 * returning guest is not asked on every visit.
 */
export const AGE_GATE_DAYS = 30;
/**
 * Where "leave" goes: a neutral page outside the platform. An external search
 * engine rather than a page of ours: the point of leaving is to be somewhere
 * that has nothing to do with an adult site (the link sends no referrer).
 */
export const AGE_GATE_EXIT_URL = 'https://www.google.com/';

/**
 * Screens readable without confirming: the terms of service and the data
 * protection notice (the gate links to them; a visitor may read what they
 * agree to before agreeing, and nothing on them is adult content).
 */
export const AGE_GATE_FREE_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['termsOfService', 'dataProtection']);

/** True when the age cookie's value is the current confirmation; missing, foreign or older values ask again. */
export function isAgeConfirmed(value: string | null | undefined): boolean {
  return value === AGE_GATE_VALUE;
}

/**
 * Reads the confirmation from a Cookie request header (the server) or
 * `document.cookie` (the browser). Its own small loop rather than
 * parseCookies: it runs in the first route of every page, and the value
 * needs no decoding.
 */
export function ageConfirmedInCookies(cookieHeader: string | null | undefined): boolean {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === AGE_GATE_COOKIE) return isAgeConfirmed(pair.slice(separator + 1).trim());
  }
  return false;
}

/** Whether the page shows the gate instead of its content; null is the 404 page, which is gated like any page. */
export function showsAgeGate(confirmed: boolean, screen: Screen | null): boolean {
  if (confirmed) return false;
  return screen === null || !AGE_GATE_FREE_SCREENS.has(screen);
}
