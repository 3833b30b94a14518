// The global search and the actor search under load (issue 15: "bench/search prints p50/p99 of actor search, global search ... at 50 concurrent
// requests on a catalog 10 times the demo (VELVET_SEED_SCALE or similar); target p99 at most 20 ms on SQLite").
// A server in its own process on a fresh data dir seeded at VELVET_BENCH_SCALE (default 10: 4,000 performers,
// 50,000 videos), 50 concurrent keep-alive requests per row for a few seconds. Patterns come from the seeded
// catalog itself (generateCatalog of the same seed): performer names and their prefixes, title words, pairs of
// title words, names with a title word, and names with one letter wrong (typos, up to ten per name). Rows:
//   - cached: a set of 60 patterns asked over and over (the answer cache holds them after the first round);
//   - uncached: every request a pattern not asked before, so every one runs the database queries and the ranking.
//   - videos sorted: the video list in each of its nine orders, the first page (cached) and deeper pages (not).
// Prints p50/p99 and the server's CPU time per answer; asserts nothing. VELVET_BENCH_ONLY=text runs only the rows whose
// name holds the text; VELVET_BENCH_REPEAT=n runs each row n times in a row (on a shared machine the lowest CPU figure is
// the steadiest: other processes inflate a run's CPU time per answer, never deflate it); a repeated uncached row goes on
// with requests its earlier runs did not send.
//
//   npx tsx bench/search.ts [seconds per row]     (VELVET_BENCH_SCALE=1 for the demo size; DATABASE_URL for PostgreSQL)
import { Agent, request as httpRequest } from 'node:http';
import { readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { generateCatalog } from '../server/db/seed/generate';
import { VIDEO_ORDERS, type VideoOrder } from '../sdk/video-lists';
import { BENCH_SEED, machineNote, percentile, processCpuMs } from './bench-pages';
import { startServerProcess } from './server-process';
import { SESSION_COOKIE_NAME } from '../sdk/consent/inventory';

const CONCURRENCY = 50;
const seconds = Number(process.argv[2] ?? 5);
const scale = Number(process.env.VELVET_BENCH_SCALE ?? 10);
const TARGET_P99_MS = 20;

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function getOnce(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, headers: { accept: 'application/json' } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The session cookie the actor search sets when it first stores a guest's location; sent on every later search as a
 * browser would (without it every search by location would make a new anonymous guest).
 */
let actorCookie = '';

/** A JSON POST (the actor search's routes take their search as a body). */
function postOnce(url: string, body: unknown): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const headers = { accept: 'application/json', 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(actorCookie ? { cookie: actorCookie } : {}) };
    const req = httpRequest(url, { agent, method: 'POST', headers }, (response) => {
      const session = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
      if (session && !actorCookie) actorCookie = session.split(';')[0]!;
      response.on('data', () => undefined);
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}


/** A deterministic shuffle (the runs compare). */
function shuffled<T>(items: T[], seed = 7): T[] {
  const list = [...items];
  let state = seed;
  for (let i = list.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** Patterns a visitor would type, from the catalog the server seeded. */
function patternsOf(catalogScale: number): string[] {
  const catalog = generateCatalog(BENCH_SEED.seed, catalogScale);
  const names = catalog.performers.map((p) => p.name);
  const words = [...new Set(catalog.videos.flatMap((v) => v.title.toLowerCase().split(/\s+/)).filter((w) => w.length >= 3))];
  const typo = (name: string, at: number, letter: string) => `${name.slice(0, at)}${name[at] === letter ? 'a' : letter}${name.slice(at + 1)}`.toLowerCase();
  const patterns = new Set<string>();
  // Enough distinct patterns that a row of several thousand requests per second never asks one twice.
  names.forEach((name, i) => {
    patterns.add(name.toLowerCase());
    patterns.add(name.slice(0, 5).toLowerCase());
    for (const at of [2, 3, 4, 5, 6]) for (const letter of ['e', 'o']) patterns.add(typo(name, Math.min(name.length - 1, at), letter));
    for (let k = 0; k < 2; k++) patterns.add(`${name.toLowerCase()} ${words[(i * 7 + k * 5) % words.length]!}`);
  });
  for (const a of words) for (const b of words.slice(0, 12)) if (a !== b) patterns.add(`${a} ${b}`);
  for (const word of words) patterns.add(word);
  return shuffled([...patterns]);
}

/** Signals the server to write a heap snapshot and waits until the file is whole (its size stops growing). */
async function heapSnapshot(pid: number, dir: string): Promise<void> {
  const before = new Set(readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  let size = -1;
  for (;;) {
    await new Promise((done) => setTimeout(done, 2000));
    const file = readdirSync(dir).find((name) => !before.has(name) && name.endsWith('.heapsnapshot'));
    if (!file) continue;
    const now = statSync(resolve(dir, file)).size;
    if (now === size && now > 0) return console.log(`heap snapshot: ${resolve(dir, file)} (${(now / 1e6).toFixed(0)} MB)`);
    size = now;
  }
}

/** Requests for `durationMs`, their indices counting on from `first` (a repeated row goes on where the last run stopped). */
async function load(send: (index: number) => Promise<{ ms: number; status: number }>, durationMs: number, first = 0) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let next = first;
  const deadline = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const result = await send(next++);
      times.push(result.ms);
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { times, statuses };
}

// On PostgreSQL the server seeds a schema of its own, dropped at the end.
const schema = process.env.DATABASE_URL ? `bench_search_${process.pid}` : null;
// VELVET_BENCH_CPU_PROF=dir: the server writes a V8 CPU profile (--cpu-prof) into dir when it stops.
const profArgs = process.env.VELVET_BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.VELVET_BENCH_CPU_PROF)}`] : [];
// VELVET_BENCH_HEAP_SNAPSHOT=dir: the server writes a heap snapshot into dir after the last row (what its heap holds
// then: the kept word lists, caches and tables every full collection marks).
const heapDir = process.env.VELVET_BENCH_HEAP_SNAPSHOT ? resolve(process.env.VELVET_BENCH_HEAP_SNAPSHOT) : null;
const heapArgs = heapDir ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${heapDir}`] : [];
// VELVET_BENCH_NODE_ARGS: more flags for the server's node (--trace-gc, to see the collections behind a tail).
const nodeArgs = (process.env.VELVET_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = await startServerProcess({ VELVET_SEED_SCALE: String(scale), ...(schema ? { VELVET_DB_SCHEMA: schema } : {}) }, [...profArgs, ...heapArgs, ...nodeArgs]);
const site = server.urls.site;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
try {
  const patterns = patternsOf(scale);
  const hot = patterns.slice(0, 60);
  // The uncached rows each take patterns from their own part of the list: no row warms another's.
  const cold = patterns.slice(60);
  const coldHalf = Math.floor(cold.length / 2);
  const global = (pattern: string) => `${site}/rest/v1/searchResult/search/en/${encodeURIComponent(pattern)}`;
  const byType = (pattern: string) => `${site}/rest/v1/searchResult/searchByType?searchType=videos&searchPattern=${encodeURIComponent(pattern)}&from=0&take=30&withTotalCount=true&lang=en`;
  // Actor search (issue 15 item 2): POST actorsearch/search. Cached: 24 searches (4 types x 3 sorts x 2 pages) asked
  // over and over; uncached: every request a location never asked before (sorted by distance), so every one runs the
  // filters, the facet counts, the sort and the markers over the whole catalog.
  const actorSearch = `${site}/rest/v1/actorsearch/search`;
  const actorBodies = (['default', 'location', 'custom', 'newGirls'] as const).flatMap((searchType) => (['rank', 'registered', 'distance'] as const).flatMap((sortType) => [1, 2].map((page) => ({
    page, body: { moodValue: 0, searchType, sortType, requestId: 1, forcedGuestZip: '10115', searchConditions: searchType === 'custom' ? { gender: ['F'], age: ['18-25', '26-35'] } : {} },
  }))));
  const actorsHot = (i: number) => {
    const { page, body } = actorBodies[i % actorBodies.length]!;
    return postOnce(`${actorSearch}?page=${page}&lang=en`, { ...body, requestId: i });
  };
  // Distinct locations 1 km apart (0.01 degrees), inside Germany.
  const actorsCold = (i: number) =>
    postOnce(`${actorSearch}?page=1&lang=en`, { moodValue: 0, searchType: 'location', sortType: 'distance', requestId: i, forcedGuestLocation: { lat: 48 + (i % 400) / 100, long: 7 + Math.floor(i / 400) / 100 }, forcedGuestLocationSource: 'browser' });
  // Sorted video lists (issue 15: "a sorted video list"): the first page of each of the nine orders as the site
  // asks it (30 tiles, bought ones left out), again and again; and "deep": every request another page of another
  // order, so none is answered from the lists' answer cache (server/lists) and every one runs its query.
  const videoList = (order: VideoOrder, offset: number) =>
    `${site}/rest/v1/tileGrid/get/videos/${encodeURIComponent(JSON.stringify({ offset, limit: 30, order, filter: { excludeBought: true } }))}`;
  const pages = Math.floor((5000 * scale) / 30);
  const rows: Array<{ name: string; send: (index: number) => Promise<{ ms: number; status: number }> }> = [
    { name: 'global, cached', send: (i) => getOnce(global(hot[i % hot.length]!)) },
    { name: 'global, uncached', send: (i) => getOnce(global(cold[i % coldHalf]!)) },
    { name: 'byType, cached', send: (i) => getOnce(byType(hot[i % hot.length]!)) },
    { name: 'byType, uncached', send: (i) => getOnce(byType(cold[coldHalf + (i % coldHalf)]!)) },
    { name: 'actors, cached', send: actorsHot },
    { name: 'actors, uncached', send: actorsCold },
    { name: 'videos sorted, page 1', send: (i) => getOnce(videoList(VIDEO_ORDERS[i % VIDEO_ORDERS.length]!, 0)) },
    { name: 'videos sorted, deep', send: (i) => getOnce(videoList(VIDEO_ORDERS[i % VIDEO_ORDERS.length]!, 30 * (1 + (Math.floor(i / VIDEO_ORDERS.length) % (pages - 1))))) },
  ];
  console.log(`search: ${CONCURRENCY} concurrent requests per row for ${seconds} s over HTTP, ${database}, catalog scale ${scale} (${Math.round(400 * scale)} performers, ${Math.round(5000 * scale)} videos), ${patterns.length} distinct patterns`);
  console.log(`machine: ${await machineNote()}`);
  console.log(`${'row'.padEnd(22)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'server CPU'.padStart(11)}  status   target: p99 <= ${TARGET_P99_MS} ms`);
  // Warm-up: JIT and SQLite's page cache, on patterns the measured rows do not use.
  const warm = patterns.slice(-200);
  for (let i = 0; i < warm.length; i++) await getOnce(i % 2 ? global(warm[i]!) : byType(warm[i]!));
  for (const hotPattern of hot) await getOnce(global(hotPattern));
  for (const hotPattern of hot) await getOnce(byType(hotPattern));
  // Far from the measured uncached locations (longitudes 7 to 16 east).
  for (let i = 0; i < 50; i++) await postOnce(`${actorSearch}?page=1`, { moodValue: 0, searchType: 'default', sortType: 'distance', requestId: i, forcedGuestLocation: { lat: 40, long: -3 - i / 100 } });
  for (let i = 0; i < actorBodies.length; i++) await actorsHot(i);
  // The first page and page 11 of each video order once: a score order, and any order from page 11 on, orders the
  // whole catalog once per version of the lists (timed here, one request at a time); every later page reads that.
  const firsts: string[] = [];
  for (const order of VIDEO_ORDERS) firsts.push(`${order} ${(await getOnce(videoList(order, 0))).ms.toFixed(0)}/${(await getOnce(videoList(order, 300))).ms.toFixed(0)} ms`);
  console.log(`video lists, first answer per order after a start or a change, page 1/page 11 (page 11 orders the whole catalog once): ${firsts.join(', ')}`);
  const only = process.env.VELVET_BENCH_ONLY;
  const repeat = Math.max(1, Number(process.env.VELVET_BENCH_REPEAT ?? 1));
  // A repeated row's requests count on from the last run's: an uncached row never asks a pattern (or a location, or a
  // deep page) a run of it asked before, so each run is as uncached as the first.
  const sent = new Map<string, number>();
  for (const { name, send } of rows.filter((row) => !only || row.name.includes(only)).flatMap((row) => Array.from({ length: repeat }, () => row))) {
    const before = processCpuMs(server.pid);
    const { times, statuses } = await load(send, seconds * 1000, sent.get(name) ?? 0);
    sent.set(name, (sent.get(name) ?? 0) + times.length);
    const after = processCpuMs(server.pid);
    const cpu = before === null || after === null ? '-' : `${((after - before) / times.length).toFixed(2)} ms`;
    const status = [...statuses].map(([code, count]) => `${code}x${count}`).join(' ');
    if (/^(global|byType), uncached/.test(name) && sent.get(name)! > coldHalf) console.log(`warning: ${name} asked ${sent.get(name)} patterns of ${coldHalf}: some twice (cached)`);
    console.log(`${name.padEnd(22)} ${String(times.length).padStart(9)} ${(times.length / seconds).toFixed(0).padStart(7)} ${`${percentile(times, 50).toFixed(1)} ms`.padStart(9)} ${`${percentile(times, 99).toFixed(1)} ms`.padStart(9)} ${cpu.padStart(11)}  ${status}`);
  }
  if (heapDir && server.pid !== undefined) await heapSnapshot(server.pid, heapDir);
} finally {
  await server.close();
  if (schema) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
}
