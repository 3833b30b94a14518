// Server render time of the site's pages: 20 concurrent requests per page for a few seconds,
// over HTTP, against a server in its own process (a fresh data dir, server-process.ts) or, with
// VELVET_BENCH_SITE_URL, against one already running (it must be seeded with the defaults, see
// bench-pages.ts). Prints p50/p99 of the full answer (last byte read) per page. Asserts nothing.
// Issue 12 target: p99 at most 30 ms per page under 20 concurrent requests.
//
//   npx tsx bench/page-render.ts [seconds per page]
import { benchPages, machineNote, percentile } from './bench-pages';
import { startServerProcess } from './server-process';
import { AGE_GATE_COOKIE, AGE_GATE_VALUE } from '../sdk/consent/age-gate';

const AGE_COOKIE = `${AGE_GATE_COOKIE}=${AGE_GATE_VALUE}`;

const CONCURRENCY = 20;
const seconds = Number(process.argv[2] ?? 5);
/** Warm-up per page before measuring: the first answers pay for cold caches and JIT. */
const WARM_UP_REQUESTS = 40;

async function renderOnce(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  // With the age cookie: the pages are measured, not the age gate a first visit gets (issue 12 §4).
  const response = await fetch(url, { headers: { accept: 'text/html', cookie: AGE_COOKIE } });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

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

const external = process.env.VELVET_BENCH_SITE_URL;
const server = external ? null : await startServerProcess();
const site = external ?? server!.urls.site;
try {
  console.log(`page render: ${CONCURRENCY} concurrent requests per page for ${seconds} s over HTTP, ${site}`);
  console.log(`machine: ${await machineNote()}`);
  console.log(`${'page'.padEnd(14)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'bytes'.padStart(8)}  status   target: p99 <= 30 ms`);
  for (const { name, path } of benchPages()) {
    const url = `${site}${path}`;
    for (let i = 0; i < WARM_UP_REQUESTS; i++) await renderOnce(url);
    const { times, statuses, bytes } = await load(url, seconds * 1000);
    const status = [...statuses].map(([code, count]) => `${code}x${count}`).join(' ');
    console.log(
      `${name.padEnd(14)} ${String(times.length).padStart(9)} ${(times.length / seconds).toFixed(0).padStart(7)} ${`${percentile(times, 50).toFixed(1)} ms`.padStart(9)} ${`${percentile(times, 99).toFixed(1)} ms`.padStart(9)} ${String(bytes).padStart(8)}  ${status}   ${path}`,
    );
  }
} finally {
  await server?.close();
}
