/**
 * Issue 15 item 6 on SQLite and PostgreSQL: "all nine video orders (newest, mostExpensive, cheapest,
 * longest, shortest, bestSelling, topRated, trending, random) ...; video filters (types, tags, released
 * from/until, models); default filters exclude bought and classic; free videos limited to the female
 * acting group". Each order is checked against the same order computed here from the seeded rows.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoTile } from '../../sdk/api/types';
import { AGE_GATE_COOKIE, AGE_GATE_VALUE } from '../../sdk/consent/age-gate';
import { randomOrderValue, releaseWindowStart, VIDEO_ORDERS, type VideoOrder } from '../../sdk/video-lists';
import { creditCoins } from '../money/ledger';
import { signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';

interface Row { id: number; performer_id: number; price: number; duration: number; released_at: string; free: number; classic: number; type: string }
type Answer = { statusCode: number; body: { success?: boolean; code?: string; field?: string; data?: { initialTiles: VideoTile[]; total: number } } };

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`video list orders and filters on ${dialect}`, () => {
    let database: TestDatabase;
    let apps: TestApps;
    let site: FastifyInstance;
    let rows: Row[];
    let sales: Map<number, string[]>;
    let today: string;
    const db = () => database.handle.db;

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      apps = await buildTestApps(database, 0.1);
      site = apps.site;
      // Ratings: a few videos with likes and dislikes, so topRated differs from newest. The suite's own instead of
      // the seed's (server/db/seed/video-votes.ts, tested there), so the expected order is known here.
      await db().deleteFrom('video_votes').execute();
      const votes = [[3, 4, 0], [10, 1, 3], [25, 6, 1], [40, 2, 0], [77, 0, 2]] as const;
      for (const [videoId, likes, dislikes] of votes) {
        for (let n = 0; n < likes + dislikes; n++) {
          await db().insertInto('video_votes').values({ video_id: videoId, guest_id: `voter-${n}`, vote: n < likes ? 'like' : 'dislike', voted_at: new Date().toISOString() }).execute();
        }
      }
      rows = await db().selectFrom('videos').innerJoin('performers', 'performers.id', 'videos.performer_id')
        .select(['videos.id', 'videos.performer_id', 'videos.price', 'videos.duration', 'videos.released_at', 'videos.free', 'videos.classic', 'performers.type'])
        .where('performers.id', 'not in', db().selectFrom('performer_banned_countries').select('performer_id').where('country_code', '=', apps.context.config.defaultCountry))
        .execute();
      sales = new Map();
      for (const sale of await db().selectFrom('video_sales').select(['video_id', 'sold_at']).execute()) {
        sales.set(sale.video_id, [...(sales.get(sale.video_id) ?? []), sale.sold_at]);
      }
      today = rows.reduce((latest, row) => (row.released_at > latest ? row.released_at : latest), '');
    }, 90_000);
    afterAll(async () => {
      await apps?.close();
      await database?.dispose();
    });

    const grid = async (payload: object, cookie?: string): Promise<Answer> => {
      const answer = await site.inject({ method: 'GET', url: `/rest/v1/tileGrid/get/videos/${encodeURIComponent(JSON.stringify(payload))}`, headers: cookie ? { cookie } : {} });
      return { statusCode: answer.statusCode, body: answer.json() };
    };
    const ids = async (payload: object, cookie?: string) => {
      const answer = await grid(payload, cookie);
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data!.initialTiles.map((tile) => tile.id);
    };
    /** Every id of a list in its order, page by page. */
    const allIds = async (order: VideoOrder, filter: object = {}) => {
      const seen: number[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await ids({ offset, limit: 100, order, filter });
        seen.push(...page);
        if (page.length < 100) return seen;
      }
    };
    const rating = new Map<number, number>([[3, 4], [10, -2], [25, 5], [40, 2], [77, -2]]);
    const soldSince = (id: number, from: string | null) => (sales.get(id) ?? []).filter((at) => from === null || at >= from).length;
    const byNewest = (a: Row, b: Row) => (a.released_at === b.released_at ? b.id - a.id : a.released_at < b.released_at ? 1 : -1);
    const scoreThenNewest = (score: (row: Row) => number) => (a: Row, b: Row) => score(b) - score(a) || byNewest(a, b);
    const EXPECTED: Record<Exclude<VideoOrder, 'random'>, (a: Row, b: Row) => number> = {
      newest: byNewest,
      mostExpensive: (a, b) => b.price - a.price || b.id - a.id,
      cheapest: (a, b) => a.price - b.price || a.id - b.id,
      longest: (a, b) => b.duration - a.duration || b.id - a.id,
      shortest: (a, b) => a.duration - b.duration || a.id - b.id,
      bestSelling: scoreThenNewest((row) => soldSince(row.id, null)),
      topRated: scoreThenNewest((row) => rating.get(row.id) ?? 0),
      trending: scoreThenNewest((row) => soldSince(row.id, releaseWindowStart('trending', today))),
    };
    const listed = () => rows.filter((row) => row.classic === 0);

    it.each(VIDEO_ORDERS.filter((order) => order !== 'random') as Exclude<VideoOrder, 'random'>[])(
      'order %s returns the whole list in that order (spec 001 §3 "Video orders")', async (order) => {
        const expected = [...listed()].sort(EXPECTED[order]).map((row) => row.id);
        expect(await allIds(order)).toEqual(expected);
      },
    );

    // Issue 15 item 9 "caching that is invalidated when the data changes (online state, prices, purchases)": the rows of
    // deep pages are kept by id across orders (repositories/videos.ts tile cache) and must follow every write at once.
    it('deep pages (rows kept by id across orders) show a new price, title, performer name and ban at once', async () => {
      const deep = { offset: 300, limit: 30, order: 'cheapest', filter: { excludeBought: true } };
      const before = (await grid(deep)).body.data!.initialTiles;
      expect(before.length).toBeGreaterThan(0);
      const tile = before[before.length - 1]!;
      // The same row read through another order's deep page is kept too.
      await allIds('longest');
      const video = await db().selectFrom('videos').select(['title', 'price']).where('id', '=', tile.id).executeTakeFirstOrThrow();
      const performer = await db().selectFrom('performers').select('name').where('id', '=', tile.actor.id).executeTakeFirstOrThrow();
      try {
        await db().updateTable('videos').set({ title: `${video.title} (re-cut)` }).where('id', '=', tile.id).execute();
        await db().updateTable('performers').set({ name: `${performer.name}x` }).where('id', '=', tile.actor.id).execute();
        const renamed = (await grid(deep)).body.data!.initialTiles.find((t) => t.id === tile.id);
        expect(renamed).toMatchObject({ title: `${video.title} (re-cut)`, actor: { id: tile.actor.id, name: `${performer.name}x` } });
        // A new price moves the tile in cheapest; wherever it lands, its page (read by id, maybe kept) shows the price.
        await db().updateTable('videos').set({ price: video.price + 7 }).where('id', '=', tile.id).execute();
        const cheapest = await allIds('cheapest');
        const at = cheapest.indexOf(tile.id);
        const page = (await grid({ offset: at - (at % 30), limit: 30, order: 'cheapest', filter: { excludeBought: true } })).body.data!.initialTiles;
        expect(page.find((t) => t.id === tile.id)).toMatchObject({ price: { value: video.price + 7 }, title: `${video.title} (re-cut)`, actor: { name: `${performer.name}x` } });
        await db().insertInto('performer_banned_countries').values({ performer_id: tile.actor.id, country_code: apps.context.config.defaultCountry }).execute();
        expect((await allIds('cheapest')).includes(tile.id)).toBe(false);
      } finally {
        await db().deleteFrom('performer_banned_countries').where('performer_id', '=', tile.actor.id).where('country_code', '=', apps.context.config.defaultCountry).execute();
        await db().updateTable('videos').set({ title: video.title, price: video.price }).where('id', '=', tile.id).execute();
        await db().updateTable('performers').set({ name: performer.name }).where('id', '=', tile.actor.id).execute();
      }
      expect((await grid(deep)).body.data!.initialTiles).toEqual(before);
    });

    it('the seeded sales and ratings make bestSelling, topRated and trending differ from newest', async () => {
      const newest = await ids({ offset: 0, limit: 10, order: 'newest' });
      for (const order of ['bestSelling', 'topRated', 'trending'] as const) expect(await ids({ offset: 0, limit: 10, order })).not.toEqual(newest);
      expect((await ids({ offset: 0, limit: 1, order: 'topRated' }))[0]).toBe(25);
    });

    it('random pages stably: the same seed gives the same pages, no video twice, every video once; another seed another order', async () => {
      const first = await allIds('random', { seed: 4242 });
      expect(await allIds('random', { seed: 4242 })).toEqual(first);
      expect(new Set(first).size).toBe(first.length);
      expect([...first].sort((a, b) => a - b)).toEqual(listed().map((row) => row.id).sort((a, b) => a - b));
      expect(first).toEqual([...first].sort((a, b) => randomOrderValue(a, 4242) - randomOrderValue(b, 4242)));
      expect((await ids({ offset: 0, limit: 20, order: 'random', filter: { seed: 99 } }))).not.toEqual(first.slice(0, 20));
    });

    it('trending keeps videos released within the last 8 days of the catalog, top within the last 9 months (spec 001 §9)', async () => {
      for (const [type, start] of [['trending', releaseWindowStart('trending', today)], ['top', releaseWindowStart('top', today)]] as const) {
        const expected = listed().filter((row) => row.released_at >= start).map((row) => row.id).sort((a, b) => a - b);
        expect(expected.length).toBeGreaterThan(0);
        expect((await allIds('newest', { types: [type] })).sort((a, b) => a - b)).toEqual(expected);
      }
    });

    it('free videos come only from the female acting group (spec 001 §5)', async () => {
      // A free video of a male performer, written here: the filter must leave it out.
      const male = await db().selectFrom('performers').select('id').where('type', '=', 'M')
        .where('id', 'not in', db().selectFrom('performer_banned_countries').select('performer_id')).executeTakeFirstOrThrow();
      const target = rows.find((row) => row.performer_id === male.id && row.classic === 0);
      expect(target).toBeDefined();
      await db().updateTable('videos').set({ free: 1 }).where('id', '=', target!.id).execute();
      try {
        for (const filter of [{ types: ['free'] }, { free: true }]) {
          const free = await allIds('newest', filter);
          expect(free.length).toBeGreaterThan(0);
          expect(free).not.toContain(target!.id);
          const types = new Set(rows.filter((row) => free.includes(row.id)).map((row) => row.type));
          expect([...types].every((type) => type === 'F' || type === 'FF')).toBe(true);
        }
      } finally {
        await db().updateTable('videos').set({ free: 0 }).where('id', '=', target!.id).execute();
      }
    });

    it('filters by models, tags and release dates; classic only when asked for (spec 001 §5 "Default video list filters exclude bought and classic")', async () => {
      const model = rows[0]!.performer_id;
      expect(await allIds('newest', { modelIds: [model] })).toEqual(listed().filter((row) => row.performer_id === model).sort(byNewest).map((row) => row.id));
      const tagged = await db().selectFrom('video_tags').select('video_id').where('tag', 'in', ['dance', 'beach']).execute();
      const taggedIds = new Set(tagged.map((row) => row.video_id));
      expect((await allIds('newest', { tags: ['dance', 'beach'] })).sort((a, b) => a - b)).toEqual(listed().filter((row) => taggedIds.has(row.id)).map((row) => row.id).sort((a, b) => a - b));
      const from = '2024-01-01T00:00:00Z';
      const until = '2024-06-30T23:59:59.999Z';
      expect((await allIds('newest', { releasedFrom: from, releasedUntil: until }))).toEqual(
        listed().filter((row) => row.released_at >= '2024-01-01T00:00:00.000Z' && row.released_at <= until).sort(byNewest).map((row) => row.id),
      );
      const classics = rows.filter((row) => row.classic === 1).map((row) => row.id).sort((a, b) => a - b);
      expect(classics.length).toBeGreaterThan(0);
      expect((await allIds('newest', { types: ['classic'] })).sort((a, b) => a - b)).toEqual(classics);
      expect(await allIds('newest')).not.toContain(classics[0]);
    });

    it('a purchase counts as a sale; the bought list holds the guest\'s videos and excludeBought leaves them out for that guest only', async () => {
      const guest = await signUpAndLogIn(site);
      const video = [...listed()].filter((row) => row.free === 0).sort(EXPECTED.bestSelling).at(-1)!;
      await creditCoins(db(), { guestId: guest.guestId, amount: 1000, reason: 'test', idempotencyKey: `fund:${guest.guestId}` });
      const salesBefore = soldSince(video.id, null);
      const bought = await site.inject({ method: 'POST', url: `/rest/v1/video/${video.id}/buy`, headers: { cookie: guest.cookie }, payload: { idempotencyKey: randomUUID() } });
      expect(bought.statusCode, bought.body).toBe(200);
      const count = await db().selectFrom('video_sales').select((eb) => eb.fn.countAll<number>().as('n')).where('video_id', '=', video.id).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(salesBefore + 1);
      expect(await ids({ offset: 0, limit: 100, filter: { types: ['bought'] } }, guest.cookie)).toEqual([video.id]);
      expect(await ids({ offset: 0, limit: 100, filter: { types: ['bought'] } })).toEqual([]);
      const filter = { excludeBought: true, modelIds: [video.performer_id] };
      expect(await ids({ offset: 0, limit: 100, filter }, guest.cookie)).not.toContain(video.id);
      expect(await ids({ offset: 0, limit: 100, filter })).toContain(video.id);
    });

    it('video stars: performers by the sales of their videos, the first 100 only (spec 001 §9 "video stars 100")', async () => {
      const performerGrid = async (payload: object) => {
        const answer = await site.inject({ method: 'GET', url: `/rest/v1/tileGrid/get/performers/${encodeURIComponent(JSON.stringify(payload))}` });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json().data as { initialTiles: { id: number }[]; total: number };
      };
      const banned = new Set((await db().selectFrom('performer_banned_countries').select('performer_id').where('country_code', '=', apps.context.config.defaultCountry).execute()).map((row) => row.performer_id));
      const performers = (await db().selectFrom('performers').select(['id', 'rank']).execute()).filter((row) => !banned.has(row.id));
      const sold = new Map<number, number>();
      for (const sale of await db().selectFrom('video_sales').select('performer_id').execute()) sold.set(sale.performer_id, (sold.get(sale.performer_id) ?? 0) + 1);
      const expected = [...performers]
        .sort((a, b) => (sold.get(b.id) ?? 0) - (sold.get(a.id) ?? 0) || a.rank - b.rank || a.id - b.id)
        .slice(0, 100).map((row) => row.id);
      // The demo at this scale has fewer than 100 performers: the cap itself is pinned by the table test of videoStarsPage.
      expect(new Set(expected.map((id) => sold.get(id) ?? 0)).size).toBeGreaterThan(3);
      const pages = [...(await performerGrid({ offset: 0, limit: 20, order: 'videoSales' })).initialTiles, ...(await performerGrid({ offset: 20, limit: 100, order: 'videoSales' })).initialTiles];
      expect(pages.map((tile) => tile.id)).toEqual(expected);
      expect((await performerGrid({ offset: 0, limit: 10, order: 'videoSales' })).total).toBe(Math.min(100, performers.length));
      expect((await performerGrid({ offset: 100, limit: 10, order: 'videoSales' })).initialTiles).toEqual([]);
    });

    // spec 001 §9: "Default video orders: all and vip30 top rated; new, discounted, free and bought newest;
    // trending top trending"; "Trending videos released within the last 8 days". Through the server render
    // (needs the build, as server/sites/host-site-render.test.ts): the page's first tiles are the API's in that order.
    it.each([
      ['/en/videos/', 'topRated', {}],
      ['/en/videos/all-videos/', 'topRated', {}],
      ['/en/videos/vip-videos/', 'topRated', { vip: true }],
      ['/en/videos/new-videos/', 'newest', { new: true }],
      ['/en/videos/on-sale/', 'newest', { onSale: true }],
      ['/en/videos/free-clips/', 'newest', { free: true }],
      ['/en/videos/video-trends/', 'trending', { types: ['trending'] }],
      ['/en/videos/new-videos/?order=longest', 'longest', { new: true }],
    ] as const)('the page %s shows its list in the order %s by default, bought videos left out', async (url, order, filter) => {
      const page = await site.inject({ url, headers: { accept: 'text/html', cookie: `${AGE_GATE_COOKIE}=${AGE_GATE_VALUE}` } });
      expect(page.statusCode).toBe(200);
      const hydration = JSON.parse(/<script type="application\/json" id="velvet-hydration-data"[^>]*>(.*?)<\/script>/s.exec(page.body)![1]!);
      const data = hydration.loaderData.page.data as { view: { order: string }; firstPage: { answer: { data: { initialTiles: VideoTile[] } } } };
      expect(data.view.order).toBe(order);
      const shown = data.firstPage.answer.data.initialTiles.map((tile) => tile.id);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual(await ids({ offset: 0, limit: 30, order, filter: { ...filter, excludeBought: true } }));
      if (url.includes('video-trends')) {
        const start = releaseWindowStart('trending', today);
        expect(rows.filter((row) => shown.includes(row.id)).every((row) => row.released_at >= start)).toBe(true);
      }
    });

    it('GET videoTags/popular gives the most used tags with their counts, most used first (issue 15 item 6 "tags (search, most popular)")', async () => {
      const counts = new Map<string, number>();
      for (const row of await db().selectFrom('video_tags').select('tag').execute()) counts.set(row.tag, (counts.get(row.tag) ?? 0) + 1);
      const expected = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([tag, count]) => ({ tag, count }));
      const answer = await site.inject({ method: 'GET', url: '/rest/v1/videoTags/popular?take=5' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, data: { tags: expected.slice(0, 5) } });
      expect((await site.inject({ method: 'GET', url: '/rest/v1/videoTags/popular' })).json().data.tags).toEqual(expected);
      const refused = await site.inject({ method: 'GET', url: '/rest/v1/videoTags/popular?take=0' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'query.take' });
    });

    it.each([
      [{ offset: 0, limit: 10, order: 'popular' }, 'payload.order'],
      [{ offset: 0, limit: 10, filter: { types: ['vxselect'] } }, 'payload.filter.types.0'],
      [{ offset: 0, limit: 10, filter: { releasedFrom: 'last week' } }, 'payload.filter.releasedFrom'],
      [{ offset: 0, limit: 10, filter: { modelIds: [0] } }, 'payload.filter.modelIds.0'],
      [{ offset: 0, limit: 10, filter: { tags: ['Not A Tag'] } }, 'payload.filter.tags.0'],
      [{ offset: 0, limit: 10, order: 'random', filter: { seed: 0 } }, 'payload.filter.seed'],
    ])('refuses %j with 400 VALIDATION_FAILED naming %s', async (payload, field) => {
      const answer = await grid(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field });
    });
  });
}
