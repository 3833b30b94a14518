// The header search in real Chromium against the real server and helper P's search API (issue 15 §5):
// "<velvet-search-overlay>: ... opens from a header button and from the "/" key, keyboard-first
// (arrows, Enter, Escape), results as you type, the state in the URL so Back and Forward restore it,
// mobile full-screen search menu."
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, startVelvet, type Velvet } from './harness';
import { sampleContent, waitForScreen } from './site-pages';

let velvet: Velvet;
let performer: string;
beforeAll(async () => {
  velvet = await startVelvet();
  performer = (await sampleContent(velvet.urls.site)).actorName;
});
afterAll(async () => {
  await velvet?.close();
});

const OVERLAY = 'velvet-search-overlay';
const input = (page: Page) => page.locator(`${OVERLAY} input[role="combobox"]`);
const dialog = (page: Page) => page.locator(`${OVERLAY} [role="dialog"]`);
/** The option the arrows reached (the input's aria-activedescendant), as kind and label. */
const activeOption = (page: Page) =>
  page.evaluate((tag) => {
    const root = document.querySelector(tag)?.shadowRoot;
    const id = root?.querySelector('input')?.getAttribute('aria-activedescendant');
    const option = id ? root?.getElementById(id) : null;
    return option ? { kind: option.getAttribute('data-kind'), label: option.querySelector('.label')?.firstChild?.textContent?.toLowerCase() ?? '' } : null;
  }, OVERLAY);
const searchParam = (page: Page) => new URL(page.url()).searchParams.get('search');
/**
 * The site page is rendered and the header search works: its controller, loaded after hydration, has set the
 * button's aria-haspopup (a key pressed before that is the page's, as on any page still loading its scripts).
 */
async function siteReady(page: Page): Promise<void> {
  await waitForScreen(page);
  await page.locator('.header-search__button[aria-haspopup="dialog"]').waitFor();
}
/** ArrowDown through the options (proposals come first) until the performer's own option is active. */
async function arrowDownTo(page: Page, name: string): Promise<void> {
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('ArrowDown');
    const active = await activeOption(page);
    if (active?.kind === 'actor' && active.label === name) break;
  }
  expect(await activeOption(page)).toEqual({ kind: 'actor', label: name });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** axe's violations (default rules) on the page with the overlay open, shadow roots included, as "rule: target". */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`));
  });
}

