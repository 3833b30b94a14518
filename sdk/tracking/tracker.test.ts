import { describe, expect, it } from 'vitest';
import type { GuestEventNotice } from '../realtime/connect';
import { TRACK_APPLICATION_MUTATION } from './application';
import { ENDPOINT, settle, trackingSetup } from './test-fakes';

const appFields = { source: 'web', type: 'click', context: 'profile', data: { tile: 3 }, intMeasures: [1, 2], floatMeasures: [0.5] };

describe('trackApplication', () => {
  // spec 002 §5: "Tracking events are sent only if the event object is of the proper kind and an endpoint and token are configured."
  it.each([
    ['no endpoint', { endpoint: null }, 'no-endpoint'],
    ['no token', { token: null }, 'no-token'],
    ['no analytics consent', { consent: ['necessary', 'functional'] as const }, 'no-consent'],
  ] as const)('is not sent with %s', async (_name, setup, outcome) => {
    const t = trackingSetup({ ...setup, consent: 'consent' in setup ? [...setup.consent] : undefined });
    expect(await t.tracker.trackApplication(appFields)).toBe(outcome);
    expect(t.beacons).toHaveLength(0);
    expect(t.fetches).toHaveLength(0);
  });

  // spec 002 §5: "... only if the event object is of the proper kind".
  it.each([
    ['a string', 'click'],
    ['null', null],
    ['an unknown kind', { kind: 'pageview', context: 'x' }],
    ['six int measures', { kind: 'application', timestamp: '2026-11-22T10:00:00Z', source: 's', type: 't', context: 'c', data: null, intMeasures: [1, 2, 3, 4, 5, 6], floatMeasures: [] }],
    ['a fractional int measure', { kind: 'application', timestamp: '2026-11-22T10:00:00Z', source: 's', type: 't', context: 'c', data: null, intMeasures: [1.5], floatMeasures: [] }],
    ['an infinite float measure', { kind: 'application', timestamp: '2026-11-22T10:00:00Z', source: 's', type: 't', context: 'c', data: null, intMeasures: [], floatMeasures: [Infinity] }],
    ['a track event without action', { kind: 'track', eventContext: 'c', eventData: null }],
  ])('refuses %s as not a tracking event', async (_name, value) => {
    const t = trackingSetup();
    expect(await t.tracker.send(value)).toBe('not-a-tracking-event');
    await settle();
    expect(t.beacons.length + t.fetches.length + t.posts.length).toBe(0);
    expect(t.warnings.join('\n')).toMatch(/expected/);
  });

  // spec 002 §7.8: "sent by beacon with a token, or by POST".
  it('goes by beacon with the token in the query when a beacon engine exists', async () => {
    const t = trackingSetup();
    expect(await t.tracker.trackApplication(appFields)).toBe('sent');
    expect(t.fetches).toHaveLength(0);
    expect(t.beacons).toHaveLength(1);
    const { url, body } = t.beacons[0]!;
    expect(url).toBe(`${ENDPOINT}?access_token=tok-1`);
    const request = JSON.parse(typeof body === 'string' ? body : await body.text()) as { query: string; variables: { event: Record<string, unknown> } };
    expect(request.query).toBe(TRACK_APPLICATION_MUTATION);
    expect(request.variables.event).toEqual({
      timestamp: '2026-11-22T10:00:00.000Z', source: 'web', type: 'click', context: 'profile', data: '{"tile":3}', intMeasures: [1, 2], floatMeasures: [0.5],
    });
  });

  it('goes by POST with keepalive and the token in the Authorization header when there is no beacon', async () => {
    const t = trackingSetup({ beacon: null });
    expect(await t.tracker.trackApplication(appFields)).toBe('sent');
    expect(t.beacons).toHaveLength(0);
    expect(t.fetches).toHaveLength(1);
    const { url, init } = t.fetches[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { authorization: 'Bearer tok-1' } });
    expect(url).not.toContain('tok-1');
  });

  // spec 002 §7.9: "Offline logging is queued and replayed when the browser is back online."
  it('waits while offline and is replayed once online, in order', async () => {
    const t = trackingSetup();
    t.goOffline();
    await t.tracker.trackApplication({ ...appFields, type: 'first' });
    await t.tracker.trackApplication({ ...appFields, type: 'second' });
    expect(t.beacons).toHaveLength(0);
    expect(t.tracker.pendingApplicationEvents).toBe(2);
    t.goOnline();
    await settle();
    const types = await Promise.all(t.beacons.map(async (b) => (JSON.parse(typeof b.body === 'string' ? b.body : await b.body.text()) as { variables: { event: { type: string } } }).variables.event.type));
    expect(types).toEqual(['first', 'second']);
    expect(t.tracker.pendingApplicationEvents).toBe(0);
  });
});

