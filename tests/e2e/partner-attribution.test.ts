// issue 16 §1-§2 in Chromium: a partner signs up on the examples origin (partner id and API key), a guest arrives on
// the site through the partner's link (w, ws, wt), signs up, pays in the payment overlay (which receives the ids as
// options), and the partner finds the visit, the sign-up and the first payment in the report on the account page.
// issue 16 §1: "captured on arrival ... kept in the spec's webmaster-id and subref cookies ... recorded on the guest at
// sign-up (signupOrigin) and on every payment (the overlay receives them as options)".
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBREF_COOKIE, WEBMASTER_COOKIE } from '../../sdk/attribution';
import { headerBalance, openPage, screenshot, signUpInPage, startVelvet, type Velvet } from './harness';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations on the page (issue 12 item 10's rule for every page: none of any impact), as "rule: target". */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});

describe('partner attribution from the link to the report', () => {
  it('a partner signs up, a guest it brought signs up and pays, the report shows it by ws', async () => {
    // The partner, on the examples origin (another origin than the site, as a partner's browser would be).
    const partner = await openPage(velvet);
    await partner.page.goto(`${velvet.urls.examples}/account/?lang=en`);
    expect(await axeViolations(partner.page)).toEqual([]);
    await partner.page.getByLabel('Website or company').fill('E2E Blog');
    await partner.page.getByLabel('E-mail address').fill(`e2e-${Date.now()}@blog.example`);
    await partner.page.getByRole('button', { name: 'Create partner account' }).click();
    // The account comes from a request after the click: wait for its answer to fill the id (a fresh CI run read the
    // still empty field once).
    const partnerIdField = partner.page.locator('#partner-id');
    await expect.poll(() => partnerIdField.textContent(), { timeout: 15_000 }).toMatch(/^p[a-z0-9]{10}$/);
    const partnerId = (await partnerIdField.textContent())!;
    expect(await partner.page.locator('#new-key').textContent()).toMatch(/^vpk_/);

    // The guest reads the partner's page on a third-party origin (the examples partner blog, its widgets loaded by the
    // loader snippet); the partner's init carries its ids, so the tile links do, and the guest follows one to the site.
    const guest = await openPage(velvet);
    await guest.page.goto(`${velvet.urls.examples}/partner/`);
    await guest.page.evaluate((w) => (window as unknown as { velvet: (...args: unknown[]) => void }).velvet('init', { w, ws: 'e2e-side', wt: 'e2e-banner' }), partnerId);
    const tileLink = guest.page.locator(`velvet-tile-grid a[href*="w=${partnerId}"]`).first();
    await tileLink.waitFor({ timeout: 15_000 });
    expect(new URL((await tileLink.getAttribute('href'))!).searchParams.get('ws')).toBe('e2e-side');
    await tileLink.click();
    await guest.page.waitForURL((url) => url.origin === velvet.urls.site, { timeout: 15_000 });
    // Both cookies are set on arrival.
    const names = (await guest.page.context().cookies()).map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining([WEBMASTER_COOKIE, SUBREF_COOKIE]));
    await signUpInPage(guest.page, velvet, `e2e_partner_${Date.now() % 100000}`);

    // The top-up overlay gets the ids as options (they are in its frame address) and pays.
    await headerBalance(guest.page).click();
    const frameElement = guest.page.locator(`iframe[src^="${velvet.urls.overlay}/"]`);
    await expect.poll(() => frameElement.isVisible(), { timeout: 10_000 }).toBe(true);
    const frameUrl = new URL((await frameElement.getAttribute('src'))!);
    expect([frameUrl.searchParams.get('w'), frameUrl.searchParams.get('ws'), frameUrl.searchParams.get('wt')]).toEqual([partnerId, 'e2e-side', 'e2e-banner']);
    const frame = guest.page.frameLocator(`iframe[src^="${velvet.urls.overlay}/"]`);
    await frame.getByLabel('Card number').fill('4242424242424242');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
    await frame.getByLabel('Security code (CVC)').fill('123');
    const paid = guest.page.waitForResponse((response) => response.url().includes('/rest/v1/payment/topup') && response.request().method() === 'POST');
    await frame.getByRole('button', { name: /^Pay €/ }).click();
    const { paymentId } = (await (await paid).json()) as { paymentId: string };
    await expect.poll(() => headerBalance(guest.page).textContent(), { timeout: 15_000 }).not.toBe('0\u00a0VXC');

    // The partner's report, by ws: the visit, the sign-up and the first payment.
    await partner.page.getByLabel('Rows by').selectOption('ws');
    await partner.page.getByRole('button', { name: 'Show' }).click();
    const row = partner.page.locator('#report-table tbody tr', { hasText: 'e2e-side' });
    await expect.poll(async () => (await row.count()) === 1 ? (await row.locator('td').allTextContents()).slice(0, 4) : null, { timeout: 10_000 }).toEqual(['1', '1', '1', '1']);
    expect(await row.locator('td').nth(5).textContent()).toMatch(/€/);

    // issue 16 §2: "refunds and chargebacks (sandbox) reverse". The sandbox refunds the payment and delivers its signed
    // notice (the development route, this machine with the dev key): the guest's coins go (the header hears it live)
    // and the report shows the reversal, with no revenue left.
    const refund = await fetch(`${velvet.urls.site}/rest/v1/dev/paymentReversal`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-velvet-dev-key': velvet.devKey }, body: JSON.stringify({ paymentId, kind: 'refund' }),
    });
    expect(refund.status, await refund.clone().text()).toBe(200);
    await expect.poll(() => headerBalance(guest.page).textContent(), { timeout: 15_000 }).toBe('0\u00a0VXC');
    await partner.page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(async () => (await row.locator('td').allTextContents()).slice(3, 7), { timeout: 10_000 }).toEqual(['1', '1', expect.stringMatching(/0[.,]00/), '0']);
    await screenshot(partner.page, 'partner-report-desktop');
    expect(await axeViolations(partner.page)).toEqual([]);
    await partner.page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(partner.page)).toEqual([]);
    expect(guest.problems).toEqual([]);
    expect(partner.problems).toEqual([]);
    await guest.close();
    await partner.close();
  });
});
