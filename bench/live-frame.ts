/**
 * bench/live-frame (issue 14 "Tests": bench/live prints "time from 'start chat' to first frame"): real
 * Chromium against the real server, a signed-up guest with coins opens a performer's profile, clicks
 * "Start video chat" on the chat button and waits for the first decoded video frame of the chat room's
 * player (requestVideoFrameCallback on its <video>). Each chat runs in a fresh browser context (empty
 * HTTP cache, the guest's cookies and storage), so every figure is a first chat of a visit; each chat
 * is ended in the room (Leave chat) before the next. Prints p50 / p90 / max and the split from
 * Resource Timing: click -> room chunk -> chat/start answer -> master playlist -> hls.js chunk ->
 * level playlist -> first segment -> first frame (all from the click, responseEnd of each request).
 * It measures; it asserts nothing (speed is never a test assertion).
 *
 *   npm run bench:live-frame [-- runs]                      SQLite (a fresh file)
 *   BENCH_NETWORK=slow npm run bench:live-frame             each chat's page on a slow mobile network
 *   VELVET_BENCH_DATABASE_URL=postgres://… VELVET_BENCH_REDIS_URL=redis://… npm run bench:live-frame
 *
 * Needs a build (`node scripts/build.mjs --if-changed`, which the npm script runs first).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { DEV_KEY_HEADER } from '../server/http/dev-only';
import { testMediaDir } from '../server/test/media-global-setup';
import { acknowledgeNotices, ageConfirmedCookie, SIGN_UP_CONFIRMATIONS, startVelvet, type Velvet } from '../tests/e2e/harness';
import { machineNote } from './bench-pages';

const RUNS = Number(process.argv[2] ?? process.env.BENCH_RUNS ?? 20);
const VIEWPORT = { width: 1440, height: 900 };
const postgresUrl = process.env.VELVET_BENCH_DATABASE_URL ?? '';
const redisUrl = process.env.VELVET_BENCH_REDIS_URL ?? '';
/**
 * BENCH_NETWORK=slow: each chat's page on a slow mobile network (bench/page-vitals' figures: 150 ms RTT, 1.6 Mbit/s
 * down, 750 kbit/s up), where every round trip and kilobyte on the way to the first frame shows.
 */
const NETWORK = process.env.BENCH_NETWORK === 'slow' ? { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } : null;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 18240);
const dataDir = mkdtempSync(join(tmpdir(), 'velvet-bench-frame-'));
const schema = `velvet_bench_frame_${randomBytes(4).toString('hex')}`;

// The live streams are cut from the clip library: the test profile's, which the server tests generate once.
process.env.VELVET_MEDIA_DIR ??= testMediaDir();
process.env.VELVET_MEDIA_PROFILE ??= 'test';

