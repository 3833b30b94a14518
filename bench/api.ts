// Lists read fast (issue 15 item 9): "bench/api prints both side by side in one run (autocannon or similar);
// target: lists and the actor page at least 50 % of bare and p99 at most 20 ms".
// autocannon, 50 connections, one row after another for a few seconds each, against the real server in its own
// process (a fresh data dir seeded with the bench defaults, server-process.ts), and a bare Fastify route in a
// second process serving a JSON of the same bytes as the performer grid's answer. Rows:
//   - bare: the bare route (Fastify's default JSON.stringify of the same object);
//   - tileGrid online 30: GET /rest/v1/tileGrid/get/performers/{offset 0, limit 30, online} (no guest);
//   - video list: GET /rest/v1/tileGrid/get/videos/{offset 0, limit 30, newest, excludeBought} (no guest);
//   - actor data: GET /rest/v1/actor/getActorDataByIdOrName/{name};
//   - actor page (SSR): the performer's profile page, server-rendered HTML, with the age cookie, no gzip asked;
//   - actor page (gzip): the same, asking for gzip as every browser does (the server sends its compressed template);
//   - bare, page bytes: the bare server sending the page's HTML as a fixed Buffer (no target: what the bytes alone cost).
// Every row asks the same URL over and over, as many visitors reading the same list do. "% of bare" is the row's
// req/s over the bare row's. Also prints the server's CPU time per answer (from /proc: steadier than wall time on a
// shared machine). With VELVET_BENCH_CPU_PROF=dir the server writes a V8 CPU profile (--cpu-prof) into dir on exit.
// VELVET_BENCH_ONLY=text measures the bare row and the rows whose name holds the text. Asserts nothing.
//
//   npx tsx bench/api.ts [seconds per row]      (DATABASE_URL for PostgreSQL)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { buildPath } from '../sdk/routes';
import { AGE_GATE_COOKIE, AGE_GATE_VALUE } from '../sdk/consent/age-gate';
import { generateCatalog } from '../server/db/seed/generate';
import { BENCH_SEED, machineNote, processCpuMs } from './bench-pages';
import { startServerProcess, stopChild } from './server-process';

const CONNECTIONS = 50;
const seconds = Number(process.argv[2] ?? 5);
const TARGET_SHARE = 50;
const TARGET_P99_MS = 20;


interface Row {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** Whose CPU time the row costs (the bare server's or Velvet's). */
  pid: number | undefined;
}

async function measure(row: Row, durationS: number) {
  const before = processCpuMs(row.pid);
  const result = await autocannon({ url: row.url, connections: CONNECTIONS, duration: durationS, headers: row.headers ?? {} });
  const after = processCpuMs(row.pid);
  const answers = result.requests.total;
  const cpu = before === null || after === null || answers === 0 ? null : (after - before) / answers;
  return {
    reqPerS: answers / durationS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytes: answers > 0 ? result.throughput.total / answers : 0,
    cpu,
  };
}

