// Lighthouse 12 on the Velvet site, mobile form factor with Lighthouse's default mobile
// throttling (simulated Slow 4G, 4x CPU), against Debian's Chromium. Prints the four category
// scores and LCP/FCP/CLS/TBT per page; performance and the metrics are the median of the runs
// (by performance score), the other three categories come from that same run. Asserts nothing.
// Issue 12 targets: performance at least 95; accessibility, best practices and SEO at 100.
//
//   npx tsx bench/lighthouse.ts [runs]
//
// VELVET_LIGHTHOUSE_PAGES=home (en),videos (en) measures only those pages; VELVET_LIGHTHOUSE_REPORTS=<dir>
// writes each run's full report (JSON) there, to read the audits behind a score.
//
// The server runs in its own process (server-process.ts) so Lighthouse's trace analysis never
// delays its answers. chrome-launcher is not installed: Chromium is spawned here with a
// DevTools port, and Lighthouse connects to that port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { AGE_GATE_COOKIE, AGE_GATE_VALUE } from '../sdk/consent/age-gate';
import { benchPages, machineNote } from './bench-pages';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../tests/e2e/harness';
import { startServerProcess, stopChild } from './server-process';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  /** Failed audits of the categories other than performance, so a score below 100 says why. */
  failing: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Spawns Chromium with a DevTools port and waits until the port answers. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'velvet-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const close = async () => {
    await stopChild(child);
    rmSync(profile, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, close };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`Chromium (${CHROMIUM}) did not open its DevTools port ${port}`);
}

/**
 * The pages are measured as a guest who confirmed being 18 or older once sees them (issue 12 §4),
 * not the age gate a first visit gets: the age cookie goes into the profile's cookie jar, which
 * Lighthouse keeps (its storage reset clears caches and service workers, not cookies).
 */
async function holdAgeCookie(port: number, siteUrl: string): Promise<void> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]!.addCookies([{ name: AGE_GATE_COOKIE, value: AGE_GATE_VALUE, url: siteUrl, sameSite: 'Lax' }]);
  } finally {
    // Disconnects only: the browser stays up for Lighthouse.
    await browser.close();
  }
}

/** Runtime errors Lighthouse itself says to retry (a trace lost on a busy machine); any other error stops the bench. */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);

/** One audit, tried up to three times when Lighthouse failed to record the page (it happens under load). */
async function audit(url: string, port: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw error;
      console.log(`  (${url}: Lighthouse ${code}, run again)`);
    }
  }
}

const REPORT_DIR = process.env.VELVET_LIGHTHOUSE_REPORTS;
let reportCount = 0;

async function auditOnce(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${++reportCount}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw Object.assign(new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    failing,
  };
}

const runs = Number(process.argv[2] ?? 3);
const server = await startServerProcess();
const chromium = await launchChromium();
try {
  await holdAgeCookie(chromium.port, server.urls.site);
  console.log(`Lighthouse 12 mobile (default simulated throttling), ${runs} runs per page; performance and metrics: median run`);
  console.log(`machine: ${await machineNote()}`);
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'FCP', 'CLS', 'TBT'];
  console.log(`${header[0]!.padEnd(14)}${header.slice(1).map((h) => h.padStart(8)).join('')}   targets: perf >= 95, a11y/best/seo = 100`);
  const notes: string[] = [];
  const only = process.env.VELVET_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  for (const { name, path } of benchPages().filter((page) => !only || only.includes(page.name))) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run++) results.push(await audit(`${server.urls.site}${path}`, chromium.port));
    const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
    const mid = byPerformance[Math.floor(byPerformance.length / 2)]!;
    const cells = [
      mid.scores.performance, mid.scores.accessibility, mid.scores['best-practices'], mid.scores.seo,
      `${(mid.lcp / 1000).toFixed(2)} s`, `${(mid.fcp / 1000).toFixed(2)} s`, mid.cls.toFixed(3), `${mid.tbt.toFixed(0)} ms`,
    ];
    console.log(`${name.padEnd(14)}${cells.map((cell) => String(cell).padStart(8)).join('')}   ${path} (perf runs: ${results.map((r) => r.scores.performance).join(', ')})`);
    if (mid.failing.length > 0) notes.push(`${name}: ${mid.failing.join(', ')}`);
  }
  if (notes.length > 0) console.log(`\nfailed audits (non-performance):\n  ${notes.join('\n  ')}`);
} finally {
  await chromium.close();
  await server.close();
}
