// issue 5 tests: "a Chromium test where a guest sends a message, the simulated performer answers, the
// unread badge and navbar preview update live, and archiving and filters behave as the spec says."
// The server runs with its performer simulator on (as `npm start` does), so a real demo performer answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PerformerTile, TileGridAnswer } from '../../sdk/api/types';
import { openPage, screenshot, startVelvet, type Velvet, confirmSignUp } from './harness';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet({ VELVET_SIMULATOR: 'on' });
});
afterAll(async () => {
  await velvet?.close();
});

/** A seeded performer to write to. */
async function performer(): Promise<PerformerTile> {
  const payload = encodeURIComponent(JSON.stringify({ offset: 0, limit: 10, order: 'rank' }));
  const answer = (await (await fetch(`${velvet.urls.site}/rest/v1/tileGrid/get/performers/${payload}?lang=en`)).json()) as TileGridAnswer;
  if (!answer.success) throw new Error(`tile grid: expected success, got ${answer.error}`);
  const tile = answer.data.initialTiles.find((candidate): candidate is PerformerTile => candidate.kind === 'performer');
  if (!tile) throw new Error('expected a performer in the seed, got none');
  return tile;
}

const messenger = (page: Page) => page.locator('velvet-messenger');
const channelRows = (page: Page) => messenger(page).locator('[role="option"]');
const messagesCount = (page: Page) => page.locator('.messages-preview--desktop [data-testid="messages-count"]');

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
    await composer.fill('Hello there, how is your day?');
    await composer.press('Enter');
    const log = messenger(page).locator('.conversation');
    await expect.poll(() => log.getByText('Hello there, how is your day?').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => messenger(page).getByText('Free message (2 left)').count()).toBe(1);
    await screenshot(page, 'messenger-sent-desktop');

    // The simulated performer answers after a human-looking delay (2-6 s): a second message in the log,
    // the unread badge in the header and the navbar preview entry, all without a reload.
    await expect.poll(() => log.locator('.message--theirs').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => messagesCount(page).textContent(), { timeout: 10_000 }).toBe('1');
    await page.locator('.messages-preview--desktop .messages-preview__button').click();
    const entry = page.locator('.messages-preview--desktop .messages-preview__item');
    await expect.poll(() => entry.locator('strong').textContent()).toBe(actor.name);
    await screenshot(page, 'messenger-answer-and-preview-desktop');
    await page.keyboard.press('Escape');

    // spec 000 §4 "Selecting a channel marks it read": the badge and the preview entry go.
    await channelRows(page).first().click();
    await expect.poll(() => messagesCount(page).count(), { timeout: 10_000 }).toBe(0);

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
    await back.click();
    await expect.poll(() => channelRows(page).first().isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
