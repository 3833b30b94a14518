/**
 * bench/live (issue 14): 200 concurrent paid chats for 3 minutes, billed by
 * the real ticker through the ledger, then checked exactly: every guest's
 * ledger sum equals its balance, every chat billed each minute it ran once,
 * and the coins moved equal the chats' prices. Also the time from "start chat"
 * to the first live playlist (the stream URL the start answered, fetched with
 * the guest's media cookie), and how late after its start each minute was billed.
 *
 * In process, through the real routes (app.inject: each guest from its own
 * address), on a fresh SQLite file, or PostgreSQL with VELVET_BENCH_DATABASE_URL.
 * Knobs: BENCH_CHATS (200), BENCH_MINUTES (3), VELVET_CHAT_MINUTE_MS (60000: real minutes).
 * Run: npm run bench:live
 */
import type { ChatSession } from '../sdk/api/schemas/live-chat';
import { balanceOf, creditCoins, ledgerSum } from '../server/money/ledger';
import { signUpVerified } from '../server/test/age-verification';
import { testMediaDir } from '../server/test/media-global-setup';

const CHATS = Number(process.env.BENCH_CHATS ?? 200);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 3);
const MINUTE_MS = Number(process.env.VELVET_CHAT_MINUTE_MS ?? 60_000);
const dialect = process.env.VELVET_BENCH_DATABASE_URL ? 'postgres' : 'sqlite';
if (dialect === 'postgres') process.env.VELVET_TEST_DATABASE_URL = process.env.VELVET_BENCH_DATABASE_URL;
// After the line above: the harness reads the PostgreSQL URL when it loads.
const { buildTestApps, createTestDatabase } = await import('../server/test/harness');

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(1)} ms`);
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

// The live streams are cut from the clip library: the test profile's, which the server tests generate once.
process.env.VELVET_MEDIA_DIR ??= testMediaDir();
process.env.VELVET_MEDIA_PROFILE ??= 'test';
const database = await createTestDatabase(dialect, { ...(dialect === 'postgres' ? { DATABASE_URL: process.env.VELVET_BENCH_DATABASE_URL! } : {}), VELVET_CHAT_MINUTE_MS: String(MINUTE_MS), VELVET_SIMULATOR: 'off' });
const apps = await buildTestApps(database, 0.1);
const app = apps.site;
const { db } = database.handle;
try {
  // Every performer online with a price, so the chats spread over many performers as in life.
  const performers = await db.selectFrom('performers').select(['id', 'prices']).orderBy('id').execute();
  await db.updateTable('performers').set({ is_online: 1 }).execute();
  await db.deleteFrom('performer_banned_countries').execute();
  const actorIds = performers.map((p) => p.id);

  console.log(`bench/live: ${CHATS} paid chats for ${MINUTES} minutes of ${MINUTE_MS} ms on ${database.config.databaseUrl ? 'postgres' : 'sqlite'}`);
  const guests = [];
  for (let n = 0; n < CHATS; n++) {
    // Live chats are rated 18 (spec 001 §9 "age-rating denial 601"): each guest passes the age verification first.
    const guest = await signUpVerified(app);
    // Enough for the whole run for most; every tenth guest runs out of money during the second minute.
    const coins = n % 10 === 9 ? 45 : 2_000;
    await creditCoins(db, { guestId: guest.guestId, amount: coins, reason: 'bench', idempotencyKey: `bench-${guest.guestId}` });
    guests.push({ ...guest, actorId: actorIds[n % actorIds.length]!, coins });
  }

  // All starts at once; each measures its answer, then its first playlist.
  const began = performance.now();
  const started = await Promise.all(guests.map(async (guest, n) => {
    const t0 = performance.now();
    const response = await app.inject({ method: 'POST', url: '/rest/v1/chat/start', headers: { cookie: guest.cookie }, payload: { actorId: guest.actorId, chatType: 'liveChat', seq: n + 1 } });
    const startMs = performance.now() - t0;
    if (response.statusCode !== 200) throw new Error(`start ${n}: ${response.statusCode} ${response.body}`);
    const chat = response.json() as ChatSession;
    const mediaCookie = [response.headers['set-cookie']].flat().filter(Boolean).map((line) => String(line).split(';')[0]).join('; ');
    const playlist = await app.inject({ method: 'GET', url: chat.streamUrl!, headers: { cookie: [guest.cookie, mediaCookie].filter(Boolean).join('; ') } });
    const playlistMs = playlist.statusCode === 200 ? performance.now() - t0 : NaN;
    return { guest, chat, startMs, playlistMs, playlistStatus: playlist.statusCode };
  }));
  console.log(`  ${started.length} chats started in ${((performance.now() - began) / 1000).toFixed(1)} s`);

  // The chat rooms: a heartbeat every 15 s (as CHAT_HEARTBEAT_MS) until the run ends.
  const runMs = MINUTES * MINUTE_MS;
  const runEnd = Date.now() + runMs;
  let heartbeats = 0;
  while (Date.now() < runEnd) {
    await sleep(Math.min(15_000, runEnd - Date.now()));
    await Promise.all(started.map(async ({ guest, chat }) => {
      await app.inject({ method: 'GET', url: `/rest/v1/chat/${chat.chatId}`, headers: { cookie: guest.cookie } });
      heartbeats++;
    }));
  }
  const ends = await Promise.all(started.map(({ guest, chat }) => app.inject({ method: 'POST', url: `/rest/v1/chat/${chat.chatId}/end`, headers: { cookie: guest.cookie }, payload: {} })));
  if (ends.some((r) => r.statusCode !== 200)) throw new Error('an end failed');

  // Exactness: per guest and per chat.
  let ledgerMismatches = 0;
  let minuteMismatches = 0;
  let priceMismatches = 0;
  let missedMinutes = 0;
  let noMoney = 0;
  let minutesBilled = 0;
  const lags: number[] = [];
  for (const { guest, chat } of started) {
    const balance = await balanceOf(db, guest.guestId);
    if ((await ledgerSum(db, guest.guestId)) !== balance) ledgerMismatches++;
    const row = await db.selectFrom('chat_sessions').selectAll().where('id', '=', chat.chatId).executeTakeFirstOrThrow();
    const minutes = await db.selectFrom('chat_minutes').selectAll().where('chat_id', '=', chat.chatId).orderBy('minute').execute();
    const charges = await db.selectFrom('ledger_entries').select(['delta', 'idempotency_key']).where('guest_id', '=', guest.guestId).where('reason', '=', 'chat:minute').execute();
    if (row.end_reason === 501) noMoney++;
    minutesBilled += minutes.length;
    // Each billed minute once, numbered 0.. in order, one ledger charge each under chat:<id>:<minute>.
    const keys = new Set(charges.map((c) => c.idempotency_key));
    if (minutes.length !== row.billed_minutes || keys.size !== charges.length || minutes.some((m, i) => m.minute !== i || !keys.has(`chat:${chat.chatId}:${m.minute}`))) minuteMismatches++;
    // A chat that ran to the end was billed every minute that began before it ended (the last may start as it ends).
    const ranMs = Date.parse(row.ended_at!) - Date.parse(row.started_at);
    const due = Math.floor(ranMs / MINUTE_MS) + 1;
    if (row.end_reason !== 501 && minutes.length < due - 1) missedMinutes += due - 1 - minutes.length;
    const charged = -charges.reduce((sum, c) => sum + c.delta, 0);
    if (charged !== row.total_price || guest.coins - charged !== balance) priceMismatches++;
    for (const m of minutes) lags.push(Date.parse(m.billed_at) - (Date.parse(row.started_at) + m.minute * MINUTE_MS));
  }
  const starts = started.map((s) => s.startMs);
  const playlists = started.map((s) => s.playlistMs).filter((v) => !Number.isNaN(v));
  const statuses = [...new Set(started.map((s) => s.playlistStatus))].join(', ');
  console.log(`  minutes billed: ${minutesBilled} (${noMoney} chats ended by no money, 501); heartbeats: ${heartbeats}`);
  console.log(`  billed exactly: ledger sum = balance for ${CHATS - ledgerMismatches}/${CHATS} guests; minutes once each: ${CHATS - minuteMismatches}/${CHATS}; coins = chat price: ${CHATS - priceMismatches}/${CHATS}; minutes missed: ${missedMinutes}`);
  console.log(`  start chat answer: p50 ${ms(percentile(starts, 50))}, p99 ${ms(percentile(starts, 99))}, max ${ms(Math.max(...starts))}`);
  console.log(`  start chat -> first live playlist: p50 ${ms(percentile(playlists, 50))}, p99 ${ms(percentile(playlists, 99))} (${playlists.length}/${CHATS} playlists answered; statuses ${statuses})`);
  console.log(`  minute billed after its start: p50 ${ms(percentile(lags, 50))}, p99 ${ms(percentile(lags, 99))}, max ${ms(Math.max(...lags))}`);
  if (ledgerMismatches + minuteMismatches + priceMismatches + missedMinutes > 0) process.exitCode = 1;
} finally {
  await apps.close();
  await database.dispose();
}
