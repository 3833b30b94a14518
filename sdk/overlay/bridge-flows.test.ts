// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, setupBridge } from './bridge-test-setup';
import type { OverlaySuccess } from './protocol';

afterEach(() => {
  document.body.innerHTML = '';
});

const success = (over: Partial<OverlaySuccess> = {}): Record<string, unknown> => ({
  type: 'success', result: { flow: 'moneycharge', redirectTo: null, hostId: null, uhash: null, loggedIn: false, ...over },
});

describe('success (spec 002 §4.2)', () => {
  it('"With a handler: the handler is called and the overlay hides"', async () => {
    const onSuccess = vi.fn();
    const t = setupBridge({ onSuccess });
    t.openVisible();
    t.fromOverlay(success({ hostId: 'anna' }));
    await flush();
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ flow: 'moneycharge', hostId: 'anna' }));
    expect(t.bridge.$state.get()).toMatchObject({ phase: 'hidden', successInProgress: false });
    expect(t.spies.navigate).not.toHaveBeenCalled();
  });

  it('"Without a handler: the page goes to the success URL" with jump, host, uhash and tracking', async () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en', w: 'w1', ws: 'ws1', wt: 'wt1' });
    t.fromOverlay({ type: 'iframe-ready' });
    t.fromOverlay(success({ hostId: 'anna', uhash: 'h1' }));
    await flush();
    const url = new URL(t.spies.navigate.mock.calls[0]?.[0] as string);
    expect(Object.fromEntries(url.searchParams)).toEqual({ host: 'anna', jump: 'profile', uhash: 'h1', w: 'w1', ws: 'ws1', wt: 'wt1' });
  });

  it('"A repeat success is ignored while one is in progress"', async () => {
    let finishPost: (url: string | null) => void = () => {};
    const postLogin = vi.fn(() => new Promise<string | null>((resolve) => (finishPost = resolve)));
    const t = setupBridge({ postLogin });
    t.openVisible('login');
    t.fromOverlay(success({ flow: 'login', loggedIn: true }));
    t.fromOverlay(success({ flow: 'login', loggedIn: true }));
    finishPost(null);
    await flush();
    expect(postLogin).toHaveBeenCalledTimes(1);
    expect(t.spies.reload).toHaveBeenCalledTimes(1);
  });

  it('login: posted, then the pending login action (redirect) runs instead of a reload', async () => {
    const postLogin = vi.fn(async () => 'https://www.velvet.test/from-server');
    const t = setupBridge({ postLogin });
    t.pendingLoginAction.set({ type: 'redirect', params: { targetUrl: 'https://www.velvet.test/wanted' } });
    t.openVisible('login');
    t.fromOverlay(success({ flow: 'login', loggedIn: true }));
    await flush();
    expect(postLogin).toHaveBeenCalledWith(expect.objectContaining({ flow: 'login' }), 'https://www.velvet.test/wanted');
    expect(t.spies.navigate).toHaveBeenCalledWith('https://www.velvet.test/wanted');
    expect(t.spies.reload).not.toHaveBeenCalled();
    expect(t.spies.onLoggedInInside).toHaveBeenCalledTimes(1);
  });

  it.each<[string, string | null, string | null]>([
    ['"or the server-given URL is opened"', 'https://www.velvet.test/welcome', 'https://www.velvet.test/welcome'],
    ['"else the page reloads"', null, null],
    ['an unsafe server URL reloads', 'javascript:alert(1)', null],
  ])('login: %s', async (_label, serverUrl, navigated) => {
    const t = setupBridge({ postLogin: async () => serverUrl });
    t.openVisible('login');
    t.fromOverlay(success({ flow: 'login', loggedIn: true }));
    await flush();
    if (navigated) expect(t.spies.navigate).toHaveBeenCalledWith(navigated);
    else expect(t.spies.reload).toHaveBeenCalledTimes(1);
  });

  it('spec 002 §8: "A failed on-login-success call reloads the page and clears the in-progress flag"', async () => {
    const t = setupBridge({ postLogin: async () => { throw new Error('500'); } });
    t.openVisible('login');
    t.fromOverlay(success({ flow: 'login', loggedIn: true }));
    await flush();
    expect(t.spies.reload).toHaveBeenCalledTimes(1);
    expect(t.bridge.$state.get().successInProgress).toBe(false);
  });

  it('"After a login inside the overlay, the messenger channel is cleared and the page reloads on close"', () => {
    const t = setupBridge();
    t.openVisible('login');
    t.fromOverlay({ type: 'signup' });
    expect(t.spies.onLoggedInInside).toHaveBeenCalledTimes(1);
    expect(t.spies.track).toHaveBeenCalledWith('signup');
    expect(t.spies.reload).not.toHaveBeenCalled();
    t.bridge.close();
    expect(t.spies.reload).toHaveBeenCalledTimes(1);
  });

  it('a login inside a payment flow (logged-in, no success yet) also reloads on close, and counts as a login', () => {
    const t = setupBridge();
    t.openVisible('moneycharge');
    t.fromOverlay({ type: 'logged-in' });
    expect(t.spies.onLoggedInInside).toHaveBeenCalledTimes(1);
    expect(t.spies.track).toHaveBeenCalledWith('login');
    expect(t.spies.reload).not.toHaveBeenCalled();
    t.bridge.close();
    expect(t.spies.reload).toHaveBeenCalledTimes(1);
  });
});

