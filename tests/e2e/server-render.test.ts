// issue 12 §1 / DESIGN.md "Pages are rendered on the server": "Every route of the site and of the white label is
// rendered on the server ... and hydrated in the browser. ... The first paint needs no client-side fetch."
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
let performer: string;
let video: { path: string; title: string };
beforeAll(async () => {
  velvet = await startVelvet();
  // A real performer and video of the seeded catalog, found through the public API.
  const tiles = await fetch(`${velvet.urls.site}/rest/v1/tileGrid/get/videos/${encodeURIComponent(JSON.stringify({ offset: 0, limit: 1 }))}?lang=en`);
  const first = ((await tiles.json()) as { data: { initialTiles: Array<{ id: number; title: string; actor: { name: string } }> } }).data.initialTiles[0]!;
  performer = first.actor.name;
  video = { path: `/en/amateur/${first.actor.name}/videos/${first.id}/`, title: first.title };
});
afterAll(async () => {
  await velvet?.close();
});

/** The pages of the test and what each shows without any script. */
const pages = () => [
  { path: '/en/', text: 'Meet amateur performers live' },
  { path: `/en/amateur/${performer}/`, text: performer },
  { path: video.path, text: video.title },
];

describe('server rendering', () => {
  it('shows each page\'s content with JavaScript disabled: the server rendered it', async () => {
    const context = await velvet.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const { path, text } of pages()) {
      const response = await page.goto(`${velvet.urls.site}${path}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('main h1').first().textContent()).toContain(text);
      expect(await page.locator('header .site-header__logo').textContent()).toBe('Velvet');
    }
    const missing = await page.goto(`${velvet.urls.site}/en/no-such-page/`);
    expect(missing?.status()).toBe(404);
    expect(await page.locator('main h1').textContent()).toBe('Page not found');
    await context.close();
  });

  it('hydrates without a mismatch and asks the API for nothing of the page before it is hydrated', async () => {
    for (const { path, text } of pages()) {
      const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
      await page.goto(`${velvet.urls.site}${path}`);
      // The marker the app sets once hydrated: the barrier after which requests may start.
      await page.waitForSelector('html[data-hydrated-at]', { state: 'attached' });
      const early = await page.evaluate(() => {
        const hydratedAt = Number(document.documentElement.dataset.hydratedAt);
        return performance
          .getEntriesByType('resource')
          // TODO(merge with helper C): drop the tileGrid exception once the tile grid widget's script loads after
          // hydration and starts from the server's first page (C's part of issue 12); then no /rest/ call is early.
          .filter((entry) => entry.name.includes('/rest/') && !entry.name.includes('/rest/v1/tileGrid/') && entry.startTime < hydratedAt)
          .map((entry) => entry.name);
      });
      expect({ path, early }).toEqual({ path, early: [] });
      expect(await page.locator('main h1').first().textContent()).toContain(text);
      // React reports a hydration mismatch as a console error; openPage collects every console error.
      expect({ path, problems }).toEqual({ path, problems: [] });
      await close();
    }
  });

  it('renders the white label in Spanish with its own brand', async () => {
    const context = await velvet.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${velvet.urls.whiteLabel}/es/amateur/${performer}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('main h1').textContent()).toBe(performer);
    expect(await page.locator('header .site-header__logo').textContent()).toBe('Terciopelo·es');
    await context.close();
  });
});
