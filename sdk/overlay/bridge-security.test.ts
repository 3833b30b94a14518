// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT, flush, OVERLAY, setupBridge } from './bridge-test-setup';
import { OverlayConfigError } from './origins';
import { fakeWindow } from './test-fakes';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('bridge security: who may talk to the page (issue 6 §3, DESIGN.md "Security rules")', () => {
  it.each<[string, string, 'frame' | 'other' | 'null-source']>([
    ['a wrong origin', 'http://localhost:8083', 'frame'],
    ['a lookalike prefix origin', 'http://localhost:808', 'frame'],
    ['a lookalike suffix origin', 'http://localhost:8081.evil.test', 'frame'],
    ['the "null" origin', 'null', 'frame'],
    ['the right origin from another window (a frame nested in the overlay)', OVERLAY, 'other'],
    ['the right origin without a source', OVERLAY, 'null-source'],
  ])('%s is ignored: no init-session, no state change', (_label, origin, sourceKind) => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    const source = sourceKind === 'frame' ? t.frame().window : sourceKind === 'other' ? fakeWindow() : null;
    t.fromOverlay({ type: 'iframe-ready' }, origin, source);
    expect(t.bridge.$state.get().readyCount).toBe(0);
    expect(t.sent()).toEqual([]);
  });

  it.each([['null'], ['*'], ['http://localhost:8081/'], ['localhost:8081'], ['javascript:alert(1)']])('"%s" is refused as a configured origin', (origin) => {
    expect(() => setupBridge({ overlayOrigin: origin })).toThrow(`overlayOrigin: expected an exact origin such as "http://localhost:8081", got "${origin}"`);
    expect(() => setupBridge({ redirectAllowlist: [origin] })).toThrow(OverlayConfigError);
  });

  it('"nothing is ever sent to \'*\'": every postMessage names the exact overlay origin', async () => {
    const t = setupBridge();
    t.openVisible();
    t.fromOverlay({ type: 'action', name: 'isLoggedIn', id: 'a1' });
    t.fromOverlay({ type: 'action', name: 'nope', id: 'a2' });
    t.bridge.close();
    await flush();
    const targets = t.frame().window.sent.map((entry) => entry.targetOrigin);
    expect(targets.length).toBeGreaterThan(4);
    expect(new Set(targets)).toEqual(new Set([OVERLAY]));
  });

  it('"init-session goes only after a verified iframe-ready, again after each reload"', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    t.fromOverlay({ type: 'content-loaded', view: 'payment' });
    t.fromOverlay({ type: 'action', name: 'isLoggedIn', id: 'early' });
    expect(t.sent()).toEqual([]);
    t.fromOverlay({ type: 'iframe-ready' });
    expect(t.sent()[0]).toEqual({ velvet: 'overlay', type: 'init-session', token: 'tok-1', guestId: 'g1', isLoggedIn: true });
    expect(t.sentTypes()).toEqual(['init-session', 'change-route', 'update-params']);
    t.fromOverlay({ type: 'content-loaded', view: 'payment' });
    t.fromOverlay({ type: 'iframe-ready' });
    expect(t.sentTypes().filter((type) => type === 'init-session')).toHaveLength(2);
  });

  it('messages before iframe-ready (busy, redirect, success) change nothing', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    t.fromOverlay({ type: 'busy', busy: true });
    t.fromOverlay({ type: 'redirect', url: 'https://www.velvet.test/' });
    t.fromOverlay({ type: 'success', result: { flow: 'moneycharge', redirectTo: null, hostId: null, uhash: null, loggedIn: false } });
    expect(t.bridge.$state.get()).toMatchObject({ busy: false, successInProgress: false });
    expect(t.spies.navigate).not.toHaveBeenCalled();
  });

  it('an action is answered once; a replayed id is ignored; an unknown or __proto__ action gets an error', async () => {
    const t = setupBridge();
    t.openVisible();
    t.fromOverlay({ type: 'action', name: 'isLoggedIn', id: 'r1' });
    t.fromOverlay({ type: 'action', name: 'isLoggedIn', id: 'r1' });
    t.fromOverlay({ type: 'action', name: '__proto__', id: 'r2' });
    await flush();
    const responses = t.sent().filter((message) => message.type === 'response');
    expect(responses).toEqual([
      { velvet: 'overlay', type: 'response', name: '__proto__', id: 'r2', ok: false, error: expect.stringContaining('unknown action') },
      { velvet: 'overlay', type: 'response', name: 'isLoggedIn', id: 'r1', ok: true, result: true },
    ]);
  });

  it('the overlay-ready handshake times out into an error state', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    t.clock.advance(15_000);
    expect(t.bridge.$state.get().error).toBe('ready-timeout');
  });
});

