import { afterEach, describe, expect, it } from 'vitest';
import { atom } from 'nanostores';
import type { GuestSession } from '../../../sdk/api/guest-types';
import { createMemoryCookieEngine, createMemoryLocalEngine, resetConsentState, setConsentEngines } from '../../../sdk/consent';
import type { GuestEventNotice } from '../../../sdk/realtime/connect';
import { $guest, resetSessionStore } from '../../../sdk/session/store';
import type { LogPath } from '../../../sdk/presence';
import { getSiteTracker, startSiteTracker, stopSiteTracker, trackActorProfileVisit, vxqlEndpoint, WAITING_VISITS_LIMIT } from './site-tracker';

/** A presence that records its log calls; the tracker only needs log() and $online. */
function fakePresence() {
  const logs: Array<{ path: LogPath; body: unknown }> = [];
  return { logs, $online: atom(true), log: async (path: LogPath, body: unknown) => void logs.push({ path, body }) };
}

/** A guest-event source the test fires by hand. */
function fakeGuestEvents() {
  const listeners = new Set<(notice: GuestEventNotice) => void>();
  return {
    listeners,
    onGuestEvent: (listener: (notice: GuestEventNotice) => void) => (listeners.add(listener), () => listeners.delete(listener)),
    fire: (event: GuestEventNotice['event']) => listeners.forEach((l) => l({ event, previous: null, session: null, effect: 'none' } as GuestEventNotice)),
  };
}

