// Issue 13 items 6 and 7 in real Chromium against the real server: a guest buys a video (through the
// API) and finds it in the media library, archives and unarchives it and opens it; the favourite cams
// follow a performer coming online (count, availability, the "is online" toast); a hidden mobile
// notification type is not shown on a phone. Both brands, desktop (1440) and phone (390) widths.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PerformerTile, TileGridAnswer, VideoTile } from '../../sdk/api/types';
import { DEV_KEY_HEADER } from '../../server/http/dev-only';
import { acknowledgeNotices, gotoWithSession, openPage, screenshot, SIGN_UP_CONFIRMATIONS, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The one guest of this file (sign-ups are limited per address; log-ins are not). */
const SHELF_GUEST = { name: 'e2e_shelf', email: 'shelf@example.com', password: 'correct horse battery', ...SIGN_UP_CONFIRMATIONS };
let signedUp = false;

/** Logs the guest in through the REST call of `origin`, so the session cookie lands in the page's context; returns the guest id. */
async function logIn(page: Page, origin = velvet.urls.site): Promise<string> {
  const call = signedUp
    ? page.request.post(`${origin}/rest/v1/guest/login`, { data: { email: SHELF_GUEST.email, password: SHELF_GUEST.password } })
    : page.request.post(`${origin}/rest/v1/guest/signup`, { data: SHELF_GUEST });
  const answer = await call;
  expect(answer.status(), await answer.text()).toBe(200);
  signedUp = true;
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

async function firstTiles<T>(type: 'videos' | 'performers', order: string): Promise<T[]> {
  const payload = encodeURIComponent(JSON.stringify({ offset: 0, limit: 100, order }));
  const answer = (await (await fetch(`${velvet.urls.site}/rest/v1/tileGrid/get/${type}/${payload}?lang=en`)).json()) as TileGridAnswer;
  if (!answer.success) throw new Error(`tile grid: expected success, got ${answer.error}`);
  return answer.data.initialTiles as unknown as T[];
}

/** Tops up and buys a paid, not age-rated video through the API, as a second device would. */
async function buyVideo(page: Page): Promise<VideoTile> {
  const api = page.context().request;
  const topUp = await api.post(`${velvet.urls.site}/rest/v1/payment/topup?lang=en`, {
    data: { amountEuros: 50, card: { number: '4242424242424242', expiry: '12/39', cvc: '123' }, idempotencyKey: randomUUID() },
  });
  expect(topUp.status(), await topUp.text()).toBe(200);
  const video = (await firstTiles<VideoTile>('videos', 'newest')).find((tile) => tile.kind === 'video' && !tile.free && !tile.vip && tile.price.value <= 200);
  if (!video) throw new Error('expected a paid video of at most 200 coins in the seed, got none');
  const buy = await api.post(`${velvet.urls.site}/rest/v1/video/${video.id}/buy?lang=en`, { data: { idempotencyKey: randomUUID() } });
  expect(buy.status(), await buy.text()).toBe(200);
  return video;
}

/** Buys a photo album of at most 120 coins that needs no age check, through the API (the guest has coins from buyVideo). */
async function buyAlbum(page: Page): Promise<{ id: number; title: string }> {
  for (let id = 1; id <= 80; id += 1) {
    const answer = await fetch(`${velvet.urls.site}/rest/v1/gallery/open?albumId=${id}&lang=en`);
    if (!answer.ok) continue;
    const album = ((await answer.json()) as { data: { id: number; title: string; ageRating: number; price: { value: number } } }).data;
    if (album.ageRating >= 18 || album.price.value > 120) continue;
    const buy = await page.context().request.post(`${velvet.urls.site}/rest/v1/album/${album.id}/buy?lang=en`, { data: { idempotencyKey: randomUUID() } });
    expect(buy.status(), await buy.text()).toBe(200);
    return album;
  }
  throw new Error('expected an album of at most 120 coins without an age check among the first 80, got none');
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations (default rules) in the page's main landmark and the given parts, one line each. */
async function mainViolations(page: Page, ...parts: string[]): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const { violations } = await axe.run({ include });
    return violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  }, [['main'], ...parts.map((part) => [part])]);
}

