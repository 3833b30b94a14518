/**
 * Issue 15 item 9 on SQLite and PostgreSQL: "Lists read fast ... through response schemas (fast serialization),
 * caching that is invalidated when the data changes (online state, prices, purchases), and ETags, without ever
 * serving one guest's restrictions or purchases to another."
 * The real app on a real database: the tile grids and the actor data answer with an ETag and 304 on a current
 * If-None-Match; a write to the data (through the database, as any process would write it) changes the answer and
 * its ETag; and the cache that makes them fast never hands one guest's answer (purchases, login-dependent
 * restrictions, country bans) to another, whichever guest asked first.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorProfile, PerformerTile, VideoTile } from '../../sdk/api/types';
import { creditCoins } from '../money/ledger';
import { addressIn } from '../test/addresses';
import { signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';

interface Answer<T> { status: number; etag: string | undefined; cacheControl: string | undefined; body: string; data: T | null }
type GridData<T> = { initialTiles: T[]; total: number };

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`list answers: cache, ETags and guests on ${dialect}`, () => {
    let database: TestDatabase;
    let apps: TestApps;
    let site: FastifyInstance;
    const db = () => database.handle.db;

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      apps = await buildTestApps(database, 0.05);
      site = apps.site;
    }, 90_000);
    afterAll(async () => {
      await apps?.close();
      await database?.dispose();
    });

    async function get<T>(url: string, headers: Record<string, string> = {}, remoteAddress?: string): Promise<Answer<T>> {
      const answer = await site.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });
      const etag = answer.headers.etag as string | undefined;
      const data = answer.statusCode === 200 ? (answer.json() as { data: T }).data : null;
      return { status: answer.statusCode, etag, cacheControl: answer.headers['cache-control'] as string | undefined, body: answer.body, data };
    }
    const gridUrl = (type: 'performers' | 'videos', payload: object) => `/rest/v1/tileGrid/get/${type}/${encodeURIComponent(JSON.stringify(payload))}`;
    const performers = (payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
      get<GridData<PerformerTile>>(gridUrl('performers', payload), headers, remoteAddress);
    const videos = (payload: object, headers: Record<string, string> = {}) => get<GridData<VideoTile>>(gridUrl('videos', payload), headers);
    const profile = (idOrName: string | number, headers: Record<string, string> = {}, remoteAddress?: string) =>
      get<ActorProfile>(`/rest/v1/actor/getActorDataByIdOrName/${idOrName}`, headers, remoteAddress);

    /** A priced, non-free video that is listed (its performer bans nobody), and the list payload that shows it first. */
    async function pricedVideo() {
      const row = await db().selectFrom('videos').select(['id', 'performer_id', 'price'])
        .where('free', '=', 0).where('classic', '=', 0).where('vip', '=', 0).where('price', '>', 0)
        .where('performer_id', 'not in', db().selectFrom('performer_banned_countries').select('performer_id'))
        .orderBy('id').executeTakeFirstOrThrow();
      return { ...row, list: { offset: 0, limit: 30, order: 'newest', filter: { modelIds: [row.performer_id] } } };
    }
    async function buy(cookie: string, guestId: string, videoId: number) {
      await creditCoins(db(), { guestId, amount: 5000, reason: 'test', idempotencyKey: `fund:${guestId}:${videoId}` });
      const bought = await site.inject({ method: 'POST', url: `/rest/v1/video/${videoId}/buy`, headers: { cookie }, payload: { idempotencyKey: randomUUID() } });
      expect(bought.statusCode, bought.body).toBe(200);
    }

    describe('ETags and 304', () => {
      it('a grid answer carries an ETag, private, no-cache (spec 001 §7 "no cache": always asked again); a current If-None-Match gets 304 without a body', async () => {
        const payload = { offset: 0, limit: 30, filter: { online: true } };
        const first = await performers(payload);
        expect(first.status).toBe(200);
        expect(first.etag).toMatch(/^"[\w-]+"$/);
        expect(first.cacheControl).toBe('private, no-cache');
        const again = await performers(payload, { 'if-none-match': first.etag! });
        expect(again.status).toBe(304);
        expect(again.body).toBe('');
        expect(again.etag).toBe(first.etag);
        // RFC 9110 §13.1.2: weak comparison, and a list of tags.
        expect((await performers(payload, { 'if-none-match': `W/${first.etag}` })).status).toBe(304);
        expect((await performers(payload, { 'if-none-match': `"old", ${first.etag}` })).status).toBe(304);
        const other = await performers(payload, { 'if-none-match': '"not-this-one"' });
        expect(other.status).toBe(200);
        expect(other.body).toBe(first.body);
      });

      it('the video list and the actor data answer with ETags and 304 too', async () => {
        const { performer_id: performerId, list } = await pricedVideo();
        for (const first of [await videos(list), await profile(performerId)]) {
          expect(first.status).toBe(200);
          expect(first.etag).toMatch(/^"[\w-]+"$/);
          expect(first.cacheControl).toBe('private, no-cache');
        }
        expect((await videos(list, { 'if-none-match': (await videos(list)).etag! })).status).toBe(304);
        expect((await profile(performerId, { 'if-none-match': (await profile(performerId)).etag! })).status).toBe(304);
      });
    });

    describe('invalidation: a change of the data changes the answer and its ETag', () => {
      it('online state: a performer going offline leaves the online grid, and the old ETag no longer gets 304', async () => {
        const payload = { offset: 0, limit: 100, filter: { online: true } };
        const before = await performers(payload);
        const leaving = before.data!.initialTiles[0]!;
        await db().updateTable('performers').set({ is_online: 0 }).where('id', '=', leaving.id).execute();
        const after = await performers(payload, { 'if-none-match': before.etag! });
        expect(after.status).toBe(200);
        expect(after.etag).not.toBe(before.etag);
        expect(after.data!.initialTiles.map((tile) => tile.id)).not.toContain(leaving.id);
        expect(after.data!.total).toBe(before.data!.total - 1);
        // And the profile says so.
        expect((await profile(leaving.id)).data!.isOnline).toBe(false);
      });

      it('prices: a video\'s new price and a performer\'s new chat price are in the next answers', async () => {
        const video = await pricedVideo();
        const before = await videos(video.list);
        const profileBefore = await profile(video.performer_id);
        await db().updateTable('videos').set({ price: video.price + 7 }).where('id', '=', video.id).execute();
        const after = await videos(video.list, { 'if-none-match': before.etag! });
        expect(after.status).toBe(200);
        expect(after.etag).not.toBe(before.etag);
        expect(after.data!.initialTiles.find((tile) => tile.id === video.id)!.price.value).toBe(video.price + 7);

        const prices = { ...profileBefore.data!.prices, video: profileBefore.data!.prices.video + 1 };
        await db().updateTable('performers').set({ prices: JSON.stringify(prices) }).where('id', '=', video.performer_id).execute();
        const profileAfter = await profile(video.performer_id, { 'if-none-match': profileBefore.etag! });
        expect(profileAfter.status).toBe(200);
        expect(profileAfter.data!.prices.video).toBe(prices.video);
      });

      it('a performer\'s new name reaches the video tiles (actor.name); her online state alone leaves the video lists\' version, so their kept answers, alone', async () => {
        const video = await pricedVideo();
        const videosVersion = () => apps.context.lists.version('videos');
        const before = await videos(video.list);
        const atStart = await videosVersion();
        await db().updateTable('performers').set((eb) => ({ is_online: eb.case().when('is_online', '=', 1).then(0).else(1).end() })).where('id', '=', video.performer_id).execute();
        expect(await videosVersion()).toBe(atStart);
        const name = `Renamed${Date.now() % 100000}`;
        await db().updateTable('performers').set({ name, name_lower: name.toLowerCase() }).where('id', '=', video.performer_id).execute();
        expect(await videosVersion()).not.toBe(atStart);
        const after = await videos(video.list, { 'if-none-match': before.etag! });
        expect(after.status).toBe(200);
        expect(after.data!.initialTiles.find((tile) => tile.id === video.id)!.actor.name).toBe(name);
      });

      it('purchases: after buying, the buyer\'s list marks the video bought with its purchase restriction gone, under a new ETag', async () => {
        const video = await pricedVideo();
        const buyer = await signUpAndLogIn(site);
        const before = await videos(video.list, { cookie: buyer.cookie });
        const tileBefore = before.data!.initialTiles.find((tile) => tile.id === video.id)!;
        expect(tileBefore.guestInfo.bought).toBe(false);
        expect(tileBefore.restrictions).toContain('needsPurchase');
        await buy(buyer.cookie, buyer.guestId, video.id);
        const after = await videos(video.list, { cookie: buyer.cookie, 'if-none-match': before.etag! });
        expect(after.status).toBe(200);
        expect(after.etag).not.toBe(before.etag);
        const tileAfter = after.data!.initialTiles.find((tile) => tile.id === video.id)!;
        expect(tileAfter.guestInfo.bought).toBe(true);
        expect(tileAfter.restrictions).not.toContain('needsPurchase');
      });
    });

    describe('the attack: one guest\'s answer is never served to another from the cache', () => {
      it('guest A\'s purchase reaches neither guest B nor an anonymous visitor, whoever asks first; B replaying A\'s ETag gets B\'s own answer', async () => {
        const video = await pricedVideo();
        const a = await signUpAndLogIn(site);
        const b = await signUpAndLogIn(site);
        // B first: a kept "not bought" answer must not hide A's purchase from A either.
        const bBefore = await videos(video.list, { cookie: b.cookie });
        await buy(a.cookie, a.guestId, video.id);
        const aAnswer = await videos(video.list, { cookie: a.cookie });
        expect(aAnswer.data!.initialTiles.find((tile) => tile.id === video.id)!.guestInfo.bought).toBe(true);
        for (const [who, headers] of [['B', { cookie: b.cookie }], ['anonymous', {}]] as const) {
          const answer = await videos(video.list, { ...headers, 'if-none-match': aAnswer.etag! });
          expect(answer.status, who).toBe(200);
          expect(answer.etag, who).not.toBe(aAnswer.etag);
          const tile = answer.data!.initialTiles.find((t) => t.id === video.id)!;
          expect(tile.guestInfo.bought, who).toBe(false);
          expect(tile.restrictions, who).toContain('needsPurchase');
        }
        expect((await videos(video.list, { cookie: b.cookie })).data!.initialTiles.map((t) => t.id)).toEqual(bBefore.data!.initialTiles.map((t) => t.id));
      });

      it('excludeBought (spec 001 §5 "Default video list filters exclude bought"): A\'s list leaves out what A bought, B\'s and a visitor\'s still hold it, in either order', async () => {
        const video = await pricedVideo();
        const list = { ...video.list, filter: { ...video.list.filter, excludeBought: true } };
        const a = await signUpAndLogIn(site);
        const b = await signUpAndLogIn(site);
        await buy(a.cookie, a.guestId, video.id);
        const ids = async (headers: Record<string, string>) => (await videos(list, headers)).data!.initialTiles.map((tile) => tile.id);
        expect(await ids({ cookie: b.cookie })).toContain(video.id);
        expect(await ids({ cookie: a.cookie })).not.toContain(video.id);
        expect(await ids({ cookie: b.cookie })).toContain(video.id);
        expect(await ids({})).toContain(video.id);
        expect(await ids({ cookie: a.cookie })).not.toContain(video.id);
      });

      // newest at offset 0 reads its page by query; topRated reads it from the order's kept ids (both keep the tiles per
      // version and viewer: repositories/videos.ts).
      it.each(['newest', 'topRated'] as const)('restrictions follow the viewer (%s): a signed-in guest\'s tiles (no needsLogin) never reach an anonymous visitor, nor the reverse', async (order) => {
        const video = await pricedVideo();
        const list = { ...video.list, order };
        const signedIn = await signUpAndLogIn(site);
        const anonymousFirst = await videos(list);
        const mine = await videos(list, { cookie: signedIn.cookie });
        const anonymousAfter = await videos(list);
        const restrictionsOf = (answer: Answer<GridData<VideoTile>>) => answer.data!.initialTiles.find((tile) => tile.id === video.id)!.restrictions;
        expect(restrictionsOf(anonymousFirst)).toContain('needsLogin');
        expect(restrictionsOf(mine)).not.toContain('needsLogin');
        expect(restrictionsOf(anonymousAfter)).toContain('needsLogin');
        expect(mine.etag).not.toBe(anonymousFirst.etag);
        // Another signed-in guest first this time, on a page nobody asked: the anonymous visitor after still gets their own.
        const other = await signUpAndLogIn(site);
        const deeper = { ...list, limit: 29 };
        expect(restrictionsOf(await videos(deeper, { cookie: other.cookie }))).not.toContain('needsLogin');
        expect(restrictionsOf(await videos(deeper))).toContain('needsLogin');
      });

      it('country bans (spec 000 §6): a performer who bans NL is in a German visitor\'s grid and profile, never in a Dutch one\'s, whoever asked first', async () => {
        const performer = await db().selectFrom('performers').select(['id']).where('is_online', '=', 1)
          .where('id', 'not in', db().selectFrom('performer_banned_countries').select('performer_id')).orderBy('rank').executeTakeFirstOrThrow();
        await db().insertInto('performer_banned_countries').values({ performer_id: performer.id, country_code: 'NL' }).execute();
        const payload = { offset: 0, limit: 100, filter: { online: true } };
        const ids = async (country: string) => (await performers(payload, {}, addressIn(country))).data!.initialTiles.map((tile) => tile.id);
        expect(await ids('DE')).toContain(performer.id);
        expect(await ids('NL')).not.toContain(performer.id);
        expect(await ids('DE')).toContain(performer.id);
        expect((await profile(performer.id, {}, addressIn('DE'))).status).toBe(200);
        expect((await profile(performer.id, {}, addressIn('NL'))).status).toBe(451);
        // Lifting the ban is a change of the data: the Dutch visitor sees her at once.
        await db().deleteFrom('performer_banned_countries').where('performer_id', '=', performer.id).where('country_code', '=', 'NL').execute();
        expect(await ids('NL')).toContain(performer.id);
        expect((await profile(performer.id, {}, addressIn('NL'))).status).toBe(200);
      });
    });
  });
}
