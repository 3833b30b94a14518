// @vitest-environment happy-dom
/**
 * spec 002 §9: "Spinner retry every 1000 ms while the frame is not ready.
 * Action and options retry every 500 ms." Driven by the injected FakeClock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OVERLAY, setupBridge } from './bridge-test-setup';
import { OVERLAY_MESSAGE_RETRY_MS, OVERLAY_READY_TIMEOUT_MS, OVERLAY_SPINNER_RETRY_MS } from './protocol';

const SPEC = 'spec 002 §9 "Spinner retry every 1000 ms while the frame is not ready. Action and options retry every 500 ms."';

afterEach(() => {
  document.body.innerHTML = '';
});

const spinnerShown = () => document.querySelector<HTMLElement>('[data-velvet-overlay] [role="progressbar"]')?.style.display === 'block';

describe(SPEC, () => {
  it('the cadences are the spec values', () => {
    expect([OVERLAY_SPINNER_RETRY_MS, OVERLAY_MESSAGE_RETRY_MS]).toEqual([1_000, 500]);
  });

  it.each<[string, number, boolean]>([
    ['right after open', 0, true],
    ['after one re-check', 1_000, true],
    ['after several re-checks', 9_999, true],
    ['after the ready timeout (the error ends it)', OVERLAY_READY_TIMEOUT_MS, false],
  ])('spinner visible until ready: %s', (_label, elapsed, shown) => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    t.clock.advance(elapsed);
    expect(spinnerShown()).toBe(shown);
    expect(t.bridge.$state.get().error).toBe(shown ? null : 'ready-timeout');
  });

  it('spinner goes once the ready frame shows its content', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    t.clock.advance(2_500);
    t.fromOverlay({ type: 'iframe-ready' });
    expect(spinnerShown()).toBe(true);
    t.fromOverlay({ type: 'content-loaded', view: 'payment' });
    expect(spinnerShown()).toBe(false);
  });

  it('re-check cadence 1000 ms: one re-check timer due at 1000 ms, re-armed after each', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    // ready timeout, the 1000 ms re-check and the 500 ms retry of the queued route
    expect(t.clock.pendingDelays()).toEqual([OVERLAY_MESSAGE_RETRY_MS, OVERLAY_SPINNER_RETRY_MS, OVERLAY_READY_TIMEOUT_MS]);
    t.clock.advance(1_000);
    expect(t.clock.pendingDelays()).toEqual([OVERLAY_MESSAGE_RETRY_MS, OVERLAY_SPINNER_RETRY_MS, OVERLAY_READY_TIMEOUT_MS - 1_000]);
  });

  it.each<[string, (frame: HTMLElement) => void]>([
    ['the frame element removed', (frame) => frame.remove()],
    ['the whole overlay container removed', (frame) => frame.parentElement?.remove()],
  ])('a detached frame is re-created and re-attached at the next re-check: %s', (_label, detach) => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    const first = t.engine.frames[0]!;
    expect(first.element.isConnected).toBe(true);
    detach(first.element);
    t.clock.advance(999);
    expect(t.engine.frames).toHaveLength(1);
    t.clock.advance(1);
    expect(t.engine.frames).toHaveLength(2);
    const second = t.engine.frames[1]!;
    expect(second.element.isConnected).toBe(true);
    expect(second.src).toBe(first.src);
    expect(spinnerShown()).toBe(true);
    // Only the new frame's window is trusted now; the route goes to it after its ready.
    t.engine.deliver({ origin: OVERLAY, source: first.window, data: { velvet: 'overlay', type: 'iframe-ready' } });
    expect(t.bridge.$state.get().readyCount).toBe(0);
    t.engine.deliver({ origin: OVERLAY, source: second.window, data: { velvet: 'overlay', type: 'iframe-ready' } });
    expect(second.window.sent.map((entry) => (entry.message as { type: string }).type)).toEqual(['init-session', 'change-route', 'update-params']);
    expect(first.window.sent).toEqual([]);
  });

  it('an attached frame is left alone by the re-check', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    t.clock.advance(5_000);
    expect(t.engine.frames).toHaveLength(1);
  });

  it.each<[string, number]>([
    ['ready at once', 0],
    ['ready after a few 500 ms retries', 1_700],
    ['ready after the ready timeout', OVERLAY_READY_TIMEOUT_MS + 1_000],
  ])('queued update-params delivered once after ready, in order, right after init-session: %s', (_label, before) => {
    const t = setupBridge({}, 'http://localhost:8080/page?showModalbox=1&vxpFlow=vipabo&redirect_token=RT');
    t.bridge.openAutomatically({ isLoggedIn: true, hasAvs: true, isRestricted: false }, {}, 'de');
    t.clock.advance(before);
    expect(t.sent()).toEqual([]);
    t.fromOverlay({ type: 'iframe-ready' });
    t.clock.advance(5_000);
    expect(t.sentTypes()).toEqual(['init-session', 'change-route', 'update-params', 'additional-info']);
    expect(t.sent()[2]).toEqual({ velvet: 'overlay', type: 'update-params', options: expect.objectContaining({ flow: 'vipabo', lang: 'de' }) });
    expect(t.frame().window.sent.map((entry) => entry.targetOrigin)).toEqual([OVERLAY, OVERLAY, OVERLAY, OVERLAY]);
  });

  it('a second open before ready replaces the queued route (the latest options win, still once)', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    t.clock.advance(600);
    t.bridge.open({ flow: 'vipabo', lang: 'en', host: 'anna' });
    t.fromOverlay({ type: 'iframe-ready' });
    expect(t.sentTypes()).toEqual(['init-session', 'change-route', 'update-params']);
    expect(t.sent()[1]).toEqual({ velvet: 'overlay', type: 'change-route', flow: 'vipabo' });
  });

  it.each<[string, (t: ReturnType<typeof setupBridge>) => void]>([
    ['waiting 10 s', (t) => t.clock.advance(10_000)],
    ['a message from a wrong origin', (t) => t.fromOverlay({ type: 'iframe-ready' }, 'http://localhost:8083')],
    ['closing before ready', (t) => t.bridge.close()],
    ['content-loaded and actions before ready', (t) => {
      t.fromOverlay({ type: 'content-loaded', view: 'payment' });
      t.fromOverlay({ type: 'action', name: 'isLoggedIn', id: 'early' });
      t.clock.advance(2_000);
    }],
  ])('nothing posted before ready: %s', (_label, act) => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    act(t);
    expect(t.sent()).toEqual([]);
  });

  it.each<[string, (t: ReturnType<typeof setupBridge>) => void]>([
    ['close', (t) => t.bridge.close()],
    ['destroy', (t) => t.bridge.destroy()],
  ])('timers cleared on %s', (_label, end) => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    expect(t.clock.pending).toBe(3);
    end(t);
    expect(t.clock.pending).toBe(0);
    t.clock.advance(OVERLAY_READY_TIMEOUT_MS * 2);
    expect(t.engine.frames).toHaveLength(1);
    expect(t.sent()).toEqual([]);
  });

  it('close before ready drops the queue: a later ready gets init-session only; a reopen on the ready frame sends at once', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    t.bridge.close();
    t.fromOverlay({ type: 'iframe-ready' });
    expect(t.sentTypes()).toEqual(['init-session']);
    t.bridge.open({ flow: 'vipabo', lang: 'en' });
    expect(t.sentTypes()).toEqual(['init-session', 'change-route', 'update-params']);
    expect(t.clock.pending).toBe(0);
  });

  it('the ready frame stops every retry; the ready timeout no longer fires', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    t.fromOverlay({ type: 'iframe-ready' });
    expect(t.clock.pending).toBe(0);
    t.clock.advance(OVERLAY_READY_TIMEOUT_MS);
    expect(t.bridge.$state.get().error).toBeNull();
  });

  it('a reopen after the ready timeout starts the wait again (spinner, re-check, timeout)', () => {
    const t = setupBridge();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    t.clock.advance(OVERLAY_READY_TIMEOUT_MS);
    // The error stops the re-check and the 500 ms retry; the queue itself waits (without a timer) for a late ready.
    expect(t.clock.pending).toBe(0);
    t.bridge.close();
    t.bridge.open({ flow: 'moneycharge', lang: 'en' });
    expect(spinnerShown()).toBe(true);
    expect(t.clock.pendingDelays()).toEqual([OVERLAY_MESSAGE_RETRY_MS, OVERLAY_SPINNER_RETRY_MS, OVERLAY_READY_TIMEOUT_MS]);
  });
});
