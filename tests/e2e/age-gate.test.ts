// The age gate and the legal pages in real Chromium against the real server, on both brands.
// issue 12 §4: "a first visit shows an 18+ confirmation before any content (remembered in a necessary cookie;
// leaving goes to a neutral page)"; §5: the legal pages, readable without confirming (the gate links to them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AGE_GATE_COOKIE, AGE_GATE_DAYS, AGE_GATE_EXIT_URL, AGE_GATE_VALUE } from '../../sdk/consent/age-gate';
import { gotoWithSession, openPage, screenshot, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});

const BRANDS = [
  { brand: 'Velvet', origin: () => velvet.urls.site, home: '/en/', enter: 'I am 18 or older – enter', leave: 'I am under 18 – leave', terms: 'Terms of service', question: 'Are you 18 or older?' },
  { brand: 'Terciopelo', origin: () => velvet.urls.whiteLabel, home: '/es/', enter: 'Tengo 18 años o más – entrar', leave: 'Tengo menos de 18 – salir', terms: 'Condiciones de uso', question: '¿Tienes 18 años o más?' },
] as const;

const gate = (page: Page) => page.getByRole('dialog');
/** What a page shows once the visitor is in: the site header and the main landmark's content. */
const siteHeader = (page: Page) => page.locator('header.site-header');

describe.each(BRANDS)('the age gate of $brand', ({ brand, origin, home, enter, leave, terms, question }) => {
  it('shows only the 18+ question on a first visit; "enter" shows the page, and a reload remembers it', async () => {
    const { page, problems, close } = await openPage(velvet, undefined, { ageConfirmed: false });
    await page.goto(`${origin()}${home}`);
    await expect.poll(() => gate(page).getByRole('heading').textContent()).toBe(question);
    expect(await gate(page).textContent()).toContain(brand);
    // Before any content: no header, no page, no footer, no tile grid is in the document at all.
    expect(await siteHeader(page).count()).toBe(0);
    expect(await page.locator('footer, velvet-tile-grid, .site-main').count()).toBe(0);
    // The keyboard starts on "enter": Enter confirms.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(enter);
    await screenshot(page, `age-gate-${brand.toLowerCase()}`);
    // The server rendered the gate and the page hydrated it: "enter" loads the page's data and shows it in the
    // same document (the router revalidates), without a reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => siteHeader(page).count()).toBe(1);
    await expect.poll(() => page.locator('velvet-tile-grid').count()).toBeGreaterThan(0);
    expect(await gate(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    const cookie = (await page.context().cookies(origin())).find((candidate) => candidate.name === AGE_GATE_COOKIE);
    expect(cookie?.value).toBe(AGE_GATE_VALUE);
    // A necessary cookie for AGE_GATE_DAYS days (within a minute of now + 30 days).
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + AGE_GATE_DAYS * 86_400))).toBeLessThan(60);

    await page.reload();
    await expect.poll(() => siteHeader(page).count()).toBe(1);
    expect(await gate(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('"leave" goes to the neutral page without telling it where the visitor came from', async () => {
    const { page, close } = await openPage(velvet, undefined, { ageConfirmed: false });
    // The neutral page is outside the platform; the test answers for it (no internet in the test run).
    const exits: Array<{ url: string; referer: string | undefined }> = [];
    await page.route(`${AGE_GATE_EXIT_URL}**`, async (route) => {
      exits.push({ url: route.request().url(), referer: route.request().headers().referer });
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>neutral</title><p>neutral page</p>' });
    });
    await page.goto(`${origin()}${home}`);
    await gate(page).getByRole('link', { name: leave }).click();
    await page.waitForURL(AGE_GATE_EXIT_URL);
    expect(exits).toEqual([{ url: AGE_GATE_EXIT_URL, referer: undefined }]);
    expect((await page.context().cookies(origin())).some((candidate) => candidate.name === AGE_GATE_COOKIE)).toBe(false);
    await close();
  });

  it('leaves the terms readable without confirming, linked from the gate', async () => {
    const { page, problems, close } = await openPage(velvet, undefined, { ageConfirmed: false });
    await page.goto(`${origin()}${home}`);
    await gate(page).getByRole('link', { name: terms }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(terms);
    expect(await gate(page).count()).toBe(0);
    expect(await page.locator('article.legal-page').textContent()).toContain(`${brand} `);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the legal pages', () => {
  const PAGES = [
    { name: 'velvet-terms-en', url: () => `${velvet.urls.site}/en/terms-of-service/`, title: 'Terms of service', brand: 'Velvet' },
    { name: 'velvet-data-protection-de', url: () => `${velvet.urls.site}/datenschutz/`, title: 'Datenschutzerklärung', brand: 'Velvet' },
    { name: 'velvet-terms-nl', url: () => `${velvet.urls.site}/nl/algemene-voorwaarden/`, title: 'Algemene voorwaarden', brand: 'Velvet' },
    { name: 'velvet-data-protection-es', url: () => `${velvet.urls.site}/es/proteccion-de-datos/`, title: 'Protección de datos', brand: 'Velvet' },
    { name: 'terciopelo-data-protection-es', url: () => `${velvet.urls.whiteLabel}/es/proteccion-de-datos/`, title: 'Protección de datos', brand: 'Terciopelo' },
    { name: 'terciopelo-terms-en', url: () => `${velvet.urls.whiteLabel}/en/terms-of-service/`, title: 'Terms of service', brand: 'Terciopelo' },
  ];

  it.each(PAGES)('$name is readable on a first visit, at 1440 and 390 px, with the brand name', async ({ name, url, title, brand }) => {
    for (const width of [1440, 390]) {
      const { page, problems, close } = await openPage(velvet, { width, height: 900 }, { ageConfirmed: false });
      const response = await page.goto(url());
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
      expect(await gate(page).count()).toBe(0);
      expect(await page.locator('article.legal-page').textContent()).toContain(brand);
      // Nothing wider than the window on a phone: the storage table scrolls inside its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `legal-${name}-${width}`);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('lists every stored item and reopens the cookie settings from the data-protection page', async () => {
    const { page, problems, close } = await openPage(velvet);
    // The settings button works once the page is hydrated (the banner starts after hydration).
    await gotoWithSession(page, `${velvet.urls.site}/en/data-protection/`);
    await expect.poll(() => page.locator('tr[data-storage-name]').count()).toBeGreaterThan(0);
    const names = await page.locator('tr[data-storage-name]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-storage-name')));
    expect(names).toEqual(expect.arrayContaining(['vs', 'vc', 'v18', 'vsb']));
    // Every cookie this browser really holds after the visit is in the table.
    const held = (await page.context().cookies(velvet.urls.site)).map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(held));
    await page.getByRole('button', { name: 'Open cookie settings' }).click();
    await expect.poll(() => page.getByTestId('cookie-banner').getByRole('switch').count()).toBe(3);
    expect(problems).toEqual([]);
    await close();
  });

  it('is linked from the footer, the cookie banner and the data-protection notice', async () => {
    const { page, close } = await openPage(velvet);
    await page.goto(`${velvet.urls.site}/en/`);
    const footer = page.locator('footer.site-footer');
    expect(await footer.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('/en/terms-of-service/');
    expect(await footer.getByRole('link', { name: 'Data protection' }).getAttribute('href')).toBe('/en/data-protection/');
    expect(await page.getByTestId('cookie-banner').getByRole('link', { name: 'Data protection' }).getAttribute('href')).toBe('/en/data-protection/');
    await footer.getByRole('link', { name: 'Terms of service' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Terms of service');
    await close();
  });
});
