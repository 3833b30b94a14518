// Issue 14 item 1 in real Chromium against the real server and the real generated clips: "the performer simulator
// publishes a live HLS stream (short segments, sliding window, no end tag) for every online performer [...] a live
// preview is open to guests within the preview limit". An anonymous guest starts a live preview, hls.js plays it
// through <velvet-player>, the player reloads the live playlist and currentTime advances.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TileGridAnswer } from '../../sdk/api/types';
import { openPage, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
}, 120_000);
afterAll(async () => {
  await velvet?.close();
});

/** A page on the site's origin (so the media cookie goes along) holding only the widget bundle and a player. */
const PAGE_PATH = '/e2e-live-preview.html';
const PAGE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live preview</title><script type="module" src="/widgets/velvet-widgets.js"></script>
<style>body{margin:0;padding:16px;font-family:sans-serif} velvet-player{max-width:960px}</style></head>
<body><h1>Live preview</h1><velvet-player kind="full" label="Live" lang="en" autoplay></velvet-player></body></html>`;

async function onlinePerformerIds(): Promise<number[]> {
  const payload = encodeURIComponent(JSON.stringify({ offset: 0, limit: 100, filter: { online: true }, order: 'rank' }));
  const answer = (await (await fetch(`${velvet.urls.site}/rest/v1/tileGrid/get/performers/${payload}?lang=en`)).json()) as TileGridAnswer;
  if (!answer.success) throw new Error(`tile grid: expected success, got ${JSON.stringify(answer)}`);
  return answer.data.initialTiles.filter((tile) => tile.kind === 'performer' && tile.isOnline).map((tile) => tile.id);
}

/** Starts a live preview from the page (its cookies): the first online performer offering one. */
async function startPreview(page: Page, actorIds: number[]): Promise<{ actorId: number; streamUrl: string }> {
  for (const actorId of actorIds) {
    const res = await page.request.post(`${velvet.urls.site}/rest/v1/live/preview/start?lang=en`, { data: { actorId } });
    if (res.status() === 200) return { actorId, streamUrl: (await res.json()).data.streamUrl };
    // Offline meanwhile, or no live preview offered: the next one; anything else is a failure.
    expect(['LIVE_PREVIEW_DISABLED', 'LIVE_OFFLINE', 'NOT_AVAILABLE_IN_COUNTRY']).toContain((await res.json()).code);
  }
  throw new Error('no online performer offers a live preview');
}

const currentTime = (page: Page) => page.evaluate(() => document.querySelector('velvet-player')!.shadowRoot!.querySelector('video')!.currentTime);
const waitPast = (page: Page, seconds: number) =>
  page.waitForFunction((past) => (document.querySelector('velvet-player')?.shadowRoot?.querySelector('video')?.currentTime ?? 0) > past, seconds, { timeout: 60_000 });

describe('live preview in <velvet-player>', () => {
  it('an anonymous guest plays a performer\'s live preview with hls.js: the live playlist reloads, no end, currentTime advances', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1280, height: 900 });
    try {
      await page.route(`${velvet.urls.site}${PAGE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: PAGE_HTML }));
      const playlists: string[] = [];
      page.on('response', async (response) => {
        if (/\/media\/live\/.+\/live\.m3u8$/.test(new URL(response.url()).pathname)) playlists.push(await response.text());
      });
      await page.goto(`${velvet.urls.site}${PAGE_PATH}`);
      await page.waitForFunction(() => customElements.get('velvet-player') !== undefined);
      const { streamUrl } = await startPreview(page, await onlinePerformerIds());
      expect(streamUrl).toMatch(/^\/media\/live\/\d+\/preview\/[^/]+\/[^/]+\/\d+\/[A-Za-z0-9_-]{43}\/master\.m3u8$/);

      const srcSetAt = Date.now();
      await page.evaluate((src) => document.querySelector('velvet-player')!.setAttribute('src', src), streamUrl);
      await waitPast(page, 0);
      console.log(`[figure] live preview: src set to the first frame playing ${Date.now() - srcSetAt} ms`);
      const first = await currentTime(page);
      // Past one segment (4 s) of live playback: hls.js has fetched new segments the reloaded playlist listed.
      await waitPast(page, first + 5);
      expect(await currentTime(page)).toBeGreaterThan(first + 5);
      await page.screenshot({ path: join('test-results', 'live-preview-playing.png') });

      // "sliding window, no end tag": the player reloaded the variant playlist and it moved on.
      expect(playlists.length).toBeGreaterThanOrEqual(2);
      for (const text of playlists) expect(text).not.toContain('#EXT-X-ENDLIST');
      const sequences = playlists.map((text) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]));
      expect(Math.max(...sequences)).toBeGreaterThan(Math.min(...sequences));
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