/** The host site's built file of each lazily loaded part, from Vite's manifest (hashed names). */
function chunkFiles() {
  const manifest = JSON.parse(readFileSync('dist/host-site/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const fileOf = (pattern: RegExp) => Object.entries(manifest).find(([key]) => pattern.test(key))?.[1].file ?? '\0';
  return { room: fileOf(/widgets\/chat-room\/chat-room\.ts$/), player: fileOf(/widgets\/player\/player\.ts$/), hls: fileOf(/hls\.js\/dist\/hls\.light\.mjs$/) };
}

/** The steps of the split, in the order a chat start walks them: name and how its request's URL looks. */
function steps(chunks: ReturnType<typeof chunkFiles>) {
  return [
    { name: 'room chunk', match: (url: string) => url.endsWith(`/${chunks.room}`) },
    { name: 'player chunk', match: (url: string) => url.endsWith(`/${chunks.player}`) },
    { name: 'chat/start', match: (url: string) => url.includes('/rest/v1/chat/start') },
    { name: 'master playlist', match: (url: string) => /\/media\/live\/.+\/master\.m3u8/.test(url) },
    { name: 'hls.js chunk', match: (url: string) => url.endsWith(`/${chunks.hls}`) },
    { name: 'level playlist', match: (url: string) => /\/media\/live\/.+\/live\.m3u8/.test(url) },
    { name: 'first segment', match: (url: string) => /\/media\/live\/.+\.ts$/.test(url) },
  ];
}

/** Records the time of the next click (event.timeStamp: the page's performance clock) before any page script runs. */
const RECORD_CLICK = () => {
  const bench: { armed: boolean; click: number | null } = { armed: false, click: null };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  // Long tasks (main thread busy for 50 ms or more) for BENCH_TRACE.
  const longTasks: string[] = ((window as unknown as { __longTasks: string[] }).__longTasks = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(`${Math.round(entry.startTime)}+${Math.round(entry.duration)}`);
  }).observe({ type: 'longtask', buffered: true });
  window.addEventListener('click', (event) => {
    if (bench.armed && bench.click === null) bench.click = event.timeStamp;
  }, true);
};

interface FirstFrame {
  click: number;
  frame: number;
  mediaTime: number;
  resources: Array<{ name: string; startTime: number; responseEnd: number; transferSize: number }>;
  /** The <video>'s events until just after the first frame (BENCH_TRACE prints them). */
  events: string[];
}

/** Waits in the page for the room's <video> and its first presented frame; resolves with the page's timings. */
function waitForFirstFrame(page: Page): Promise<FirstFrame> {
  return page.evaluate(() => new Promise<FirstFrame>((resolve, reject) => {
    const bench = (window as unknown as { __bench: { armed: boolean; click: number | null } }).__bench;
    bench.armed = true;
    const events: string[] = [];
    const giveUp = setTimeout(() => reject(new Error('no video frame within 60 s')), 60_000);
    const find = () => document.querySelector('velvet-chat-button')?.shadowRoot?.querySelector('velvet-player')?.shadowRoot?.querySelector('video') ?? null;
    const watch = () => {
      const video = find();
      if (!video) return void setTimeout(watch, 4);
      for (const type of ['loadstart', 'loadedmetadata', 'loadeddata', 'canplay', 'play', 'playing', 'waiting', 'seeking', 'seeked', 'stalled', 'timeupdate']) {
        video.addEventListener(type, () => {
          const ranges = Array.from({ length: video.buffered.length }, (_, i) => `${video.buffered.start(i).toFixed(2)}-${video.buffered.end(i).toFixed(2)}`).join(',');
          events.push(`${Math.round(performance.now() - (bench.click ?? 0))} ${type} t=${video.currentTime.toFixed(2)} rs=${video.readyState} buf=${ranges}`);
        });
      }
      video.requestVideoFrameCallback((_now, metadata) => {
        clearTimeout(giveUp);
        const resources = performance.getEntriesByType('resource').map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return { name: timing.name, startTime: timing.startTime, responseEnd: timing.responseEnd, transferSize: timing.transferSize };
        });
        events.push(`long tasks (start+duration, page clock; click at ${Math.round(bench.click ?? 0)}): ${(window as unknown as { __longTasks: string[] }).__longTasks.join(' ')}`);
        setTimeout(() => resolve({ click: bench.click ?? NaN, frame: metadata.presentationTime, mediaTime: metadata.mediaTime, resources, events }), 50);
      });
    };
    watch();
  }));
}