describe('transfer_token (issue 6 §3: "taken only from the checkout origin with a matching id while one is expected")', () => {
  it.each<[string, { origin: string; id: (issued: string) => string; expect: boolean; source?: 'other' }, string | null]>([
    ['from the checkout origin with the issued id', { origin: CHECKOUT, id: (issued) => issued, expect: true }, 'TOKEN'],
    ['from the overlay origin', { origin: OVERLAY, id: (issued) => issued, expect: true }, null],
    ['with a wrong id', { origin: CHECKOUT, id: () => 'guessed', expect: true }, null],
    ['when none is expected', { origin: CHECKOUT, id: () => 'id1', expect: false }, null],
    ['from a window that is neither the frame nor our popup', { origin: CHECKOUT, id: (issued) => issued, expect: true, source: 'other' }, null],
  ])('%s', (_label, input, expected) => {
    const t = setupBridge();
    t.openVisible();
    const issued = input.expect ? t.bridge.expectTransferToken() : 'none';
    t.fromOverlay({ type: 'transfer_token', token: 'TOKEN', id: input.id(issued) }, input.origin, input.source === 'other' ? fakeWindow() : t.frame().window);
    expect(t.bridge.transferToken()).toBe(expected);
  });

  it('a replayed id is refused once the token was taken', () => {
    const t = setupBridge();
    t.openVisible();
    const id = t.bridge.expectTransferToken();
    t.fromOverlay({ type: 'transfer_token', token: 'FIRST', id }, CHECKOUT);
    t.fromOverlay({ type: 'transfer_token', token: 'SECOND', id }, CHECKOUT);
    expect(t.bridge.transferToken()).toBe('FIRST');
  });

  it('a popup the bridge opened may send it', () => {
    const t = setupBridge();
    const popup = fakeWindow();
    t.engine.popupResult = popup;
    t.openVisible();
    expect(t.bridge.openPopup(`${CHECKOUT}/3ds`)).toBe(true);
    const id = t.bridge.expectTransferToken();
    t.fromOverlay({ type: 'transfer_token', token: 'POP', id }, CHECKOUT, popup);
    expect(t.bridge.transferToken()).toBe('POP');
  });
});

describe('redirect:{url} (issue 6 §3: "only to allowlisted origins and never to javascript:, data: or protocol-relative URLs")', () => {
  it.each([
    ['https://www.velvet.test/profile', 'https://www.velvet.test/profile'],
    ['/account', 'http://localhost:8080/account'],
    ['javascript:alert(document.cookie)', null],
    ['data:text/html,hi', null],
    ['//evil.test/', null],
    ['https://evil.test/', null],
  ])('%s -> %s', (url, expected) => {
    const t = setupBridge();
    t.openVisible();
    t.fromOverlay({ type: 'redirect', url });
    if (expected) expect(t.spies.navigate).toHaveBeenCalledWith(expected);
    else expect(t.spies.navigate).not.toHaveBeenCalled();
  });
});

describe('busy (issue 6 §3: "the overlay cannot be closed while a payment is in flight")', () => {
  it('close() and Escape do nothing while busy, and work once settled', () => {
    const t = setupBridge();
    t.openVisible();
    t.fromOverlay({ type: 'busy', busy: true });
    t.bridge.close();
    t.engine.key('Escape');
    expect(t.bridge.$state.get().phase).toBe('visible');
    t.fromOverlay({ type: 'busy', busy: false });
    t.engine.key('Escape');
    expect(t.bridge.$state.get().phase).toBe('hidden');
  });
});
