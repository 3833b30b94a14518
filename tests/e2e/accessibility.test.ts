// Issue 12 item 10: "axe-core runs in the e2e suite on every page type of both brands at desktop and
// phone width and finds no violation of any impact." Real Chromium against the real server; axe's
// default rules, open shadow roots included (the widgets render in them). Every violation is printed
// with its rule, impact, target and axe's summary, so a failure says what to fix and where.
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Language } from '../../sdk/config';
import { gotoWithSession, startVelvet, type Velvet } from './harness';
import { pageTypes, sampleContent, signUpThroughApi, waitForScreen, type PageType, type SampleContent } from './site-pages';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let velvet: Velvet;
let sample: SampleContent;
beforeAll(async () => {
  velvet = await startVelvet();
  sample = await sampleContent(velvet.urls.site);
});
afterAll(async () => {
  await velvet?.close();
});

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Finding {
  where: string;
  id: string;
  impact: string;
  help: string;
  target: string;
  summary: string;
}

/** Runs axe (default rules) on the whole document, shadow roots included; one finding per failing node. */
async function axeFindings(page: Page, where: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: JSON.stringify(node.target), summary: node.failureSummary ?? '' })),
    }));
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      where,
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      target: node.target,
      // axe's "Fix any of the following:" block, on one line.
      summary: node.summary.replace(/\s*\n\s*/g, ' '),
    })),
  );
}

/** Loads a page type, scans it at desktop width, then reloaded at phone width (scripts that read the width rerun). */
async function scanPageType(page: Page, origin: string, pageType: PageType, brand: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${origin}${pageType.path}`);
    await waitForScreen(page, `${brand} ${viewport.name} ${pageType.name}`);
    findings.push(...(await axeFindings(page, `${brand} ${viewport.name} ${pageType.name} (${pageType.path})`)));
    if (pageType.name === 'home' && viewport.name === 'phone') {
      // The phone's menu panel is part of every page; axe skips it while it is hidden.
      await page.locator('.mobile-menu__button').click();
      await page.locator('.mobile-menu__panel').waitFor({ state: 'visible' });
      findings.push(...(await axeFindings(page, `${brand} phone home, menu open`)));
    }
  }
  return findings;
}

/** One line per distinct violation (rule, impact, target, summary), with the pages it was found on. */
function report(findings: Finding[]): string {
  const byViolation = new Map<string, string[]>();
  for (const f of findings) {
    const key = `${f.id} (${f.impact}) ${f.target}: ${f.help}. ${f.summary}`;
    byViolation.set(key, [...(byViolation.get(key) ?? []), f.where]);
  }
  return [...byViolation].map(([violation, where]) => `${violation}\n    on ${where.length} page(s): ${where.slice(0, 4).join('; ')}${where.length > 4 ? '; ...' : ''}`).join('\n');
}

const BRANDS: ReadonlyArray<{ brand: string; origin: () => string; language: Language }> = [
  { brand: 'Velvet', origin: () => velvet.urls.site, language: 'en' },
  { brand: 'Velvet', origin: () => velvet.urls.site, language: 'de' },
  { brand: 'Terciopelo', origin: () => velvet.urls.whiteLabel, language: 'es' },
];

describe('axe-core on every page type', () => {
  it.each(BRANDS)('$brand ($language): no violation of any impact at 1440x900 and 390x844', async ({ brand, origin, language }) => {
    // The site sends a strict CSP; axe is injected by the test, so the test's context bypasses it.
    const context = await velvet.browser.newContext({ viewport: VIEWPORTS[0], bypassCSP: true });
    const page = await context.newPage();
    const findings: Finding[] = [];
    const types = pageTypes(language, sample);
    await gotoWithSession(page, `${origin()}${types[0]!.path}`);
    for (const pageType of types.filter((type) => !type.member)) findings.push(...(await scanPageType(page, origin(), pageType, `${brand} ${language}`)));
    await signUpThroughApi(page, origin(), `e2e_axe_${language}`);
    for (const pageType of types.filter((type) => type.member)) findings.push(...(await scanPageType(page, origin(), pageType, `${brand} ${language}`)));
    await context.close();
    if (findings.length > 0) console.log(`axe violations (${findings.length}):\n${report(findings)}`);
    expect(report(findings)).toBe('');
  }, 300_000);
});
