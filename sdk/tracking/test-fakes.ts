/** Fakes for the tracking tests: real presence on a fake network, a beacon and a fetch that record. */
import { createPresence } from '../presence';
import { FakeEventTarget } from '../realtime/channel-fakes';
import { createTracker, type TrackerOptions } from './tracker';
import type { ConsentCategory } from '../consent/rules';

export const ENDPOINT = 'https://site.test/vxql';
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Builds a started presence and a tracker; every engine and setting can be changed per test. */
export function trackingSetup(settings: Partial<Omit<TrackerOptions, 'endpoint'>> & { consent?: ConsentCategory[]; token?: string | null; endpoint?: string | null } = {}) {
  const { consent: granted, token: _token, endpoint: _endpoint, ...overrides } = settings;
  const state = { online: true, down: false, token: settings.token === undefined ? 'tok-1' : settings.token, endpoint: settings.endpoint === undefined ? ENDPOINT : settings.endpoint };
  const posts: Array<{ path: string; body: unknown }> = [];
  const rest = {
    async post<T>(path: string, body?: unknown): Promise<T> {
      await Promise.resolve();
      if (state.down) throw new TypeError('Failed to fetch');
      posts.push({ path, body });
      return { success: true } as T;
    },
  };
  const beacons: Array<{ url: string; body: Blob | string }> = [];
  const fetches: Array<{ url: string; init: RequestInit }> = [];
  const beacon = (url: string, body: Blob | string) => {
    if (state.down) return false;
    beacons.push({ url, body });
    return true;
  };
  const fetchFake = (async (url: string, init: RequestInit) => {
    if (state.down) throw new TypeError('Failed to fetch');
    fetches.push({ url, init });
    return new Response(JSON.stringify({ data: { trackApplication: true } }), { status: 200 });
  }) as unknown as typeof fetch;
  const windowEvents = new FakeEventTarget();
  const warnings: string[] = [];
  const presence = createPresence({ rest, windowEvents, documentEvents: new FakeEventTarget(), isOnline: () => state.online, warn: (m) => warnings.push(m) });
  presence.start();
  const consent = new Set(granted ?? ['necessary', 'analytics']);
  const tracker = createTracker({
    presence,
    endpoint: () => state.endpoint,
    getToken: () => state.token,
    hasConsent: (category) => consent.has(category),
    beacon,
    fetch: fetchFake,
    warn: (m) => warnings.push(m),
    now: () => Date.parse('2026-11-22T10:00:00Z'),
    ...overrides,
  });
  return {
    state, posts, beacons, fetches, tracker, warnings, consent,
    goOffline() {
      state.online = false;
      state.down = true;
      windowEvents.dispatch('offline');
    },
    goOnline() {
      state.online = true;
      state.down = false;
      windowEvents.dispatch('online');
    },
  };
}