/** A development call (loopback, with this start's dev key). */
async function dev(page: Page, path: string, data: object) {
  const answer = await page.context().request.post(`${velvet.urls.site}/rest/v1/dev/${path}`, { data, headers: { [DEV_KEY_HEADER]: velvet.devKey } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Resolves once the page's realtime socket acknowledged a logged-in session (watch before navigating). */
function loggedInChannel(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/realtime')) return;
      socket.on('framereceived', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (text.includes('"sessionAck"') && text.includes('"isLoggedIn":true')) resolve();
      });
    });
  });
}

const tile = (page: Page, title: string) => page.locator('.media-library__tile').filter({ has: page.getByRole('link', { name: title, exact: true }) });

describe('media library (issue 13 item 6)', () => {
  it('asks a logged-out visitor to log in, in every language, instead of a dead end', async () => {
    const { page, problems, close } = await openPage(velvet, PHONE);
    const expected: Array<[string, string, string]> = [
      ['/myvisitx/mediathek/', 'Meine Mediathek', 'Anmelden'],
      ['/en/myvisitx/mediathek/photos/', 'My media library', 'Log in'],
      ['/es/myvisitx/mediathek/fotos/', 'Mi mediateca', 'Iniciar sesión'],
      ['/nl/myvisitx/mediathek/', 'Mijn mediatheek', 'Inloggen'],
    ];
    for (const [path, title, logInLabel] of expected) {
      await gotoWithSession(page, `${velvet.urls.site}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      const logInLink = page.getByRole('link', { name: logInLabel, exact: true }).last();
      expect(await logInLink.getAttribute('href')).toContain(encodeURIComponent(path));
    }
    await screenshot(page, 'media-library-login-390');
    // The favourite cams ask the same (spec 000 §6 "Login is required for: ... favourites and pinning").
    await gotoWithSession(page, `${velvet.urls.site}/en/myvisitx/favorite-cams/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('My favourite cams');
    expect(await page.getByText('Log in to see your favourite performers').isVisible()).toBe(true);
    await gotoWithSession(page, `${velvet.urls.site}/nl/myvisitx/mediathek/`);
    // The log-in link brings the guest back to the library.
    await page.getByRole('link', { name: 'Inloggen', exact: true }).last().click();
    await page.waitForURL(/\/nl\/.*next=/);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows a bought video (spec 001 §3 "source purchased ... origin shop"), archives and unarchives it (§4), and opens its video page', async () => {
    const { page, problems, close } = await openPage(velvet, DESKTOP);
    // Logged in before any page is open: an open page's own session calls could race the log-in's cookie.
    await logIn(page);
    const video = await buyVideo(page);

    await gotoWithSession(page, `${velvet.urls.site}/en/myvisitx/mediathek/`);
    await acknowledgeNotices(page);
    await expect.poll(() => tile(page, video.title).count()).toBe(1);
    // spec 001 §3 "Totals for videos, photos, audio, chat clips".
    expect(await page.getByTestId('total-videos').textContent()).toBe('1');
    expect(await page.getByTestId('total-chat-clips').textContent()).toBe('0');
    // spec 001 §9 "media library 320/640/1280".
    const srcset = await tile(page, video.title).locator('img').getAttribute('srcset');
    expect(srcset).toBe(`/img/video/${video.id}/w320.svg 320w, /img/video/${video.id}/w640.svg 640w, /img/video/${video.id}/w1280.svg 1280w`);
    await screenshot(page, 'media-library-videos-1440');
    // Loaded on the server (DESIGN.md "Pages are rendered on the server"): the tile is in the HTML itself.
    const html = await (await page.context().request.get(`${velvet.urls.site}/en/myvisitx/mediathek/`)).text();
    expect(html).toContain(`data-asset="video:${video.id}"`);
    expect(await mainViolations(page)).toEqual([]);

    // Archive: it leaves the "Purchased" shelf and is on the "Archive" shelf; the totals keep it.
    await page.getByRole('button', { name: `Archive “${video.title}”` }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'is in the archive now' }).count()).toBe(1);
    await expect.poll(() => tile(page, video.title).count()).toBe(0);
    expect(await page.getByText('Nothing here yet.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Discover videos' }).getAttribute('href')).toBe('/en/videos/');
    await page.getByRole('navigation', { name: 'Shelf' }).getByRole('link', { name: 'Archive' }).click();
    await page.waitForURL(/source=archived/);
    await expect.poll(() => tile(page, video.title).count()).toBe(1);
    expect(await page.getByTestId('total-videos').textContent()).toBe('1');
    await screenshot(page, 'media-library-archive-1440');

    // Unarchive: back on "Purchased".
    await page.getByRole('button', { name: `Move “${video.title}” back from the archive` }).click();
    await expect.poll(() => tile(page, video.title).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Shelf' }).getByRole('link', { name: 'Purchased' }).click();
    await expect.poll(() => tile(page, video.title).count()).toBe(1);

    // A bought album is on the photos shelf and opens its album page.
    const album = await buyAlbum(page);
    await page.getByRole('navigation', { name: 'Media type' }).getByRole('link', { name: /^Photos/ }).click();
    await page.waitForURL(/\/en\/myvisitx\/mediathek\/photos\/$/);
    await expect.poll(() => tile(page, album.title).count()).toBe(1);
    expect(await page.getByTestId('total-photos').textContent()).toBe('1');
    await screenshot(page, 'media-library-photos-1440');
    await tile(page, album.title).getByRole('link', { name: album.title, exact: true }).click();
    await page.waitForURL(new RegExp(`/en/amateur/[^/]+/pictures/${album.id}/$`));
    await page.goBack();
    await page.getByRole('navigation', { name: 'Media type' }).getByRole('link', { name: /^Videos/ }).click();
    await expect.poll(() => tile(page, video.title).count()).toBe(1);

    // Open: the video's own page (helper D plays it there).
    await tile(page, video.title).getByRole('link', { name: video.title, exact: true }).click();
    await page.waitForURL(new RegExp(`/en/amateur/[^/]+/videos/${video.id}/$`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(video.title);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the library in every language of each brand at 390 px (Velvet: de, en, es, nl; Terciopelo: es, en)', async () => {
    const brands = [
      { origin: velvet.urls.site, brand: 'velvet', spanish: '/es/', pages: [['/myvisitx/mediathek/', 'Meine Mediathek'], ['/en/myvisitx/mediathek/', 'My media library'], ['/es/myvisitx/mediathek/', 'Mi mediateca'], ['/nl/myvisitx/mediathek/fotos/?source=archived', 'Mijn mediatheek']], empty: ["Video's ontdekken", '/nl/videos/'] },
      { origin: velvet.urls.whiteLabel, brand: 'terciopelo', spanish: '/', pages: [['/myvisitx/mediathek/', 'Mi mediateca'], ['/en/myvisitx/mediathek/photos/?source=archived', 'My media library']], empty: ['Discover videos', '/en/videos/'] },
    ] as const;
    for (const { origin, brand, spanish, pages, empty } of brands) {
      const { page, problems, close } = await openPage(velvet, PHONE);
      await logIn(page, origin);
      // Owned already when the test before ran: buying again is "already owned", no charge.
      await buyVideo(page);
      for (const [path, title] of pages) {
        await gotoWithSession(page, `${origin}${path}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      }
      // The last page is the photos' archive, empty: it leads to the videos.
      expect(await page.getByRole('link', { name: empty[0] }).getAttribute('href')).toBe(empty[1]);
      await gotoWithSession(page, `${origin}${spanish}myvisitx/mediathek/`);
      await acknowledgeNotices(page).catch(() => undefined);
      await expect.poll(() => page.locator('.media-library__tile').count()).toBeGreaterThan(0);
      // No sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `media-library-videos-390-${brand}`);
      expect(problems).toEqual([]);
      await close();
    }
  });
});

describe('favourite cams and floating notifications (issue 13 item 7)', () => {
  /** An offline performer of the seed (the simulator is off in tests, so it stays offline until told). */
  async function offlinePerformer(): Promise<PerformerTile> {
    const performer = (await firstTiles<PerformerTile>('performers', 'rank')).reverse().find((candidate) => candidate.kind === 'performer' && !candidate.isOnline);
    if (!performer) throw new Error('expected an offline performer in the seed, got none');
    return performer;
  }

  it('follows a favourite coming online: availability, onlineCount (spec 000 §4) and the "is online" toast', async () => {
    const { page, problems, close } = await openPage(velvet, DESKTOP);
    // Logged in before any page is open: an open page's own session calls could race the log-in's cookie.
    await logIn(page);
    const performer = await offlinePerformer();
    await gotoWithSession(page, `${velvet.urls.site}/en/amateur/${encodeURIComponent(performer.name)}/`);
    await acknowledgeNotices(page).catch(() => undefined);
    const heart = page.getByRole('button', { name: `Favourite: ${performer.name}` });
    await expect.poll(() => heart.isEnabled(), { timeout: 15_000 }).toBe(true);
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    const channel = loggedInChannel(page);
    await gotoWithSession(page, `${velvet.urls.site}/en/myvisitx/favorite-cams/`);
    const item = page.locator(`.favorite-cams__item[data-actor-id="${performer.id}"]`);
    await expect.poll(() => item.getAttribute('data-online')).toBe('false');
    await expect.poll(() => page.getByTestId('favourites-online-count').textContent()).toMatch(/^0 of \d+ online now$/);
    // The realtime channel of the logged-in guest is up before the performer comes online.
    await channel;

    await dev(page, 'presence', { actorId: performer.id, online: true });
    await expect.poll(() => item.getAttribute('data-online'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => page.getByTestId('favourites-online-count').textContent()).toMatch(/^1 of \d+ online now$/);
    const toast = page.locator('.floating-notifications__toast[data-notification-type="1"]').filter({ hasText: `${performer.name} is online now` });
    await expect.poll(() => toast.count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'favorite-cams-online-toast-1440');
    expect(await mainViolations(page, '.floating-notifications')).toEqual([]);

    // On a desktop every type is shown, type 6 too (the phone test below hides it).
    await dev(page, 'notification', { guestId: await guestId(page), list: 'floating', type: 6, title: 'Type six', text: 'shown on a desktop' });
    await expect.poll(() => page.locator('.floating-notifications__toast[data-notification-type="6"]').count(), { timeout: 15_000 }).toBe(1);

    // Offline again: the count and the availability follow.
    await dev(page, 'presence', { actorId: performer.id, online: false });
    await expect.poll(() => item.getAttribute('data-online'), { timeout: 15_000 }).toBe('false');
    await expect.poll(() => page.getByTestId('favourites-online-count').textContent()).toMatch(/^0 of \d+ online now$/);
    // Closing a toast marks it seen: it goes.
    await toast.getByRole('button', { name: `Close the notification “${performer.name}”` }).click();
    await expect.poll(() => toast.count()).toBe(0);
    // Removing the favourite from the list: it goes, and the profile's heart is off.
    await item.getByRole('button', { name: `Remove ${performer.name} from your favourites` }).click();
    await expect.poll(() => item.count()).toBe(0);
    expect(await page.getByText('You have no favourite performers yet.').isVisible()).toBe(true);
    await gotoWithSession(page, `${velvet.urls.site}/en/myvisitx/favorite-cams/`);
    await expect.poll(() => page.getByTestId('favourites-online-count').textContent()).toBe('0 of 0 online now');
    expect(problems).toEqual([]);
    await close();
  });

  it('does not show a hidden mobile type on a phone (spec 000 §9 "hidden mobile notification types 6, 7, 13, 14, 15, 22")', async () => {
    for (const [origin, brand] of [[velvet.urls.site, 'velvet'], [velvet.urls.whiteLabel, 'terciopelo']] as const) {
      const { page, problems, close } = await openPage(velvet, PHONE);
      const id = await logIn(page, origin);
      const channel = loggedInChannel(page);
      await gotoWithSession(page, `${origin}/en/myvisitx/favorite-cams/`);
      await acknowledgeNotices(page).catch(() => undefined);
      await expect.poll(() => page.getByTestId('favourites-online-count').textContent()).toMatch(/online now$/);
      await channel;
      // Each hidden type, then a shown one as the marker: once the marker is on screen, every earlier one has arrived.
      for (const type of [6, 7, 13, 14, 15, 22]) {
        await dev(page, 'notification', { guestId: id, list: 'floating', type, title: `Hidden ${type}`, text: 'not on a phone' });
      }
      await dev(page, 'notification', { guestId: id, list: 'floating', type: 2, title: `Marker ${brand}`, text: 'shown everywhere' });
      await expect.poll(() => page.locator('.floating-notifications__toast').filter({ hasText: `Marker ${brand}` }).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.locator('.floating-notifications__toast').filter({ hasText: 'not on a phone' }).count()).toBe(0);
      await screenshot(page, `favorite-cams-phone-toast-390-${brand}`);
      expect(problems).toEqual([]);
      await close();
    }
  });
});

async function guestId(page: Page): Promise<string> {
  const answer = await page.context().request.get(`${velvet.urls.site}/rest/v1/guest/session`);
  return ((await answer.json()) as { data: { id: string } }).data.id;
}
