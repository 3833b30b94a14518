// issue 13 §2 in a real browser: "a URL copied to another guest [...] gets 403", and the Tests line: "a second guest
// cannot use the first one's segment URL". Chromium's own cookie rules decide here (HttpOnly, SameSite=Lax,
// Path=/media/): guest A buys a video and loads its playlist and a segment; guest B, in another browser profile with
// a media cookie of its own, and an anonymous visitor load A's URLs and get 403. Small fixture clips stand in for the
// generated library (real playback is the player's test).
import { dirname } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../server/money/payment-provider';
import { createTestLibrary, SEGMENT_BYTES, type TestLibrary } from '../../server/media/test/clip-fixtures';
import { ageConfirmedCookie, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
let library: TestLibrary;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  library = createTestLibrary();
  velvet = await startVelvet({ VELVET_MEDIA_DIR: dirname(library.root) });
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await velvet?.close();
  library?.dispose();
});

/** A fresh browser profile on the site's origin (a JSON page: only its origin matters for the fetches). */
async function browserProfile(): Promise<Page> {
  const context = await velvet.browser.newContext();
  contexts.push(context);
  await context.addCookies([ageConfirmedCookie(velvet)]);
  const page = await context.newPage();
  await page.goto(`${velvet.urls.site}/healthz`);
  return page;
}

/** fetch() inside the page, with the browser's cookies: status, JSON body (or byte count). */
function call(page: Page, url: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(async ({ url, init }) => {
    const res = await fetch(url, { method: init.method ?? 'GET', credentials: 'same-origin', ...(init.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }) });
    const type = res.headers.get('content-type') ?? '';
    const bytes = new Uint8Array(await res.arrayBuffer());
    const json = type.startsWith('application/json') ? JSON.parse(new TextDecoder().decode(bytes)) : null;
    return { status: res.status, type, size: bytes.length, json, text: json ? '' : new TextDecoder().decode(bytes.slice(0, 400)) };
  }, { url, init });
}

async function signUp(page: Page, name: string) {
  const unique = `${name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const res = await call(page, '/rest/v1/guest/signup', { method: 'POST', body: { name: unique, email: `${unique}@example.com`, password: 'correct-horse-1', ageConfirmed: true, termsAccepted: true } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

describe('signed media URLs in Chromium', () => {
  it('guest A buys and loads its playlist and a segment; guest B and an anonymous visitor get 403 for the same URLs', async () => {
    const a = await browserProfile();
    await signUp(a, 'mediaa');
    const grid = await call(a, `/rest/v1/tileGrid/get/videos/${encodeURIComponent(JSON.stringify({ offset: 0, limit: 60 }))}`);
    const tiles = grid.json.data.initialTiles as Array<{ id: number; ageRating: number; free: boolean; vip: boolean; price: { value: number } }>;
    const video = tiles.find((t) => t.ageRating === 16 && !t.free && !t.vip && t.price.value > 0 && t.price.value <= 200)!;
    expect(video, 'a priced 16-rated video on the first page').toBeDefined();

    const before = await call(a, `/rest/v1/video/${video.id}`);
    expect(before.json.data.hlsUrl).toBeUndefined();
    const card = { number: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123' };
    expect((await call(a, '/rest/v1/payment/topup', { method: 'POST', body: { amountEuros: 50, card, idempotencyKey: `e2e-topup-${video.id}` } })).status).toBe(200);
    expect((await call(a, `/rest/v1/video/${video.id}/buy`, { method: 'POST', body: { idempotencyKey: `e2e-buy-${video.id}` } })).status).toBe(200);
    // "After a purchase the client re-reads the video answer to get hlsUrl (no reload)."
    const after = await call(a, `/rest/v1/video/${video.id}`);
    const hlsUrl: string = after.json.data.hlsUrl;
    expect(hlsUrl).toMatch(new RegExp(`^/media/hls/${video.id}/full/[0-9a-f-]{36}/\\d+/[A-Za-z0-9_-]{43}/master\\.m3u8$`));
    const segment = new URL('480p/seg-00000.ts', `${velvet.urls.site}${hlsUrl}`).pathname;
    const master = await call(a, hlsUrl);
    expect(master).toMatchObject({ status: 200, type: 'application/vnd.apple.mpegurl' });
    expect(master.text).toContain('480p/index.m3u8');
    expect(await call(a, segment)).toMatchObject({ status: 200, type: 'video/mp2t', size: SEGMENT_BYTES });
    // The media cookie is HttpOnly: the page's script cannot read (or copy) it.
    expect(await a.evaluate(() => document.cookie)).not.toContain('vm');

    const b = await browserProfile();
    await signUp(b, 'mediab');
    const free = tiles.find((t) => t.ageRating === 16 && t.free && !t.vip);
    if (free) {
      // B holds a media cookie of its own, which plays B's own free video.
      const own = await call(b, `/rest/v1/video/${free.id}`);
      expect((await call(b, own.json.data.hlsUrl)).status).toBe(200);
    }
    for (const url of [hlsUrl, segment]) {
      const replay = await call(b, url);
      expect(replay.status, url).toBe(403);
      expect(replay.json).toMatchObject({ success: false, code: 'MEDIA_GUEST_MISMATCH' });
    }
    expect((await call(b, `/rest/v1/video/${video.id}`)).json.data.hlsUrl).toBeUndefined();

    const anonymous = await browserProfile();
    expect(await call(anonymous, segment)).toMatchObject({ status: 403, json: { code: 'MEDIA_GUEST_MISMATCH' } });
  }, 120_000);
});