describe('notifications while the overlay is in use (spec 002 §4.3)', () => {
  it('"Callbacks are queued while an overlay flow is running and run on its close"', () => {
    const onTopUp = vi.fn();
    const reloadIncentives = vi.fn();
    const t = setupBridge({ notifications: { onTopUp, reloadIncentives } });
    t.openVisible();
    t.guestEvent({ type: 'guestBalance', balance: 400, balanceFormatted: '400', isPayingCustomer: true });
    expect(t.spies.track).toHaveBeenCalledWith('payment');
    expect(onTopUp).not.toHaveBeenCalled();
    t.bridge.close();
    expect(onTopUp).toHaveBeenCalledTimes(1);
    expect(reloadIncentives).toHaveBeenCalledTimes(1);
  });

  it('... and on success', async () => {
    const onAvsSet = vi.fn();
    const t = setupBridge({ notifications: { onAvsSet }, onSuccess: () => expect(onAvsSet).not.toHaveBeenCalled() });
    t.openVisible('avs');
    t.guestEvent({ type: 'avsSet' });
    t.fromOverlay(success({ flow: 'avs' }));
    await flush();
    expect(onAvsSet).toHaveBeenCalledTimes(1);
  });

  it('"Guest locked: logout" at once, even during a flow', async () => {
    const t = setupBridge();
    t.openVisible();
    t.guestEvent({ type: 'guestLocked' });
    await flush();
    expect(t.spies.logout).toHaveBeenCalledTimes(1);
    expect(t.spies.reload).toHaveBeenCalledTimes(1);
  });

  it('"AVS revoked: reload" waits for the flow to end; with the overlay closed it runs at once', () => {
    const t = setupBridge();
    t.openVisible('avs');
    t.guestEvent({ type: 'avsRevoked' });
    expect(t.spies.reload).not.toHaveBeenCalled();
    t.bridge.close();
    expect(t.spies.reload).toHaveBeenCalledTimes(1);
    t.guestEvent({ type: 'avsRevoked' });
    expect(t.spies.reload).toHaveBeenCalledTimes(2);
  });
});

describe('URL parameters (spec 002 §2.4: "The flow parameters are removed from the URL after the flow completes")', () => {
  it('opens the flow from the URL and strips its parameters on close, keeping the rest', () => {
    const t = setupBridge({}, 'http://localhost:8080/page?a=1&showModalbox=1&vxpFlow=vipabo&redirect_token=RT');
    expect(t.bridge.openAutomatically({ isLoggedIn: true, hasAvs: true, isRestricted: false }, {}, 'de')).toBe('vipabo');
    t.fromOverlay({ type: 'iframe-ready' });
    expect(t.sent()).toContainEqual({ velvet: 'overlay', type: 'change-route', flow: 'vipabo', view: 'wait' });
    expect(t.sent()).toContainEqual({ velvet: 'overlay', type: 'additional-info', info: { tt: 'RT', u: null, key: null } });
    expect(t.engine.replaced).toEqual([]);
    t.fromOverlay({ type: 'content-loaded', view: 'wait' });
    t.bridge.close();
    expect(t.engine.replaced).toEqual(['http://localhost:8080/page?a=1']);
  });

  it('nothing to open leaves the URL alone', () => {
    const t = setupBridge({}, 'http://localhost:8080/page?a=1');
    expect(t.bridge.openAutomatically(null, {}, 'en')).toBeNull();
    expect(t.engine.frames).toEqual([]);
  });
});

