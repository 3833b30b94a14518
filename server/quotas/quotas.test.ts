/**
 * The attacks of issue 11 A11 on SQLite and PostgreSQL: "uploaded messenger
 * images that are never sent are kept forever (ten 4.5 MB uploads grew the
 * database by 52 MB); one tracking request stores 187 rows; saved relations
 * are unbounded. Set limits and clean up orphans."
 */
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTAS } from '../../sdk/quotas';
import { sendGuestMessage } from '../messenger/send';
import { pngBytes } from '../messenger/test/image-bytes';
import { signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { quotaSweep } from './plugin';
import { sweepQuotas } from './sweep';
import { dailyQuotaUsed, takeDailyQuota } from './usage';

const HOUR_MS = 60 * 60_000;
/** A 4.5 MB "PNG": a real header, then padding (the server reads the header only). */
const UPLOAD = Buffer.concat([pngBytes(640, 480), Buffer.alloc(4_500_000 - 33, 7)]);

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`quotas on ${dialect}`, () => {
    let database: TestDatabase;
    let apps: TestApps;
    let site: FastifyInstance;
    const db = () => database.handle.db;

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      apps = await buildTestApps(database, 0.02);
      site = apps.site;
    }, 60_000);
    afterAll(async () => {
      await apps?.close();
      await database?.dispose();
    });

    describe('messenger uploads that are never sent', () => {
      const upload = (cookie: string) => site.inject({ method: 'POST', url: '/rest/v1/messenger/image', headers: { cookie, 'content-type': 'image/png' }, payload: UPLOAD });
      const unsent = (guestId: string) => db().selectFrom('message_images').select(['id', 'size']).where('guest_id', '=', guestId).where('channel_id', 'is', null).execute();

      it(`ten 4.5 MB uploads keep only the newest ${QUOTAS.unsentImagesPerGuest}; a replaced one can neither be read nor sent`, async () => {
        const guest = await signUpAndLogIn(site);
        const ids: string[] = [];
        for (let index = 0; index < 10; index += 1) {
          const answer = await upload(guest.cookie);
          expect(answer.statusCode).toBe(200);
          ids.push(answer.json().id as string);
        }
        const kept = await unsent(guest.guestId);
        expect(kept.map((row) => row.id).sort()).toEqual(ids.slice(-QUOTAS.unsentImagesPerGuest).sort());
        // Was 10 x 4.5 MB; bounded by the quota now, however many are uploaded.
        expect(kept.reduce((sum, row) => sum + row.size, 0)).toBe(QUOTAS.unsentImagesPerGuest * UPLOAD.length);
        const replaced = ids[0]!;
        expect((await site.inject({ method: 'GET', url: `/rest/v1/messenger/image/${replaced}`, headers: { cookie: guest.cookie } })).statusCode).toBe(404);

        const channelId = (await site.inject({ method: 'GET', url: '/rest/v1/messenger/channel/actor/1', headers: { cookie: guest.cookie } })).json().id as string;
        const send = (imageId: string, cid: string) => sendGuestMessage(db(), null, {
          guestId: guest.guestId, language: 'en', cid, channelId, messageType: 'image', data: { imageId }, includedGifts: [],
        });
        expect(await send(replaced, 'c-replaced')).toEqual({ ok: false, error: `data.imageId: no uploaded image ${JSON.stringify(replaced)} of this guest` });
        expect(await send(ids.at(-1)!, 'c-newest')).toMatchObject({ ok: true });
        expect(await unsent(guest.guestId)).toHaveLength(QUOTAS.unsentImagesPerGuest - 1);
      }, 60_000);

      it('the sweep deletes unsent uploads older than a day, and keeps young ones and sent ones', async () => {
        const guest = await signUpAndLogIn(site);
        const [first, second] = [(await upload(guest.cookie)).json().id as string, (await upload(guest.cookie)).json().id as string];
        const channelId = (await site.inject({ method: 'GET', url: '/rest/v1/messenger/channel/actor/1', headers: { cookie: guest.cookie } })).json().id as string;
        expect(await sendGuestMessage(db(), null, { guestId: guest.guestId, language: 'en', cid: 'sent-one', channelId, messageType: 'image', data: { imageId: first }, includedGifts: [] })).toMatchObject({ ok: true });

        const now = Date.now();
        await sweepQuotas(db(), now + HOUR_MS);
        expect((await unsent(guest.guestId)).map((row) => row.id)).toEqual([second]);
        await sweepQuotas(db(), now + QUOTAS.unsentImageMaxAgeMs + HOUR_MS);
        expect(await unsent(guest.guestId)).toEqual([]);
        const sent = await db().selectFrom('message_images').select('id').where('id', '=', first).executeTakeFirst();
        expect(sent).toEqual({ id: first });
      }, 60_000);

      it('the sweep plugin runs when the app is ready and its timer ends with the app', async () => {
        const guest = await signUpAndLogIn(site);
        const old = new Date(Date.now() - QUOTAS.unsentImageMaxAgeMs - HOUR_MS).toISOString();
        await db().insertInto('message_images').values({
          id: '00000000-0000-4000-8000-000000000001', guest_id: guest.guestId, channel_id: null, content_type: 'image/png',
          bytes: pngBytes(1, 1), size: 33, width: 1, height: 1, created_at: old,
        }).execute();
        const app = Fastify({ logger: false });
        await app.register(quotaSweep, { context: apps.context, intervalMs: 60_000 });
        await app.ready();
        // close() waits for a sweep that is still running, and clears the timer.
        await app.close();
        expect(await unsent(guest.guestId)).toEqual([]);
      });
    });

    describe('tracking', () => {
      // One event in a variable keeps each aliased field short: 187 of them fit the 20,000 characters of a query.
      // The first field has no alias, so 21 fields carry 20 aliases: within the GraphQL alias limit (issue 11
      // A5), which would otherwise refuse first, and one over this quota.
      const event = (index: number) => `${index === 0 ? '' : `t${index}: `}trackApplication(event: $e)`;
      const variables = { e: { timestamp: '2025-01-01T00:00:00Z', source: 'web', type: 'click', context: 'attack', data: '{}' } };
      const vxql = (token: string, query: string) => site.inject({
        method: 'POST', url: '/vxql', headers: { authorization: `Bearer ${token}` },
        payload: { query: query.replace(/^mutation/, 'mutation($e: TrackApplicationInput!)'), variables },
      });
      const stored = async (guestId: string) => (await db().selectFrom('tracking_events').select('id').where('guest_id', '=', guestId).execute()).length;

      it('a request with 187 aliased trackApplication mutations (the attack) is refused with 400, and stores nothing', async () => {
        const guest = await signUpAndLogIn(site);
        const answer = await vxql(guest.accessToken, `mutation { ${Array.from({ length: 187 }, (_, index) => event(index)).join('\n')} }`);
        expect(answer.statusCode).toBe(400);
        // The GraphQL alias limit is the first guard to see it.
        expect(answer.json().errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'TOO_MANY_ALIASES' }) })]);
        expect(await stored(guest.guestId)).toBe(0);
      });

      it(`${QUOTAS.trackingEventsPerRequest + 1} trackApplication fields within the alias limit are refused with 400 naming the field, and store nothing`, async () => {
        const guest = await signUpAndLogIn(site);
        const count = QUOTAS.trackingEventsPerRequest + 1;
        const answer = await vxql(guest.accessToken, `mutation { ${Array.from({ length: count }, (_, index) => event(index)).join('\n')} }`);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().errors).toEqual([expect.objectContaining({
          message: `trackApplication: expected at most ${QUOTAS.trackingEventsPerRequest} events in one request, got ${count}`,
          extensions: { field: 'trackApplication', code: 'trackingEventsPerRequest' },
        })]);
        expect(await stored(guest.guestId)).toBe(0);
      });

      it.each([
        ['named fragments', (events: string[]) => `mutation { ...a ...b } fragment a on Mutation { ${events.slice(0, 10).join(' ')} } fragment b on Mutation { ${events.slice(10).join(' ')} }`],
        ['inline fragments', (events: string[]) => `mutation { ... on Mutation { ${events.slice(0, 10).join(' ')} } ... { ${events.slice(10).join(' ')} } }`],
      ])('the limit counts trackApplication fields inside %s', async (_name, query) => {
        const guest = await signUpAndLogIn(site);
        const over = Array.from({ length: QUOTAS.trackingEventsPerRequest + 1 }, (_, index) => event(index));
        expect((await vxql(guest.accessToken, query(over))).statusCode).toBe(400);
        expect(await stored(guest.guestId)).toBe(0);
        const atLimit = over.slice(0, QUOTAS.trackingEventsPerRequest);
        const answer = await vxql(guest.accessToken, query(atLimit));
        expect(answer.statusCode).toBe(200);
        expect(await stored(guest.guestId)).toBe(QUOTAS.trackingEventsPerRequest);
      });

      it(`a guest stores at most ${QUOTAS.trackingEventsPerDay} events a day: then 429 trackingEventsPerDay on REST and the query service`, async () => {
        const guest = await signUpAndLogIn(site);
        // The day's events so far, all but one (storing 2,000 one by one adds nothing to the proof).
        expect(await takeDailyQuota(db(), guest.guestId, 'trackingEventsPerDay', Date.now(), QUOTAS.trackingEventsPerDay - 1)).toBe(true);
        const track = () => site.inject({ method: 'POST', url: '/rest/v1/tracker/track', headers: { cookie: guest.cookie }, payload: { eventContext: 'attack', eventAction: 'flood', eventData: null } });
        expect((await track()).statusCode).toBe(200);
        const refused = await track();
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ statusCode: 429, code: 'DAILY_LIMIT_REACHED' });
        const viaQuery = await vxql(guest.accessToken, `mutation { ${event(0)} }`);
        expect(viaQuery.json().errors).toEqual([expect.objectContaining({ extensions: { code: 'DAILY_LIMIT_REACHED' } })]);
        expect(await stored(guest.guestId)).toBe(1);
        expect(await dailyQuotaUsed(db(), guest.guestId, 'trackingEventsPerDay', Date.now())).toBe(QUOTAS.trackingEventsPerDay);
      });
    });

    describe('daily quotas in the database', () => {
      it('racing takes never pass the cap, and the next UTC day starts again', async () => {
        const guest = await signUpAndLogIn(site);
        const day = Date.parse('2025-03-01T12:00:00.000Z');
        const takes = await Promise.all(Array.from({ length: QUOTAS.shareMailsPerDay * 3 }, () => takeDailyQuota(db(), guest.guestId, 'shareMailsPerDay', day)));
        expect(takes.filter(Boolean)).toHaveLength(QUOTAS.shareMailsPerDay);
        expect(await dailyQuotaUsed(db(), guest.guestId, 'shareMailsPerDay', day)).toBe(QUOTAS.shareMailsPerDay);
        const nextDay = day + 24 * HOUR_MS;
        expect(await takeDailyQuota(db(), guest.guestId, 'shareMailsPerDay', nextDay)).toBe(true);
        // Past days are swept.
        await sweepQuotas(db(), nextDay);
        expect(await dailyQuotaUsed(db(), guest.guestId, 'shareMailsPerDay', day)).toBe(0);
        expect(await dailyQuotaUsed(db(), guest.guestId, 'shareMailsPerDay', nextDay)).toBe(1);
      });
    });

    describe('saved relations', () => {
      const relation = (objectId: number) => ({ subjectTypeId: 1, subjectId: 7, relationTypeId: 2, objectTypeId: 3, objectId });
      const add = (cookie: string, objectId: number) => site.inject({ method: 'POST', url: '/rest/v1/utility/relation/addRelation', headers: { cookie }, payload: relation(objectId) });
      const saved = async (guestId: string) => (await db().selectFrom('guest_relations').select('object_id').where('guest_id', '=', guestId).execute()).length;

      it(`relations beyond ${QUOTAS.relationsPerGuest} a guest are refused with 409 relationsPerGuest; adding a saved one again still succeeds`, async () => {
        const guest = await signUpAndLogIn(site);
        // All but the last through the database (the route is the same insert), the last ones racing through the route.
        const createdAt = new Date().toISOString();
        await db().insertInto('guest_relations').values(Array.from({ length: QUOTAS.relationsPerGuest - 1 }, (_, index) => ({
          guest_id: guest.guestId, subject_type_id: 1, subject_id: '7', relation_type_id: 2, object_type_id: 3, object_id: String(index), created_at: createdAt,
        }))).execute();
        const racing = await Promise.all([100_001, 100_002, 100_003].map((objectId) => add(guest.cookie, objectId)));
        expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
        const refused = racing.find((answer) => answer.statusCode === 409)!;
        expect(refused.json()).toMatchObject({ statusCode: 409, code: 'LIMIT_REACHED', field: null });
        expect(await saved(guest.guestId)).toBe(QUOTAS.relationsPerGuest);
        expect((await add(guest.cookie, 0)).json()).toEqual({ success: true });
        expect(await saved(guest.guestId)).toBe(QUOTAS.relationsPerGuest);
      });
    });
  });
}
