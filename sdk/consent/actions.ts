/**
 * What the cookie banner does: one `dispatchConsent` that moves the state
 * through the pure reducer, persists it in the necessary consent cookie and
 * deletes what was written under a category that is no longer granted.
 */
import { AGE_GATE_COOKIE, AGE_GATE_DAYS, AGE_GATE_VALUE } from './age-gate';
import { deleteCategory, setCookie, type WriteResult } from './storage';
import { $consent, $cookieSettingsOpen, currentConsent } from './state';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, consentReducer, encodeConsent, OPTIONAL_CATEGORIES, revokedCategories, type ConsentAction, type ConsentState } from './rules';

/** Applies a banner action; returns the new state. Closes the settings. */
export function dispatchConsent(action: ConsentAction): ConsentState {
  const before = currentConsent();
  const after = consentReducer(before, action);
  setCookie(CONSENT_COOKIE, encodeConsent(after), { category: 'necessary', days: CONSENT_COOKIE_DAYS });
  for (const category of revokedCategories(before, after)) deleteCategory(category);
  $consent.set(after);
  $cookieSettingsOpen.set(false);
  return after;
}

/**
 * Sweeps what a denied category left behind, e.g. from an older page that did
 * not gate its writes; the host calls it once at start-up.
 */
export function sweepDeniedCategories(): void {
  const state = currentConsent();
  for (const category of OPTIONAL_CATEGORIES) if (!state[category]) deleteCategory(category);
}

/** Reopens the banner with its settings (the footer's "Cookie settings"). */
export function openCookieSettings(): void {
  $cookieSettingsOpen.set(true);
}

/** Closes reopened settings without changing the choice. */
export function closeCookieSettings(): void {
  $cookieSettingsOpen.set(false);
}

/**
 * Remembers that the guest confirmed being 18 or older (issue 12 §4): the
 * necessary age cookie, written through the consent gate like every cookie.
 */
export function confirmAge(): WriteResult {
  return setCookie(AGE_GATE_COOKIE, AGE_GATE_VALUE, { category: 'necessary', days: AGE_GATE_DAYS });
}
