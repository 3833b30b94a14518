import { describe, expect, it } from 'vitest';
import {
  consentReducer,
  decodeConsent,
  encodeConsent,
  isGranted,
  parseCookies,
  revokedCategories,
  serializeCookie,
  UNDECIDED,
  type ConsentAction,
  type ConsentCategory,
  type ConsentState,
} from './rules';

const state = (functional: boolean, analytics: boolean): ConsentState => ({ decided: true, functional, analytics });

describe('isGranted', () => {
  // spec 002 §9: "Cookie consent categories: necessary (always allowed), functional, analytics."
  it.each<[string, ConsentState, ConsentCategory, boolean]>([
    ['necessary before any decision', UNDECIDED, 'necessary', true],
    ['functional before any decision', UNDECIDED, 'functional', false],
    ['analytics before any decision', UNDECIDED, 'analytics', false],
    ['necessary after "only necessary"', state(false, false), 'necessary', true],
    ['functional when granted', state(true, false), 'functional', true],
    ['analytics when only functional is granted', state(true, false), 'analytics', false],
    ['analytics when granted', state(false, true), 'analytics', true],
  ])('%s', (_name, consent, category, granted) => {
    expect(isGranted(consent, category)).toBe(granted);
  });
});

describe('consentReducer', () => {
  it.each<[ConsentAction, ConsentState]>([
    [{ type: 'acceptAll' }, state(true, true)],
    [{ type: 'onlyNecessary' }, state(false, false)],
    [{ type: 'save', functional: true, analytics: false }, state(true, false)],
    [{ type: 'save', functional: false, analytics: true }, state(false, true)],
  ])('%j decides %j', (action, expected) => {
    expect(consentReducer(state(true, true), action)).toEqual(expected);
    expect(consentReducer(UNDECIDED, action)).toEqual(expected);
  });
});

describe('revokedCategories', () => {
  // issue 6: "revoking removes what was written"
  it.each<[ConsentState, ConsentState, string[]]>([
    [state(true, true), state(false, false), ['functional', 'analytics']],
    [state(true, true), state(true, false), ['analytics']],
    [state(false, true), state(true, true), []],
    [UNDECIDED, state(false, false), []],
  ])('%j -> %j revokes %j', (before, after, revoked) => {
    expect(revokedCategories(before, after)).toEqual(revoked);
  });
});

describe('the consent cookie value', () => {
  it.each([state(false, false), state(true, false), state(false, true), state(true, true)])('round-trips %j', (consent) => {
    expect(decodeConsent(encodeConsent(consent))).toEqual(consent);
  });

  it.each([undefined, '', 'yes', 'v2.f1.a1', 'v1.f1.a1;', 'v1.f2.a0'])('reads %j as undecided, so the banner asks again', (value) => {
    expect(decodeConsent(value)).toEqual(UNDECIDED);
  });
});

describe('serializeCookie', () => {
  it('writes the consent cookie for 365 days on path / with SameSite=Lax', () => {
    expect(serializeCookie('vc', 'v1.f1.a0', { days: 365 })).toBe('vc=v1.f1.a0; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('deletes with Max-Age=0 and a past Expires, and marks Secure on request', () => {
    expect(serializeCookie('vaid', '', { days: 0, secure: true })).toBe('vaid=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax; Secure');
  });

  it('encodes the value and refuses a name that would break the header', () => {
    expect(serializeCookie('x', 'a; b=c')).toBe('x=a%3B%20b%3Dc; Path=/; SameSite=Lax');
    expect(() => serializeCookie('a=b', '1')).toThrow('expected a cookie name of token characters, got "a=b"');
  });
});

describe('parseCookies', () => {
  it('decodes values and keeps the first of equal names', () => {
    const cookies = parseCookies('vc=v1.f1.a0; x=a%3B%20b; x=later; broken; y=%E0%A4%A');
    expect([...cookies]).toEqual([
      ['vc', 'v1.f1.a0'],
      ['x', 'a; b'],
      ['y', '%E0%A4%A'],
    ]);
  });
});