/** Puts a consent cookie ("v1.f<functional>.a<analytics>") into memory engines the real hasConsent reads. */
function consentCookie(value: string | null) {
  const cookies = createMemoryCookieEngine();
  if (value) cookies.jar.set('vc', value);
  setConsentEngines({ cookies, local: createMemoryLocalEngine() });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const location = { origin: 'https://velvet.example' };

afterEach(() => {
  stopSiteTracker();
  resetConsentState();
  resetSessionStore();
});

describe('site tracker', () => {
  it('posts to the same origin\'s /vxql', () => {
    expect(vxqlEndpoint('https://velvet.example')).toBe('https://velvet.example/vxql');
  });

  it('starts once per page: a second start returns the running tracker', () => {
    const presence = fakePresence();
    const first = startSiteTracker({ presence, location, onGuestEvent: fakeGuestEvents().onGuestEvent });
    expect(startSiteTracker({ presence: fakePresence(), location })).toBe(first);
    expect(getSiteTracker()).toBe(first);
    stopSiteTracker();
    expect(getSiteTracker()).toBeNull();
  });

  // spec 002 §7.8 trackActorProfileVisit (actorName), through presence's offline queue.
  it('sends profile visits through the page presence, also those shown before it started', async () => {
    consentCookie('v1.f0.a1');
    trackActorProfileVisit('lena');
    const presence = fakePresence();
    startSiteTracker({ presence, location, onGuestEvent: fakeGuestEvents().onGuestEvent });
    trackActorProfileVisit('mia');
    await settle();
    expect(presence.logs).toEqual([
      { path: 'tracker/trackActorProfileVisit', body: { actorName: 'lena' } },
      { path: 'tracker/trackActorProfileVisit', body: { actorName: 'mia' } },
    ]);
  });

  it(`keeps at most ${WAITING_VISITS_LIMIT} waiting visits, dropping the oldest`, async () => {
    consentCookie('v1.f0.a1');
    for (let i = 0; i <= WAITING_VISITS_LIMIT; i += 1) trackActorProfileVisit(`actor-${i}`);
    const presence = fakePresence();
    startSiteTracker({ presence, location, onGuestEvent: fakeGuestEvents().onGuestEvent });
    await settle();
    expect(presence.logs).toHaveLength(WAITING_VISITS_LIMIT);
    expect(presence.logs[0]?.body).toEqual({ actorName: 'actor-1' });
  });

  // issue 12 §11 "Profile-visit tracking is analytics: it goes out only with analytics consent" (the site's consent cookie).
  it.each([
    ['analytics granted', 'v1.f0.a1', ['lena', 'mia']],
    ['analytics denied', 'v1.f1.a0', []],
    ['undecided', null, []],
  ] as const)('profile visits with %s (cookie %s), before and after the tracker started', async (_name, cookie, visited) => {
    consentCookie(cookie);
    trackActorProfileVisit('lena');
    const presence = fakePresence();
    const tracker = startSiteTracker({ presence, location, onGuestEvent: fakeGuestEvents().onGuestEvent });
    trackActorProfileVisit('mia');
    // The marker takes the same presence queue after the visits: once it is logged, an earlier visit would be too.
    await tracker.logMessengerError('marker');
    await expect.poll(() => presence.logs.at(-1)?.path).toBe('logger/vxmessengerError');
    expect(presence.logs.filter((entry) => entry.path === 'tracker/trackActorProfileVisit').map((entry) => (entry.body as { actorName: string }).actorName)).toEqual(visited);
  });

  it('a visit made before consent is not sent once consent is given', async () => {
    consentCookie('v1.f1.a0');
    trackActorProfileVisit('lena');
    consentCookie('v1.f1.a1');
    const presence = fakePresence();
    const tracker = startSiteTracker({ presence, location, onGuestEvent: fakeGuestEvents().onGuestEvent });
    trackActorProfileVisit('mia');
    await tracker.logMessengerError('marker');
    await expect.poll(() => presence.logs.at(-1)?.path).toBe('logger/vxmessengerError');
    expect(presence.logs.map((entry) => entry.body)).toEqual([{ actorName: 'mia' }, { message: 'marker' }]);
  });

  // spec 002 §3.2 "tracking is 1 only with analytics cookie consent": the site's consent cookie decides.
  it.each([
    ['analytics granted', 'v1.f0.a1', 1],
    ['analytics denied', 'v1.f1.a0', 0],
    ['undecided', null, 0],
  ] as const)('maps guest events to analytics events with %s', async (_name, cookie, count) => {
    consentCookie(cookie);
    const presence = fakePresence();
    const events = fakeGuestEvents();
    startSiteTracker({ presence, location, onGuestEvent: events.onGuestEvent });
    events.fire({ type: 'avsSet' } as GuestEventNotice['event']);
    await settle();
    expect(presence.logs).toHaveLength(count);
    if (count) expect(presence.logs[0]).toEqual({ path: 'tracker/track', body: { eventContext: 'analytics', eventAction: 'avs_set', eventData: null } });
  });

  it('stops hearing guest events when stopped', () => {
    const events = fakeGuestEvents();
    startSiteTracker({ presence: fakePresence(), location, onGuestEvent: events.onGuestEvent });
    expect(events.listeners.size).toBe(1);
    stopSiteTracker();
    expect(events.listeners.size).toBe(0);
  });

  // spec 002 §5: application events need an endpoint and a token: the guest's access token, read at send time.
  it('sends application events to /vxql with the current guest token, and none without a guest', async () => {
    consentCookie('v1.f0.a1');
    const beacons: string[] = [];
    const tracker = startSiteTracker({
      presence: fakePresence(),
      location,
      onGuestEvent: fakeGuestEvents().onGuestEvent,
      engines: { beacon: (url) => (beacons.push(url), true), now: () => Date.parse('2026-11-22T10:00:00Z') },
    });
    const fields = { source: 'web', type: 'click', context: 'profile', data: null, intMeasures: [], floatMeasures: [] };
    expect(await tracker.trackApplication(fields)).toBe('no-token');
    $guest.set({ id: 'g1', accessToken: 'tok-9', isLoggedIn: false } as GuestSession);
    expect(await tracker.trackApplication(fields)).toBe('sent');
    await settle();
    expect(beacons).toHaveLength(1);
    expect(beacons).toEqual(['https://velvet.example/vxql?access_token=tok-9']);
  });
});
