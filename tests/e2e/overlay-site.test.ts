// issue 6 on the site: the header's balance opens the payment overlay (its own origin, through the
// sdk bridge), a card top-up inside it raises the balance in the header, and the overlay closes;
// the cookie banner asks first; the footer opens the feedback survey in the modal host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { headerBalance, openPage, screenshot, signUpInPage, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});


const signUp = (page: Page, name: string) => signUpInPage(page, velvet, name);

describe('the payment overlay on the site', () => {
  it('asks for cookie consent, tops up through the overlay and shows the new balance without a reload', async () => {
    const { page, problems, close } = await openPage(velvet);
    await signUp(page, 'e2e_overlay');
    // spec 002 §9 "Cookie consent categories: necessary (always allowed), functional, analytics".
    await page.getByRole('button', { name: 'Only necessary' }).click();
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'vc')?.value).toBe('v1.f0.a0');

    await headerBalance(page).click();
    const frameElement = page.locator(`iframe[src^="${velvet.urls.overlay}/"]`);
    await expect.poll(() => frameElement.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(page.url()).toBe(`${velvet.urls.site}/en/`);
    const frame = page.frameLocator(`iframe[src^="${velvet.urls.overlay}/"]`);
    await frame.getByLabel('Card number').fill('4242424242424242');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
    await frame.getByLabel('Security code (CVC)').fill('123');
    await screenshot(page, 'overlay-payment-desktop');
    await frame.getByRole('button', { name: /^Pay €/ }).click();

    // The payment is a real ledger entry: the header hears the balance over the realtime channel.
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).not.toBe('0\u00a0VXC');
    // spec 002 §4.2 "With a handler: the handler is called and the overlay hides."
    await expect.poll(() => frameElement.isVisible(), { timeout: 10_000 }).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('spec 002 §2.4 "vxpAutoFlow auto-opens the named flow", and the parameter leaves the address once the flow completes', async () => {
    const { page, problems, close } = await openPage(velvet);
    await signUp(page, 'e2e_autoflow');
    await page.goto(`${velvet.urls.site}/en/?vxpAutoFlow=moneycharge`);
    const frameElement = page.locator(`iframe[src^="${velvet.urls.overlay}/"]`);
    await expect.poll(() => frameElement.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(new URL((await frameElement.getAttribute('src'))!).searchParams.get('flow')).toBe('moneycharge');
    const frame = page.frameLocator(`iframe[src^="${velvet.urls.overlay}/"]`);
    await frame.getByLabel('Card number').fill('4242424242424242');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
    await frame.getByLabel('Security code (CVC)').fill('123');
    await frame.getByRole('button', { name: /^Pay €/ }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${velvet.urls.site}/en/`);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the feedback survey from the footer in the modal host and stores the answer', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    await signUp(page, 'e2e_feedback');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = page.locator('velvet-modal-host [role="dialog"]').first();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    const text = page.locator('velvet-modal-host textarea');
    // spec 002 §5 "Feedback text is required, 1 to 1200 characters, and longer input is refused in the box".
    await text.fill('x'.repeat(1300));
    expect((await text.inputValue()).length).toBe(1200);
    await text.fill('The messenger is lovely.');
    await screenshot(page, 'survey-modal-mobile');
    await page.locator('velvet-modal-host').getByRole('button', { name: /^Send/ }).click();
    await expect.poll(() => page.locator('velvet-modal-host').getByText(/feedback was sent/i).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });
});
