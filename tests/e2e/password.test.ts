// Password lost and reset by a one-time link, and e-mail verification, in real Chromium against the
// real server (issue 3 §1: "password lost and reset by a one-time token, e-mail verification. Mail goes
// through an outbox: written to files under data/outbox"; "reset answers never reveal whether an address exists").
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, startVelvet, type Velvet, confirmSignUp } from './harness';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/** Every mail the server wrote to the outbox files so far. */
async function outbox(): Promise<OutboxMail[]> {
  const directory = join(velvet.dataDir, 'outbox');
  const names = await readdir(directory).catch(() => [] as string[]);
  return Promise.all(names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as OutboxMail));
}

/** The links mailed to `to` that contain `part`; mails go out after the answer, so callers poll. */
async function mailedLinks(to: string, part: string): Promise<string[]> {
  return (await outbox()).filter((mail) => mail.to === to).flatMap((mail) => mail.links.filter((link) => link.includes(part)));
}

/** Waits for exactly one mailed link to `to` containing `part` and returns it. */
async function theMailedLink(to: string, part: string): Promise<string> {
  await expect.poll(() => mailedLinks(to, part), { timeout: 10_000 }).toHaveLength(1);
  return (await mailedLinks(to, part))[0]!;
}

const loggedInName = (page: Page) => page.locator('.account-links--desktop .account-links__name');

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${velvet.urls.site}/en/login/`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function setNewPassword(page: Page, password: string, repeat = password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(repeat);
  await page.getByRole('button', { name: 'Save new password' }).click();
}

const SENT = 'If an account exists for that address, we sent a link to it. The link works once, for one hour.';
const USED = 'This link is used or expired. A reset link works once, for one hour.';
const email = 'forgetful@example.com';
const oldPassword = 'first password 1';
const newPassword = 'second password 2';

describe('password and e-mail links', () => {
  it('verifies the address, resets the password through the mailed link, and refuses the link a second time', async () => {
    const { page, problems, close } = await openPage(velvet);
    await page.goto(`${velvet.urls.site}/en/signup/`);
    await page.getByLabel('User name').fill('e2e_forgetful');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(oldPassword);
    await confirmSignUp(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => loggedInName(page).textContent()).toBe('e2e_forgetful');

    // The sign-up mail links to the localized verification page (written in the page's language), not to JSON.
    const verifyLink = await theMailedLink(email, 'token=');
    expect(verifyLink.startsWith(`${velvet.urls.site}/en/verify-email/?token=`)).toBe(true);
    await page.goto(verifyLink);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Thank you: your e-mail address is confirmed.');

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await expect.poll(() => loggedInName(page).count()).toBe(0);

    // From the log-in form to the password-lost form; an unknown address gets the very same answer.
    await page.goto(`${velvet.urls.site}/en/login/`);
    await expect.poll(() => page.getByRole('link', { name: 'Forgot your password?' }).count()).toBe(1);
    await screenshot(page, 'password-log-in-desktop');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Forgot your password?' }).count()).toBe(1);
    await page.getByLabel('E-mail address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(SENT);
    await page.goto(`${velvet.urls.site}/en/password-lost/`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(SENT);

    const resetLink = await theMailedLink(email, '/password-reset/');
    expect(resetLink.startsWith(`${velvet.urls.site}/en/password-reset/?token=`)).toBe(true);
    expect(await mailedLinks('nobody@example.com', 'token=')).toEqual([]);

    // Two different entries are refused in the page before anything is sent.
    await page.goto(resetLink);
    await setNewPassword(page, newPassword, 'something else');
    await expect.poll(() => page.locator('.form-field__error').textContent()).toBe('The two passwords are not the same.');
    await screenshot(page, 'password-reset-desktop');
    await setNewPassword(page, newPassword);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Your password is changed. Please log in with your new password.');
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Log in' }).count()).toBe(1);

    // The old password no longer works; the new one does.
    await logIn(page, email, oldPassword);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The e-mail address or the password is wrong.');
    await logIn(page, email, newPassword);
    await expect.poll(() => loggedInName(page).textContent()).toBe('e2e_forgetful');

    // The same link a second time: used, with a way to ask for a new one.
    await page.goto(resetLink);
    await setNewPassword(page, 'third password 3');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(USED);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Forgot your password?' }).count()).toBe(1);

    // The only refusals are the ones asked for: the wrong password (401) and the used token (400).
    expect(problems.filter((problem) => !/^HTTP (401 .*guest\/login|400 .*guest\/passwordReset)/.test(problem))).toEqual([]);
    await close();
  });

  it('writes the reset link in the language the request came in', async () => {
    const response = await fetch(`${velvet.urls.site}/rest/v1/guest/passwordLost?lang=de`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    await expect.poll(() => mailedLinks(email, '/passwort-zuruecksetzen/'), { timeout: 10_000 }).toHaveLength(1);
    const [link] = await mailedLinks(email, '/passwort-zuruecksetzen/');
    expect(link!.startsWith(`${velvet.urls.site}/passwort-zuruecksetzen/?token=`)).toBe(true);
  });

  it('shows the reset page, the used-link message and a failed verification on a 390 px phone', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    await page.goto(`${velvet.urls.site}/en/password-reset/?token=not-a-real-token`);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a new password' }).count()).toBe(1);
    await screenshot(page, 'password-reset-390');
    await setNewPassword(page, 'short');
    await expect.poll(() => page.locator('.form-field__error').textContent()).toBe('The password needs at least 8 characters.');
    await setNewPassword(page, 'long enough password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(USED);
    await screenshot(page, 'password-reset-used-390');

    // A reset page opened without a token says so at once.
    await page.goto(`${velvet.urls.site}/en/password-reset/`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(USED);

    await page.goto(`${velvet.urls.site}/en/verify-email/?token=not-a-real-token`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('This confirmation link is used or expired. A link works once, for one hour.');
    await screenshot(page, 'verify-email-failed-390');
    expect(problems.filter((problem) => !/^HTTP 400 .*guest\/(passwordReset|verifyEmail)/.test(problem))).toEqual([]);
    await close();
  });
});
