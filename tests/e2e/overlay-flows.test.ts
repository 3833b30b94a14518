// The payment overlay's other flows on the site, in real Chromium against the real server:
// a promo code, the VIP subscription, a login inside the overlay (spec 002 §4.2), and the
// overlay at phone width with Escape and the close button. Each checks an effect on the
// backend or the page, not only what the overlay says.
import { randomUUID } from 'node:crypto';
import { randomIp } from '../../server/test/guests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { headerBalance, acknowledgeNotices, gotoWithSession, openPage, screenshot, signUpInPage, startVelvet, type Velvet, SIGN_UP_CONFIRMATIONS } from './harness';

let velvet: Velvet;
/**
 * The accounts this file makes through the API come from visitors of their own (a proxy we trust names
 * them), so the sign-up limit of 5 per address and hour (server/guests/rate-limits.ts) counts each alone: a
 * retried test must not use up the sign-up of the next one (it did: 429 in the phone-width test).
 */
const fromVisitorOfItsOwn = () => ({ 'x-forwarded-for': randomIp() });
beforeAll(async () => {
  velvet = await startVelvet({ VELVET_TRUSTED_PROXIES: 'loopback' });
  // Warm-up outside any test: the first page and the first overlay of a fresh server. The first test of this
  // file (promocode) ran into its 90 s timeout in some full runs only, with no step timing out; whatever a
  // cold server and browser pay first is paid here, under the hook's own timeout.
  const { page, close } = await openPage(velvet);
  await gotoWithSession(page, `${velvet.urls.site}/en/?vxpAutoFlow=promocode`);
  await page.locator(`iframe[src^="${velvet.urls.overlay}/"]`).waitFor({ state: 'visible', timeout: 60_000 });
  await page.frameLocator(`iframe[src^="${velvet.urls.overlay}/"]`).getByRole('heading').first().waitFor({ timeout: 60_000 });
  await close();
}, 180_000);
afterAll(async () => {
  await velvet?.close();
});

const POLL = { timeout: 15_000 };
const headerName = (page: Page) => page.locator('.account-links--desktop .account-links__name');
const overlayElement = (page: Page) => page.locator(`iframe[src^="${velvet.urls.overlay}/"]`);
const overlay = (page: Page) => page.frameLocator(`iframe[src^="${velvet.urls.overlay}/"]`);
/** The session as the server sees it, with the page's cookies. */
const session = async (page: Page) =>
  (await (await page.context().request.get(`${velvet.urls.site}/rest/v1/guest/session?lang=en`, { timeout: 5_000 })).json()).data as {
    isLoggedIn: boolean; isVip: boolean; balance: number; balanceFormatted: string; name: string;
  };

const signUp = (page: Page, name: string) => signUpInPage(page, velvet, name);

/** An account made through the API (another browser context), then a logged-out page whose overlay logs it in. */
async function logInInsideOverlay(name: string) {
  const email = `${name}-${Date.now()}@example.com`;
  const api = await velvet.browser.newContext();
  const created = await api.request.post(`${velvet.urls.site}/rest/v1/guest/signup`, {
    headers: fromVisitorOfItsOwn(), data: { name, email, password: 'a-long-password', ...SIGN_UP_CONFIRMATIONS },
  });
  expect(created.status(), await created.text()).toBe(200);
  await api.close();

  const opened = await openPage(velvet);
  const { page } = opened;
  await page.goto(`${velvet.urls.site}/en/?vxpAutoFlow=moneycharge`);
  await expect.poll(() => overlayElement(page).isVisible(), POLL).toBe(true);
  const frame = overlay(page);
  await frame.getByRole('heading', { name: 'Log in' }).waitFor({ timeout: 15_000 });
  expect((await session(page)).isLoggedIn).toBe(false);
  await frame.getByLabel('E-mail address').first().fill(email);
  await frame.getByLabel('Password').fill('a-long-password');
  await frame.getByRole('button', { name: 'Log in', exact: true }).click();
  // Logged in, the moneycharge flow goes on with the card form.
  await frame.getByLabel('Card number').waitFor({ timeout: 15_000 });
  return { ...opened, frame };
}