const catalog = generateCatalog(BENCH_SEED.seed, BENCH_SEED.scale);
const actorName = catalog.performers[0]!.name;
const profArgs = process.env.VELVET_BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.VELVET_BENCH_CPU_PROF)}`] : [];
const schema = process.env.DATABASE_URL ? `bench_api_${process.pid}` : null;
const server = await startServerProcess(schema ? { VELVET_DB_SCHEMA: schema } : {}, profArgs);
const site = server.urls.site;
const grid = (type: string, payload: object) => `${site}/rest/v1/tileGrid/get/${type}/${encodeURIComponent(JSON.stringify(payload))}`;
const performerGrid = grid('performers', { offset: 0, limit: 30, filter: { online: true } });
const videoList = grid('videos', { offset: 0, limit: 30, order: 'newest', filter: { excludeBought: true } });

// The bare route serves the performer grid's answer, byte for byte the same JSON.
const sample = await (await fetch(performerGrid)).text();
const dir = mkdtempSync(join(tmpdir(), 'velvet-bench-api-'));
writeFileSync(join(dir, 'body.json'), sample);
// The page's bytes as the server sends them without gzip: the bare server's second route (a yardstick of size).
const pageUrl = `${site}${buildPath('actorProfile', { actorName }, 'en')}`;
const pageHeaders = { accept: 'text/html', cookie: `${AGE_GATE_COOKIE}=${AGE_GATE_VALUE}` };
writeFileSync(join(dir, 'page.html'), Buffer.from(await (await fetch(pageUrl, { headers: pageHeaders })).arrayBuffer()));
const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/api-bare-server.ts', join(dir, 'body.json'), join(dir, 'page.html')], { stdio: ['ignore', 'pipe', 'inherit'] });
const barePort = await new Promise<number>((done, fail) => {
  bare.stdout!.once('data', (chunk: Buffer) => done(Number(chunk.toString().trim())));
  bare.once('exit', (code) => fail(new Error(`the bare server exited with ${code}`)));
});
try {
  const online = (JSON.parse(sample) as { data: { initialTiles: unknown[] } }).data.initialTiles.length;
  const rows: Row[] = [
    { name: 'bare', url: `http://127.0.0.1:${barePort}/bare`, pid: bare.pid },
    { name: `tileGrid online ${online}`, url: performerGrid, pid: server.pid },
    { name: 'video list 30', url: videoList, pid: server.pid },
    { name: 'actor data', url: `${site}/rest/v1/actor/getActorDataByIdOrName/${encodeURIComponent(actorName)}`, pid: server.pid },
    { name: 'actor page (SSR)', url: pageUrl, headers: pageHeaders, pid: server.pid },
    { name: 'actor page (gzip)', url: pageUrl, headers: { ...pageHeaders, 'accept-encoding': 'gzip' }, pid: server.pid },
    // Not a target row: the bare route sending the page's bytes (no gzip), so its share shows what the size alone costs.
    { name: 'bare, page bytes', url: `http://127.0.0.1:${barePort}/page`, pid: bare.pid },
  ];
  console.log(`api: autocannon, ${CONNECTIONS} connections, ${seconds} s per row, ${schema ? 'PostgreSQL' : 'SQLite'}, catalog scale ${BENCH_SEED.scale}`);
  console.log(`machine: ${await machineNote()}`);
  console.log(`${'row'.padEnd(20)} ${'bytes'.padStart(7)} ${'req/s'.padStart(8)} ${'% bare'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'CPU/answer'.padStart(11)}  target: >= ${TARGET_SHARE} % of bare, p99 <= ${TARGET_P99_MS} ms`);
  let bareRate = 0;
  // VELVET_BENCH_ONLY=page: the bare row and the rows whose name holds the text (to profile one route).
  const only = process.env.VELVET_BENCH_ONLY;
  for (const row of rows.filter((r) => !only || r.name === 'bare' || r.name.includes(only))) {
    // Warm-up: the JIT and the caches, unmeasured.
    await measure(row, 1);
    const m = await measure(row, seconds);
    if (row.name === 'bare') bareRate = m.reqPerS;
    const share = bareRate > 0 ? `${((100 * m.reqPerS) / bareRate).toFixed(0)} %` : '-';
    const cpu = m.cpu === null ? '-' : `${m.cpu.toFixed(3)} ms`;
    const problems = [m.non2xx ? `${m.non2xx} non-2xx` : '', m.errors ? `${m.errors} errors` : ''].filter(Boolean).join(', ');
    console.log(`${row.name.padEnd(20)} ${String(Math.round(m.bytes)).padStart(7)} ${m.reqPerS.toFixed(0).padStart(8)} ${share.padStart(7)} ${`${m.p50} ms`.padStart(7)} ${`${m.p99} ms`.padStart(7)} ${cpu.padStart(11)}  ${problems}`);
  }
} finally {
  await stopChild(bare);
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  if (schema) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
}
