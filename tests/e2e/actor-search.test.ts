// Issue 15 items 2-3, Tests: "a Chromium test that ... filters by postcode and sorts by distance, goes Back and
// Forward through search states". Real Chromium against the real server and its seeded database (the postcode
// table, the performers' cities): the page at /en/find-models/ is rendered from its address, searches through
// POST actorsearch/search and filter/delete, and shows the hits on the offline map with a marker per hit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AGE_GATE_COOKIE, AGE_GATE_VALUE } from '../../sdk/consent/age-gate';
import { ageConfirmedCookie, openPage, startVelvet, type Velvet } from './harness';
import { waitForHydration, waitForScreen } from './site-pages';

/** Berlin Mitte: a postcode of the bundled table (001 §5 "exactly 5 characters"). */
const BERLIN = '10115';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});

const searchOf = (page: Page) => new URL(page.url()).search;

/** Waits until the shown search is the one of the address (its answer applied, no request out) and returns its facts. */
async function shownSearch(page: Page) {
  await page.waitForFunction(() => {
    const results = document.querySelector('.actor-search__results');
    return results?.getAttribute('aria-busy') === 'false' && results.getAttribute('data-asked') === location.search;
  });
  await waitForScreen(page);
  return page.evaluate(() => ({
    count: document.querySelector('[data-testid="actor-search-count"]')?.textContent ?? null,
    km: [...document.querySelectorAll('.actor-search__tile .actor-search__distance')].map((node) => Number(node.getAttribute('data-km'))),
    tiles: document.querySelectorAll('.actor-search__tile').length,
    chips: [...document.querySelectorAll('.actor-search__chip')].map((chip) => `${chip.getAttribute('data-field')}=${chip.getAttribute('data-value')}`),
    sort: document.querySelector<HTMLSelectElement>('select[name="sort"]')?.value ?? null,
  }));
}

const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

