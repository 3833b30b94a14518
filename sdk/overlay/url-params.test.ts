import { describe, expect, it } from 'vitest';
import { automaticOpening, resolveRequestedFlow } from './automatic';
import { parseOverlayUrlParams, stripOverlayUrlParams } from './url-params';

const at = (query: string) => `http://localhost:8080/page?${query}#top`;

describe('URL parameters (spec 002 §2.4)', () => {
  it.each<[string, string, Record<string, unknown> | null]>([
    ['"showModalbox=1 restores the overlay in the moneycharge flow ... in the wait view"', 'showModalbox=1', { flow: 'moneycharge', view: 'wait' }],
    ['"... or a given flow"', 'showModalbox=1&vxpFlow=vipabo', { flow: 'vipabo', view: 'wait' }],
    ['"vxpAutoFlow auto-opens the named flow"', 'vxpAutoFlow=avs', { flow: 'avs', view: null }],
    ['an unknown flow name is ignored', 'vxpAutoFlow=__proto__', null],
    ['"redirect_token, u and key carry transfer data"', 'showModalbox=1&redirect_token=RT&u=7&key=K', { transfer: { redirectToken: 'RT', u: '7', key: 'K' } }],
    ['"tpLoginPwdLost ... start password reset" with a key', 'tpLoginPwdLost=anna&key=K', { flow: 'pwdreset', login: 'anna' }],
    ['"tpEmailPwdLost ... lost-password" without a key', 'tpEmailPwdLost=a%40b.test', { flow: 'pwdlost', email: 'a@b.test' }],
    ['nothing to open', 'x=1', null],
  ])('%s', (_label, query, expected) => {
    const parsed = parseOverlayUrlParams(at(query));
    if (expected === null) expect(parsed).toBeNull();
    else expect(parsed).toMatchObject(expected);
  });

  it('"The flow parameters are removed from the URL after the flow completes": other parameters and the hash stay', () => {
    expect(stripOverlayUrlParams(at('a=1&showModalbox=1&vxpFlow=vipabo&vxpAutoFlow=avs&redirect_token=R&u=1&key=k&tpLoginPwdLost=x&tpEmailPwdLost=y&b=2')))
      .toBe('http://localhost:8080/page?a=1&b=2#top');
  });
});

describe('automatic openings (spec 002 §4.4)', () => {
  const guest = (over: Partial<{ isLoggedIn: boolean; hasAvs: boolean; isRestricted: boolean }> = {}) => ({ isLoggedIn: true, hasAvs: true, isRestricted: false, ...over });
  it('"A logged-in guest without AVS, with the force-AVS setting on, gets the AVS modal with logout"', () => {
    expect(automaticOpening(guest({ hasAvs: false }), { forceAvs: true }, at(''))).toMatchObject({ reason: 'force-avs', flow: 'avs', withLogout: true });
    expect(automaticOpening(guest({ hasAvs: false }), { forceAvs: false }, at(''))).toBeNull();
    expect(automaticOpening(guest({ hasAvs: true }), { forceAvs: true }, at(''))).toBeNull();
  });

  it('"An anonymous guest with signup flow, external token, e-mail and name gets the sign-up opened automatically"', () => {
    const settings = { flow: 'signup', externalToken: 'ext', signupEmail: 'a@b.test', signupName: 'anna' };
    expect(automaticOpening(guest({ isLoggedIn: false }), settings, at(''))).toMatchObject({ reason: 'signup', view: 'signup', options: { signupEmail: 'a@b.test', signupName: 'anna' } });
    expect(automaticOpening(guest({ isLoggedIn: false }), { ...settings, externalToken: '' }, at(''))).toBeNull();
    expect(automaticOpening(guest({ isLoggedIn: true }), settings, at(''))).toBeNull();
  });

  it('"Restricted guests opening the payment tour get operator compensation instead"', () => {
    expect(resolveRequestedFlow({ isRestricted: true }, 'moneycharge')).toBe('opcompensation');
    expect(resolveRequestedFlow({ isRestricted: true }, 'settings')).toBe('settings');
    expect(resolveRequestedFlow({ isRestricted: false }, 'moneycharge')).toBe('moneycharge');
    expect(automaticOpening(guest({ isRestricted: true }), {}, at('showModalbox=1'))).toMatchObject({ reason: 'url', flow: 'opcompensation' });
  });
});