describe('tracker/track, trackActorProfileVisit and the logger calls', () => {
  // spec 002 §7.8: the REST routes and their payloads.
  it.each([
    ['tracker/track', (t: ReturnType<typeof trackingSetup>) => t.tracker.track('search', 'open', { q: 'x' }), { eventContext: 'search', eventAction: 'open', eventData: { q: 'x' } }],
    ['tracker/trackActorProfileVisit', (t: ReturnType<typeof trackingSetup>) => t.tracker.trackActorProfileVisit('Mia'), { actorName: 'Mia' }],
    ['logger/browserOnline', (t: ReturnType<typeof trackingSetup>) => t.tracker.logBrowserOnline('online'), { status: 'online' }],
    ['logger/vxmessengerError', (t: ReturnType<typeof trackingSetup>) => t.tracker.logMessengerError('list failed'), { message: 'list failed' }],
    [
      'logger/websocketConnectionError',
      (t: ReturnType<typeof trackingSetup>) => t.tracker.logWebsocketConnectionError({ connectionAttempt: 2, error: 'closed', errorCode: 1006, errorReason: '', websocketType: 'realtime' }),
      { connectionAttempt: 2, error: 'closed', errorCode: 1006, errorReason: '', websocketType: 'realtime' },
    ],
  ] as const)('%s posts its payload', async (path, call, body) => {
    const t = trackingSetup();
    await call(t);
    expect(t.posts).toEqual([{ path, body }]);
  });

  // issue 12 §11 "Profile-visit tracking is analytics: it goes out only with analytics consent."
  it.each([
    ['necessary only', ['necessary'], []],
    ['functional but not analytics', ['necessary', 'functional'], []],
    ['analytics granted', ['necessary', 'analytics'], ['tracker/trackActorProfileVisit']],
  ] as const)('a profile visit with %s (granted %j) is posted only with analytics', async (_name, consent, before) => {
    const t = trackingSetup({ consent: [...consent] });
    const outcome = await t.tracker.trackActorProfileVisit('Mia');
    expect(outcome).toBe(before.length ? 'sent' : 'no-consent');
    // The marker goes the same queue after it: once it is there, a visit sent earlier would be there too.
    await t.tracker.logMessengerError('marker');
    expect(t.posts.map((p) => p.path)).toEqual([...before, 'logger/vxmessengerError']);
  });

  // spec 002 §7.9 "Offline logging is queued and replayed": through presence's one queue (after its own browserOnline).
  it('queues REST calls made offline in presence\'s queue and replays them on reconnect', async () => {
    const t = trackingSetup();
    t.goOffline();
    await t.tracker.trackActorProfileVisit('Mia');
    await t.tracker.logMessengerError('send failed');
    expect(t.posts).toHaveLength(0);
    t.goOnline();
    await settle();
    expect(t.posts.map((p) => p.path)).toEqual(['logger/browserOnline', 'tracker/trackActorProfileVisit', 'logger/vxmessengerError', 'logger/browserOnline']);
  });
});

describe('analytics events', () => {
  const session = { balance: 10 } as GuestEventNotice['previous'];
  const notice = (event: GuestEventNotice['event']) => ({ event, previous: session, session, effect: 'none' }) as GuestEventNotice;

  // spec 002 §9 "Analytics events: payment, vip_abo_update, vxtv_abo_update, avs_revoked, avs_set, signup, login" — only with analytics consent.
  it.each([
    [['necessary', 'analytics'], 1],
    [['necessary', 'functional'], 0],
  ] as const)('with consent %j sends %i event(s)', async (consent, count) => {
    const t = trackingSetup({ consent: [...consent] });
    let listener: ((n: GuestEventNotice) => void) | null = null;
    t.tracker.connectAnalytics((l) => ((listener = l), () => (listener = null)));
    listener!(notice({ type: 'avsSet' }));
    await settle();
    expect(t.posts).toHaveLength(count);
    if (count) expect(t.posts[0]).toEqual({ path: 'tracker/track', body: { eventContext: 'analytics', eventAction: 'avs_set', eventData: null } });
  });

  it('sends signup and login from the bridge and refuses names outside spec 002 §9', async () => {
    const t = trackingSetup();
    expect(await t.tracker.trackAnalytics('signup')).toBe('sent');
    expect(await t.tracker.trackAnalytics('pageview' as never)).toBe('not-a-tracking-event');
    expect(t.posts.map((p) => (p.body as { eventAction: string }).eventAction)).toEqual(['signup']);
  });
});
