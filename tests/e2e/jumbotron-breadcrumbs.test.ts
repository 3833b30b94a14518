// Issue 15 item 6 in real Chromium against the real server: "the video jumbotron (homepage and video station),
// teasers, breadcrumbs". The start page features the seeded video the REST answer names and its hero opens that
// video; the video page shows the spec's trail (spec 001 §2 "actor profile (... video details ...)") as a labelled
// nav whose steps lead on; a phone fits it all in 390 px; Terciopelo speaks Spanish in the same places.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeNotices, gotoWithSession, openPage, screenshot, startVelvet, type Velvet } from './harness';

let velvet: Velvet;

beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});

describe('video jumbotron, teasers and breadcrumbs', () => {
  it('the start page features the answer\'s first video; its hero opens the video page, whose breadcrumb leads back to her videos', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    const featured = (await (await page.request.get(`${velvet.urls.site}/rest/v1/video/jumbotron/homepage?lang=en`)).json()).data;
    expect(featured.items.length).toBeGreaterThan(0);
    const first = featured.items[0];
    await gotoWithSession(page, `${velvet.urls.site}/en/`);
    await acknowledgeNotices(page);
    const jumbotron = page.locator('section.jumbotron[data-jumbotron="homepage"]');
    await expect(jumbotron.getByRole('heading', { name: 'Featured video' }).count()).resolves.toBe(1);
    const hero = jumbotron.locator('a.jumbotron__hero');
    expect(await hero.getAttribute('href')).toBe(`/en/amateur/${first.actor.name.toLowerCase()}/videos/${first.id}/`);
    expect(await hero.textContent()).toContain(first.title);
    // The anonymous visitor's teasers: sign up first (spec 001 §7 "POST teaser/getTeasers").
    expect(await page.locator('[data-teaser="signUp"] a').getAttribute('href')).toBe('/en/signup/');
    await screenshot(page, 'jumbotron-home-desktop');

    await hero.click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.locator('[aria-current="page"]').waitFor();
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(first.title);
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Home', first.actor.name, 'Videos']);
    await crumbs.getByRole('link', { name: 'Videos' }).click();
    await page.waitForURL(`**/en/amateur/${first.actor.name.toLowerCase()}/videos/`);
    // The address changes before the new page renders (its loader runs first): wait for its breadcrumb.
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]').textContent()).toBe('Videos');
    expect(problems).toEqual([]);
    await close();
  });

  it('the video station features its own videos; on a phone the hero, teasers and the category trail fit 390 px', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    await gotoWithSession(page, `${velvet.urls.site}/en/videos/`);
    await acknowledgeNotices(page);
    const station = page.locator('section.jumbotron[data-jumbotron="videoStation"]');
    expect(await station.getByRole('heading', { name: 'Top rated' }).count()).toBe(1);
    expect(await station.locator('a.jumbotron__hero').getAttribute('href')).toMatch(/^\/en\/amateur\/[^/]+\/videos\/\d+\/$/);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'jumbotron-videos-phone');
    // A sorted list is not the station: no hero there.
    await gotoWithSession(page, `${velvet.urls.site}/en/videos/?order=cheapest`);
    expect(await page.locator('section.jumbotron').count()).toBe(0);
    await gotoWithSession(page, `${velvet.urls.site}/en/categories/redhead/`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual(['Home', 'Categories', 'Redhead']);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
    await close();
  });

  it('Terciopelo speaks Spanish: the station\'s hero and the tags page\'s trail', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    await gotoWithSession(page, `${velvet.urls.whiteLabel}/es/videos/`);
    // The Spanish cookie banner stays: these steps only read the page.
    expect(await page.locator('section.jumbotron').getByRole('heading', { name: 'Mejor valorados' }).count()).toBe(1);
    await screenshot(page, 'jumbotron-terciopelo');
    await gotoWithSession(page, `${velvet.urls.whiteLabel}/es/videos/tags/`);
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual(['Inicio', 'Vídeos', 'Etiquetas']);
    expect(problems).toEqual([]);
    await close();
  });
});
