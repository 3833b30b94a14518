/**
 * The consent state and the engines it lives in. `$consent` reads the consent
 * cookie the first time anyone asks (a listener or `currentConsent()`), so a
 * test can swap the engines before that.
 */
import { atom, onMount } from 'nanostores';
import { defaultEngines, type ConsentEngines } from './engines';
import { CONSENT_COOKIE, decodeConsent, isGranted, UNDECIDED, type ConsentCategory, type ConsentState } from './rules';

let engines: ConsentEngines | null = null;
let loaded = false;

/** The guest's consent; undecided until they chose (spec 000 §4 "Cookie consent categories"). */
export const $consent = atom<ConsentState>(UNDECIDED);

/** True while the guest reopened the settings (footer "Cookie settings"); the banner shows then even when decided. */
export const $cookieSettingsOpen = atom(false);

/** Swaps the storage engines (browser by default); reloads the consent from the new cookie engine. */
export function setConsentEngines(next: ConsentEngines): void {
  engines = next;
  loaded = false;
  loadConsent();
}

/** The engines in use; the browser's unless set. */
export function consentEngines(): ConsentEngines {
  engines ??= defaultEngines();
  return engines;
}

function loadConsent(): void {
  if (loaded) return;
  loaded = true;
  $consent.set(decodeConsent(consentEngines().cookies.get(CONSENT_COOKIE)));
}

/** The consent now, read from the cookie on first use. */
export function currentConsent(): ConsentState {
  loadConsent();
  return $consent.get();
}

/** Whether things of `category` may be written now; necessary always. */
export function hasConsent(category: ConsentCategory): boolean {
  return isGranted(currentConsent(), category);
}

onMount($consent, () => {
  loadConsent();
});

/** Test helper: forget engines and state; the next use starts from the default engines. */
export function resetConsentState(): void {
  engines = null;
  loaded = false;
  $consent.set(UNDECIDED);
  $cookieSettingsOpen.set(false);
}
