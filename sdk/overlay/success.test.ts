import { describe, expect, it } from 'vitest';
import { exactOrigins } from './origins';
import type { OverlaySuccess } from './protocol';
import { afterLogin, buildSuccessUrl, shouldPostLogin } from './success';

const PAGE = 'http://localhost:8080/actor/anna?x=1';
const allowlist = exactOrigins(['http://localhost:8080', 'https://www.velvet.test']);
const result = (over: Partial<OverlaySuccess> = {}): OverlaySuccess => ({ flow: 'moneycharge', redirectTo: null, hostId: null, uhash: null, loggedIn: false, ...over });

describe('success URL (spec 002 §4.2: "a jump to the profile (unless disabled), the host, uhash or transfer token, and tracking parameters")', () => {
  it.each<[string, Parameters<typeof buildSuccessUrl>[0], Record<string, string | null>, string]>([
    ['default is the home page (spec 002 §9)', { result: result(), options: { flow: 'moneycharge', lang: 'en' }, successUrl: undefined, transferToken: null, pageUrl: PAGE, redirectAllowlist: allowlist }, {}, 'http://localhost:8080/'],
    ['host with the profile jump', { result: result({ hostId: 'anna' }), options: { flow: 'moneycharge', lang: 'en' }, successUrl: undefined, transferToken: null, pageUrl: PAGE, redirectAllowlist: allowlist }, { host: 'anna', jump: 'profile' }, 'http://localhost:8080/'],
    ['disableJump drops the jump', { result: result({ hostId: 'anna' }), options: { flow: 'moneycharge', lang: 'en', disableJump: true }, successUrl: undefined, transferToken: null, pageUrl: PAGE, redirectAllowlist: allowlist }, { host: 'anna', jump: null }, 'http://localhost:8080/'],
    ['uhash without a transfer token', { result: result({ uhash: 'u1' }), options: { flow: 'moneycharge', lang: 'en' }, successUrl: undefined, transferToken: null, pageUrl: PAGE, redirectAllowlist: allowlist }, { uhash: 'u1', tt: null }, 'http://localhost:8080/'],
    ['the transfer token replaces uhash', { result: result({ uhash: 'u1' }), options: { flow: 'moneycharge', lang: 'en' }, successUrl: undefined, transferToken: 'T', pageUrl: PAGE, redirectAllowlist: allowlist }, { uhash: null, tt: 'T' }, 'http://localhost:8080/'],
    ['tracking w/ws/wt', { result: result(), options: { flow: 'moneycharge', lang: 'en', w: '1', ws: '2', wt: '3' }, successUrl: undefined, transferToken: null, pageUrl: PAGE, redirectAllowlist: allowlist }, { w: '1', ws: '2', wt: '3' }, 'http://localhost:8080/'],
    ['a configured success URL', { result: result(), options: { flow: 'moneycharge', lang: 'en' }, successUrl: 'https://www.velvet.test/thanks', transferToken: null, pageUrl: PAGE, redirectAllowlist: allowlist }, {}, 'https://www.velvet.test/thanks'],
    ['an unsafe redirectTo falls back', { result: result({ redirectTo: 'javascript:alert(1)' }), options: { flow: 'moneycharge', lang: 'en' }, successUrl: undefined, transferToken: null, pageUrl: PAGE, redirectAllowlist: allowlist }, {}, 'http://localhost:8080/'],
    ['a foreign success URL falls back to home', { result: result(), options: { flow: 'moneycharge', lang: 'en' }, successUrl: 'https://evil.test/', transferToken: null, pageUrl: PAGE, redirectAllowlist: allowlist }, {}, 'http://localhost:8080/'],
  ])('%s', (_label, input, params, base) => {
    const url = new URL(buildSuccessUrl(input));
    expect(`${url.origin}${url.pathname}`).toBe(base);
    for (const [key, value] of Object.entries(params)) expect(url.searchParams.get(key)).toBe(value);
  });
});

describe('login post (spec 002 §4.2: "A successful login of a non-payment flow, or a sign-up or login just done by a non-logged-in user, is posted")', () => {
  it.each<[string, OverlaySuccess, boolean, boolean]>([
    ['login flow', result({ flow: 'login', loggedIn: true }), false, true],
    ['payment after a login by a guest who was anonymous', result({ flow: 'moneycharge', loggedIn: true }), false, true],
    ['payment by a guest already logged in', result({ flow: 'moneycharge', loggedIn: false }), true, false],
    ['settings by a logged-in guest without a new login', result({ flow: 'settings' }), true, false],
    ['avs with a new login while logged in', result({ flow: 'avs', loggedIn: true }), true, true],
  ])('%s -> %s', (_label, success, wasLoggedIn, expected) => {
    expect(shouldPostLogin(success, wasLoggedIn)).toBe(expected);
  });
});

describe('after login (spec 002 §4.2: "the pending login action is executed (redirect), or the server-given URL is opened, else the page reloads")', () => {
  it.each<[string, boolean, string | null, ReturnType<typeof afterLogin>]>([
    ['pending action first', true, 'https://www.velvet.test/x', { kind: 'pending-action' }],
    ['then the server URL', false, 'https://www.velvet.test/x', { kind: 'navigate', url: 'https://www.velvet.test/x' }],
    ['an unsafe server URL reloads', false, 'javascript:alert(1)', { kind: 'reload' }],
    ['nothing: reload', false, null, { kind: 'reload' }],
  ])('%s', (_label, pending, serverUrl, expected) => {
    expect(afterLogin(pending, serverUrl, PAGE, allowlist)).toEqual(expected);
  });
});
