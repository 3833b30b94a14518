// issue 14 item 10: "The messenger offers 'start video chat' when the performer is online". A guest opens the
// channel of an online performer: the conversation offers "Start video chat", and without a host taking
// velvet-start-chat (the messenger page has no chat room of its own) the link leads to her profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerformerTile, TileGridAnswer } from '../../sdk/api/types';
import { acknowledgeNotices, gotoWithSession, openPage, screenshot, SIGN_UP_CONFIRMATIONS, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});

async function onlinePerformer(): Promise<PerformerTile> {
  const payload = encodeURIComponent(JSON.stringify({ offset: 0, limit: 30, order: 'rank', filter: { online: true } }));
  const answer = (await (await fetch(`${velvet.urls.site}/rest/v1/tileGrid/get/performers/${payload}?lang=en`)).json()) as TileGridAnswer;
  if (!answer.success) throw new Error(`tile grid: expected success, got ${answer.error}`);
  const tile = answer.data.initialTiles.find((candidate): candidate is PerformerTile => candidate.kind === 'performer' && candidate.isOnline);
  if (!tile) throw new Error('expected an online performer in the seed, got none');
  return tile;
}

describe('the messenger offers "Start video chat" for an online performer', () => {
  it('the link names her and opens her profile', async () => {
    const actor = await onlinePerformer();
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    try {
      const signUp = await page.request.post(`${velvet.urls.site}/rest/v1/guest/signup`, {
        data: { name: 'e2e_start_chat', email: 'start-chat@example.com', password: 'correct horse battery', ...SIGN_UP_CONFIRMATIONS },
      });
      expect(signUp.status()).toBe(200);
      await gotoWithSession(page, `${velvet.urls.site}/en/messenger/?actor=${actor.id}`);
      await acknowledgeNotices(page);
      const start = page.getByRole('link', { name: `Start video chat with ${actor.name}` });
      await start.waitFor();
      expect(await start.textContent()).toBe('Start video chat');
      await screenshot(page, 'messenger-start-chat-390');
      await start.click();
      await page.waitForURL(`${velvet.urls.site}/en/amateur/${actor.name.toLowerCase()}/`);
      await page.getByRole('heading', { name: actor.name, level: 1 }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
