/**
 * Restrictions and guestInfo.bought on video tiles (issue 3 §6: "Content
 * restrictions (needs login, needs age check, needs subscription, needs
 * purchase) are computed by the server for every media item it serves").
 * Runs on the API suite's apps, built on a Kysely instance with a
 * QueryRecorder, so it can show that ownership is one query per page.
 */
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TileGridAnswer, VideoTile } from '../../sdk/api/types';
import { creditCoins } from '../money/ledger';
import { anonymousGuest, randomIp, signUpAndLogIn } from './guests';
import { getTileGrid, type TestApps, type TestDatabase } from './harness';

/** Records the queries the apps send while `recording`, as the JSON of their operation nodes. */
export class QueryRecorder implements KyselyPlugin {
  recording = false;
  queries: string[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (this.recording) this.queries.push(JSON.stringify(node));
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

type VideoRow = { id: number; performer_id: number; price: number };

/** The video tiles of a grid answer; throws naming the answer when it is not a success. */
function videoTiles(body: string): VideoTile[] {
  const answer = JSON.parse(body) as TileGridAnswer;
  if (!answer.success) throw new Error(`expected a tile grid page, got ${body}`);
  return answer.data.initialTiles.filter((t): t is VideoTile => t.kind === 'video');
}

/** What the suite runs on: the API suite's apps and database, and the recorder of the apps' queries. */
export interface TileAccessEnv {
  apps: TestApps;
  database: TestDatabase;
  recorder: QueryRecorder;
}

/** Registers the tile access tests; `env` is read once the API suite's beforeAll has run. */
export function defineTileAccessTests(env: () => TileAccessEnv) {
  let database: TestDatabase;
  let apps: TestApps;
  let recorder: QueryRecorder;
  /** Paid, not free, not VIP, not classic videos of performers who ban no country, one per age rating. */
  const paid: Partial<Record<16 | 18, VideoRow>> = {};

  beforeAll(async () => {
    ({ apps, database, recorder } = env());
    for (const rating of [16, 18] as const) {
      paid[rating] = await database.handle.db.selectFrom('videos').select(['id', 'performer_id', 'price'])
        .where('free', '=', 0).where('vip', '=', 0).where('classic', '=', 0).where('price', '>', 0).where('age_rating', '=', rating)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('performer_banned_countries').select('performer_id').whereRef('performer_id', '=', 'videos.performer_id'))))
        .orderBy('id').executeTakeFirstOrThrow();
    }
  });

  /** The tile of `video` in its performer's grid, as the guest with `cookie` sees it. */
  const tileOf = async (video: VideoRow, cookie: string | null): Promise<VideoTile> => {
    const res = await getTileGrid(apps.site, 'videos', { offset: 0, limit: 100, filter: { actorId: video.performer_id } }, cookie ? { cookie } : {});
    const tile = videoTiles(res.body).find((t) => t.id === video.id);
    if (!tile) throw new Error(`expected video ${video.id} in the grid of performer ${video.performer_id}, got ${res.body.slice(0, 200)}`);
    return tile;
  };
  const paidVideo = (rating: 16 | 18): VideoRow => {
    const video = paid[rating];
    if (!video) throw new Error(`expected a paid ${rating}-rated video in the seed`);
    return video;
  };

  describe('anonymous guests', () => {
    it.each([
      ['without any cookie', false],
      ['with an anonymous guest cookie', true],
    ])('%s see needsLogin and needsPurchase on a paid tile, needsAgeCheck on an 18-rated one, nothing bought', async (_name, withCookie) => {
      const cookie = withCookie ? (await anonymousGuest(apps.site)).cookie : null;
      expect((await tileOf(paidVideo(16), cookie)).restrictions).toEqual(['needsLogin', 'needsPurchase']);
      expect((await tileOf(paidVideo(18), cookie)).restrictions).toEqual(['needsLogin', 'needsAgeCheck', 'needsPurchase']);
      const page = videoTiles((await getTileGrid(apps.site, 'videos', { offset: 0, limit: 100 }, cookie ? { cookie } : {})).body);
      expect(page.length).toBeGreaterThan(0);
      expect(page.every((t) => t.guestInfo.bought === false && Array.isArray(t.restrictions))).toBe(true);
      // Free 16-rated tiles are open to everyone; every 18-rated tile needs the age check.
      expect(page.filter((t) => t.free && t.ageRating === 16).every((t) => t.restrictions.length === 0)).toBe(true);
      expect(page.filter((t) => t.ageRating === 18).every((t) => t.restrictions.includes('needsAgeCheck'))).toBe(true);
    });

    it('a grid request creates no guest and is never served stale (spec 001 §7 "no cache": every use asks again)', async () => {
      const count = async () => Number((await database.handle.db.selectFrom('guests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const before = await count();
      const res = await getTileGrid(apps.site, 'videos', { offset: 0, limit: 10 });
      // Issue 15 item 9 (ETags): kept privately by the browser but always revalidated, never shared by a proxy.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await count()).toBe(before);
    });
  });

  describe('after buying (POST video/{id}/buy)', () => {
    let buyer: { guestId: string; cookie: string };
    beforeAll(async () => {
      buyer = await signUpAndLogIn(apps.site);
      await creditCoins(database.handle.db, { guestId: buyer.guestId, amount: 10_000, reason: 'test', idempotencyKey: `tile-access-${buyer.guestId}` });
      for (const rating of [16, 18] as const) {
        const res = await apps.site.inject({
          method: 'POST', url: `/rest/v1/video/${paidVideo(rating).id}/buy`,
          remoteAddress: randomIp(), headers: { cookie: buyer.cookie }, payload: { idempotencyKey: `tile-buy-${buyer.guestId}-${rating}` },
        });
        if (res.statusCode !== 200) throw new Error(`expected the purchase of video ${paidVideo(rating).id} to succeed, got ${res.statusCode} ${res.body}`);
      }
    });

    it('the tile says bought and has no needsPurchase; an 18-rated one still needs the age check', async () => {
      const bought16 = await tileOf(paidVideo(16), buyer.cookie);
      expect(bought16.guestInfo).toEqual({ bought: true });
      expect(bought16.restrictions).toEqual([]);
      const bought18 = await tileOf(paidVideo(18), buyer.cookie);
      expect(bought18.guestInfo).toEqual({ bought: true });
      expect(bought18.restrictions).toEqual(['needsAgeCheck']);
    });

    it('other tiles of the page and other guests are not bought', async () => {
      const page = videoTiles((await getTileGrid(apps.site, 'videos', { offset: 0, limit: 100, filter: { actorId: paidVideo(16).performer_id } }, { cookie: buyer.cookie })).body);
      const boughtIds = new Set([paidVideo(16).id, paidVideo(18).id]);
      expect(page.filter((t) => t.guestInfo.bought).map((t) => t.id).every((id) => boughtIds.has(id))).toBe(true);
      const other = await signUpAndLogIn(apps.site);
      const seen = await tileOf(paidVideo(16), other.cookie);
      expect(seen.guestInfo.bought).toBe(false);
      expect(seen.restrictions).toEqual(['needsPurchase']);
    });

    it('the number of queries does not grow with the page size: one owned_items query per page', async () => {
      const measure = async (limit: number) => {
        const counts: Array<{ total: number; owned: number }> = [];
        for (let run = 0; run < 2; run += 1) {
          recorder.queries = [];
          recorder.recording = true;
          const res = await getTileGrid(apps.site, 'videos', { offset: 0, limit }, { cookie: buyer.cookie }).finally(() => {
            recorder.recording = false;
          });
          expect(videoTiles(res.body)).toHaveLength(limit);
          counts.push({ total: recorder.queries.length, owned: recorder.queries.filter((q) => q.includes('"owned_items"')).length });
        }
        // The smaller of two runs, in case something else of the app queried meanwhile.
        return counts.reduce((a, b) => (b.total < a.total ? b : a));
      };
      const small = await measure(1);
      const large = await measure(40);
      expect(large.owned).toBe(1);
      expect(large).toEqual(small);
    });
  });
}
