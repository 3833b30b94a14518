// Albums and galleries (issue 13 item 5) in real Chromium against the real server: the profile's
// Pictures tab, the album page's gallery and lightbox (keyboard, focus, swipe), comments paging
// and posting, and a like wished before the login that runs after it (spec 002 §4.5).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { acknowledgeNotices, confirmSignUp, gotoWithSession, openPage, screenshot, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
/** A free, 16-rated image album with more than 5 comments, of a performer who bans no country. */
let album: { id: number; title: string; actor: string; pictures: number; comments: number };

beforeAll(async () => {
  velvet = await startVelvet();
  const api = (path: string) => fetch(`${velvet.urls.site}/rest/v1/${path}`).then((res) => res.json());
  for (let actorId = 1; actorId < 200 && !album; actorId++) {
    const list = await api(`getAlbums/${actorId}?type=image&limit=100`);
    if (!list.success) continue;
    for (const tile of list.data.items) {
      if (!tile.free || tile.ageRating !== 16 || tile.restrictions.length > 0) continue;
      const comments = await api(`getComments?albumId=${tile.id}`);
      if (comments.data.commentsTotal > 5 && comments.data.commentsTotal <= 10) {
        album = { id: tile.id, title: tile.title, actor: tile.actor.name, pictures: tile.pictureCount, comments: comments.data.commentsTotal };
        break;
      }
    }
  }
  if (!album) throw new Error('no free 16-rated album with 6 to 10 comments in the seeded catalog');
});
afterAll(async () => {
  await velvet?.close();
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** axe's violations (rule and target) on the page as it is now: the open lightbox and the logged-in album page are states the page scan does not see. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${JSON.stringify(node.target)}`));
  });
}

const lightboxLabel = (page: Page) => page.locator('dialog.lightbox[open] .lightbox__count').textContent();
const activeLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

