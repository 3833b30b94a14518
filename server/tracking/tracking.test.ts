/** Stored tracking events (issue 6 §7) on SQLite always, and on PostgreSQL when VELVET_TEST_DATABASE_URL is set. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackApplicationRequest } from '../../sdk/tracking/application';
import { applicationEvent, TRACKING_DATA_MAX } from '../../sdk/tracking/events';
import { installErrorHandler } from '../http/errors';
import { loggerRoutes } from '../routes/rest/logger';
import { anonymousGuest, signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { createTrackingRepository } from './repository';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`tracking on ${dialect}`, () => {
    let database: TestDatabase;
    let apps: TestApps;
    let rest: FastifyInstance;
    let guest: { guestId: string; cookie: string; accessToken: string };

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      apps = await buildTestApps(database, 0);
      // The REST scope registers loggerRoutes itself; this app passes the context, so tracker/* events are stored.
      rest = Fastify();
      installErrorHandler(rest);
      await rest.register(loggerRoutes, { context: apps.context });
      guest = await signUpAndLogIn(apps.site);
    }, 60_000);
    afterAll(async () => {
      await rest?.close();
      await apps?.close();
      await database?.dispose();
    });

    const events = (guestId: string) => createTrackingRepository(apps.context.database.db).listForGuest(guestId);
    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => rest.inject({ method: 'POST', url, payload: payload as object, headers });

    // spec 002 §7.8: "tracker/track (eventContext, eventAction, eventData)"; "tracker/trackActorProfileVisit (actorName)".
    it('stores tracker/track and trackActorProfileVisit with the caller\'s guest id', async () => {
      const own = await anonymousGuest(apps.site);
      expect((await post('/tracker/track', { eventContext: 'analytics', eventAction: 'payment', eventData: { amount: 40 } }, { cookie: own.cookie })).statusCode).toBe(200);
      expect((await post('/tracker/trackActorProfileVisit', { actorName: 'Mia' }, { cookie: own.cookie })).statusCode).toBe(200);
      const stored = await events(own.guestId);
      expect(stored.map(({ kind, context, action, data }) => ({ kind, context, action, data }))).toEqual(
        expect.arrayContaining([
          { kind: 'track', context: 'analytics', action: 'payment', data: { amount: 40 } },
          { kind: 'actorProfileVisit', context: 'actorProfile', action: 'Mia', data: null },
        ]),
      );
      expect(stored).toHaveLength(2);
    });

    it('stores a body claiming another kind as what its route is', async () => {
      const own = await anonymousGuest(apps.site);
      await post('/tracker/track', { kind: 'application', eventContext: 'c', eventAction: 'a', eventData: null }, { cookie: own.cookie });
      expect((await events(own.guestId)).map((e) => e.kind)).toEqual(['track']);
    });

    // DESIGN.md: "Bad input gets a clear 4xx error naming the field; nothing is half-written."
    it.each([
      ['/tracker/track', { eventContext: 'c', eventAction: 'a', eventData: { text: 'x'.repeat(TRACKING_DATA_MAX) } }, 'body.eventData'],
      ['/tracker/track', { eventContext: '', eventAction: 'a', eventData: null }, 'body.eventContext'],
      ['/tracker/track', { eventContext: 'c', eventAction: 'a'.repeat(101), eventData: null }, 'body.eventAction'],
      ['/tracker/trackActorProfileVisit', { actorName: '' }, 'body.actorName'],
    ])('%s refuses %j with a 400 naming %s and stores nothing', async (url, body, field) => {
      const own = await anonymousGuest(apps.site);
      const res = await post(url, body, { cookie: own.cookie });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { field?: string }).field).toBe(field);
      expect(await events(own.guestId)).toEqual([]);
    });

    it('refuses a body over 16 KB before reading it', async () => {
      const res = await post('/tracker/track', { eventContext: 'c', eventAction: 'a', eventData: { text: 'x'.repeat(17_000) } });
      expect(res.statusCode).toBe(413);
    });

    const sample = applicationEvent({ source: 'web', type: 'tile-click', context: 'home', data: { tile: 3 }, intMeasures: [1, 2, 3, 4, 5], floatMeasures: [0.25] });
    const stored = { kind: 'application', context: 'home', action: 'tile-click', data: { source: 'web', timestamp: sample.timestamp, data: { tile: 3 }, intMeasures: [1, 2, 3, 4, 5], floatMeasures: [0.25] } };
    const pick = (e: { kind: string; context: string; action: string; data: unknown }) => ({ kind: e.kind, context: e.context, action: e.action, data: e.data });

    // spec 002 §7.8: "trackApplication ... sent by beacon with a token, or by POST" — both as the sdk sends them.
    it('stores trackApplication sent by POST with a bearer token', async () => {
      const res = await apps.site.inject({ method: 'POST', url: '/vxql', headers: { authorization: `Bearer ${guest.accessToken}` }, payload: trackApplicationRequest(sample) });
      expect(res.json()).toEqual({ data: { trackApplication: true } });
      expect((await events(guest.guestId)).map(pick)).toContainEqual(stored);
    });

    it('stores trackApplication sent by beacon: text/plain JSON with the token in the query', async () => {
      const own = await anonymousGuest(apps.site);
      const res = await apps.site.inject({
        method: 'POST', url: `/vxql?access_token=${encodeURIComponent(own.accessToken)}`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(trackApplicationRequest(sample)),
      });
      expect(res.json()).toEqual({ data: { trackApplication: true } });
      expect((await events(own.guestId)).map(pick)).toEqual([stored]);
    });

    it.each([
      ['six int measures', { ...sample, intMeasures: [1, 2, 3, 4, 5, 6] }, 'event.intMeasures'],
      ['an empty type', { ...sample, type: '' }, 'event.type'],
      ['data that is an array', { ...sample, data: [1] as unknown as Record<string, unknown> }, 'event.data'],
      ['a timestamp that is no time', { ...sample, timestamp: 'yesterday' }, 'event.timestamp'],
    ])('refuses trackApplication with %s, naming %s', async (_name, event, field) => {
      const own = await anonymousGuest(apps.site);
      const res = await apps.site.inject({ method: 'POST', url: '/vxql', headers: { authorization: `Bearer ${own.accessToken}` }, payload: trackApplicationRequest(event) });
      const body = res.json() as { errors?: Array<{ extensions?: { field?: string } }> };
      expect(body.errors?.[0]?.extensions?.field).toBe(field);
      expect(await events(own.guestId)).toEqual([]);
    });

    it('refuses trackApplication without a token (401) and a beacon body that is not JSON (400)', async () => {
      const payload = JSON.stringify(trackApplicationRequest(sample));
      expect((await apps.site.inject({ method: 'POST', url: '/vxql', headers: { 'content-type': 'text/plain' }, payload })).statusCode).toBe(401);
      const res = await apps.site.inject({ method: 'POST', url: `/vxql?access_token=${guest.accessToken}`, headers: { 'content-type': 'text/plain' }, payload: 'not json' });
      expect(res.statusCode).toBe(400);
    });
  });
}
