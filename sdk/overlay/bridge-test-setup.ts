/** Shared set-up of the bridge tests: a bridge on a fake engine with spies for every page effect. */
import { vi } from 'vitest';
import type { GuestEventNotice } from '../realtime/connect';
import type { GuestEvent } from '../realtime/guest-events';
import { createOverlayBridge } from './bridge';
import type { OverlayBridgeOptions } from './bridge-types';
import { createPendingActionStore } from './pending-action';
import { fakeEngine, manualClock } from './test-fakes';

export const OVERLAY = 'http://localhost:8081';
export const CHECKOUT = 'https://checkout.sandbox.test';

/** Builds a bridge; `over` replaces any option. */
export function setupBridge(over: Partial<OverlayBridgeOptions> = {}, pageUrl?: string) {
  const engine = fakeEngine(pageUrl);
  const clock = manualClock();
  const guestListeners = new Set<(notice: GuestEventNotice) => void>();
  let nextId = 0;
  const session = { token: 'tok-1', guestId: 'g1', isLoggedIn: true };
  const spies = {
    reload: vi.fn(),
    navigate: vi.fn(),
    onLoggedInInside: vi.fn(),
    track: vi.fn(),
    logout: vi.fn(async () => {}),
  };
  const pendingLoginAction = createPendingActionStore();
  const bridge = createOverlayBridge({
    overlayOrigin: OVERLAY,
    checkoutOrigin: CHECKOUT,
    redirectAllowlist: ['http://localhost:8080', 'https://www.velvet.test'],
    getSession: () => session,
    engine,
    clock,
    randomId: () => `id${++nextId}`,
    pendingLoginAction,
    onGuestEvent: (listener) => {
      guestListeners.add(listener);
      return () => guestListeners.delete(listener);
    },
    ...spies,
    ...over,
  });
  const frame = () => {
    const first = engine.frames[0];
    if (!first) throw new Error('expected the overlay frame to exist, got none');
    return first;
  };
  /** A message from the overlay frame itself, from the overlay origin. */
  const fromOverlay = (data: Record<string, unknown>, origin = OVERLAY, source: unknown = frame().window) =>
    engine.deliver({ origin, source, data: { velvet: 'overlay', ...data } });
  const sent = () => frame().window.sent.map((entry) => entry.message as Record<string, unknown>);
  const sentTypes = () => sent().map((message) => message.type);
  const guestEvent = (event: GuestEvent) => guestListeners.forEach((listener) => listener({ event, previous: null, session: null, effect: 'none' }));
  /** Open, ready, loaded: the overlay is visible. */
  const openVisible = (flow: Parameters<typeof bridge.open>[0]['flow'] = 'moneycharge') => {
    bridge.open({ flow, lang: 'en' });
    fromOverlay({ type: 'iframe-ready' });
    fromOverlay({ type: 'content-loaded', view: 'payment' });
  };
  return { bridge, engine, clock, session, spies, pendingLoginAction, frame, fromOverlay, sent, sentTypes, guestEvent, openVisible };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