/** The functions the page spent most of its own time in (self time), from a CDP CPU profile. */
function printProfile(profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>; samples?: number[]; timeDeltas?: number[] }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  for (const [name, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    profile ${ms(time)} ms  ${name}`);
}

const percentile = (values: number[], p: number) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}`.padStart(6) : '   n/a');

async function post(context: BrowserContext, url: string, data: unknown, headers: Record<string, string> = {}) {
  const answer = await context.request.post(url, { data, headers });
  if (answer.status() !== 200) throw new Error(`POST ${url}: ${answer.status()} ${await answer.text()}`);
  return answer.json() as Promise<Record<string, unknown>>;
}

/** An online performer with a video chat price (one is brought online through the dev route if none is). */
async function onlinePerformer(velvet: Velvet) {
  const config = async (id: number) => {
    const response = await fetch(`${velvet.urls.site}/rest/v1/actor/${id}/chatButtonConfig?lang=en`);
    return response.ok ? ((await response.json()) as { isActorOnline: boolean; actorName?: string; prices: { video: number } }) : null;
  };
  for (let id = 1; id <= 40; id++) {
    const found = await config(id);
    if (!found || !(found.prices.video > 0)) continue;
    if (!found.isActorOnline) {
      const answer = await fetch(`${velvet.urls.site}/rest/v1/dev/presence`, { method: 'POST', headers: { 'content-type': 'application/json', [DEV_KEY_HEADER]: velvet.devKey }, body: JSON.stringify({ actorId: id, online: true }) });
      if (!answer.ok) throw new Error(`dev/presence: ${answer.status} ${await answer.text()}`);
    }
    const actor = (await (await fetch(`${velvet.urls.site}/rest/v1/actor/getActorDataByIdOrName/${id}?lang=en`)).json()) as { data?: { name: string } };
    if (actor.data) return { id, name: actor.data.name, price: found.prices.video };
  }
  throw new Error('no performer with a video chat price among ids 1-40');
}

/** Signs a guest up, tops up enough coins for every chat's first minute, and returns the browser state to start each chat from. */
async function preparedGuest(velvet: Velvet, price: number) {
  const context = await velvet.browser.newContext({ viewport: VIEWPORT });
  await context.addCookies([ageConfirmedCookie(velvet)]);
  const page = await context.newPage();
  await page.goto(`${velvet.urls.site}/en/`);
  await page.waitForSelector('html[data-hydrated-at]', { state: 'attached' });
  await acknowledgeNotices(page);
  await page.goto('about:blank');
  const name = `bench_frame_${randomBytes(3).toString('hex')}`;
  await post(context, `${velvet.urls.site}/rest/v1/guest/signup?lang=en`, { name, email: `${name}@example.com`, password: 'correct horse battery', ...SIGN_UP_CONFIRMATIONS });
  // 50 € buy 220 coins; every chat bills its first minute at the start.
  for (let coins = 0; coins < (RUNS + 2) * price; coins += 220) {
    await post(context, `${velvet.urls.site}/rest/v1/payment/topup?lang=en`, { amountEuros: 50, card: { number: '4242424242424242', expiry: '12/39', cvc: '123' }, idempotencyKey: randomUUID() });
  }
  // Age verified through the sandbox AVS (live chats are rated 18): start a checkout, accept it on the provider's page.
  const started = await post(context, `${velvet.urls.site}/rest/v1/avs/start?lang=en`, {});
  await page.goto(String((started.data as { checkoutLink: string }).checkoutLink));
  await page.locator('form').first().getByRole('button').click();
  await page.waitForLoadState('load');
  const avs = (await (await context.request.get(`${velvet.urls.site}/rest/v1/avs/status?lang=en`)).json()) as { data?: { avsStatus?: string } };
  if (avs.data?.avsStatus !== 'accepted') throw new Error(`the sandbox age verification did not pass: ${JSON.stringify(avs)}`);
  await page.goto('about:blank');
  const state = await context.storageState();
  return { state, context };
}

/**
 * Ends the chat as a guest does (Leave chat, and Leave again before the minimum duration, spec 000 §5); on a
 * machine too busy for the room to answer in time, through the REST route, so the next chat can start.
 */
async function endChat(context: BrowserContext, page: Page, velvet: Velvet) {
  const room = page.locator('velvet-chat-button [role="dialog"]');
  try {
    await room.getByRole('button', { name: 'Leave chat' }).click({ timeout: 30_000 });
    await room.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click({ timeout: 10_000 }).catch(() => undefined);
    await room.locator('.ended').waitFor({ timeout: 30_000 });
  } catch {
    const active = (await (await context.request.get(`${velvet.urls.site}/rest/v1/chat/active?lang=en`)).json()) as { chat: { chatId: string } | null };
    if (active.chat) await post(context, `${velvet.urls.site}/rest/v1/chat/${active.chat.chatId}/end?lang=en`, {});
  }
}

async function oneChat(velvet: Velvet, state: Awaited<ReturnType<typeof preparedGuest>>['state'], profile: string) {
  const context = await velvet.browser.newContext({ viewport: VIEWPORT, storageState: state });
  try {
    const page = await context.newPage();
    if (NETWORK) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    }
    // tsx names the bench's inner functions with an __name helper that the page lacks.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.addInitScript(RECORD_CLICK);
    await page.goto(profile);
    await page.waitForSelector('html[data-hydrated-at]', { state: 'attached' });
    const start = page.locator('velvet-chat-button').getByRole('button', { name: /^Start video chat/ });
    await start.waitFor();
    // The page settles first (its own requests done), so the figure is the chat's alone.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // BENCH_PROFILE=1: a CPU profile of the page from the click to the first frame, its top functions printed.
    const profiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 500 });
      await profiler.send('Profiler.start');
    }
    const frame = waitForFirstFrame(page);
    await start.click();
    const result = await frame;
    if (profiler) printProfile((await profiler.send('Profiler.stop')).profile);
    await endChat(context, page, velvet);
    return result;
  } finally {
    await context.close();
  }
}

