import { afterEach, describe, expect, it } from 'vitest';
import type { Screen } from '../routes/table';
import { confirmAge, dispatchConsent } from './actions';
import { ageGateCookieString } from './age-gate-cookie';
import {
  AGE_GATE_COOKIE, AGE_GATE_DAYS, AGE_GATE_EXIT_URL, AGE_GATE_VALUE, ageConfirmedInCookies, isAgeConfirmed, showsAgeGate,
} from './age-gate';
import { createMemoryCookieEngine, createMemoryLocalEngine } from './engines';
import { categoryOfKey, resetStorageRegistry } from './registry';
import { resetConsentState, setConsentEngines } from './state';

afterEach(() => {
  resetConsentState();
  resetStorageRegistry();
});

// issue 12 §4: "a first visit shows an 18+ confirmation before any content (remembered in a necessary
// cookie; leaving goes to a neutral page)"; spec 000 §9: "Cookie names are short codes (banner
// acceptance, forced age check, ...)".
describe('the age cookie', () => {
  it('is a short-coded necessary cookie that lasts 30 days', () => {
    expect(AGE_GATE_COOKIE).toBe('v18');
    expect(AGE_GATE_DAYS).toBe(30);
    expect(categoryOfKey(AGE_GATE_COOKIE)).toBe('necessary');
  });

  it.each<[string, string | null | undefined, boolean]>([
    ['missing', undefined, false],
    ['null', null, false],
    ['empty', '', false],
    ['the current confirmation', AGE_GATE_VALUE, true],
    ['an older or foreign value', 'y0', false],
    ['a guess', '1', false],
  ])('%s reads as confirmed=%s', (_name, value, confirmed) => {
    expect(isAgeConfirmed(value)).toBe(confirmed);
  });

  it.each<[string, string | undefined, boolean]>([
    ['no Cookie header', undefined, false],
    ['other cookies only', 'vc=v1.f0.a0; vs=abc', false],
    ['the age cookie among others', `vc=v1.f0.a0; ${AGE_GATE_COOKIE}=${AGE_GATE_VALUE}; vs=abc`, true],
    ['the age cookie alone', `${AGE_GATE_COOKIE}=${AGE_GATE_VALUE}`, true],
    ['a cookie whose name only ends like it', `xv18=${AGE_GATE_VALUE}`, false],
  ])('a request with %s: confirmed=%s (the server decides from the header, the browser from document.cookie)', (_name, header, confirmed) => {
    expect(ageConfirmedInCookies(header)).toBe(confirmed);
  });

  it('serializes with Max-Age of 30 days, path /, SameSite=Lax and Secure only on https', () => {
    expect(ageGateCookieString(false)).toBe(`v18=${AGE_GATE_VALUE}; Max-Age=2592000; Path=/; SameSite=Lax`);
    expect(ageGateCookieString(true)).toMatch(/; Secure$/);
  });

  it('confirmAge writes it without any consent (necessary is always allowed), and only-necessary keeps it', () => {
    const cookies = createMemoryCookieEngine();
    setConsentEngines({ cookies, local: createMemoryLocalEngine() });
    expect(confirmAge()).toEqual({ written: true });
    expect(cookies.jar.get(AGE_GATE_COOKIE)).toBe(AGE_GATE_VALUE);
    dispatchConsent({ type: 'onlyNecessary' });
    expect(cookies.jar.get(AGE_GATE_COOKIE)).toBe(AGE_GATE_VALUE);
  });

  it('leaves for a neutral https page outside the platform', () => {
    expect(new URL(AGE_GATE_EXIT_URL).protocol).toBe('https:');
  });
});

describe('showsAgeGate', () => {
  // The legal pages stay readable without confirming: the gate links to them.
  it.each<[boolean, Screen | null, boolean]>([
    [false, 'home', true],
    [false, 'actorProfile', true],
    [false, 'videos', true],
    [false, 'signUp', true],
    [false, null, true],
    [false, 'termsOfService', false],
    [false, 'dataProtection', false],
    [true, 'home', false],
    [true, null, false],
    [true, 'termsOfService', false],
  ])('confirmed=%s on %s: gate=%s', (confirmed, screen, gate) => {
    expect(showsAgeGate(confirmed, screen)).toBe(gate);
  });
});
