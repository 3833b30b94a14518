// Page vitals of the Velvet site on a throttled mobile profile against the
// local server: Largest Contentful Paint and Cumulative Layout Shift, the
// DESIGN.md budgets (LCP under 1.5 s, CLS under 0.05). Prints figures; it
// asserts nothing (speed is measured here, never in tests).
//
// Issue 12 targets: LCP median at most 1.2 s and CLS at most 0.02 on home (en, de), videos, a
// profile and a video page (bench-pages.ts).
//
//   npx tsx bench/page-vitals.ts [runs]
import type { Page } from 'playwright-core';
import { openPage, startVelvet } from '../tests/e2e/harness';
import { AGE_GATE_COOKIE, AGE_GATE_VALUE } from '../sdk/consent/age-gate';
import { benchPages, BENCH_SEED, machineNote, median } from './bench-pages';

/** A mid-range phone on a good mobile network (Lighthouse's "Slow 4G" numbers). */
const PROFILE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

const PAGES = benchPages();

/** Installs observers before any page script runs, so nothing is missed. */
const OBSERVE_VITALS = `
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
}

async function measure(velvet: Awaited<ReturnType<typeof startVelvet>>, path: string) {
  // openPage gives the page the age cookie: the pages are measured, not the age gate (issue 12 §4).
  const { page, close } = await openPage(velvet, PROFILE.viewport);
  await page.addInitScript(OBSERVE_VITALS);
  await throttle(page);
  await page.goto(`${velvet.urls.site}${path}`, { waitUntil: 'load' });
  // LCP settles once the grid's first images are in; give late shifts a chance to show.
  await page.waitForTimeout(3000);
  const vitals = await page.evaluate(() => (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals);
  await close();
  return vitals;
}

/**
 * One render of each page before measuring, at another address (a query the site ignores), so the first
 * measured page does not pay for the process's first render (modules, JIT, database pages) while no
 * measured address comes from the server's page cache because of it.
 */
async function warmUp(site: string) {
  for (const { path } of PAGES) await (await fetch(`${site}${path}?warm-up`, { headers: { accept: 'text/html', cookie: `${AGE_GATE_COOKIE}=${AGE_GATE_VALUE}` } })).arrayBuffer();
}

const runs = Number(process.argv[2] ?? 3);
const velvet = await startVelvet({ VELVET_SEED: String(BENCH_SEED.seed), VELVET_SEED_SCALE: String(BENCH_SEED.scale) });
try {
  await warmUp(velvet.urls.site);
  console.log(`page vitals, ${runs} cold runs each: 390x844, CPU ${PROFILE.cpuSlowdown}x slower, ${PROFILE.latencyMs} ms RTT, 1.6 Mbit/s down`);
  console.log(`machine: ${await machineNote()}`);
  console.log(
    `${'page'.padEnd(14)} ${'LCP median'.padStart(11)} ${'LCP worst'.padStart(10)} ${'CLS median'.padStart(11)} ${'CLS worst'.padStart(10)}   targets: LCP median <= 1200 ms, CLS <= 0.02`,
  );
  for (const { name, path } of PAGES) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(velvet, path));
    const lcps = results.map((r) => r.lcp);
    const clss = results.map((r) => r.cls);
    console.log(
      `${name.padEnd(14)} ${`${median(lcps).toFixed(0)} ms`.padStart(11)} ${`${Math.max(...lcps).toFixed(0)} ms`.padStart(10)} ${median(clss).toFixed(3).padStart(11)} ${Math.max(...clss).toFixed(3).padStart(10)}   ${path}`,
    );
  }
} finally {
  await velvet.close();
}
