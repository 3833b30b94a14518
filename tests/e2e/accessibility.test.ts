// Issue 12 item 10: "axe-core runs in the e2e suite on every page type of both brands at desktop and
// phone width and finds no violation of any impact." Real Chromium against the real server; axe's
// default rules, open shadow roots included (the widgets render in them). Every violation is printed
// with its rule, impact, target and axe's summary, so a failure says what to fix and where.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Language } from '../../sdk/config';
import { gotoWithSession, openPage, startVelvet, type Velvet } from './harness';
import { pageTypes, sampleContent, signUpThroughApi, waitForScreen, type PageType, type SampleContent } from './site-pages';

// Evaluated through the DevTools protocol, which the site's strict CSP (script-src 'self') does not apply to.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
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
      // Tiles differ only by position and link: one line for all of them.
      target: node.target.replace(/\[(aria-posinset|href)=\\"[^"\\]*\\"\]/g, '[$1]'),
      // axe's "Fix any of the following:" block, on one line.
      summary: node.summary.replace(/\s*\n\s*/g, ' '),
    })),
  );
}

/** A state of a page that hides part of it until opened: scanned after the page's own scan at that width. */
interface OpenedState {
  pageType: string;
  viewport: (typeof VIEWPORTS)[number]['name'];
  name: string;
  open(page: Page): Promise<void>;
}

const OPENED_STATES: OpenedState[] = [
  {
    pageType: 'home', viewport: 'desktop', name: 'cookie settings open',
    open: async (page) => {
      // The banner's last secondary button before the settings are shown is "Settings".
      await page.locator('.cookie-banner__actions .cookie-banner__secondary').last().click();
      await page.locator('.cookie-banner__settings').waitFor({ state: 'visible' });
    },
  },
  {
    pageType: 'home', viewport: 'phone', name: 'menu open',
    open: async (page) => {
      await page.locator('.mobile-menu__button').click();
      await page.locator('.mobile-menu__panel').waitFor({ state: 'visible' });
    },
  },
  ...(['messages-preview', 'notifications-bell'] as const).map((block): OpenedState => ({
    pageType: 'my account', viewport: 'desktop', name: `${block} open`,
    open: async (page) => {
      await page.locator(`.${block}--desktop .header-popover__button`).click();
      await page.locator(`.${block}--desktop .header-popover__panel`).waitFor({ state: 'visible' });
    },
  })),
];

/** Loads a page type, scans it at desktop width, then reloaded at phone width (scripts that read the width rerun). */
async function scanPageType(page: Page, origin: string, pageType: PageType, brand: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${origin}${pageType.path}`);
    const where = `${brand} ${viewport.name} ${pageType.name}`;
    await waitForScreen(page, where);
    findings.push(...(await axeFindings(page, `${where} (${pageType.path})`)));
    for (const state of OPENED_STATES.filter((candidate) => candidate.pageType === pageType.name && candidate.viewport === viewport.name)) {
      await state.open(page);
      findings.push(...(await axeFindings(page, `${where}, ${state.name}`)));
    }
  }
  return findings;
}

/** One line per distinct violation (rule, impact, target, summary), with the pages it was found on. */
function report(findings: Finding[]): string {
  const byViolation = new Map<string, Set<string>>();
  for (const f of findings) {
    const key = `${f.id} (${f.impact}) ${f.target}: ${f.help}. ${f.summary}`;
    byViolation.set(key, (byViolation.get(key) ?? new Set()).add(f.where));
  }
  return [...byViolation]
    .map(([violation, pages]) => {
      const where = [...pages];
      return `${violation}\n    on ${where.length} page(s): ${where.slice(0, 4).join('; ')}${where.length > 4 ? '; ...' : ''}`;
    })
    .join('\n');
}

const BRANDS: ReadonlyArray<{ brand: string; origin: () => string; language: Language }> = [
  { brand: 'Velvet', origin: () => velvet.urls.site, language: 'en' },
  { brand: 'Velvet', origin: () => velvet.urls.site, language: 'de' },
  { brand: 'Terciopelo', origin: () => velvet.urls.whiteLabel, language: 'es' },
];

describe('axe-core on every page type', () => {
  it.each(BRANDS)('$brand ($language): no violation of any impact at 1440x900 and 390x844', async ({ brand, origin, language }) => {
    const { page, close } = await openPage(velvet, VIEWPORTS[0]);
    const findings: Finding[] = [];
    const types = pageTypes(language, sample);
    await gotoWithSession(page, `${origin()}${types[0]!.path}`);
    for (const pageType of types.filter((type) => !type.member)) findings.push(...(await scanPageType(page, origin(), pageType, `${brand} ${language}`)));
    await signUpThroughApi(page, origin(), `e2e_axe_${language}`);
    for (const pageType of types.filter((type) => type.member)) findings.push(...(await scanPageType(page, origin(), pageType, `${brand} ${language}`)));
    await close();
    if (findings.length > 0) console.log(`axe violations (${findings.length}):\n${report(findings)}`);
    expect(report(findings)).toBe('');
  }, 300_000);
});