describe('the frame address', () => {
  it('names the page origin (the overlay posts to that exact origin only, never "*") and the flow', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'de', consent: 'analytics' });
    const src = new URL(t.frame().src);
    // spec 002 §3.2 "tracking is 1 only with analytics cookie consent": the overlay learns what was granted.
    expect(src.searchParams.get('consent')).toBe('analytics');
    expect(src.origin).toBe('http://localhost:8081');
    expect(src.searchParams.get('parentOrigin')).toBe(new URL(t.engine.pageUrl()).origin);
    expect(src.searchParams.get('flow')).toBe('moneycharge');
    expect(src.searchParams.get('lang')).toBe('de');
  });

  // issue 12 §7: "The overlay looks like the brand that opens it (colours, fonts, logo passed as options)".
  it('carries the opening brand\'s theme, so the overlay\'s first paint is the brand\'s', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'es', theme: { colors: { primary: '#d9541e', background: '#1a1310' }, headingFontFamily: 'Georgia, serif', logoText: 'Terciopelo·es' } });
    const src = new URL(t.frame().src);
    expect([...src.searchParams].filter(([name]) => name.startsWith('theme.'))).toEqual([
      ['theme.primary', '#d9541e'], ['theme.background', '#1a1310'], ['theme.headingFontFamily', 'Georgia, serif'], ['theme.logoText', 'Terciopelo·es'],
    ]);
  });

  it('what the guest wanted travels with the options after the handshake, not in the address', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en', wantedCoins: 170, balanceCoins: 20 });
    expect(t.frame().src).not.toContain('170');
    t.fromOverlay({ type: 'iframe-ready' });
    expect(t.sent()).toContainEqual(expect.objectContaining({ type: 'update-params', options: expect.objectContaining({ wantedCoins: 170, balanceCoins: 20 }) }));
  });
});

describe('automatic openings through open() (spec 002 §4.4)', () => {
  it('"Restricted guests opening the payment tour get operator compensation instead"', () => {
    const t = setupBridge({ isRestricted: () => true });
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    t.fromOverlay({ type: 'iframe-ready' });
    expect(t.bridge.$state.get().flow).toBe('opcompensation');
    expect(t.sent()).toContainEqual({ velvet: 'overlay', type: 'change-route', flow: 'opcompensation' });
    expect(t.frame().src).toContain('flow=opcompensation');
  });
});

describe('popups and the login-cookie helper', () => {
  it('a blocked popup becomes a state with a message and a link the person can click', () => {
    const t = setupBridge();
    t.engine.popupResult = null;
    t.openVisible();
    t.fromOverlay({ type: 'hook', name: 'open-popup', data: { url: 'https://checkout.sandbox.test/3ds/1' } });
    expect(t.bridge.$state.get().popupBlocked).toEqual({ url: 'https://checkout.sandbox.test/3ds/1', message: 'Your browser blocked a window the payment needs.' });
    const link = document.querySelector<HTMLAnchorElement>('[data-velvet-overlay] [role="alert"] a');
    expect(link?.href).toBe('https://checkout.sandbox.test/3ds/1');
    t.engine.popupResult = {};
    link?.click();
    expect(t.bridge.$state.get().popupBlocked).toBeNull();
  });

  it('a popup to a foreign origin is not opened at all', () => {
    const t = setupBridge();
    const open = vi.spyOn(t.engine, 'openWindow');
    t.openVisible();
    expect(t.bridge.openPopup('https://evil.test/')).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('hasLoginCookie: no answer from the helper frame (third-party cookies blocked) falls back to the session', async () => {
    const t = setupBridge();
    t.openVisible();
    t.fromOverlay({ type: 'action', name: 'hasLoginCookie', id: 'c1' });
    await flush();
    expect(t.engine.frames[1]?.src).toBe('http://localhost:8081/login-cookie-frame');
    t.clock.advance(3_000);
    await flush();
    expect(t.sent()).toContainEqual({ velvet: 'overlay', type: 'response', name: 'hasLoginCookie', id: 'c1', ok: true, result: { hasLoginCookie: true, via: 'session' } });
  });
});
