/**
 * Live chat sessions and per-minute billing (issue 14 §5, §6; contract §3) on
 * SQLite and PostgreSQL, through the real routes, with a fake billing clock
 * whose ticks the test drives (`service.tick()`).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEndSummary, ChatSession } from '../../sdk/api/schemas/live-chat';
import { VOUCHER_TYPES } from '../../sdk/api/constants';
import { balanceOf, creditCoins, ledgerSum } from '../money/ledger';
import { grantVoucher } from '../money/vouchers';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { anonymousGuest, signUpAndLogIn } from '../test/guests';
import { passAgeVerification } from '../test/age-verification';
import { setGuestStanding } from '../trust/guest-standing';
import { billMinute } from './bill-minute';
import { LiveChatService } from './service';
import { chatPricesOf } from './actor';
import { createChatText } from './chat-replies';

const MINUTE = 60_000;
const PRICES = { video: 10, voyeur: 5, single: 14, singlec2c: 18, ticketShow: 30, voucherChatMinutes: 2 };
const FEATURES = { freeChat: false, voyeurChat: true, mobileVideocall: false, ticketShow: false, livePreview: true };

describe.each(['sqlite', 'postgres'] as const)('live chat on %s', (dialect) => {
  const skip = dialect === 'postgres' && !POSTGRES_URL;
  let database: TestDatabase;
  let apps: TestApps;
  let app: FastifyInstance;
  /** The billing clock: starts at the real time (vouchers are valid from now) and moves only when the test says so. */
  const clock = { now: Date.now() };
  let actorId = 0;
  let offlineActorId = 0;
  let seq = 1;

  const open = (scale: number) => buildTestApps(database, scale, { liveChat: { now: () => clock.now, autoTick: false } });
  const tick = () => apps.platform.liveChat.service.tick();
  const db = () => database.handle.db;

  /** A guest with coins whose age verification is accepted (live chats are rated 18: spec 001 §9 "age-rating denial 601"). */
  async function guestWith(coins: number, { verified = true } = {}) {
    const guest = await signUpAndLogIn(app);
    if (verified) await passAgeVerification(app, guest);
    if (coins > 0) await creditCoins(db(), { guestId: guest.guestId, amount: coins, reason: 'test', idempotencyKey: `test-credit-${guest.guestId}` });
    return guest;
  }
  const start = (cookie: string, body: object) => app.inject({ method: 'POST', url: '/rest/v1/chat/start', headers: { cookie }, payload: { actorId, chatType: 'liveChat', seq: seq++, ...body } });
  const heartbeat = (cookie: string, chatId: string) => app.inject({ method: 'GET', url: `/rest/v1/chat/${chatId}`, headers: { cookie } });
  const end = (cookie: string, chatId: string, payload: object = {}) => app.inject({ method: 'POST', url: `/rest/v1/chat/${chatId}/end`, headers: { cookie }, payload });
  async function eventsOf(guestId: string) {
    const { events } = apps.platform.hub;
    const logged = (await events.range(guestId, 0, await events.currentSeq(guestId))) ?? [];
    return logged.map((entry) => JSON.parse(entry.json) as { type: string } & Record<string, unknown>);
  }
  async function ledgerKeys(guestId: string) {
    const rows = await db().selectFrom('ledger_entries').select(['idempotency_key', 'delta']).where('guest_id', '=', guestId).where('reason', 'like', 'chat:%').orderBy('created_at').execute();
    return rows.map((row) => row.idempotency_key);
  }

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(dialect);
    apps = await open(0.1);
    app = apps.site;
    const performers = await db().selectFrom('performers').select('id').orderBy('id').limit(2).execute();
    [actorId, offlineActorId] = [performers[0]!.id, performers[1]!.id];
    await db().updateTable('performers').set({ prices: JSON.stringify(PRICES), features: JSON.stringify(FEATURES), is_online: 1 }).where('id', '=', actorId).execute();
    await db().updateTable('performers').set({ is_online: 0 }).where('id', '=', offlineActorId).execute();
    await db().deleteFrom('performer_banned_countries').where('performer_id', 'in', [actorId, offlineActorId]).execute();
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  it.skipIf(skip)('refuses a start: login first, minimum balance with missingCoins, performer offline, type not offered, already running, wrong sequence', async () => {
    const anonymous = await anonymousGuest(app);
    expect((await start(anonymous.cookie, {})).json()).toMatchObject({ statusCode: 401, code: 'LOGIN_REQUIRED' });

    // spec 000 §5 "Minimum balance to start a chat is 0.5" plus the prepaid first minute: 10 coins needed.
    const poor = await guestWith(4);
    const short = await start(poor.cookie, {});
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ code: 'NOT_ENOUGH_COINS', missingCoins: 6 });

    const guest = await guestWith(100);
    expect((await start(guest.cookie, { actorId: offlineActorId })).json()).toMatchObject({ statusCode: 409, code: 'LIVE_OFFLINE', exitReasonCode: 201, field: 'body.actorId' });
    expect((await start(guest.cookie, { chatType: 'freeChat' })).json()).toMatchObject({ statusCode: 409, code: 'CHAT_TYPE_NOT_OFFERED', field: 'body.chatType' });
    expect((await start(guest.cookie, { chatType: 'livePreview' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field: 'body.chatType' });

    const firstSeq = seq;
    const first = await start(guest.cookie, {});
    expect(first.statusCode).toBe(200);
    const chat = first.json() as ChatSession;
    // spec 000 §8 "Chat start: already in progress, ..., wrong sequence number".
    expect((await start(guest.cookie, {})).json()).toMatchObject({ statusCode: 409, code: 'CHAT_ALREADY_IN_PROGRESS', exitReasonCode: 906 });
    // A retry of the same start (same seq) answers the same chat and bills nothing more.
    const retry = await app.inject({ method: 'POST', url: '/rest/v1/chat/start', headers: { cookie: guest.cookie }, payload: { actorId, chatType: 'liveChat', seq: firstSeq } });
    expect(retry.json()).toMatchObject({ chatId: chat.chatId, billedMinutes: 1, balance: 90 });
    expect((await app.inject({ method: 'POST', url: '/rest/v1/chat/start', headers: { cookie: guest.cookie }, payload: { actorId, chatType: 'liveChat', seq: firstSeq - 1 } })).json())
      .toMatchObject({ statusCode: 409, code: 'CHAT_WRONG_SEQUENCE', exitReasonCode: 910, field: 'body.seq' });
    await end(guest.cookie, chat.chatId);
  });

  // spec 001 §9 "age-rating denial 601" (pre-chat code); task: a chat showing the full stream requires what an 18-rated
  // video requires: the age verification accepted, and no restriction level that forbids age-rated content.
  it.skipIf(skip)('refuses an unverified or age-restricted guest with 601 before anything is billed or a stream URL signed; after the verification the start goes through', async () => {
    const guest = await guestWith(100, { verified: false });
    for (const chatType of ['liveChat', 'voyeurChat']) {
      const refused = await start(guest.cookie, { chatType });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'CONTENT_RESTRICTED', exitReasonCode: 601 });
      expect(refused.body).not.toContain('/media/live/');
      expect(String(refused.headers['set-cookie'] ?? '')).not.toContain('vm=');
    }
    // The attack: nothing billed, no chat written, no minute claimed, even after the ticker ran.
    await tick();
    expect(await balanceOf(db(), guest.guestId)).toBe(100);
    expect(await ledgerKeys(guest.guestId)).toEqual([]);
    expect(await db().selectFrom('chat_sessions').select('id').where('guest_id', '=', guest.guestId).execute()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/rest/v1/chat/active', headers: { cookie: guest.cookie } })).json()).toEqual({ chat: null });

    await passAgeVerification(app, guest);
    const started = await start(guest.cookie, {});
    expect(started.statusCode).toBe(200);
    expect((started.json() as ChatSession).streamUrl).toMatch(/^\/media\/live\//);
    await end(guest.cookie, (started.json() as ChatSession).chatId);

    // Restriction level 1 forbids 18-rated content (sdk/trust/guest-rules.ts): verified or not, 601 again.
    await setGuestStanding(db(), guest.guestId, { restrictionLevel: 1 });
    expect((await start(guest.cookie, {})).json()).toMatchObject({ statusCode: 403, code: 'ACCOUNT_RESTRICTED', exitReasonCode: 601 });
    expect(await balanceOf(db(), guest.guestId)).toBe(90);
  });

  it.skipIf(skip)('answers a started chat as the contract\'s ChatSession, with an hls stream URL of the chat', async () => {
    const guest = await guestWith(100);
    const response = await start(guest.cookie, {});
    const chat = response.json() as ChatSession;
    expect(chat).toMatchObject({
      actorId, chatType: 'liveChat', pricePerMinute: 10, billedMinutes: 1, totalPrice: 10, balance: 90, streamType: 'hls',
      isVoyeur: false, isToyControl: false, minimumDurationSeconds: 30, endedAt: null, reasonCode: null, messages: [],
    });
    expect(chat.streamUrl).toMatch(new RegExp(`^/media/live/${actorId}/chat/${guest.guestId}/${chat.chatId}/\\d+/[\\w-]+/master\\.m3u8$`));
    expect(Date.parse(chat.paidUntil) - Date.parse(chat.startedAt)).toBe(MINUTE);
    expect(chat.abilities).toEqual(expect.arrayContaining(['video', 'text', 'tip']));
    const active = await app.inject({ method: 'GET', url: '/rest/v1/chat/active', headers: { cookie: guest.cookie } });
    expect(active.json()).toMatchObject({ chat: { chatId: chat.chatId } });
    // The live playlist plays while the chat runs and stops with it (the `chat` access check, contract §2).
    const mediaCookie = String([response.headers['set-cookie']].flat().find((line) => String(line).startsWith('vm='))).split(';')[0]!;
    const playlist = () => app.inject({ method: 'GET', url: chat.streamUrl!, headers: { cookie: `${guest.cookie}; ${mediaCookie}` } });
    expect((await playlist()).statusCode).toBe(200);
    await end(guest.cookie, chat.chatId);
    expect((await playlist()).json()).toMatchObject({ statusCode: 403, code: 'LIVE_SESSION_ENDED' });
    expect((await app.inject({ method: 'GET', url: '/rest/v1/chat/active', headers: { cookie: guest.cookie } })).json()).toEqual({ chat: null });
  });

  it.skipIf(skip)('bills prepaid per minute through the ledger: minute 0 at the start, minute n when it begins, each once (key chat:<chatId>:<minute>)', async () => {
    const guest = await guestWith(100);
    const chat = (await start(guest.cookie, {})).json() as ChatSession;
    const startedAt = clock.now;
    clock.now = startedAt + MINUTE - 1;
    await heartbeat(guest.cookie, chat.chatId);
    await tick();
    expect(await balanceOf(db(), guest.guestId)).toBe(90);
    clock.now = startedAt + MINUTE;
    await tick();
    await tick();
    expect(await balanceOf(db(), guest.guestId)).toBe(80);
    // The same minute billed again moves nothing (the (chat_id, minute) row and the ledger key).
    expect(await billMinute(db(), { chatId: chat.chatId, minute: 1, minuteMs: MINUTE, prices: PRICES, nowMs: clock.now })).toEqual({ status: 'skipped' });
    expect(await ledgerKeys(guest.guestId)).toEqual([`chat:${chat.chatId}:0`, `chat:${chat.chatId}:1`]);
    expect(await ledgerSum(db(), guest.guestId)).toBe(await balanceOf(db(), guest.guestId));
    const state = (await eventsOf(guest.guestId)).filter((e) => e.type === 'chatState').at(-1);
    expect(state).toMatchObject({ chatId: chat.chatId, billedMinutes: 2, totalPrice: 20, balance: 80 });
    await end(guest.cookie, chat.chatId);
  });

  it.skipIf(skip)('uses chat-minute vouchers first, up to the performer\'s voucherChatMinutes, then coins', async () => {
    const guest = await guestWith(100);
    await grantVoucher(db(), { guestId: guest.guestId, type: VOUCHER_TYPES.videochat, amount: 5, source: 'test' });
    const chat = (await start(guest.cookie, {})).json() as ChatSession;
    const startedAt = clock.now;
    for (const minute of [1, 2]) {
      clock.now = startedAt + minute * MINUTE;
      await heartbeat(guest.cookie, chat.chatId);
      await tick();
    }
    const minutes = await db().selectFrom('chat_minutes').select(['minute', 'paid_with', 'coins']).where('chat_id', '=', chat.chatId).orderBy('minute').execute();
    expect(minutes).toEqual([{ minute: 0, paid_with: 'voucher', coins: 0 }, { minute: 1, paid_with: 'voucher', coins: 0 }, { minute: 2, paid_with: 'coins', coins: 10 }]);
    const voucher = await db().selectFrom('vouchers').select('amount').where('guest_id', '=', guest.guestId).executeTakeFirstOrThrow();
    expect(voucher.amount).toBe(3);
    expect(await balanceOf(db(), guest.guestId)).toBe(90);
    await end(guest.cookie, chat.chatId);
  });

  it.skipIf(skip)('ends the chat with the no-money code 501 when a minute cannot be paid, and says so in chatEnd', async () => {
    const guest = await guestWith(25);
    const chat = (await start(guest.cookie, {})).json() as ChatSession;
    const startedAt = clock.now;
    for (const minute of [1, 2]) {
      clock.now = startedAt + minute * MINUTE;
      await heartbeat(guest.cookie, chat.chatId);
      await tick();
    }
    expect(await balanceOf(db(), guest.guestId)).toBe(5);
    const ended = (await heartbeat(guest.cookie, chat.chatId)).json() as ChatSession;
    expect(ended).toMatchObject({ reasonCode: 501, billedMinutes: 2, totalPrice: 20, streamUrl: null });
    const chatEnd = (await eventsOf(guest.guestId)).find((e) => e.type === 'chatEnd');
    expect(chatEnd).toMatchObject({ chatId: chat.chatId, price: 20, actorId, reasonCode: 501, isVoyeur: false, isToyControl: false });
    expect(await ledgerSum(db(), guest.guestId)).toBe(5);
  });

  it.skipIf(skip)('ends the chat when the performer goes offline (201) or into a ticket show (908) and when the guest falls silent (990); a retry of that start then answers guest offline (907)', async () => {
    const guest = await guestWith(100);
    const chat = (await start(guest.cookie, {})).json() as ChatSession;
    await db().updateTable('performers').set({ is_online: 0 }).where('id', '=', actorId).execute();
    await tick();
    await db().updateTable('performers').set({ is_online: 1 }).where('id', '=', actorId).execute();
    expect((await heartbeat(guest.cookie, chat.chatId)).json()).toMatchObject({ reasonCode: 201 });

    // A ticket show begins: the chat ends with "live show started" (908), and no new chat starts meanwhile.
    const beforeShow = (await start(guest.cookie, {})).json() as ChatSession;
    await db().updateTable('performers').set({ is_ticket_show: 1 }).where('id', '=', actorId).execute();
    await tick();
    expect((await start(guest.cookie, {})).json()).toMatchObject({ statusCode: 409, code: 'CHAT_TYPE_NOT_OFFERED' });
    await db().updateTable('performers').set({ is_ticket_show: 0 }).where('id', '=', actorId).execute();
    expect((await heartbeat(guest.cookie, beforeShow.chatId)).json()).toMatchObject({ reasonCode: 908 });

    const silentSeq = seq;
    const silent = (await start(guest.cookie, {})).json() as ChatSession;
    clock.now += 76_000;
    await tick();
    expect((await heartbeat(guest.cookie, silent.chatId)).json()).toMatchObject({ reasonCode: 990 });
    const retry = await app.inject({ method: 'POST', url: '/rest/v1/chat/start', headers: { cookie: guest.cookie }, payload: { actorId, chatType: 'liveChat', seq: silentSeq } });
    expect(retry.json()).toMatchObject({ statusCode: 409, code: 'CHAT_GUEST_OFFLINE', exitReasonCode: 907 });
  });

  it.skipIf(skip)('answers 504 CHAT_START_TIMEOUT (198) when the live side does not answer in time', async () => {
    const guest = await guestWith(100);
    const hanging = new LiveChatService(db(), async () => undefined, { now: () => clock.now, startTimeoutMs: 1, streamState: () => new Promise(() => undefined) });
    const outcome = await hanging.start({ guestId: guest.guestId, actorId, chatType: 'liveChat', seq: seq++ });
    expect(outcome).toMatchObject({ ok: false, refusal: { status: 504, code: 'CHAT_START_TIMEOUT', exitReasonCode: 198 } });
    expect(await balanceOf(db(), guest.guestId)).toBe(100);
  });

  it.skipIf(skip)('takes tips and toy orders into the chat\'s price, refuses them short of coins or after the end, and sums it all up at the end', async () => {
    const guest = await guestWith(40);
    const chat = (await start(guest.cookie, {})).json() as ChatSession;
    const tip = (amount: number) => app.inject({ method: 'POST', url: `/rest/v1/chat/${chat.chatId}/tip`, headers: { cookie: guest.cookie }, payload: { amount } });
    expect((await tip(5)).json()).toEqual({ balance: 25, totalPrice: 15 });
    expect((await tip(50)).json()).toMatchObject({ statusCode: 402, code: 'NOT_ENOUGH_COINS', missingCoins: 25 });
    const toy = await app.inject({ method: 'POST', url: `/rest/v1/chat/${chat.chatId}/toy`, headers: { cookie: guest.cookie }, payload: { random: true } });
    const hasToy = actorId % 3 === 0;
    expect(toy.json()).toMatchObject(hasToy ? { balance: 17, totalPrice: 23 } : { statusCode: 409, code: 'TOY_NOT_AVAILABLE' });
    clock.now += 12_000;
    const summary = (await end(guest.cookie, chat.chatId, { reasonCode: 101 })).json() as ChatEndSummary;
    expect(summary).toEqual({
      chatId: chat.chatId, price: hasToy ? 23 : 15, actorId, actorName: chat.actorName, isVoyeur: false, isToyControl: hasToy,
      reasonCode: 101, billedMinutes: 1, durationSeconds: 12,
    });
    // Ending twice answers the same summary; a tip after the end is refused.
    expect((await end(guest.cookie, chat.chatId)).json()).toEqual(summary);
    expect((await tip(1)).json()).toMatchObject({ statusCode: 409, code: 'CHAT_ENDED' });
    // The chat-exit survey (spec 002 §7.7) carries the chat; its stars count toward the performer's chat ratings, once.
    const survey = { chatId: chat.chatId, actorId, mobile: false, feedback: 'Lovely', rating: 5, isAnonymousVoicecall: false, chatType: 'liveChat', currentUrl: 'https://velvet.test/' };
    expect((await app.inject({ method: 'POST', url: '/rest/v1/survey/chatexit', headers: { cookie: guest.cookie }, payload: survey })).json()).toMatchObject({ data: { stored: true } });
    await app.inject({ method: 'POST', url: '/rest/v1/survey/chatexit', headers: { cookie: guest.cookie }, payload: { ...survey, rating: 1 } });
    expect(await db().selectFrom('chat_ratings').select(['actor_id', 'stars']).where('chat_id', '=', chat.chatId).execute()).toEqual([{ actor_id: actorId, stars: 5 }]);
    expect((await eventsOf(guest.guestId)).filter((e) => e.type === 'chatEnd')).toHaveLength(1);
    expect(await ledgerSum(db(), guest.guestId)).toBe(await balanceOf(db(), guest.guestId));
  });

  it.skipIf(skip)('survives a restart mid-chat: the new process bills on, never a minute twice, and misses at most the running one', async () => {
    const guest = await guestWith(100);
    const chat = (await start(guest.cookie, {})).json() as ChatSession;
    const startedAt = clock.now;
    clock.now = startedAt + MINUTE + 500;
    await heartbeat(guest.cookie, chat.chatId);
    await tick();
    // The process stops (its ticker with it) and a new one opens the same database.
    await apps.close();
    apps = await open(0);
    app = apps.site;
    await tick();
    expect(await ledgerKeys(guest.guestId)).toEqual([`chat:${chat.chatId}:0`, `chat:${chat.chatId}:1`]);
    clock.now = startedAt + 2 * MINUTE + 1;
    await heartbeat(guest.cookie, chat.chatId);
    await tick();
    await tick();
    // A second process ticking the same chat at the same time bills nothing more.
    await new LiveChatService(db(), async () => undefined, { now: () => clock.now }).tick();
    expect(await ledgerKeys(guest.guestId)).toEqual([0, 1, 2].map((m) => `chat:${chat.chatId}:${m}`));
    expect(await balanceOf(db(), guest.guestId)).toBe(70);
    expect(await ledgerSum(db(), guest.guestId)).toBe(70);
    // Down as minute 3 began: the process that comes back 10 s later bills it then (late, not missed).
    await apps.close();
    clock.now = startedAt + 3 * MINUTE + 10_000;
    apps = await open(0);
    app = apps.site;
    await heartbeat(guest.cookie, chat.chatId);
    await tick();
    expect(await ledgerKeys(guest.guestId)).toEqual([0, 1, 2, 3].map((m) => `chat:${chat.chatId}:${m}`));
    expect(await ledgerSum(db(), guest.guestId)).toBe(await balanceOf(db(), guest.guestId));
    await end(guest.cookie, chat.chatId);
  });

  it.skipIf(skip)('echoes the guest\'s chat line and the simulated performer answers it after a pause, only while the chat runs', async () => {
    const guest = await guestWith(100);
    const chat = (await start(guest.cookie, {})).json() as ChatSession;
    const waiting: Array<() => void> = [];
    const manualClock = { setTimeout: (fn: () => void) => waiting.push(fn), clearTimeout: () => undefined };
    const text = createChatText(db(), apps.platform.publishChanges, { clock: manualClock, now: () => clock.now });
    expect(await text.send(guest.guestId, chat.chatId, '   ', 'en')).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await text.send('someone-else', chat.chatId, 'Hi', 'en')).toMatchObject({ code: 'NOT_FOUND' });
    expect(await text.send(guest.guestId, chat.chatId, ' Hello there ', 'en')).toBeUndefined();
    expect(waiting).toHaveLength(1);
    clock.now += 2_000;
    waiting.shift()!();
    await text.close();
    const lines = (await eventsOf(guest.guestId)).filter((e) => e.type === 'chatMessage').map((e) => e.message as { senderType: string; text: string });
    expect(lines.map((line) => line.senderType)).toEqual(['guest', 'actor']);
    expect(lines[0]!.text).toBe('Hello there');
    expect(lines[1]!.text.length).toBeGreaterThan(0);
    expect(((await heartbeat(guest.cookie, chat.chatId)).json() as ChatSession).messages.map((m) => m.senderType)).toEqual(['guest', 'actor']);
    await end(guest.cookie, chat.chatId);
    expect(await apps.platform.liveChat.text.send(guest.guestId, chat.chatId, 'Still there?', 'en')).toMatchObject({ code: 'CHAT_ENDED' });
  });

  it.skipIf(skip)('serves the chat button config of spec 001 §3, with the chat ratings only from 10 ratings (spec 000 §5)', async () => {
    const config = () => app.inject({ method: 'GET', url: `/rest/v1/actor/${actorId}/chatButtonConfig` });
    await db().deleteFrom('chat_ratings').where('actor_id', '=', actorId).execute();
    const rows = (count: number, from: number) => Array.from({ length: count }, (_, n) => ({
      id: `t-${actorId}-${from + n}`, actor_id: actorId, guest_id: null, chat_id: null, stars: n % 4 === 0 ? 2 : 5, created_at: new Date().toISOString(),
    }));
    await db().insertInto('chat_ratings').values(rows(9, 0)).execute();
    // One rating older than 90 days does not count.
    await db().insertInto('chat_ratings').values({ ...rows(1, 100)[0]!, created_at: new Date(Date.now() - 91 * 86_400_000).toISOString() }).execute();
    expect((await config()).json()).toMatchObject({
      actorId, isActorOnline: true, voyeur: true, freeChat: false, ticket: false, voicecall: false, minimumBalance: 2, chatRatings: null,
      prices: { single: 14, singlec2c: 18, video: 10, voucherChatMinutes: 2, voyeur: 5, freeMessages: 0 },
    });
    // The tenth (2 stars): 6 of 10 gave 4 or 5 stars.
    await db().insertInto('chat_ratings').values(rows(1, 9)).execute();
    expect((await config()).json()).toMatchObject({ chatRatings: { lastNinetyDays: { countRatings: 10, satisfactionRate: 60 } } });
    expect((await app.inject({ method: 'GET', url: `/rest/v1/actor/${offlineActorId}/chatButtonConfig` })).json()).toMatchObject({ isActorOnline: false, voyeur: false });
    expect((await app.inject({ method: 'GET', url: '/rest/v1/actor/99999999/chatButtonConfig' })).json()).toMatchObject({ statusCode: 404, field: 'params.actorId' });
  });

  it.skipIf(skip)('reads the chat prices of a performer in whole coins', () => {
    expect(chatPricesOf(JSON.stringify({ video: 12.4, voyeur: -1 }))).toEqual({ video: 12, voyeur: 0, single: 0, singlec2c: 0, ticketShow: 0, voucherChatMinutes: 0 });
  });
});
