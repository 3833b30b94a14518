// Server render time of the site's pages: 20 concurrent requests per page for a few seconds,
// over HTTP, against a server in its own process (a fresh data dir, server-process.ts) or, with
// VELVET_BENCH_SITE_URL, against one already running (it must be seeded with the defaults, see
// bench-pages.ts). Prints p50/p99 of the full answer (last byte read) per page, and the CPU time
// per answer of the server process (read from /proc: the one this bench started, or an external
// server's given as VELVET_BENCH_SERVER_PID) and of this load generator: on a shared machine CPU time per answer is steadier than wall time.
// Asserts nothing.
//
// The load generator shares the machine's cores with the server, so its own CPU time delays the
// server's answers. By default it is node:http with keep-alive, asking for gzip as a browser does
// and reading the compressed bytes without inflating them (inflating is the browser's work, not
// the server's); VELVET_BENCH_CLIENT=fetch uses fetch (undici, inflates), the generator of the
// figures before 2026-11-24's second pass, which costs about twice the server's CPU per answer.
// Issue 12 target: p99 at most 30 ms per page under 20 concurrent requests.
//
//   npx tsx bench/page-render.ts [seconds per page]
import { Agent, request as httpRequest } from 'node:http';
import { benchPages, machineNote, percentile, processCpuMs } from './bench-pages';
import { startServerProcess } from './server-process';
import { AGE_GATE_COOKIE, AGE_GATE_VALUE } from '../sdk/consent/age-gate';

const AGE_COOKIE = `${AGE_GATE_COOKIE}=${AGE_GATE_VALUE}`;

const CONCURRENCY = 20;
const seconds = Number(process.argv[2] ?? 5);
/** Warm-up per page before measuring: the first answers pay for cold caches and JIT. */
const WARM_UP_REQUESTS = 40;
/** Then this long under the full load, unmeasured: the JIT's optimised code for the page's path settles. */
const WARM_UP_LOAD_MS = 1000;
const CLIENT = process.env.VELVET_BENCH_CLIENT === 'fetch' ? 'fetch' : 'http';

// With the age cookie: the pages are measured, not the age gate a first visit gets (issue 12 §4).
const PAGE_HEADERS = { accept: 'text/html', cookie: AGE_COOKIE, 'accept-encoding': 'gzip' };

async function fetchOnce(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html', cookie: AGE_COOKIE } });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One page over a kept-alive connection; bytes as sent (gzip). */
function httpOnce(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, headers: PAGE_HEADERS }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const renderOnce = CLIENT === 'fetch' ? fetchOnce : httpOnce;

async function load(url: string, durationMs: number) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let bytes = 0;
  const deadline = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const result = await renderOnce(url);
      times.push(result.ms);
      bytes = result.bytes;
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { times, statuses, bytes };
}


function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Waits (at most 30 s) until the server uses less than a tenth of a core: a fresh server works on in the
 * background after it answers /healthz (JIT, caches, timers), which the first page measured paid for.
 */
async function serverSettled(pid: number | undefined): Promise<void> {
  const deadline = performance.now() + 30_000;
  let last = processCpuMs(pid);
  while (last !== null && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = processCpuMs(pid);
    if (now === null || now - last < 100) return;
    last = now;
  }
}

const external = process.env.VELVET_BENCH_SITE_URL;
const server = external ? null : await startServerProcess();
const site = external ?? server!.urls.site;
/** The server's process: ours, or an external one's given as VELVET_BENCH_SERVER_PID (for its CPU time). */
const serverPid = server?.pid ?? (process.env.VELVET_BENCH_SERVER_PID ? Number(process.env.VELVET_BENCH_SERVER_PID) : undefined);
try {
  console.log(`page render: ${CONCURRENCY} concurrent requests per page for ${seconds} s over HTTP, ${site}`);
  console.log(`machine: ${await machineNote()}; load generator: ${CLIENT === 'fetch' ? 'fetch (inflates)' : 'node:http keep-alive, gzip not inflated'}`);
  console.log(`${'page'.padEnd(14)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'server CPU'.padStart(11)} ${'client CPU'.padStart(11)} ${'bytes'.padStart(8)}  status   target: p99 <= 30 ms`);
  await serverSettled(serverPid);
  for (const { name, path } of benchPages()) {
    const url = `${site}${path}`;
    for (let i = 0; i < WARM_UP_REQUESTS; i++) await renderOnce(url);
    await load(url, WARM_UP_LOAD_MS);
    const [serverBefore, clientBefore] = [processCpuMs(serverPid), ownCpuMs()];
    const { times, statuses, bytes } = await load(url, seconds * 1000);
    const [serverAfter, clientAfter] = [processCpuMs(serverPid), ownCpuMs()];
    const perAnswer = (before: number | null, after: number | null) => (before === null || after === null ? '-' : `${((after - before) / times.length).toFixed(2)} ms`);
    const status = [...statuses].map(([code, count]) => `${code}x${count}`).join(' ');
    console.log(
      `${name.padEnd(14)} ${String(times.length).padStart(9)} ${(times.length / seconds).toFixed(0).padStart(7)} ${`${percentile(times, 50).toFixed(1)} ms`.padStart(9)} ${`${percentile(times, 99).toFixed(1)} ms`.padStart(9)} ${perAnswer(serverBefore, serverAfter).padStart(11)} ${perAnswer(clientBefore, clientAfter).padStart(11)} ${String(bytes).padStart(8)}  ${status}   ${path}`,
    );
  }
} finally {
  await server?.close();
}
