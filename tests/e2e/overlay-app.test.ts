// The payment overlay app on its own origin, framed by a page of the site origin (issue 6 §1):
// the handshake, a declined card, a top-up, and a 3-D Secure top-up in a popup, in real Chromium.
// The test plays the page's bridge itself (page.evaluate) so it pins the overlay's side of the protocol.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SANDBOX_CARDS as CARDS } from '../../server/money/payment-provider';
import { gotoWithSession, openPage, screenshot, startVelvet, type Velvet, SIGN_UP_CONFIRMATIONS } from './harness';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});

type Seen = { type: string; [key: string]: unknown };

/** Signs a guest up in this page's browser context and returns the session the page would hand the overlay. */
async function signedUpSession(page: Page) {
  // Away from the site while the session changes: the open page's socket would hear sessionExpired and
  // reload it (spec 000 §4) in the middle of our own next navigation.
  const url = page.url();
  await page.goto('about:blank');
  const signUp = await page.request.post(`${velvet.urls.site}/rest/v1/guest/signup`, {
    data: { name: `overlay_${Date.now() % 1e8}`, email: `overlay-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`, password: 'a-long-password', ...SIGN_UP_CONFIRMATIONS },
  });
  expect(signUp.status()).toBe(200);
  await gotoWithSession(page, url);
  return page.evaluate(async () => (await (await fetch('/rest/v1/guest/session?lang=en')).json()).data as { id: string; accessToken: string; balance: number });
}

/** Frames the overlay like the bridge does: answers a verified iframe-ready with init-session and records every overlay message. */
async function frameOverlay(page: Page, flow: string, session: { id: string; accessToken: string }) {
  const overlayOrigin = new URL(velvet.urls.overlay).origin;
  const src = `${velvet.urls.overlay}/?flow=${flow}&lang=en&parentOrigin=${encodeURIComponent(velvet.urls.site)}`;
  await page.evaluate(({ src, overlayOrigin, session }) => {
    const seen: unknown[] = [];
    (window as unknown as { overlaySeen: unknown[] }).overlaySeen = seen;
    const frame = document.createElement('iframe');
    frame.id = 'test-overlay';
    frame.style.cssText = 'position:fixed;top:5%;left:0;width:675px;height:740px;z-index:99999;background:#fff';
    window.addEventListener('message', (event) => {
      if (event.origin !== overlayOrigin || event.source !== frame.contentWindow) return;
      seen.push(event.data);
      if ((event.data as { type?: string }).type === 'iframe-ready') {
        frame.contentWindow!.postMessage({ velvet: 'overlay', type: 'init-session', token: session.accessToken, guestId: session.id, isLoggedIn: true }, overlayOrigin);
      }
    });
    frame.src = src;
    document.body.append(frame);
  }, { src, overlayOrigin, session });
  return page.frameLocator('#test-overlay');
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { overlaySeen: Seen[] }).overlaySeen);
const waitForMessage = (page: Page, type: string) =>
  page.waitForFunction((type) => (window as unknown as { overlaySeen: Seen[] }).overlaySeen.some((m) => m.type === type), type, { timeout: 20_000 });
const balance = (page: Page) => page.evaluate(async () => (await (await fetch('/rest/v1/guest/session?lang=en')).json()).data.balance as number);

// The page asks for no amount here: the top-up starts on the smallest coin package, 10 € (issue 12 §7).
describe('payment overlay app framed by the site', () => {
  it('tops up with the sandbox card after a declined one, posting the protocol messages in order', async () => {
    const { page, problems, close } = await openPage(velvet);
    await gotoWithSession(page, `${velvet.urls.site}/en/`);
    const session = await signedUpSession(page);
    const frame = await frameOverlay(page, 'moneycharge', session);

    await frame.getByLabel('Card number').fill(CARDS.declines);
    await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
    await frame.getByLabel('Security code (CVC)').fill('123');
    await frame.getByRole('button', { name: 'Pay €10' }).click();
    await frame.getByRole('alert').filter({ hasText: 'Your card was declined. Nothing was charged.' }).waitFor();

    await frame.getByLabel('Card number').fill(CARDS.succeeds);
    await frame.getByRole('button', { name: 'Pay €10' }).click();
    await waitForMessage(page, 'success');
    await frame.getByText(/Done! Your balance:/).waitFor();
    await screenshot(page, 'overlay-app-topup');

    const messages = await seen(page);
    expect(messages.map((m) => (m.type === 'busy' ? `busy:${m.busy}` : m.type === 'content-loaded' || m.type === 'view-ready' ? `${m.type}:${m.view}` : m.type))).toEqual([
      'iframe-ready', 'content-loaded:payment', 'view-ready:payment', 'busy:true', 'busy:false', 'busy:true', 'busy:false', 'success',
    ]);
    expect(messages.every((m) => m.velvet === 'overlay')).toBe(true);
    expect(messages.at(-1)).toMatchObject({ result: { flow: 'moneycharge', redirectTo: null, hostId: null, uhash: null, loggedIn: false } });
    expect(await balance(page)).toBeGreaterThan(session.balance);
    // The decline is a 402 on purpose; nothing else may fail.
    expect(problems.filter((p) => !p.includes('402'))).toEqual([]);
    await close();
  });

  it('runs the 3-D Secure step in a popup and confirms with the bank code', async () => {
    const { page, problems, close } = await openPage(velvet);
    await gotoWithSession(page, `${velvet.urls.site}/en/`);
    const session = await signedUpSession(page);
    const frame = await frameOverlay(page, 'moneycharge', session);

    await frame.getByLabel('Card number').fill(CARDS.requires3ds);
    await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
    await frame.getByLabel('Security code (CVC)').fill('123');
    const popupOpened = page.context().waitForEvent('page');
    await frame.getByRole('button', { name: 'Pay €10' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toContain('/rest/v1/payment/sandbox3ds/3ds_');
    expect(await popup.content()).toContain('the code 1234 succeeds');

    await frame.getByRole('textbox', { name: 'Bank security code' }).fill('1234');
    await frame.getByRole('button', { name: 'Confirm' }).click();
    await waitForMessage(page, 'success');
    expect(await balance(page)).toBeGreaterThan(session.balance);
    expect(problems).toEqual([]);
    await close();
  });
});
