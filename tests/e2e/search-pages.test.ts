// Issue 15 item 4: "per-category result pages (actors, videos, series, magazine) and the video search route";
// /en/search/videos/{pattern}/ was a "coming soon" placeholder. Real Chromium against the real server and its
// seeded database: the server renders the results (no script needed), the empty state, and the search box moves on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_GATE_COOKIE, AGE_GATE_VALUE } from '../../sdk/consent/age-gate';
import { ageConfirmedCookie, openPage, startVelvet, type Velvet } from './harness';
import { waitForScreen } from './site-pages';

let velvet: Velvet;
/** A title word of a seeded video, and a performer's name: both found through the public API. */
let word: string;
let actorName: string;
beforeAll(async () => {
  velvet = await startVelvet();
  const tiles = await fetch(`${velvet.urls.site}/rest/v1/tileGrid/get/videos/${encodeURIComponent(JSON.stringify({ offset: 0, limit: 1 }))}?lang=en`);
  const first = ((await tiles.json()) as { data: { initialTiles: Array<{ title: string; actor: { name: string } }> } }).data.initialTiles[0]!;
  word = first.title.split(' ').find((part) => part.length >= 4)!.toLowerCase();
  actorName = first.actor.name;
});
afterAll(async () => {
  await velvet?.close();
});

describe('search result pages', () => {
  it('the server renders the video results and the empty state, with JavaScript disabled', async () => {
    const context = await velvet.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await context.addCookies([ageConfirmedCookie(velvet)]);
    const page = await context.newPage();
    const response = await page.goto(`${velvet.urls.site}/en/search/videos/${word}/`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('main h1').textContent()).toBe(`Videos for “${word}”`);
    const tiles = page.locator('main .search-tile');
    expect(await tiles.count()).toBeGreaterThan(0);
    // Every tile links to a video page; the first title holds the word.
    expect(await tiles.first().locator('a').getAttribute('href')).toMatch(/^\/en\/amateur\/[^/]+\/videos\/\d+\/$/);
    expect((await tiles.first().locator('.card-tile__title').textContent())?.toLowerCase()).toContain(word);
    await page.goto(`${velvet.urls.site}/en/search/videos/qxzqxzqxz/`);
    expect(await page.locator('main [data-state="empty"]').textContent()).toContain('No video matches “qxzqxzqxz”.');
    expect(await page.locator('main [data-state="empty"] a').getAttribute('href')).toBe('/en/videos/');
    await context.close();
  });

  it('hydrates; the search box searches again and the Models tab shows the performers (Terciopelo too)', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    await page.goto(`${velvet.urls.site}/en/search/videos/${word}/`);
    await waitForScreen(page);
    await page.waitForFunction(() => document.documentElement.dataset.hydratedAt !== undefined);
    await page.getByRole('searchbox', { name: 'Search for' }).fill(actorName);
    // The page's own search form (the header has a Search button too, issue 15 §5).
    await page.locator('form.search-form').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`**/en/search/videos/${encodeURIComponent(actorName)}/`);
    await page.getByRole('link', { name: 'Models' }).click();
    await page.waitForURL(`**/en/search/models/${encodeURIComponent(actorName)}/`);
    const performer = page.locator('main .search-tile a').first();
    await performer.waitFor();
    expect(await performer.getAttribute('href')).toBe(`/en/amateur/${actorName.toLowerCase()}/`);
    expect(problems).toEqual([]);
    // The white label, in Spanish, on its own origin.
    await page.context().addCookies([{ name: AGE_GATE_COOKIE, value: AGE_GATE_VALUE, url: velvet.urls.whiteLabel, sameSite: 'Lax' }]);
    const answer = await page.goto(`${velvet.urls.whiteLabel}/es/buscar/modelos/${encodeURIComponent(actorName)}/`);
    expect(answer?.status()).toBe(200);
    expect(await page.locator('main h1').textContent()).toBe(`Modelos para «${actorName}»`);
    expect(await page.locator('main .search-tile a').first().getAttribute('href')).toBe(`/es/amateur/${actorName.toLowerCase()}/`);
    await close();
  }, 60_000);
});