describe('the search overlay from the site header', () => {
  it('"/" opens it; typing a performer\'s name finds her; arrow down and Enter open her profile; Back restores the search with the pattern; Escape closes it', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    try {
      await page.goto(`${velvet.urls.site}/en/`);
      await siteReady(page);
      await page.keyboard.press('/');
      await input(page).waitFor();
      expect(searchParam(page)).toBe('');
      // Focus is in the search field: the guest types at once.
      await page.keyboard.type(performer);
      await page.locator(`${OVERLAY} [role="option"][data-kind="actor"]`).first().waitFor();
      expect(searchParam(page)).toBe(performer);
      await screenshot(page, 'search-overlay-1440');
      // Issue 12 item 10's bar for every page holds for the open search too: no axe violation.
      expect(await axeViolations(page)).toEqual([]);

      // Keyboard-first: down through the options (proposals come first) to her.
      await arrowDownTo(page, performer);
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/en/amateur/${performer}/`);
      await waitForScreen(page);
      expect(await dialog(page).count()).toBe(0);

      // Back: the page with the search open and the pattern in the field again.
      await page.goBack();
      await input(page).waitFor();
      expect(searchParam(page)).toBe(performer);
      expect(await input(page).inputValue()).toBe(performer);
      await page.locator(`${OVERLAY} [role="option"][data-kind="actor"]`).first().waitFor();

      // Escape closes it, drops ?search= and gives the focus to the header's search button.
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      await page.waitForFunction(() => !new URL(location.href).searchParams.has('search'));
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('header-search__button');
      // Forward reopens the search the guest closed.
      await page.goForward();
      await input(page).waitFor();
      expect(searchParam(page)).toBe(performer);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('"/" typed in the search field is a character, not a shortcut', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    try {
      await page.goto(`${velvet.urls.site}/en/`);
      await siteReady(page);
      await page.keyboard.press('/');
      await input(page).waitFor();
      // Typing "/" in the search field itself writes it.
      await page.keyboard.type('a/b');
      expect(await input(page).inputValue()).toBe('a/b');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the last searches are kept and shown only with functional consent (spec 000 §5 "The search history item is in the functional category")', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/searchResult/lastSearches') && asked.push(request.url()));
    const lastSearches = () => page.locator(`${OVERLAY} [role="option"][data-kind="lastSearch"] .label`).allTextContents();
    /** Opens the search, types `pattern` and waits for its answer (the barrier: a last-searches request would have gone first), then closes it. */
    const search = async (pattern: string) => {
      await page.keyboard.press('/');
      await input(page).waitFor();
      await page.keyboard.type(pattern);
      await page.locator(`${OVERLAY} [data-status="ready"], ${OVERLAY} [data-status="empty"]`).waitFor();
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    };
    const cookieSettings = (choice: string) => page.getByRole('button', { name: 'Cookie settings' }).click().then(() => page.getByRole('button', { name: choice }).click());
    try {
      await page.goto(`${velvet.urls.site}/en/`);
      await siteReady(page);
      const withoutConsent = performer.slice(0, 4);
      await page.getByRole('button', { name: 'Only necessary' }).click();
      await search(withoutConsent);
      expect(asked).toEqual([]);

      await cookieSettings('Accept all');
      await search(performer);
      await page.keyboard.press('/');
      await page.locator(`${OVERLAY} [role="option"][data-kind="lastSearch"]`).first().waitFor();
      // The search made without consent was not kept.
      expect(await lastSearches()).toEqual([performer]);
      // The guest may delete the kept searches (DELETE searchResult/lastSearches): the list goes, and stays gone.
      await page.locator(`${OVERLAY} button.clear-history`).click();
      await page.locator(`${OVERLAY} [role="option"][data-kind="lastSearch"]`).first().waitFor({ state: 'detached' });
      expect(await (await page.request.get(`${velvet.urls.site}/rest/v1/searchResult/lastSearches`)).json()).toMatchObject({ data: [] });
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      await search(performer);
      await page.keyboard.press('/');
      await page.locator(`${OVERLAY} [role="option"][data-kind="lastSearch"]`).first().waitFor();
      expect(await lastSearches()).toEqual([performer]);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });

      // Consent withdrawn: the kept searches are not asked for any more.
      await cookieSettings('Only necessary');
      const before = asked.length;
      await search(performer);
      expect(asked.length).toBe(before);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('on a 390 px phone the header button opens a full-screen search menu; a pattern with no result says so, with the pattern', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    try {
      await page.goto(`${velvet.urls.site}/en/`);
      await siteReady(page);
      const button = page.locator('.header-search__button');
      expect(await button.getAttribute('aria-label')).toBe('Search');
      await button.click();
      await input(page).waitFor();
      const box = await dialog(page).boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      await page.keyboard.type('qqqxzz');
      await page.locator(`${OVERLAY} [data-status="empty"]`).waitFor();
      expect(await page.locator(`${OVERLAY} .status`).textContent()).toContain('“qqqxzz”');
      await screenshot(page, 'search-overlay-390-empty');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('embeds on a partner page (another origin): its own button opens it, a result goes to the Velvet site, Back shows the search again', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    try {
      await page.goto(`${velvet.urls.examples}/partner/`);
      await page.getByRole('button', { name: 'Search' }).click();
      await input(page).waitFor();
      await page.keyboard.type(performer);
      await page.locator(`${OVERLAY} [role="option"][data-kind="actor"]`).first().waitFor();
      expect(searchParam(page)).toBe(performer);
      await arrowDownTo(page, performer);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${velvet.urls.site}/en/amateur/${performer}/`);
      await page.goBack();
      await input(page).waitFor();
      expect(new URL(page.url()).origin).toBe(new URL(velvet.urls.examples).origin);
      expect(await input(page).inputValue()).toBe(performer);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the white label (Terciopelo, Spanish) has the search in its header, in Spanish', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    try {
      await page.goto(`${velvet.urls.whiteLabel}/`);
      await siteReady(page);
      await page.locator('.header-search__button').click();
      await input(page).waitFor();
      expect(await input(page).getAttribute('placeholder')).toBe('Buscar modelos y vídeos');
      await page.keyboard.type(performer);
      await page.locator(`${OVERLAY} [role="option"][data-kind="actor"]`).first().waitFor();
      await screenshot(page, 'search-overlay-white-label-1440');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