describe('actor search page', () => {
  it('postcode, sort by distance (nearest first, distance shown), a filter, Back and Forward through the searches, map markers to the profiles', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1280, height: 900 });
    await page.goto(`${velvet.urls.site}/en/find-models/`);
    await waitForHydration(page);
    const first = await shownSearch(page);
    expect(first.tiles).toBeGreaterThan(0);
    // Without a place no distance is shown, and distance cannot be chosen.
    expect(first.km).toEqual([]);
    expect(await page.locator('select[name="sort"] option[value="distance"]').isDisabled()).toBe(true);

    // 001 §5: a code that is not exactly 5 characters is not searched.
    await page.getByLabel('Postcode').fill('1011');
    await page.getByRole('button', { name: 'Search here' }).click();
    expect(await page.locator('#actor-search-zip-state').textContent()).toBe('A postcode has exactly 5 characters.');
    expect(searchOf(page)).toBe('');

    await page.getByLabel('Postcode').fill(BERLIN);
    await page.getByRole('button', { name: 'Search here' }).click();
    await page.waitForURL(`**/en/find-models/?zip=${BERLIN}`);
    await page.getByText(`Near ${BERLIN}`).waitFor();
    const located = await shownSearch(page);
    // "distance computed on the server and shown": every tile has one once the guest gave a place.
    expect(located.km.length).toBe(located.tiles);

    await page.locator('select[name="sort"]').selectOption('distance');
    await page.waitForURL(`**/en/find-models/?sort=distance&zip=${BERLIN}`);
    const nearest = await shownSearch(page);
    expect(nearest.km.length).toBe(nearest.tiles);
    expect(ascending(nearest.km)).toBe(true);
    expect(await page.locator('.actor-search__tile .actor-search__distance').first().textContent()).toMatch(/^[\d.,]+ km away$/);

    // A change of filters searches again (001 §4); the option's count is what the search then finds.
    const option = page.locator('.actor-search__fieldset[data-field="gender"] .actor-search__option').first();
    const value = await option.locator('input').getAttribute('value');
    const optionCount = Number(await option.locator('.actor-search__option-count').textContent());
    await option.locator('input').check();
    await page.waitForURL(`**/en/find-models/?sort=distance&zip=${BERLIN}&gender=${value}`);
    const filtered = await shownSearch(page);
    expect(filtered.chips).toEqual([`gender=${value}`]);
    expect(filtered.count).toBe(`Models found: ${optionCount}`);
    expect(ascending(filtered.km)).toBe(true);

    // Back and Forward restore the searches of their addresses.
    await page.goBack();
    await page.waitForURL(`**/en/find-models/?sort=distance&zip=${BERLIN}`);
    expect(await shownSearch(page)).toEqual(nearest);
    await page.goBack();
    await page.waitForURL(`**/en/find-models/?zip=${BERLIN}`);
    expect(await shownSearch(page)).toMatchObject({ sort: 'rank', count: located.count, chips: [] });
    await page.goForward();
    await page.waitForURL(`**/en/find-models/?sort=distance&zip=${BERLIN}`);
    expect(await shownSearch(page)).toEqual(nearest);
    await page.goForward();
    await page.waitForURL((url) => url.search === `?sort=distance&zip=${BERLIN}&gender=${value}`);
    expect(await shownSearch(page)).toEqual(filtered);

    // The chip removes its filter (filter/delete) and the address follows.
    await page.locator('.actor-search__chip').click();
    await page.waitForURL(`**/en/find-models/?sort=distance&zip=${BERLIN}`);
    expect((await shownSearch(page)).chips).toEqual([]);

    // The map: a marker per hit, each a link to the profile reachable by keyboard, and the guest's place.
    const markers = page.locator('.actor-search__marker');
    expect(await markers.count()).toBeGreaterThan(0);
    const hrefs = await markers.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.every((href) => /^\/en\/amateur\/[^/]+\/$/.test(href ?? ''))).toBe(true);
    expect(await page.locator('.actor-search__you').isVisible()).toBe(true);
    const target = hrefs[0]!;
    await markers.first().focus();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('actor-search__marker'))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${target}`);
    expect(problems).toEqual([]);
    await close();
  }, 120_000);

  it('a postcode the table does not know resets the location (001 §4), and "use my location" searches near the browser\'s place', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    await page.context().grantPermissions(['geolocation'], { origin: velvet.urls.site });
    await page.context().setGeolocation({ latitude: 48.137, longitude: 11.575 });
    await page.goto(`${velvet.urls.site}/en/find-models/?zip=${BERLIN}`);
    await waitForHydration(page);
    await page.getByText(`Near ${BERLIN}`).waitFor();
    await page.getByLabel('Postcode').fill('ZZZZZ');
    await page.getByRole('button', { name: 'Search here' }).click();
    await page.locator('[data-state="zip-not-found"]').waitFor();
    expect(await page.locator('[data-state="zip-not-found"]').textContent()).toBe('We do not know the postcode ZZZZZ. Try another one or use your location.');
    await page.waitForURL((url) => url.search === '');
    expect((await shownSearch(page)).km).toEqual([]);

    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText('Near your location').waitFor();
    const near = await shownSearch(page);
    expect(near.km.length).toBe(near.tiles);
    expect(near.tiles).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  }, 90_000);

  it('the server renders a search of the address without a script, and Terciopelo has the page in Spanish', async () => {
    const context = await velvet.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await context.addCookies([ageConfirmedCookie(velvet), { name: AGE_GATE_COOKIE, value: AGE_GATE_VALUE, url: velvet.urls.whiteLabel, sameSite: 'Lax' }]);
    const page = await context.newPage();
    const answer = await page.goto(`${velvet.urls.site}/en/find-models/?sort=distance&zip=${BERLIN}`);
    expect(answer?.status()).toBe(200);
    const km = await page.locator('.actor-search__tile .actor-search__distance').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-km'))));
    expect(km.length).toBeGreaterThan(0);
    expect(ascending(km)).toBe(true);
    expect(await page.locator('.actor-search__marker').count()).toBeGreaterThan(0);
    const spanish = await page.goto(`${velvet.urls.whiteLabel}/es/buscar-modelos/`);
    expect(spanish?.status()).toBe(200);
    expect(await page.locator('main h1').textContent()).toBe('Buscar modelos');
    expect(await page.locator('.actor-search__tile a').first().getAttribute('href')).toMatch(/^\/es\/amateur\/[^/]+\/$/);
    await context.close();
  }, 60_000);
});
