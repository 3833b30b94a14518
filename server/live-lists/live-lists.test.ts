/** GET /rest/v1/live/list/{list} and GET /rest/v1/live/presence on SQLite and PostgreSQL (issue 14 item 2). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveListAnswer, LivePresenceAnswer } from '../../sdk/live/list-types';
import { randomUUID } from 'node:crypto';
import { addressIn } from '../test/addresses';
import { anonymousGuest, signUpAndLogIn } from '../test/guests';
import { signUpVerified } from '../test/age-verification';
import { creditCoins } from '../money/ledger';
import { scheduleShows } from '../live-shows/shows';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';

function defineLiveListSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  let apps: TestApps;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    apps = await buildTestApps(database, 0.25);
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  const db = () => database.handle.db;
  const get = (url: string, remoteAddress?: string) => apps.site.inject({ method: 'GET', url: `/rest/v1/${url}`, ...(remoteAddress ? { remoteAddress } : {}) });
  const list = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LiveListAnswer>();
  };
  const performers = async () => (await db().selectFrom('performers').select(['id', 'is_online', 'rank', 'features', 'prices', 'gender', 'favorite_count']).execute())
    .map((row) => ({ ...row, features: JSON.parse(row.features) as Record<string, boolean>, prices: JSON.parse(row.prices) as Record<string, number> }));

  it('lists the cams online now by rank, with the spec\'s top cam fields and the online count (spec 001 §3 "Top cam")', async () => {
    const online = (await performers()).filter((p) => p.is_online === 1).sort((a, b) => a.rank - b.rank || a.id - b.id);
    const answer = await list('live/list/cams?lang=en&limit=5');
    expect([answer.list, answer.total, answer.onlineCount]).toEqual(['cams', online.length, online.length]);
    expect(answer.items.map((item) => item.id)).toEqual(online.slice(0, 5).map((p) => p.id));
    const first = answer.items[0]!;
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['id', 'name', 'profileLink', 'online', 'onlineVideocall', 'age', 'previewPicture', 'avatarPicture',
      'spokenLanguages', 'pinnedCount', 'ratingCount', 'satisfactionRate', 'rankingPointsVideoCall', 'videocallPrice']));
    expect(first.profileLink).toBe(`/en/amateur/${first.name.toLowerCase()}/`);
    expect(first.previewPicture).toBe(`/media/live-picture/${first.id}.jpg`);
    expect([first.online, first.position, first.pricePerMinute]).toEqual([true, 1, online[0]!.prices.video]);
  });

  it('best chats: rated performers (10 ratings in 90 days) by satisfaction first, a rate only from 10 ratings (spec 001 §9)', async () => {
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString();
    const ratings = await db().selectFrom('chat_ratings').select(['actor_id', 'stars']).where('created_at', '>=', since).execute();
    const best = await list('live/list/topBestChats?limit=100');
    expect(best.items.length).toBeGreaterThan(10);
    for (const item of best.items) {
      const mine = ratings.filter((rating) => rating.actor_id === item.id);
      expect(item.ratingCount).toBe(mine.length);
      const rate = Math.round((100 * mine.filter((rating) => rating.stars >= 4).length) / Math.max(1, mine.length));
      expect(item.satisfactionRate).toBe(mine.length >= 10 ? rate : null);
    }
    const rated = best.items.filter((item) => item.satisfactionRate !== null);
    expect(rated.length).toBeGreaterThan(0);
    expect(best.items.slice(0, rated.length)).toEqual(rated);
    const rates = rated.map((item) => item.satisfactionRate!);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it('pages by offset and limit without overlap', async () => {
    const all = await list('live/list/cams?limit=100');
    const page2 = await list('live/list/cams?offset=3&limit=3');
    expect(page2.items.map((item) => item.id)).toEqual(all.items.slice(3, 6).map((item) => item.id));
  });

  it('free chat holds the online performers offering it', async () => {
    const rows = await performers();
    const free = await list('live/list/freeChat?limit=100');
    expect(free.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(rows.filter((p) => p.is_online === 1 && p.features.freeChat).map((p) => p.id).sort((a, b) => a - b));
  });

  it('cam shows list the ticket-show schedule (J\'s ticket_shows): running first, then by start, priced at the show', async () => {
    expect((await list('live/list/camShows?limit=100&pfm=1502')).total).toBe(0);
    // Two more performers run ticket shows (the seed at this scale has few or none), online or not.
    for (const row of (await performers()).filter((p) => !p.features.ticketShow).slice(0, 2)) {
      await db().updateTable('performers').set({ features: JSON.stringify({ ...row.features, ticketShow: true }) }).where('id', '=', row.id).execute();
    }
    // The schedule as the simulator's ticker writes it: the next slot for every ticket-show performer.
    const created = await scheduleShows(db());
    expect(created.length).toBeGreaterThan(0);
    const scheduled = await db().selectFrom('ticket_shows').select(['id', 'performer_id', 'starts_at', 'price']).execute();
    const shows = await list('live/list/camShows?limit=100&pfm=1502');
    expect(shows.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(scheduled.map((show) => show.performer_id).sort((a, b) => a - b));
    for (const item of shows.items) {
      const show = scheduled.find((row) => row.performer_id === item.id)!;
      expect([item.pricePerMinute, item.showStartsAt, item.ticketShowRunning]).toEqual([show.price, show.starts_at, false]);
    }
    // A show running (status and performers.is_ticket_show, as the ticker sets them) comes first, marked as running.
    const last = shows.items.at(-1)!;
    await db().updateTable('ticket_shows').set({ status: 'running' }).where('performer_id', '=', last.id).execute();
    await db().updateTable('performers').set({ is_ticket_show: 1, is_online: 1 }).where('id', '=', last.id).execute();
    const running = await list('live/list/camShows?limit=100');
    expect([running.total, running.items[0]!.id, running.items[0]!.ticketShowRunning]).toEqual([shows.total, last.id, true]);
    // An ended show leaves the list.
    await db().updateTable('ticket_shows').set({ status: 'ended' }).where('performer_id', '=', last.id).execute();
    await db().updateTable('performers').set({ is_ticket_show: 0 }).where('id', '=', last.id).execute();
    expect((await list('live/list/camShows?limit=100')).items.map((item) => item.id)).not.toContain(last.id);
    await db().deleteFrom('ticket_shows').execute();
  });

  it('top lists rank online and offline performers, at most 100; filters narrow without renumbering', async () => {
    const top = await list('live/list/top100?limit=100');
    expect(top.total).toBe(Math.min(100, (await performers()).length));
    expect(top.items.some((item) => !item.online)).toBe(true);
    const women = await list('live/list/top100?limit=100&gender=F');
    expect(women.items.every((item) => item.gender === 'F')).toBe(true);
    expect(women.items.map((item) => item.position)).toEqual(top.items.filter((item) => item.gender === 'F').map((item) => item.position));
    const favourites = await list('live/list/topFavourites?limit=100');
    const pinned = favourites.items.map((item) => item.pinnedCount);
    expect(pinned).toEqual([...pinned].sort((a, b) => b - a));
  });

  it('filters by spoken language, price and features', async () => {
    const answer = await list('live/list/cams?limit=100&language=en&maxPrice=12&features=livePreview');
    expect(answer.total).toBeGreaterThan(0);
    for (const item of answer.items) {
      expect(item.spokenLanguages).toContain('en');
      expect(item.pricePerMinute).toBeLessThanOrEqual(12);
      expect(item.features.livePreview).toBe(true);
    }
  });

  it.each([
    ['live/list/nope', 'params.list'],
    ['live/list/cams?features=livePreview,teleport', 'query.features'],
    ['live/list/cams?gender=X', 'query.gender'],
    ['live/list/cams?limit=500', 'query.limit'],
    ['live/list/camShows?pfm=7', 'query.pfm'],
    ['live/presence?ids=1,x', 'query.ids'],
  ])('refuses %s with a 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field });
  });

  it('hides performers who ban the guest\'s country from lists and counts', async () => {
    const banned = await db().selectFrom('performer_banned_countries as b').innerJoin('performers as p', 'p.id', 'b.performer_id')
      .select(['b.performer_id', 'b.country_code']).where('p.is_online', '=', 1).executeTakeFirst();
    if (!banned) throw new Error('the seed at scale 0.25 should hold an online performer with a country ban');
    const fromThere = await get('live/list/cams?limit=100', addressIn(banned.country_code));
    const fromHere = await list('live/list/cams?limit=100');
    expect(fromThere.json<LiveListAnswer>().items.map((item) => item.id)).not.toContain(banned.performer_id);
    expect(fromHere.items.map((item) => item.id)).toContain(banned.performer_id);
    const presence = (await get(`live/presence?ids=${banned.performer_id}`, addressIn(banned.country_code))).json<LivePresenceAnswer>();
    expect(presence.online).toEqual([]);
  });

  it('the query service answers topCams with the same ranking (spec 001 §7 "top cams")', async () => {
    const guest = await anonymousGuest(apps.site);
    const query = '{ topCams(list: TOP_FAVORITES, first: 5, language: "es") { total onlineCount items { id name profileLink pinnedCount satisfactionRate position } } }';
    const answer = await apps.site.inject({ method: 'POST', url: '/vxql', headers: { authorization: `Bearer ${guest.accessToken}` }, payload: { query } });
    expect(answer.statusCode, answer.body).toBe(200);
    const topCams = answer.json<{ data: { topCams: { total: number; onlineCount: number; items: Array<{ id: number; profileLink: string; position: number }> } } }>().data.topCams;
    const rest = await list('live/list/topFavourites?limit=5&lang=es');
    expect([topCams.total, topCams.onlineCount]).toEqual([rest.total, rest.onlineCount]);
    expect(topCams.items.map((item) => [item.id, item.profileLink, item.position])).toEqual(rest.items.map((item) => [item.id, item.profileLink, item.position]));
    expect(topCams.items[0]!.profileLink).toMatch(/^\/es\/amateur\//);
  });

  // Task (issue 14 server rules): "the 'top video call' list ranked by paid video-chat minutes over a window (e.g. last
  // 30 days)"; spec 001 §3 top cam "rankingPointsVideoCall". The rule: sdk/live/video-call-ranking.ts.
  it('top video call ranks by paid video-chat minutes of the last 30 days, REST and the query service alike', async () => {
    const day = 86_400_000;
    const payer = await signUpAndLogIn(apps.site);
    /** A past chat with the performer and its billed minutes, as billing writes them. */
    const pastChat = async (actorId: number, chatType: string, paidWith: 'coins' | 'voucher' | 'free', minutes: number, daysAgo: number) => {
      const id = randomUUID();
      const at = new Date(Date.now() - daysAgo * day).toISOString();
      await db().insertInto('chat_sessions').values({
        id, guest_id: payer.guestId, active_guest_id: null, actor_id: actorId, chat_type: chatType, price_per_minute: 10, start_seq: 1, started_at: at,
        last_billed_minute: minutes - 1, billed_minutes: minutes, voucher_minutes: 0, total_price: 10 * minutes, paid_until: at, last_seen_at: at,
        is_toy_control: 0, ended_at: at, end_reason: 100,
      }).execute();
      for (let minute = 0; minute < minutes; minute++) {
        await db().insertInto('chat_minutes').values({ chat_id: id, minute, paid_with: paidWith, coins: paidWith === 'coins' ? 10 : 0, voucher_id: null, billed_at: at }).execute();
      }
    };
    // The three last-ranked call performers: by the platform rank alone they would close the list.
    const callers = (await performers()).filter((p) => p.features.mobileVideocall).sort((a, b) => b.rank - a.rank || b.id - a.id);
    expect(callers.length).toBeGreaterThan(3);
    const [a, b, c] = callers as [(typeof callers)[number], (typeof callers)[number], (typeof callers)[number]];
    await pastChat(a.id, 'liveChat', 'coins', 3, 1);
    // Outside the window, not paid in coins, or not a one-to-one video chat: none of these counts.
    await pastChat(a.id, 'liveChat', 'coins', 9, 31);
    await pastChat(a.id, 'liveChat', 'voucher', 9, 1);
    await pastChat(a.id, 'voyeurChat', 'coins', 9, 1);
    await pastChat(b.id, 'videoCall', 'coins', 1, 29);
    await pastChat(b.id, 'mobileCallChat', 'coins', 1, 2);
    await pastChat(c.id, 'liveShow', 'coins', 9, 1);
    await pastChat(c.id, 'freeChat', 'free', 9, 1);
    // And one minute billed for real: a verified guest starts a live chat with c (minute 0 is billed at the start).
    await db().updateTable('performers').set({ is_online: 1 }).where('id', '=', c.id).execute();
    await db().deleteFrom('performer_banned_countries').where('performer_id', '=', c.id).execute();
    const chatter = await signUpVerified(apps.site);
    await creditCoins(db(), { guestId: chatter.guestId, amount: 500, reason: 'test', idempotencyKey: `video-call-${chatter.guestId}` });
    const started = await apps.site.inject({ method: 'POST', url: '/rest/v1/chat/start', headers: { cookie: chatter.cookie }, payload: { actorId: c.id, chatType: 'liveChat', seq: 1 } });
    expect(started.statusCode, started.body).toBe(200);

    const ranking = await list('live/list/topVideoCall?limit=100');
    expect(ranking.items.slice(0, 3).map((item) => [item.id, item.rankingPointsVideoCall, item.position])).toEqual([[a.id, 3, 1], [b.id, 2, 2], [c.id, 1, 3]]);
    // The rest earned nothing in the window: the platform rank orders them, online or not.
    const rest = ranking.items.slice(3);
    expect(rest.every((item) => item.rankingPointsVideoCall === 0)).toBe(true);
    const ranks = new Map(callers.map((p) => [p.id, p.rank]));
    expect(rest.map((item) => ranks.get(item.id))).toEqual(rest.map((item) => ranks.get(item.id)).sort((x, y) => x! - y!));
    expect(ranking.total).toBe(Math.min(100, callers.length));

    const guest = await anonymousGuest(apps.site);
    const query = '{ topCams(list: TOP_VIDEO_CALL, first: 3) { items { id rankingPointsVideoCall position } } }';
    const answer = await apps.site.inject({ method: 'POST', url: '/vxql', headers: { authorization: `Bearer ${guest.accessToken}` }, payload: { query } });
    expect(answer.json().data.topCams.items).toEqual(ranking.items.slice(0, 3).map((item) => ({ id: item.id, rankingPointsVideoCall: item.rankingPointsVideoCall, position: item.position })));
    await apps.site.inject({ method: 'POST', url: `/rest/v1/chat/${started.json().chatId}/end`, headers: { cookie: chatter.cookie }, payload: {} });
  });

  it('presence follows a performer going offline and online (spec 000 §4 "adjusts onlineCount")', async () => {
    const [first] = (await list('live/list/cams?limit=1')).items;
    const before = (await get(`live/presence?ids=${first!.id},999999`)).json<LivePresenceAnswer>();
    expect(before.online).toEqual([first!.id]);
    await db().updateTable('performers').set({ is_online: 0 }).where('id', '=', first!.id).execute();
    const after = (await get(`live/presence?ids=${first!.id}`)).json<LivePresenceAnswer>();
    expect([after.online, after.onlineCount]).toEqual([[], before.onlineCount - 1]);
    // Without ids: only the platform's count (the list pages' loader asks so).
    expect((await get('live/presence')).json()).toEqual({ online: [], ticketShow: [], onlineCount: before.onlineCount - 1 });
    expect((await list('live/list/cams?limit=100')).items.map((item) => item.id)).not.toContain(first!.id);
    await db().updateTable('performers').set({ is_online: 1, is_ticket_show: 1 }).where('id', '=', first!.id).execute();
    // Live contract §2: "ticket show ... -> ticketShow": the Live show tab follows it.
    expect((await get(`live/presence?ids=${first!.id}`)).json()).toEqual({ online: [first!.id], ticketShow: [first!.id], onlineCount: before.onlineCount });
    await db().updateTable('performers').set({ is_ticket_show: 0 }).where('id', '=', first!.id).execute();
  });
}

describe('live lists on SQLite', () => defineLiveListSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('live lists on PostgreSQL', () => defineLiveListSuite('postgres'));
