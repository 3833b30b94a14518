/**
 * The API suite, run once per database dialect (see server/api.test.ts):
 * migrations, tile grids (with restrictions per guest), actor profiles,
 * country bans, images, the query service and /healthz, all through app.inject.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorAnswer, ErrorBody, PerformerTile, TileGridAnswer, VideoTile } from '../../sdk/api/types';
import { MIGRATIONS, migrateToLatest } from '../db/migrate';
import { addressIn } from './addresses';
import { buildTestApps, createTestDatabase, getTileGrid, type TestApps, type TestDatabase } from './harness';
import { defineImageAndQueryTests } from './images-and-query-suite';
import { defineTileAccessTests, QueryRecorder } from './tile-access-suite';

type Success<T> = { success: true; data: { initialTiles: T[]; total: number } };
const tiles = <T>(body: string) => JSON.parse(body) as Success<T>;

/** Registers the whole API suite for one dialect. */
export function defineApiSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  let apps: TestApps;
  /** A performer with a ban, and one country it bans (found in the seeded data, not assumed). */
  let banned: { id: number; name: string; country: string };
  /** Sees the apps' queries (the apps run on a recording Kysely instance; tests read it directly). */
  const recorder = new QueryRecorder();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    apps = await buildTestApps({ ...database, handle: { ...database.handle, db: database.handle.db.withPlugin(recorder) } }, 0.1);
    const ban = await database.handle.db
      .selectFrom('performer_banned_countries')
      .innerJoin('performers', 'performers.id', 'performer_banned_countries.performer_id')
      .select(['performers.id', 'performers.name', 'performer_banned_countries.country_code'])
      .orderBy('performers.id')
      .executeTakeFirstOrThrow();
    banned = { id: ban.id, name: ban.name, country: ban.country_code };
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  describe('migrations', () => {
    it('creates every table and records every numbered migration', async () => {
      for (const table of ['performers', 'performer_categories', 'performer_tags', 'performer_banned_countries', 'videos', 'video_tags', 'albums', 'pictures', 'images', 'meta'] as const) {
        await expect(database.handle.db.selectFrom(table).select(sql`count(*)`.as('n')).execute()).resolves.toHaveLength(1);
      }
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.handle.db);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
    });
    it('is a no-op when run again', async () => {
      await expect(migrateToLatest(database.handle.db)).resolves.toEqual([]);
    });
  });

  describe('GET tileGrid/get/performers', () => {
    it('answers data with initialTiles and total, never served stale (spec 001 §7 "no cache": every use asks again, a current ETag gets 304)', async () => {
      const res = await getTileGrid(apps.site, 'performers', { offset: 0, limit: 10 });
      expect(res.statusCode).toBe(200);
      // Issue 15 item 9 (ETags): kept privately by the browser but always revalidated, never shared by a proxy.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const body = tiles<PerformerTile>(res.body);
      expect(body.success).toBe(true);
      expect(body.data.initialTiles).toHaveLength(10);
      expect(body.data.initialTiles[0]!.avatar.w320).toMatch(/^\/img\/performer\/\d+\/w320\.svg$/);
    });
    it('pages without overlap and reports the same total on each page', async () => {
      const first = tiles<PerformerTile>((await getTileGrid(apps.site, 'performers', { offset: 0, limit: 15 })).body);
      const second = tiles<PerformerTile>((await getTileGrid(apps.site, 'performers', { offset: 15, limit: 15 })).body);
      const ids = new Set(first.data.initialTiles.map((t) => t.id));
      expect(second.data.initialTiles.some((t) => ids.has(t.id))).toBe(false);
      expect(second.data.total).toBe(first.data.total);
    });
    it('orders online performers first, then by rank', async () => {
      const all = tiles<PerformerTile>((await getTileGrid(apps.site, 'performers', { offset: 0, limit: 100 })).body).data.initialTiles;
      const ranks = await database.handle.db.selectFrom('performers').select(['id', 'rank']).execute();
      const rankOf = new Map(ranks.map((r) => [r.id, r.rank]));
      const onlineFlags = all.map((t) => t.isOnline);
      expect(onlineFlags).toEqual([...onlineFlags].sort((a, b) => Number(b) - Number(a)));
      for (const group of [true, false]) {
        const groupRanks = all.filter((t) => t.isOnline === group).map((t) => rankOf.get(t.id)!);
        expect(groupRanks).toEqual([...groupRanks].sort((a, b) => a - b));
      }
    });
    it.each([
      ['online', { online: true }, (t: PerformerTile) => t.isOnline],
      ['gender', { gender: ['M', 'C'] }, (t: PerformerTile) => t.gender === 'M' || t.gender === 'C'],
      ['newGirls', { newGirls: true }, (t: PerformerTile) => t.isNew],
    ])('filters by %s, and total counts only matches', async (_name, filter, matches) => {
      const body = tiles<PerformerTile>((await getTileGrid(apps.site, 'performers', { offset: 0, limit: 100, filter })).body);
      expect(body.data.initialTiles.every(matches)).toBe(true);
      expect(body.data.total).toBe(body.data.initialTiles.length);
    });
    it('excludes given ids (spec 001 §5: "The actor online filter can exclude given ids")', async () => {
      const first = tiles<PerformerTile>((await getTileGrid(apps.site, 'performers', { offset: 0, limit: 3 })).body);
      const excludeIds = first.data.initialTiles.map((t) => t.id);
      const body = tiles<PerformerTile>((await getTileGrid(apps.site, 'performers', { offset: 0, limit: 100, filter: { excludeIds } })).body);
      expect(body.data.total).toBe(first.data.total - 3);
      expect(body.data.initialTiles.some((t) => excludeIds.includes(t.id))).toBe(false);
    });
    it('filters by category', async () => {
      const row = await database.handle.db.selectFrom('performer_categories').select('category').executeTakeFirstOrThrow();
      const body = tiles<PerformerTile>((await getTileGrid(apps.site, 'performers', { offset: 0, limit: 100, filter: { category: row.category } })).body);
      const members = await database.handle.db.selectFrom('performer_categories').select('performer_id').where('category', '=', row.category).execute();
      const memberIds = new Set(members.map((m) => m.performer_id));
      expect(body.data.total).toBeGreaterThan(0);
      expect(body.data.initialTiles.every((t) => memberIds.has(t.id))).toBe(true);
    });
    it('orders by registration, newest first', async () => {
      const body = tiles<PerformerTile>((await getTileGrid(apps.site, 'performers', { offset: 0, limit: 100, order: 'registered' })).body);
      const dates = await database.handle.db.selectFrom('performers').select(['id', 'registered_at']).execute();
      const dateOf = new Map(dates.map((d) => [d.id, d.registered_at]));
      const ordered = body.data.initialTiles.map((t) => dateOf.get(t.id)!);
      expect(ordered).toEqual([...ordered].sort().reverse());
    });
  });

  describe('GET tileGrid/get/videos', () => {
    it('orders newest first by default and leaves classics out (spec 001 §5 default filters exclude classic)', async () => {
      const body = tiles<VideoTile>((await getTileGrid(apps.site, 'videos', { offset: 0, limit: 100 })).body);
      const dates = body.data.initialTiles.map((t) => t.releasedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.data.initialTiles.some((t) => t.classic)).toBe(false);
      const classics = tiles<VideoTile>((await getTileGrid(apps.site, 'videos', { offset: 0, limit: 100, filter: { classic: true } })).body);
      expect(classics.data.total).toBeGreaterThan(0);
      expect(classics.data.initialTiles.every((t) => t.classic)).toBe(true);
    });
    it.each([
      ['cheapest', (a: VideoTile, b: VideoTile) => a.price.value - b.price.value],
      ['mostExpensive', (a: VideoTile, b: VideoTile) => b.price.value - a.price.value],
      ['longest', (a: VideoTile, b: VideoTile) => b.duration - a.duration],
      ['shortest', (a: VideoTile, b: VideoTile) => a.duration - b.duration],
    ])('orders by %s', async (order, compare) => {
      const list = tiles<VideoTile>((await getTileGrid(apps.site, 'videos', { offset: 0, limit: 50, order })).body).data.initialTiles;
      expect(list.map((t) => t.id)).toEqual([...list].sort((a, b) => compare(a, b) || 0).map((t) => t.id));
    });
    it.each([
      ['free', { free: true }, (t: VideoTile) => t.free && t.price.value === 0],
      ['onSale', { onSale: true }, (t: VideoTile) => t.onSale && t.price.value < t.basePrice.value],
      ['vip', { vip: true }, (t: VideoTile) => t.vip],
    ])('filters by %s', async (_name, filter, matches) => {
      const body = tiles<VideoTile>((await getTileGrid(apps.site, 'videos', { offset: 0, limit: 100, filter })).body);
      expect(body.data.total).toBeGreaterThan(0);
      expect(body.data.initialTiles.every(matches)).toBe(true);
    });
    it("filters by actor and names each video's actor", async () => {
      const video = await database.handle.db.selectFrom('videos').select('performer_id').where('classic', '=', 0).executeTakeFirstOrThrow();
      const body = tiles<VideoTile>((await getTileGrid(apps.site, 'videos', { offset: 0, limit: 100, filter: { actorId: video.performer_id } })).body);
      expect(body.data.total).toBeGreaterThan(0);
      expect(body.data.initialTiles.every((t) => t.actor.id === video.performer_id && t.actor.name.length > 0)).toBe(true);
    });
  });

  describe('tile grid input errors', () => {
    it.each([
      ['limit above 100', 'performers', { offset: 0, limit: 500 }, 400, 'VALIDATION_FAILED', 'payload.limit', 'payload.limit must be an integer from 1 to 100, got 500'],
      ['limit 0', 'videos', { offset: 0, limit: 0 }, 400, 'VALIDATION_FAILED', 'payload.limit', 'payload.limit must be an integer from 1 to 100, got 0'],
      ['negative offset', 'videos', { offset: -1, limit: 5 }, 400, 'VALIDATION_FAILED', 'payload.offset', 'payload.offset must be an integer from 0 to 1000000, got -1'],
      ['missing offset', 'videos', { limit: 5 }, 400, 'VALIDATION_FAILED', 'payload.offset', 'payload.offset is required (an integer from 0 to 1000000)'],
      ['unknown gender', 'performers', { offset: 0, limit: 5, filter: { gender: ['X'] } }, 400, 'VALIDATION_FAILED', 'payload.filter.gender.0', 'payload.filter.gender.0 must be one of N, M, F, C, got "X"'],
      ['a video filter on performers', 'performers', { offset: 0, limit: 5, filter: { free: true } }, 400, 'VALIDATION_FAILED', 'payload.filter.free', 'payload.filter.free is not allowed; expected only online, gender, excludeIds, newGirls, category'],
      ['a performer order on videos', 'videos', { offset: 0, limit: 5, order: 'rank' }, 400, 'VALIDATION_FAILED', 'payload.order', 'payload.order must be one of newest, mostExpensive, cheapest, longest, shortest, bestSelling, topRated, trending, random, got "rank"'],
      ['malformed JSON', 'videos', '{"offset":0,', 400, 'VALIDATION_FAILED', 'payload', 'payload must be URL-encoded JSON such as {"offset":0,"limit":30}, got "{\\"offset\\":0,"'],
      ['an unknown grid type', 'albums', { offset: 0, limit: 5 }, 404, 'NOT_FOUND', 'params.type', 'Unknown tile grid type "albums"; expected one of performers, videos'],
    ])('%s: answers with its code, naming the field', async (_name, type, payload, status, code, field, message) => {
      const res = await getTileGrid(apps.site, type, payload);
      expect(res.statusCode).toBe(status);
      const body = JSON.parse(res.body) as ErrorBody;
      expect(body).toEqual({ success: false, statusCode: status, code, error: message, field });
    });
  });

  describe('lang and v query parameters (spec 000 §7)', () => {
    it.each([
      ['de', 'de'],
      ['de-AT', 'de'],
      ['nl', 'nl'],
      ['xx', 'en'], // spec 000 §1: "An unknown language falls back to English."
    ])('lang=%s answers in %s', async (lang, expected) => {
      const res = await apps.site.inject({ url: `/rest/v1/actor/getActorDataByIdOrName/1?lang=${lang}&v=abc123` });
      expect(res.headers['content-language']).toBe(expected);
    });
    it('rejects an over-long cache version naming query.v', async () => {
      const res = await apps.site.inject({ url: `/rest/v1/actor/getActorDataByIdOrName/1?v=${'x'.repeat(65)}` });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body).field).toBe('query.v');
    });
  });

  describe('GET actor/getActorDataByIdOrName', () => {
    it.each(['id', 'lower-case name', 'upper-case name'])('finds a performer by %s', async (how) => {
      const row = await database.handle.db.selectFrom('performers').select(['id', 'name']).where('id', '!=', banned.id).orderBy('id').executeTakeFirstOrThrow();
      const key = how === 'id' ? String(row.id) : how === 'lower-case name' ? row.name.toLowerCase() : row.name.toUpperCase();
      const res = await apps.site.inject({ url: `/rest/v1/actor/getActorDataByIdOrName/${encodeURIComponent(key)}` });
      expect(res.statusCode).toBe(200);
      const body = JSON.parse(res.body) as Extract<ActorAnswer, { success: true }>;
      expect(body.data).toMatchObject({ id: row.id, name: row.name });
      expect(body.data.cover.w1280).toBe(`/img/cover/${row.id}/w1280.svg`);
      expect(body.data.videoCount).toBeGreaterThanOrEqual(0);
    });
    it('answers 404 success false for an unknown performer', async () => {
      const res = await apps.site.inject({ url: '/rest/v1/actor/getActorDataByIdOrName/nobody-here' });
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, error: 'No performer with the id or name "nobody-here"' });
    });
  });

  // The guest's country is where its address is (GeoIP), not a header the client sets (issue 11 A4): requests come from addresses in each country.
  describe('country bans (spec 000 §6: "the guest\'s country is checked against bannedCountryCodes")', () => {
    const other = (code: string) => (code === 'IS' ? 'FI' : 'IS');
    it('hides the performer from grids in a banned country and shows it elsewhere', async () => {
      const listed = async (country: string) => {
        const ids: number[] = [];
        for (let offset = 0; ; offset += 100) {
          const body = tiles<PerformerTile>((await getTileGrid(apps.site, 'performers', { offset, limit: 100 }, {}, addressIn(country))).body);
          ids.push(...body.data.initialTiles.map((t) => t.id));
          if (ids.length >= body.data.total) return ids;
        }
      };
      expect(await listed(banned.country)).not.toContain(banned.id);
      expect(await listed(other(banned.country))).toContain(banned.id);
    });
    it("hides the performer's videos in a banned country", async () => {
      const payload = { offset: 0, limit: 100, filter: { actorId: banned.id, classic: false } };
      const hidden = tiles<VideoTile>((await getTileGrid(apps.site, 'videos', payload, {}, addressIn(banned.country))).body);
      expect(hidden.data.total).toBe(0);
      const [{ n }] = (await sql<{ n: number }>`select count(*) as n from videos where performer_id = ${banned.id} and classic = 0`.execute(database.handle.db)).rows as [{ n: number }];
      const shown = tiles<VideoTile>((await getTileGrid(apps.site, 'videos', payload, {}, addressIn(other(banned.country)))).body);
      expect(shown.data.total).toBe(Number(n));
    });
    it('answers 451 for the profile in a banned country, 200 elsewhere', async () => {
      const url = `/rest/v1/actor/getActorDataByIdOrName/${banned.id}`;
      const res = await apps.site.inject({ url, remoteAddress: addressIn(banned.country) });
      expect(res.statusCode).toBe(451);
      expect(JSON.parse(res.body)).toEqual({ success: false, statusCode: 451, code: 'NOT_AVAILABLE_IN_COUNTRY', error: `${banned.name} is not available in your country (${banned.country})`, field: null });
      const elsewhere = await apps.site.inject({ url, remoteAddress: addressIn(other(banned.country)) });
      expect(elsewhere.statusCode).toBe(200);
      expect(JSON.parse(elsewhere.body).data.bannedCountryCodes).toContain(banned.country);
    });
  });

  defineImageAndQueryTests(() => apps);

  describe('video tiles carry the guest\'s restrictions and guestInfo.bought (issue 3 §6)', () => defineTileAccessTests(() => ({ apps, database, recorder })));

  it(`GET /healthz answers ok with db ${dialect}`, async () => {
    const res = await apps.site.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ok: true, db: dialect });
  });

  it('serves the same API on the white-label origin', async () => {
    const res = await getTileGrid(apps.whiteLabel, 'videos', { offset: 0, limit: 1 });
    expect((JSON.parse(res.body) as TileGridAnswer).success).toBe(true);
  });
}
