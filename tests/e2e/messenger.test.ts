// issue 5 tests: "a Chromium test where a guest sends a message, the simulated performer answers, the
// unread badge and navbar preview update live, and archiving and filters behave as the spec says."
// The server runs with its performer simulator on (as `npm start` does), so a real demo performer answers.
// issue 12 §8 (messenger defects) and §10 (axe finds no violation in the messenger) are pinned here too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PerformerTile, TileGridAnswer } from '../../sdk/api/types';
import { gotoWithSession, openPage, screenshot, SIGN_UP_CONFIRMATIONS, startVelvet, type Velvet, confirmSignUp } from './harness';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet({ VELVET_SIMULATOR: 'on' });
  const signUp = await fetch(`${velvet.urls.site}/rest/v1/guest/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LOOKER) });
  if (signUp.status !== 200) throw new Error(`signing up ${LOOKER.name}: expected 200, got ${signUp.status} ${await signUp.text()}`);
});
afterAll(async () => {
  await velvet?.close();
});

/** Seeded performers, best ranked first. */
async function performers(limit = 10, offset = 0): Promise<PerformerTile[]> {
  const payload = encodeURIComponent(JSON.stringify({ offset, limit, order: 'rank' }));
  const answer = (await (await fetch(`${velvet.urls.site}/rest/v1/tileGrid/get/performers/${payload}?lang=en`)).json()) as TileGridAnswer;
  if (!answer.success) throw new Error(`tile grid: expected success, got ${answer.error}`);
  return answer.data.initialTiles.filter((candidate): candidate is PerformerTile => candidate.kind === 'performer');
}

/** A seeded performer to write to. */
async function performer(): Promise<PerformerTile> {
  const tile = (await performers())[0];
  if (!tile) throw new Error('expected a performer in the seed, got none');
  return tile;
}

/** A performer matching `test` (the seed's messaging is free for ids divisible by 7, see server/messenger/test/env.ts). */
async function performerWhere(test: (tile: PerformerTile) => boolean, what: string): Promise<PerformerTile> {
  // Online performers rank first: an offline one may be a few pages down.
  for (let offset = 0; offset < 1000; offset += 100) {
    const page = await performers(100, offset);
    const tile = page.find(test);
    if (tile) return tile;
    if (page.length < 100) break;
  }
  throw new Error(`expected ${what} among the seeded performers, got none`);
}

/**
 * The guest of the tests below, signed up once: sign-ups are limited per address (5 an hour), logins are not.
 * Logged in through the REST call of the origin's site, so the session cookie lands in the page's context.
 */
const LOOKER = { name: 'e2e_looker', email: 'looker@example.com', password: 'correct horse battery', ...SIGN_UP_CONFIRMATIONS };
async function logInByRest(page: Page, origin: string): Promise<void> {
  const answer = await page.request.post(`${origin}/rest/v1/guest/login`, { data: { email: LOOKER.email, password: LOOKER.password } });
  expect(answer.status()).toBe(200);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations inside <velvet-messenger> (its shadow root included), every impact. Evaluated
 * through the driver, not a script tag: the page's strict CSP stays on while it runs.
 */
async function messengerViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const { violations } = await axe.run({ include: [['velvet-messenger']] });
    return violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}

/** The filter tabs that do not show their whole label: clipped by the tab list or cut inside themselves. */
async function cutTabs(page: Page): Promise<string[]> {
  return messenger(page).locator('[role="tablist"]').evaluate((list) => {
    const box = list.getBoundingClientRect();
    const cut = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => {
      const own = tab.getBoundingClientRect();
      return tab.scrollWidth > tab.clientWidth || own.left < box.left - 0.5 || own.right > box.right + 0.5;
    });
    return [...(list.scrollWidth > list.clientWidth ? ['(the tab list scrolls)'] : []), ...cut.map((tab) => tab.textContent ?? '')];
  });
}

const messenger = (page: Page) => page.locator('velvet-messenger');
const channelRows = (page: Page) => messenger(page).locator('[role="option"]');
const messagesCount = (page: Page) => page.locator('.messages-preview--desktop [data-testid="messages-count"]');

/**
 * Sends one text as a person does: type, Enter, then wait until it is in the conversation AND the composer is
 * empty again. The composer clears on the server's ack, which can come after the message's own event; an Enter
 * pressed before it finds the send button still busy and is ignored (the button shows it), as for a person.
 */
async function sendText(page: Page, text: string): Promise<void> {
  const composer = messenger(page).locator('.composer-input');
  await composer.fill(text);
  await composer.press('Enter');
  await expect.poll(() => messenger(page).locator('.conversation').getByText(text).count(), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => composer.inputValue(), { timeout: 10_000 }).toBe('');
}

describe('the messenger', () => {
  it('a logged-out guest is asked to log in from a profile, lands in the channel, writes, and the performer answers live', async () => {
    const actor = await performer();
    const { page, problems, close } = await openPage(velvet);

    // A profile's message button; the messenger asks a logged-out guest to log in (or sign up) first.
    await page.goto(`${velvet.urls.site}/en/amateur/${encodeURIComponent(actor.name)}/`);
    await page.getByRole('link', { name: 'Send a message' }).click();
    await expect.poll(() => page.url()).toBe(`${velvet.urls.site}/en/messenger/?actor=${actor.id}`);
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await page.getByLabel('User name').fill('e2e_writer');
    await page.getByLabel('E-mail address').fill('writer@example.com');
    await page.getByLabel('Password').fill('correct horse battery');
    await confirmSignUp(page);
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Back in the messenger, in the channel with that performer (its id goes into the address).
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/en\/messenger\/\?channel=[\w-]+$/);
    await expect.poll(() => messenger(page).locator('.conversation-title .name').textContent(), { timeout: 10_000 }).toBe(actor.name);
    // A new channel starts with free messages: the composer says so before anything is sent.
    await expect.poll(() => messenger(page).getByText('Free message (3 left)').count()).toBe(1);

    const composer = messenger(page).getByLabel('Your message');
    await sendText(page, 'Hello there, how is your day?');
    const log = messenger(page).locator('.conversation');
    await expect.poll(() => messenger(page).getByText('Free message (2 left)').count()).toBe(1);
    await screenshot(page, 'messenger-sent-desktop');

    // issue 12 §8 "it says coins where the header says VXC": the composer's amounts read as the header's balance.
    await expect.poll(() => messenger(page).locator('.composer .balance').textContent()).toBe('Your balance: 0\u00a0VXC');
    expect(await messenger(page).locator('.composer').textContent()).not.toMatch(/coin/i);

    // The simulated performer answers after a human-looking delay (2-6 s). issue 12 §8 "the unread badge stays
    // while the conversation is open and the reply is on screen": the reply is read at once, so neither the
    // header nor the list keeps a badge.
    await expect.poll(() => log.locator('.message--theirs').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => messagesCount(page).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => channelRows(page).first().locator('.badge').count()).toBe(0);
    await screenshot(page, 'messenger-answer-read-desktop');

    // A reply that comes while the guest is elsewhere: the unread badge in the header and the navbar preview
    // entry, without a reload; the entry opens the channel, which marks it read (spec 000 §4).
    await composer.fill('Write back soon!');
    await composer.press('Enter');
    await expect.poll(() => log.getByText('Write back soon!').count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('link', { name: 'Videos' }).first().click();
    await expect.poll(() => messagesCount(page).textContent(), { timeout: 15_000 }).toBe('1');
    await page.locator('.messages-preview--desktop .messages-preview__button').click();
    const entry = page.locator('.messages-preview--desktop .messages-preview__item');
    await expect.poll(() => entry.locator('strong').textContent()).toBe(actor.name);
    await screenshot(page, 'messenger-answer-and-preview-desktop');
    await entry.click();
    await expect.poll(() => messenger(page).locator('.conversation-title .name').textContent(), { timeout: 10_000 }).toBe(actor.name);
    await expect.poll(() => messagesCount(page).count(), { timeout: 10_000 }).toBe(0);

    // issue 12 §8 "gift images answer 400": every gift in the picker shows its picture.
    await messenger(page).getByRole('button', { name: 'Gifts' }).click();
    const pictures = messenger(page).locator('.gift img');
    await expect.poll(() => pictures.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)), { timeout: 10_000 }).toBe(true);
    const gift = await page.request.get(new URL((await pictures.first().getAttribute('src'))!, velvet.urls.site).href);
    expect([gift.status(), gift.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
    await screenshot(page, 'messenger-gifts-desktop');
    await messenger(page).getByRole('button', { name: 'Close gifts' }).click();

    // spec 000 §4 "Archiving the selected channel reselects it by actor": it stays open ...
    await messenger(page).getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => messenger(page).getByRole('button', { name: 'Unarchive' }).count(), { timeout: 10_000 }).toBe(1);
    // ... and the Archived filter lists it, while (once another filter is chosen and nothing pinned) Newest does not.
    await messenger(page).getByRole('tab', { name: 'Archived' }).click();
    await expect.poll(() => channelRows(page).count(), { timeout: 10_000 }).toBe(1);
    await messenger(page).getByRole('button', { name: 'Unarchive' }).click();
    // Unarchived while the Archived filter shows: still selected (pinned first), listed again under Newest.
    await messenger(page).getByRole('tab', { name: 'Newest' }).click();
    await expect.poll(() => channelRows(page).locator('.name').allTextContents(), { timeout: 10_000 }).toEqual([actor.name]);
    // spec 000 §4 "the online-only toggle applies except in archived and unread modes".
    await messenger(page).getByRole('tab', { name: 'Unread' }).click();
    await expect.poll(() => messenger(page).getByLabel('Online only').isDisabled()).toBe(true);
    await screenshot(page, 'messenger-filters-desktop');

    expect(problems).toEqual([]);
    await close();
  });

  it('a profile says "Send a message" once: the chat button\'s offer while the performer is offline (spec 001 §3 "send a message when offline"), the header\'s link while she is live', async () => {
    const offline = await performerWhere((tile) => !tile.isOnline, 'an offline performer');
    const live = await performerWhere((tile) => tile.isOnline, 'an online performer');
    const { page, problems, close } = await openPage(velvet);
    const sendMessage = page.getByRole('button', { name: /^Send a message/ }).or(page.getByRole('link', { name: 'Send a message' }));

    await page.goto(`${velvet.urls.site}/en/amateur/${encodeURIComponent(offline.name)}/`);
    await page.locator('velvet-chat-button[data-offers]').waitFor({ state: 'attached' });
    expect(await page.locator('velvet-chat-button').getAttribute('data-offers')).toContain('message');
    expect(await sendMessage.count()).toBe(1);
    await sendMessage.click();
    await expect.poll(() => page.url()).toBe(`${velvet.urls.site}/en/messenger/?actor=${offline.id}`);

    await page.goto(`${velvet.urls.site}/en/amateur/${encodeURIComponent(live.name)}/`);
    await page.locator('velvet-chat-button[data-offers]').waitFor({ state: 'attached' });
    expect(await page.locator('velvet-chat-button').getAttribute('data-offers')).not.toContain('message');
    expect(await sendMessage.count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Send a message' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the list and the conversation as separate views on a phone (below 1023 px)', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    await page.goto(`${velvet.urls.site}/en/login/?next=${encodeURIComponent('/en/messenger/')}`);
    await page.getByLabel('E-mail address').fill('writer@example.com');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${velvet.urls.site}/en/messenger/`);

    await expect.poll(() => channelRows(page).count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'messenger-list-mobile');
    await channelRows(page).first().click();
    const back = messenger(page).getByRole('button', { name: 'Back to conversations' });
    await expect.poll(() => back.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await channelRows(page).first().isVisible()).toBe(false);
    await screenshot(page, 'messenger-conversation-mobile');

    // issue 12 §8 "on a phone, opening a chat replaces the history entry so Back leaves the messenger":
    // opening a chat is a step of its own, and the browser's Back returns to the conversation list.
    expect(page.url()).toMatch(/\/en\/messenger\/\?channel=[\w-]+$/);
    await page.goBack();
    await expect.poll(() => channelRows(page).first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(page.url()).toBe(`${velvet.urls.site}/en/messenger/`);
    await page.goForward();
    await expect.poll(() => back.isVisible(), { timeout: 10_000 }).toBe(true);
    // The widget's own back button takes the same step back.
    await back.click();
    await expect.poll(() => channelRows(page).first().isVisible()).toBe(true);
    await expect.poll(() => page.url()).toBe(`${velvet.urls.site}/en/messenger/`);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('issue 12 §8: messenger defects of the newcomer pass', () => {
  it('"Not enough coins" offers a top-up: the overlay opens on its top-up, preset to cover the message', async () => {
    const actor = await performerWhere((tile) => tile.id % 7 !== 0 && tile.isOnline, 'an online performer with paid messaging');
    const { page, problems, close } = await openPage(velvet);
    await logInByRest(page, velvet.urls.site);
    await gotoWithSession(page, `${velvet.urls.site}/en/messenger/?actor=${actor.id}`);
    // Type once the conversation with the performer is open, as a person would: a key pressed while the
    // widget is still opening the channel has no conversation to go to.
    await expect.poll(() => messenger(page).locator('.conversation-title .name').textContent(), { timeout: 10_000 }).toBe(actor.name);
    const composer = messenger(page).getByLabel('Your message');
    // A new channel's three free messages, then one the empty balance cannot pay.
    for (const text of ['one', 'two', 'three']) await sendText(page, `Message ${text}`);
    await composer.fill('Message four');
    await composer.press('Enter');
    const refusal = messenger(page).locator('.composer-error');
    await expect.poll(() => refusal.textContent(), { timeout: 10_000 }).toMatch(/^Not enough VXC: this message costs \d+\u00a0VXC, your balance is 0\u00a0VXC\.Top up$/);
    await screenshot(page, 'messenger-not-enough-coins-desktop');
    await refusal.getByRole('link', { name: 'Top up' }).click();
    const overlay = page.locator(`iframe[src^="${velvet.urls.overlay}/"]`);
    await expect.poll(() => overlay.isVisible(), { timeout: 10_000 }).toBe(true);
    // The amount that covers the message travels as the request's selectedAmount (widgets/messenger/messenger.test.tsx).
    expect(new URL((await overlay.getAttribute('src'))!).searchParams.get('flow')).toBe('moneycharge');
    // The guest stays in the conversation underneath.
    expect(new URL(page.url()).pathname).toBe('/en/messenger/');
    expect(problems).toEqual([]);
    await close();
  });

  it('"Online only" keeps the open chat of an offline performer (spec 000 §4 "the selected channel is pinned first"), marked offline', async () => {
    const actor = await performerWhere((tile) => !tile.isOnline, 'an offline performer');
    const { page, problems, close } = await openPage(velvet);
    await logInByRest(page, velvet.urls.site);
    await gotoWithSession(page, `${velvet.urls.site}/en/messenger/?actor=${actor.id}`);
    await expect.poll(() => messenger(page).locator('.conversation-title .name').textContent(), { timeout: 10_000 }).toBe(actor.name);
    await messenger(page).getByLabel('Online only').check();
    const open = channelRows(page).filter({ hasText: actor.name });
    await expect.poll(() => open.locator('.offline-note').textContent(), { timeout: 10_000 }).toBe('Offline');
    expect(await open.getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'messenger-online-only-open-offline');
    expect(problems).toEqual([]);
    await close();
  });

  // issue 12 §8 "the filter tabs are cut off in German and Spanish at 1440 px ("Bloc...")".
  it.each([
    ['de', 1440], ['de', 390], ['es', 1440], ['es', 390],
  ] as const)('shows every filter tab whole in %s at %i px', async (language, width) => {
    const { page, problems, close } = await openPage(velvet, { width, height: 900 });
    await logInByRest(page, velvet.urls.site);
    await page.goto(`${velvet.urls.site}${language === 'de' ? '' : `/${language}`}/messenger/`);
    await expect.poll(() => messenger(page).locator('[role="tab"]').count(), { timeout: 10_000 }).toBe(4);
    expect(await cutTabs(page)).toEqual([]);
    await screenshot(page, `messenger-tabs-${language}-${width}`);
    expect(problems).toEqual([]);
    await close();
  });
});

// issue 12 §10 "axe-core runs ... and finds no violation of any impact": the messenger widget's part, in a
// conversation with a reply and with the gift picker open, on both brands at desktop and phone width.
describe('issue 12 §10: the messenger has no axe violation', () => {
  it.each([
    ['Velvet', 'site', 'en', 1440],
    ['Velvet', 'site', 'de', 390],
    ['Terciopelo', 'whiteLabel', 'es', 1440],
    ['Terciopelo', 'whiteLabel', 'es', 390],
  ] as const)('%s (%s origin) in %s at %i px', async (_brand, origin, language, width) => {
    // Free messaging: the guest has no coins (the test above spent its free messages elsewhere).
    const actor = await performerWhere((tile) => tile.id % 7 === 0, 'a performer with free messaging');
    const base = velvet.urls[origin];
    const { page, problems, close } = await openPage(velvet, { width, height: 900 });
    await logInByRest(page, base);
    await gotoWithSession(page, `${base}${language === 'de' ? '' : `/${language}`}/messenger/?actor=${actor.id}`);
    // Type once the conversation is open (see the top-up test above).
    await expect.poll(() => messenger(page).locator('.conversation-title .name').textContent(), { timeout: 10_000 }).toBe(actor.name);
    const composer = messenger(page).locator('.composer-input');
    await expect.poll(() => composer.isVisible(), { timeout: 10_000 }).toBe(true);
    // The tests share the guest and the performer: wait for this test's message, then for the answer after it.
    const hello = `Hello from ${origin} at ${width} px!`;
    await composer.fill(hello);
    await composer.press('Enter');
    // A failure says what the guest saw instead (CI once missed the message under load): the draft, an error, the last message.
    await expect.poll(async () => (await messenger(page).locator('.log').getByText(hello).count()) === 1 ? 'shown' : JSON.stringify({
      draft: await composer.inputValue(),
      error: await messenger(page).locator('.composer-error').allTextContents(),
      sendButton: await messenger(page).locator('.composer .send').allTextContents(),
      lastMessage: (await messenger(page).locator('.log .message').allTextContents()).at(-1) ?? null,
    }), { timeout: 10_000 }).toBe('shown');
    await expect.poll(() => messenger(page).locator('.log .message').last().getAttribute('class'), { timeout: 15_000 }).toContain('message--theirs');
    expect(await messengerViolations(page)).toEqual([]);
    await messenger(page).locator('.composer button[aria-expanded]').click();
    await expect.poll(() => messenger(page).locator('.gift-picker .gift').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await messengerViolations(page)).toEqual([]);
    await screenshot(page, `messenger-axe-${origin}-${width}`);
    if (width < 1023) {
      // The list view of a phone.
      await messenger(page).locator('.conversation .back').click();
      await expect.poll(() => channelRows(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await messengerViolations(page)).toEqual([]);
    }
    expect(problems).toEqual([]);
    await close();
  });
});