describe('the Pictures tab and the album page at 1440 px (Velvet, English)', () => {
  it('lists the albums, opens one, browses the lightbox with the keyboard, pages the comments, likes after login and comments once', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    const name = album.actor.toLowerCase();
    await gotoWithSession(page, `${velvet.urls.site}/en/amateur/${name}/`);
    await acknowledgeNotices(page);
    // Issue 13 item 5: the Pictures tab exists and lists the albums (it said "opens soon").
    await page.getByRole('link', { name: 'Pictures', exact: true }).click();
    await page.getByRole('heading', { name: `Albums of ${album.actor}` }).waitFor();
    await page.getByRole('button', { name: 'Photo albums' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Photo albums' }).getAttribute('aria-pressed')).toBe('true');
    const tile = page.locator('.album-tile__link', { hasText: album.title }).first();
    await tile.waitFor();
    await screenshot(page, 'album-pictures-tab-1440');
    await tile.click();
    await page.waitForURL(`**/en/amateur/${name}/pictures/${album.id}/`);
    await page.getByRole('heading', { name: album.title, level: 1 }).waitFor();

    // The gallery: every picture opens the lightbox at its place, with the three sizes in its srcset.
    const opener = page.getByRole('button', { name: `Open picture 1 of ${album.pictures}` });
    await opener.click();
    await expect.poll(() => lightboxLabel(page)).toBe(`Picture 1 of ${album.pictures}`);
    const srcset = await page.locator('dialog.lightbox img').getAttribute('srcset');
    expect(srcset).toMatch(/w320\.svg 320w, .*w640\.svg 640w, .*w1280\.svg 1280w/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => lightboxLabel(page)).toBe(`Picture 2 of ${album.pictures}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Left from the first picture wraps to the last.
    await expect.poll(() => lightboxLabel(page)).toBe(`Picture ${album.pictures} of ${album.pictures}`);
    // Focus is trapped: twenty Tabs (forwards and back) never leave the dialog.
    for (const key of [...Array(10).fill('Tab'), ...Array(10).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.lightbox')))).toBe(true);
    }
    await screenshot(page, 'album-lightbox-1440');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('dialog.lightbox').waitFor({ state: 'detached' });
    // Focus returns to the picture that opened it.
    expect(await activeLabel(page)).toBe(`Open picture 1 of ${album.pictures}`);

    // Comments: 5 first (spec 001 §9), the rest with "Show more comments".
    const comments = page.locator('.album-comment');
    expect(await comments.count()).toBe(5);
    await page.getByRole('heading', { name: `Comments (${album.comments})` }).waitFor();
    await page.getByRole('button', { name: 'Show more comments' }).click();
    await expect.poll(() => comments.count()).toBe(album.comments);
    expect(await page.getByRole('button', { name: 'Show more comments' }).count()).toBe(0);

    // A like wished while logged out: login first, then it runs (spec 002 §4.5 "gallery rating").
    await page.getByRole('button', { name: /Like/ }).first().click();
    await page.waitForURL(/\/en\/login\/\?next=/);
    expect(decodeURIComponent(page.url())).toContain(`pending=galleryRating.${album.id}.5`);
    // The login form's own sign-up link keeps the next address (the header's would come back to the login page).
    await page.locator('form.account-form').getByRole('link', { name: 'Sign up' }).click();
    const guest = `fan${Date.now().toString(36)}`;
    await page.getByLabel('User name').fill(guest);
    await page.getByLabel('E-mail address').fill(`${guest}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery');
    await confirmSignUp(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`**/en/amateur/${name}/pictures/${album.id}/`);
    const like = page.locator('.gallery-social .gallery-button', { hasText: 'Like' }).first();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.locator('.gallery-rating__count').textContent()).toBe('1');
    // The wish ran once and left the address.
    expect(page.url()).not.toContain('pending=');
    // spec 001 §5: the view is counted now that the guest is logged in.
    await expect.poll(() => page.getByTestId('album-views').textContent()).toBe('Views: 1');

    // Pin the album (spec 001 §4 "Pinning ... applies to ... albums").
    const pin = page.getByRole('button', { name: 'Pin album' });
    await pin.click();
    await expect.poll(() => page.locator('.gallery-social .gallery-pin').getAttribute('aria-pressed')).toBe('true');

    // One comment per guest per album (spec 001 §4): after posting, the form is gone.
    await page.getByLabel('Your comment').fill('What a lovely set!');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await page.getByText('Thank you! Your comment is online.').waitFor();
    expect(await comments.first().textContent()).toContain('What a lovely set!');
    await page.getByRole('heading', { name: `Comments (${album.comments + 1})` }).waitFor();
    expect(await page.getByLabel('Your comment').count()).toBe(0);
    await page.reload();
    await page.waitForSelector('html[data-hydrated-at]', { state: 'attached' });
    await page.getByText('You have already commented on this album: each guest writes one comment per album.').waitFor();
    await screenshot(page, 'album-page-1440');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the album page at 390 px with touch (Terciopelo white label, Spanish)', () => {
  it('swipes through the lightbox and pages the comments', async () => {
    const context = await velvet.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addCookies([{ name: 'v18', value: 'y1', url: velvet.urls.whiteLabel, sameSite: 'Lax' }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await gotoWithSession(page, `${velvet.urls.whiteLabel}/es/amateur/${album.actor.toLowerCase()}/fotos/${album.id}/`);
    await page.getByRole('button', { name: `Abrir foto 1 de ${album.pictures}` }).tap();
    await expect.poll(() => lightboxLabel(page)).toBe(`Foto 1 de ${album.pictures}`);
    const cdp = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y: 420 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (fromX + toX) / 2, y: 425 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: toX, y: 428 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(320, 80);
    await expect.poll(() => lightboxLabel(page)).toBe(`Foto 2 de ${album.pictures}`);
    await screenshot(page, 'album-lightbox-390-terciopelo');
    await swipe(80, 320);
    await expect.poll(() => lightboxLabel(page)).toBe(`Foto 1 de ${album.pictures}`);
    // A short move is no swipe. The barrier: one ArrowRight after it must land on picture 2, not 3.
    await swipe(200, 180);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => lightboxLabel(page)).toBe(`Foto 2 de ${album.pictures}`);
    await page.getByRole('button', { name: 'Cerrar' }).tap();
    await page.locator('dialog.lightbox').waitFor({ state: 'detached' });
    expect(await page.locator('.album-comment').count()).toBe(5);
    // The total now (the first test's guest may have added one).
    const total = (await (await fetch(`${velvet.urls.site}/rest/v1/getComments?albumId=${album.id}`)).json()).data.commentsTotal as number;
    await page.getByRole('button', { name: 'Mostrar más comentarios' }).tap();
    await expect.poll(() => page.locator('.album-comment').count()).toBe(total);
    await screenshot(page, 'album-page-390-terciopelo');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a pin wished before the login at 390 px (Velvet, German)', () => {
  it('pins the sedcard album after the login (spec 002 §4.5 "favourite pin ... sedcards")', async () => {
    const guest = `pin${Date.now().toString(36)}`;
    const signUp = await fetch(`${velvet.urls.site}/rest/v1/guest/signup`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: guest, email: `${guest}@example.com`, password: 'correct horse battery', ageConfirmed: true, termsAccepted: true }),
    });
    expect(signUp.status).toBe(200);
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    await gotoWithSession(page, `${velvet.urls.site}/amateur/${album.actor.toLowerCase()}/fotos/`);
    await page.getByRole('heading', { name: `Alben von ${album.actor}` }).waitFor();
    await page.getByRole('button', { name: 'Sedcard merken' }).click();
    await page.waitForURL(/\/anmelden\/\?next=/);
    expect(decodeURIComponent(page.url())).toContain('pending=favouritePin.sedcards.');
    await page.getByLabel('E-Mail-Adresse').fill(`${guest}@example.com`);
    await page.getByLabel('Passwort').fill('correct horse battery');
    await page.getByRole('button', { name: 'Anmelden' }).last().click();
    await page.waitForURL(`**/amateur/${album.actor.toLowerCase()}/fotos/`);
    const pin = page.locator('.actor-sedcards .gallery-pin');
    await expect.poll(() => pin.getAttribute('aria-pressed')).toBe('true');
    expect(await pin.textContent()).toContain('Gemerkt');
    expect(page.url()).not.toContain('pending=');
    // The pin is the server's: a reload shows it from the realtime favourites.
    await page.reload();
    await page.waitForSelector('html[data-hydrated-at]', { state: 'attached' });
    await expect.poll(() => page.locator('.actor-sedcards .gallery-pin').getAttribute('aria-pressed')).toBe('true');
    // What a new guest closes first (cookie banner, data-protection notice), in German.
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await page.getByRole('button', { name: 'Verstanden' }).click();
    await screenshot(page, 'album-pictures-tab-390-de');
    expect(problems).toEqual([]);
    await close();
  });
});
