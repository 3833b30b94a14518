// The profile's About tab extras of issue 15 §8 in real Chromium against the real server: the
// heat map of online hours ("heat map of online hours (hoursToBeOnline)"), and the guest's private
// note ("actor notes for logged-in guests (getActorNoteById, storeActorNote)"): the tab asks a
// logged-out visitor to log in, a member writes, saves, reloads and finds the note, and deletes it
// by saving an empty text; at phone width both fit the screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeNotices, gotoWithSession, openPage, screenshot, startVelvet, type Velvet } from './harness';
import { sampleContent, signUpThroughApi } from './site-pages';

let velvet: Velvet;
let actorName: string;
let actorId: number;

beforeAll(async () => {
  velvet = await startVelvet();
  ({ actorName, actorId } = await sampleContent(velvet.urls.site));
});
afterAll(async () => {
  await velvet?.close();
});

describe('the About tab', () => {
  it('shows when she was online: one row per day of the window, hours per week, and a summary for screen readers', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    await gotoWithSession(page, `${velvet.urls.site}/en/amateur/${actorName}/about-me/`);
    await acknowledgeNotices(page);
    const map = page.locator('section.heat-map');
    await map.locator('.heat-map__grid, .heat-map__hint').first().waitFor();
    const answer = await (await page.request.get(`${velvet.urls.site}/rest/v1/actor/heatMap/${actorId}`)).json();
    if (answer.data.heatMaps.length === 0) {
      expect(await map.textContent()).toContain('was not online in the last 14 days');
    } else {
      expect(await map.locator('.heat-map__row:not(.heat-map__row--hours)').count()).toBe(answer.data.days);
      expect(await map.locator('.heat-map__row:not(.heat-map__row--hours)').first().locator('.heat-map__cell').count()).toBe(24);
      // Every active hour of the answer is a coloured square (the page shifts them to its own zone, the count stays).
      expect(await map.locator('.heat-map__cell:not(.heat-map__cell--0)').count()).toBeGreaterThanOrEqual(1);
      expect(await map.textContent()).toContain(`about ${answer.data.hoursToBeOnline} hours a week`);
      expect(await map.getByRole('img').getAttribute('aria-label')).toMatch(/is most often online around /);
    }
    await map.scrollIntoViewIfNeeded();
    await screenshot(page, 'heat-map-desktop');
    expect(problems).toEqual([]);
    await close();
  });

  it('a logged-out visitor is asked to log in; a member saves a note, finds it after a reload, and deletes it', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    const about = `${velvet.urls.site}/en/amateur/${actorName}/about-me/`;
    await gotoWithSession(page, about);
    await acknowledgeNotices(page);
    const box = page.locator('section.actor-note');
    // spec 000 §6: the guest's own things need a login; the box says so and offers it.
    await expect.poll(() => box.textContent()).toContain('Log in to keep a private note');
    expect(await box.locator('textarea').count()).toBe(0);

    await signUpThroughApi(page, velvet.urls.site, `note${Date.now().toString(36)}`);
    await gotoWithSession(page, about);
    const text = page.getByLabel(/Your private note on/);
    await text.waitFor();
    expect(await text.inputValue()).toBe('');
    const save = page.getByRole('button', { name: 'Save note' });
    // Nothing to save until the text changes.
    expect(await save.isDisabled()).toBe(true);
    await text.fill('Online on Sundays, likes long chats');
    await save.click();
    await page.getByRole('status').filter({ hasText: 'Note saved.' }).waitFor();
    await screenshot(page, 'actor-note-desktop');

    await gotoWithSession(page, about);
    await expect.poll(() => page.getByLabel(/Your private note on/).inputValue()).toBe('Online on Sundays, likes long chats');

    await page.getByLabel(/Your private note on/).fill('');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByRole('status').filter({ hasText: 'Note deleted.' }).waitFor();
    const stored = await page.request.get(`${velvet.urls.site}/rest/v1/actor/getActorNoteById/${actorId}`);
    expect((await stored.json()).data.comment).toBe('');
    expect(problems).toEqual([]);
    await close();
  });

  it('fits a 390 px phone', async () => {
    const { page, close } = await openPage(velvet, { width: 390, height: 844 });
    await gotoWithSession(page, `${velvet.urls.site}/en/amateur/${actorName}/about-me/`);
    await acknowledgeNotices(page);
    await signUpThroughApi(page, velvet.urls.site, `notephone${Date.now().toString(36)}`);
    await gotoWithSession(page, `${velvet.urls.site}/en/amateur/${actorName}/about-me/`);
    // The member's data-protection notice (the cookie choice was made before the sign-up).
    await page.getByRole('button', { name: 'Got it' }).click();
    const text = page.getByLabel(/Your private note on/);
    await text.waitFor();
    for (const part of ['section.actor-note', 'section.heat-map']) {
      const box = await page.locator(part).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('section.heat-map').scrollIntoViewIfNeeded();
    await screenshot(page, 'heat-map-phone');
    await text.fill('Phone note');
    await screenshot(page, 'actor-note-phone');
    await close();
  });
});