async function main() {
  const env: Record<string, string> = {
    VELVET_SIMULATOR: 'off', VELVET_CHAT_MINUTE_MS: '600000', LOG_LEVEL: 'error',
    // Ports and data folder of their own (BENCH_PORT: 4 ports from there), so the bench runs beside a dev server.
    VELVET_PORT: String(BASE_PORT), VELVET_OVERLAY_PORT: String(BASE_PORT + 1), VELVET_WHITE_LABEL_PORT: String(BASE_PORT + 2), VELVET_EXAMPLES_PORT: String(BASE_PORT + 3),
    VELVET_DATA_DIR: dataDir,
  };
  if (postgresUrl) Object.assign(env, { DATABASE_URL: postgresUrl, VELVET_DB_SCHEMA: schema }, redisUrl ? { REDIS_URL: redisUrl } : {});
  const velvet = await startVelvet(env);
  try {
    const chunks = chunkFiles();
    const split = steps(chunks);
    const performer = await onlinePerformer(velvet);
    const { state, context } = await preparedGuest(velvet, performer.price);
    await context.close();
    const profile = `${velvet.urls.site}/en/amateur/${performer.name.toLowerCase()}/`;
    console.log(`bench/live-frame: ${RUNS} chats (+1 warm-up, not counted) on ${postgresUrl ? `postgres${redisUrl ? ' + redis' : ''}` : 'sqlite'}, performer ${performer.id} (${performer.price} VXC/min), 1440x900, ${NETWORK ? `network ${NETWORK.latency} ms RTT, 1.6 Mbit/s down` : 'no throttling'}`);
    console.log(`machine: ${await machineNote()}`);
    const rows: Array<{ total: number; steps: number[] }> = [];
    for (let run = 0; run <= RUNS; run++) {
      const result = await oneChat(velvet, state, profile);
      const after = result.resources.filter((entry) => entry.startTime >= result.click);
      const at = split.map((step) => {
        const entry = after.find((candidate) => step.match(candidate.name));
        return entry ? entry.responseEnd - result.click : NaN;
      });
      const total = result.frame - result.click;
      // BENCH_TRACE=1: every request after the click, to see where a chat's time goes.
      if (process.env.BENCH_TRACE) {
        for (const line of result.events) console.log(`    video ${line}`);
        for (const entry of after) console.log(`    ${ms(entry.startTime - result.click)} -> ${ms(entry.responseEnd - result.click)} ms  ${entry.name.replace(velvet.urls.site, '')}`);
      }
      if (run === 0) continue;
      rows.push({ total, steps: at });
      console.log(`  chat ${String(run).padStart(2)}: first frame ${ms(total)} ms | ${split.map((step, i) => `${step.name} ${ms(at[i]!).trim()}`).join(', ')}`);
    }
    const totals = rows.map((row) => row.total);
    console.log(`\nclick -> first decoded frame: p50 ${ms(percentile(totals, 50))} ms, p90 ${ms(percentile(totals, 90))} ms, max ${ms(Math.max(...totals))} ms (${rows.length} chats)`);
    console.log('split (ms after the click, the step\'s response end):      p50     p90     max');
    split.forEach((step, i) => {
      const values = rows.map((row) => row.steps[i]!);
      console.log(`  ${step.name.padEnd(54)} ${ms(percentile(values, 50))}  ${ms(percentile(values, 90))}  ${ms(Math.max(...values.filter(Number.isFinite)))}`);
    });
    console.log(`  ${'first frame presented'.padEnd(54)} ${ms(percentile(totals, 50))}  ${ms(percentile(totals, 90))}  ${ms(Math.max(...totals))}`);
    // The player's part alone: from the chat/start answer on (the server's start time varies most with the machine's load).
    const answerIndex = split.findIndex((step) => step.name === 'chat/start');
    const player = rows.map((row) => row.total - row.steps[answerIndex]!).filter(Number.isFinite);
    console.log(`chat/start answer -> first frame: p50 ${ms(percentile(player, 50))} ms, p90 ${ms(percentile(player, 90))} ms, max ${ms(Math.max(...player))} ms`);
  } finally {
    await velvet.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (postgresUrl) {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
}

await main();
