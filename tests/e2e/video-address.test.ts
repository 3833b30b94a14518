// A video belongs to one performer, and its page's canonical names her (DESIGN.md "Each page has its ... canonical").
// The stop-21 note: "/en/amateur/daanpearl/videos/1/ shows another performer's video". Under another performer's name
// the video never renders: the server answers 301 to its own address, and a client-side navigation lands there too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TileGridAnswer, VideoTile } from '../../sdk/api/types';
import { gotoWithSession, openPage, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
let first: VideoTile;
let second: VideoTile;
beforeAll(async () => {
  velvet = await startVelvet();
  const payload = encodeURIComponent(JSON.stringify({ offset: 0, limit: 40, order: 'newest' }));
  const grid = (await (await fetch(`${velvet.urls.site}/rest/v1/tileGrid/get/videos/${payload}?lang=en`)).json()) as TileGridAnswer;
  const videos = grid.success ? grid.data.initialTiles.filter((tile): tile is VideoTile => tile.kind === 'video') : [];
  first = videos[0]!;
  const other = videos.find((video) => video.actor.name !== first.actor.name);
  if (!other) throw new Error('expected videos of two performers among the newest 40, got one performer');
  second = other;
});
afterAll(async () => {
  await velvet?.close();
});

const ownAddress = (video: VideoTile) => `/en/amateur/${video.actor.name.toLowerCase()}/videos/${video.id}/`;
const mainHeading = (page: Page) => page.locator('main h1').textContent();

describe('a video asked for under another performer\'s name', () => {
  it('a first visit gets a 301 to the video\'s own address', async () => {
    const { page, problems, close } = await openPage(velvet);
    const wrong = `${velvet.urls.site}/en/amateur/${first.actor.name.toLowerCase()}/videos/${second.id}/`;
    const answer = await page.request.get(wrong, { maxRedirects: 0, headers: { accept: 'text/html' } });
    expect([answer.status(), answer.headers().location]).toEqual([301, ownAddress(second)]);
    await gotoWithSession(page, wrong);
    expect(new URL(page.url()).pathname).toBe(ownAddress(second));
    expect(await mainHeading(page)).toBe(second.title);
    expect(problems).toEqual([]);
    await close();
  });

  it('a client-side navigation to it lands on the video\'s own address, without a reload', async () => {
    const { page, problems, close } = await openPage(velvet);
    await gotoWithSession(page, `${velvet.urls.site}${ownAddress(first)}`);
    expect(await mainHeading(page)).toBe(first.title);
    // A mark on the window survives a client-side navigation only; Back/Forward is how the router hears of an
    // address the page did not link to (react-router's history reads the index it keeps in history.state).
    const wrong = `/en/amateur/${first.actor.name.toLowerCase()}/videos/${second.id}/`;
    await page.evaluate((path) => {
      (window as unknown as { stillThisDocument: boolean }).stillThisDocument = true;
      const state = window.history.state as { idx: number } | null;
      window.history.pushState({ ...state, key: 'wrong-owner', idx: (state?.idx ?? 0) + 1 }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, wrong);
    await page.waitForURL(`**${ownAddress(second)}`);
    await expect.poll(() => mainHeading(page)).toBe(second.title);
    expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
