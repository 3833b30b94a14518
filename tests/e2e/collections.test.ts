// Issue 15 item 6 "collections" and "teasers": real Chromium against the real server and its seeded collections.
// From the actor search page (/en/find-models/) a collection card leads, by keyboard, to the collection's page, which
// shows its teaser text, its models through the actor search with currentCollection (spec 001 §7; a filter narrows
// them further) and its footer text. A performer's profile page shows her teasers, drawn on the server, and her
// collection's teaser leads to that collection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Collection, CollectionSummary } from '../../sdk/api/schemas/collections';
import { openPage, startVelvet, type Velvet } from './harness';
import { waitForHydration, waitForScreen } from './site-pages';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});

const rest = async <T>(path: string): Promise<T> => ((await (await fetch(`${velvet.urls.site}/rest/v1/${path}`)).json()) as { data: T }).data;

/** The search the page shows is the one of its address, answered (the actor search page's own marker). */
async function shownIds(page: Page): Promise<number[]> {
  await page.waitForFunction(() => {
    const results = document.querySelector('.actor-search__results');
    return results?.getAttribute('aria-busy') === 'false';
  });
  await waitForScreen(page);
  return page.evaluate(() => [...document.querySelectorAll('.actor-search__tile')].map((tile) => Number(tile.getAttribute('data-actor-id'))));
}

describe('collections', () => {
  it('a card on the actor search page leads to the collection, which shows its words and its models, and filters narrow them', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1280, height: 900 });
    const { collections } = await rest<{ collections: CollectionSummary[] }>('collections?lang=en');
    const toys = collections.find((c) => c.slug === 'toy-control')!;
    const collection = await rest<Collection>('collections/toy-control?lang=en');
    await page.goto(`${velvet.urls.site}/en/find-models/`);
    await waitForHydration(page);
    // Every collection has its card, with its count.
    expect(await page.locator('.collection-card').count()).toBe(collections.length);
    const card = page.locator('.collection-card[data-collection="toy-control"] a');
    expect(await card.locator('.collection-card__count').textContent()).toBe(`${toys.modelCount} models`);

    // Keyboard: the card is a link that Enter follows.
    await card.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${velvet.urls.site}/en/find-models/collection/toy-control/`);
    // The address changes before the new page renders: wait for the collection's page itself.
    await page.waitForSelector('[data-screen="performerCollection"][data-collection="toy-control"]');
    expect(await page.locator('h1').textContent()).toBe('Toy control');
    const ids = await shownIds(page);
    // The collection's models (the first page holds 30), and no one else.
    expect(ids.length).toBe(Math.min(30, collection.modelCount));
    expect(ids.every((id) => collection.models.some((m) => m.id === id))).toBe(true);
    expect(await page.locator('.collection-page__teaser').textContent()).toBe(collection.teaserText);
    expect(await page.locator('.collection-page__footer').textContent()).toBe(collection.footerText);
    expect(await page.locator('nav.breadcrumbs [aria-current="page"]').textContent()).toBe('Toy control');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/en\/find-models\/collection\/toy-control\/$/);

    // A filter works inside the collection: the online filter leaves only its online models, and the address keeps the path.
    const online = new Set(collection.models.filter((m) => m.online).map((m) => m.id));
    await page.locator('.actor-search__filters input[type="checkbox"][value="true"]').first().check();
    await page.waitForURL(/\/en\/find-models\/collection\/toy-control\/\?online=true$/);
    const filtered = await shownIds(page);
    expect(filtered.length).toBe(online.size);
    expect(filtered.every((id) => online.has(id))).toBe(true);
    // Back: the collection's unfiltered search again (the path, not the query, names the collection).
    await page.goBack();
    await page.waitForURL(`${velvet.urls.site}/en/find-models/collection/toy-control/`);
    await page.waitForFunction(() => document.querySelector('.actor-search__results')?.getAttribute('data-asked')?.includes('online') === false);
    expect((await shownIds(page)).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(problems).toEqual([]);
    await close();
  });

  it('an unknown collection answers 404 with the collections to go on with', async () => {
    const { page, close } = await openPage(velvet);
    const response = await page.goto(`${velvet.urls.site}/en/find-models/collection/no-such-thing/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('This collection does not exist');
    expect(await page.locator('.collection-card').count()).toBeGreaterThan(0);
    await close();
  });

  it('a profile page shows the performer\'s teasers from the server, and her collection\'s teaser leads to it', async () => {
    const collection = await rest<Collection>('collections/top-of-the-charts?lang=en');
    const model = collection.models[0]!;
    // Her Live show tab: the live teaser is not shown there, so at most her sale teaser comes before her collection's (2 per page).
    const path = `${model.link}live-show/`;
    const html = await (await fetch(`${velvet.urls.site}${path}`, { headers: { cookie: 'v18=y1' } })).text();
    expect(html).toContain('class="teasers"');
    const { page, problems, close } = await openPage(velvet);
    await page.goto(`${velvet.urls.site}${path}`);
    await waitForHydration(page);
    const teaserIds = await page.locator('.teaser').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-teaser')));
    expect(teaserIds).not.toContain('performerLive');
    expect(teaserIds).toContain('performerCollection');
    await page.locator('[data-teaser="performerCollection"] a').click();
    await page.waitForURL(/\/en\/find-models\/collection\/[a-z0-9-]+\/$/);
    await page.waitForSelector('[data-screen="performerCollection"][data-collection]');
    expect(await shownIds(page)).toContain(model.id);
    expect(problems).toEqual([]);
    await close();
  });
});