describe('overlay flows on the site', () => {
  it('promocode: NEU50WELCOME entered in the overlay credits 10 coins, shown in the header', { timeout: 90_000, retry: 1 }, async () => {
    const { page, problems, close } = await openPage(velvet);
    // Signed up before the first page opens, so no page is there while its session changes (a page
    // reloads itself on sessionExpired); signing up in the page is covered by the tests below.
    const created = await page.request.post(`${velvet.urls.site}/rest/v1/guest/signup`, {
      headers: fromVisitorOfItsOwn(),
      // A name of its own per attempt: the retry below must not meet the first attempt's account.
      data: { name: `e2e_promo_${Date.now().toString(36)}`, email: `promo-${Date.now()}@example.com`, password: 'correct horse battery', ...SIGN_UP_CONFIRMATIONS },
    });
    expect(created.status(), await created.text()).toBe(200);
    await gotoWithSession(page, `${velvet.urls.site}/en/`);
    await acknowledgeNotices(page);
    await gotoWithSession(page, `${velvet.urls.site}/en/?vxpAutoFlow=promocode`);
    await expect.poll(() => overlayElement(page).isVisible(), POLL).toBe(true);
    const frame = overlay(page);
    await frame.getByRole('heading', { name: 'Redeem a code' }).waitFor({ timeout: 15_000 });
    await frame.getByRole('textbox', { name: 'Code' }).fill('NEU50WELCOME');
    await screenshot(page, 'overlay-promocode');
    await frame.getByRole('button', { name: 'Redeem' }).click();

    // seed-data: NEU50WELCOME grants 10 coins without a top-up (plus a voucher and an on-top bonus later).
    await expect.poll(async () => (await session(page)).balance, POLL).toBe(10);
    await expect.poll(() => headerBalance(page).textContent({ timeout: 2_000 }).catch(() => null), POLL).toBe('10\u00a0VXC');
    // The on-top part waits for the next top-up.
    const onTop = await page.context().request.get(`${velvet.urls.site}/rest/v1/promo/hasGuestNotRedeemedOnTopCodeInstance/NEU50WELCOME?lang=en`);
    expect((await onTop.json()).data).toBe(true);
    expect(problems).toEqual([]);
    await close();
    // Known and not yet understood: as the first test of this file it ran into the 90 s timeout in every full
    // run on this 2-core machine (never alone or with a few files), without a Playwright timeout naming a step.
    // One retry keeps every assertion; the cause is an open item in the issue 13 closing note.
  });

  it('vipabo: a guest with coins subscribes in the overlay and the session says isVip', async () => {
    const { page, problems, close } = await openPage(velvet);
    await signUp(page, 'e2e_vip');
    await acknowledgeNotices(page);
    const topUp = await page.context().request.post(`${velvet.urls.site}/rest/v1/payment/topup?lang=en`, {
      data: { amountEuros: 50, card: { number: '4242424242424242', expiry: '12/39', cvc: '123' }, idempotencyKey: randomUUID() },
    });
    expect(topUp.status(), await topUp.text()).toBe(200);
    // 50 € = 200 coins plus the 50 € tier's 10 % top-up bonus (issue 12 §7).
    await expect.poll(() => headerBalance(page).textContent({ timeout: 2_000 }).catch(() => null), POLL).toBe('220\u00a0VXC');
    expect((await session(page)).isVip).toBe(false);

    await page.goto(`${velvet.urls.site}/en/?vxpAutoFlow=vipabo`);
    await expect.poll(() => overlayElement(page).isVisible(), POLL).toBe(true);
    const frame = overlay(page);
    await frame.getByText('30 days, paid from your balance (').waitFor({ timeout: 15_000 });
    await screenshot(page, 'overlay-vipabo');
    await frame.getByRole('button', { name: 'Subscribe now' }).click();

    await expect.poll(async () => (await session(page)).isVip, POLL).toBe(true);
    // server/money/subscriptions.ts: the VIP subscription costs 40 coins.
    expect((await session(page)).balance).toBe(180);
    await expect.poll(() => headerBalance(page).textContent({ timeout: 2_000 }).catch(() => null), POLL).toBe('180\u00a0VXC');
    expect(problems).toEqual([]);
    await close();
  }, 90_000);

  it('spec 002 §4.2: a logged-out visitor logs in inside the overlay, and the page is then logged in', async () => {
    const { page, problems, close, frame } = await logInInsideOverlay('e2e_overlay_login');
    await screenshot(page, 'overlay-login-then-payment');
    // The login reaches the page at once (logged-in); paying ends the flow and the page reloads.
    await frame.getByLabel('Card number').fill('4242424242424242');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
    await frame.getByLabel('Security code (CVC)').fill('123');
    await frame.getByRole('button', { name: /^Pay €/ }).click();

    // spec 002 §4.2: the page reloads on success and is then logged in, with the paid balance.
    await expect.poll(() => headerName(page).textContent({ timeout: 2_000 }).catch(() => null), POLL).toBe('e2e_overlay_login');
    const after = await session(page);
    expect(after.isLoggedIn).toBe(true);
    expect(after.balance).toBeGreaterThan(0);
    await expect.poll(() => headerBalance(page).textContent({ timeout: 2_000 }).catch(() => null), POLL).toBe(after.balanceFormatted);
    expect(problems).toEqual([]);
    await close();
  }, 90_000);

  it('spec 002 §4.2 "After a login inside the overlay ... the page reloads on close": log in, close without paying', async () => {
    const { page, problems, close, frame } = await logInInsideOverlay('e2e_overlay_close');
    await frame.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => headerName(page).textContent({ timeout: 2_000 }).catch(() => null), POLL).toBe('e2e_overlay_close');
    expect(problems).toEqual([]);
    await close();
  }, 90_000);

  it('at phone width the overlay fills the viewport, and Escape or the close button closes it', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    await gotoWithSession(page, `${velvet.urls.site}/en/`);
    // The page leaves before the sign-up: an open page hears sessionExpired when its session turns into the
    // member's and reloads itself, and a reload of the test's own then fails ("Not attached to an active
    // page", seen in CI).
    await page.goto('about:blank');
    const signed = await page.request.post(`${velvet.urls.site}/rest/v1/guest/signup`, {
      headers: fromVisitorOfItsOwn(),
      data: { name: 'e2e_phone', email: `phone-${Date.now()}@example.com`, password: 'a-long-password', ...SIGN_UP_CONFIRMATIONS },
    });
    expect(signed.status(), await signed.text()).toBe(200);
    await page.goto(`${velvet.urls.site}/en/`);
    await acknowledgeNotices(page);

    for (const how of ['Escape', 'close button'] as const) {
      await page.goto(`${velvet.urls.site}/en/?vxpAutoFlow=moneycharge`);
      await expect.poll(() => overlayElement(page).isVisible(), POLL).toBe(true);
      const frame = overlay(page);
      await frame.getByLabel('Card number').waitFor({ timeout: 15_000 });
      const box = await overlayElement(page).boundingBox();
      expect(box?.width).toBe(390);
      if (how === 'Escape') {
        await screenshot(page, 'overlay-phone');
        await frame.getByLabel('Card number').click();
        await page.keyboard.press('Escape');
      } else {
        await frame.getByRole('button', { name: 'Close' }).click();
      }
      await expect.poll(() => overlayElement(page).isVisible(), POLL).toBe(false);
    }
    expect(problems).toEqual([]);
    await close();
  }, 90_000);
});
