// <velvet-player> in real Chromium (issue 13 §3): the widget bundles come from the real server, the page and a
// real HLS stream (tests/e2e/hls-fixture.ts) from a page server of this test, which also plays the media
// routes' failure answers of the media contract §2 (403 expired grant, 503 MEDIA_PREPARING with Retry-After).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHlsFixture } from './hls-fixture';
import { openPage, screenshot, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
let fixtureDir: string;
let pageServer: Server;
let pageOrigin: string;
/** What the page server saw: watch/start bodies and how often each failing stream was asked. */
const seen = { watchStarts: [] as unknown[], preparingAsked: 0 };
let brokenStreamFixed = false;

const MIME: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t', '.svg': 'image/svg+xml' };
const POSTER = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#5a2a6e"/><circle cx="8" cy="4.5" r="2" fill="#f6c"/></svg>';

function pageHtml(velvetSite: string, attributes: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Player test page</title>
<script type="module" src="${velvetSite}/widgets/velvet-widgets.js"></script>
<style>body{margin:0;padding:16px;font-family:sans-serif} velvet-player{max-width:960px}</style>
<script>
  // What a page does with the player's events: log them, and on an expired grant hand over a fresh URL
  // (the video page re-reads the video answer's hlsUrl; here the working stream stands in for it).
  window.playerEvents = [];
  // When the guest pressed play: the start of "time from play to first frame".
  document.addEventListener('pointerdown', () => { window.playPressedAt ??= performance.now(); }, true);
  for (const type of ['velvet-player-state', 'velvet-player-quality', 'velvet-player-grant-expired']) {
    document.addEventListener(type, (event) => {
      window.playerEvents.push({ type, detail: event.detail, at: performance.now() });
      if (type === 'velvet-player-grant-expired') event.target.setAttribute('src', '/media/ok/master.m3u8');
    });
  }
</script></head>
<body><h1>Player</h1><velvet-player ${attributes} poster="/poster.svg" api-base="${pageOrigin}" video-id="7" kind="full" label="Test clip" lang="en"></velvet-player></body></html>`;
}

function serveFixtureFile(response: ServerResponse, relativePath: string): void {
  const file = normalize(join(fixtureDir, relativePath));
  if (!file.startsWith(fixtureDir)) return void response.writeHead(400).end();
  try {
    const body = readFileSync(file);
    response.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', pageOrigin);
  if (url.pathname === '/player.html') {
    const attributes = url.searchParams.get('attributes') ?? 'src="/media/ok/master.m3u8"';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return void response.end(pageHtml(velvet.urls.site, attributes));
  }
  if (url.pathname === '/poster.svg') return void response.writeHead(200, { 'content-type': MIME['.svg']! }).end(POSTER);
  if (url.pathname === '/marker') return void response.writeHead(204).end();
  if (url.pathname === '/rest/v1/watch/start' && request.method === 'POST') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.watchStarts.push(JSON.parse(body));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
    return;
  }
  const media = /^\/media\/(ok|preparing|expired|broken)\/(.+)$/.exec(url.pathname);
  if (!media) return void response.writeHead(404).end();
  const [, mode, path] = media;
  const refuse = (status: number, code: string, headers: Record<string, string> = {}): void =>
    void response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ code }));
  if (mode === 'expired') return refuse(403, 'MEDIA_URL_EXPIRED');
  if (mode === 'broken' && !brokenStreamFixed) return refuse(500, 'INTERNAL');
  // The clip is "generated" after two answers of 503.
  if (mode === 'preparing' && path === 'master.m3u8' && ++seen.preparingAsked <= 2) return refuse(503, 'MEDIA_PREPARING', { 'retry-after': '1' });
  serveFixtureFile(response, path!);
}

beforeAll(async () => {
  fixtureDir = mkdtempSync(join(tmpdir(), 'velvet-hls-'));
  const [started] = await Promise.all([startVelvet(), generateHlsFixture(fixtureDir)]);
  velvet = started;
  pageServer = createServer(handle);
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => pageServer?.close(resolve));
  await velvet?.close();
  if (fixtureDir) rmSync(fixtureDir, { recursive: true, force: true });
});

/** The player's <video> (in its open shadow root), read in the page. */
const videoState = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('velvet-player')!.shadowRoot!.querySelector('video')!;
    return { currentTime: video.currentTime, paused: video.paused, muted: video.muted, volume: video.volume, videoHeight: video.videoHeight, src: video.currentSrc };
  });

const waitForVideo = (page: Page, predicate: string, timeout = 30_000) =>
  page.waitForFunction(`(() => { const video = document.querySelector('velvet-player').shadowRoot.querySelector('video'); return ${predicate}; })()`, undefined, { timeout });

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations (any impact) inside the player, its shadow root included. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };
    const { axe } = window as unknown as { axe: { run(context: Element, options: object): Promise<Result> } };
    const results = await axe.run(document.querySelector('velvet-player')!, { resultTypes: ['violations'] });
    return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}

const isHlsChunk = (url: string) => new URL(url).pathname.startsWith('/widgets/hls/');
/** Failures this test provokes on purpose (the harness reports every 4xx/5xx). */
const unexpected = (problems: string[]) => problems.filter((problem) => !/\/media\/(expired|broken|preparing)\//.test(problem));

describe('<velvet-player>', () => {
  it('loads hls.js on the first play only, plays real HLS past 3 s, reports watch/start once, switches quality, answers the keys', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1280, height: 900 });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${pageOrigin}/player.html`);
    const playButton = page.getByRole('button', { name: 'Play', exact: true });
    await playButton.waitFor();
    // Poster until play, and nothing of the stream fetched yet.
    await expect.poll(() => page.locator('velvet-player .poster img').isVisible()).toBe(true);
    expect((await videoState(page)).src).toBe('');
    // Barrier: the page's own marker request is answered after everything the page asked for so far.
    await page.evaluate(() => fetch('/marker'));
    const markerIndex = requests.findIndex((url) => url.endsWith('/marker'));
    expect(markerIndex).toBeGreaterThan(-1);
    expect(requests.slice(0, markerIndex).filter(isHlsChunk)).toEqual([]);
    expect(requests.slice(0, markerIndex).filter((url) => url.includes('/media/'))).toEqual([]);
    expect(requests.slice(0, markerIndex).some((url) => url.includes('/widgets/player.js'))).toBe(true);
    await screenshot(page, 'player-poster-desktop');
    expect(await axeViolations(page)).toEqual([]);

    await playButton.click();
    await waitForVideo(page, 'video.currentTime > 0.2');
    const hlsIndex = requests.findIndex(isHlsChunk);
    expect(hlsIndex).toBeGreaterThan(markerIndex);

    // Quality: each rendition by hand, the picture follows (videoHeight), and the event tells the page.
    const quality = page.getByRole('button', { name: /^Quality:/ });
    await quality.click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('menuitemradio', { name: '480p' }).click();
    await waitForVideo(page, 'video.videoHeight === 480');
    await quality.click();
    await page.getByRole('menuitemradio', { name: '240p' }).click();
    await waitForVideo(page, 'video.videoHeight === 240');
    const qualityEvents = await page.evaluate(() => (window as unknown as { playerEvents: Array<{ type: string; detail: { level: unknown; height: number | null } }> }).playerEvents.filter((event) => event.type === 'velvet-player-quality').map((event) => event.detail));
    expect(qualityEvents).toContainEqual(expect.objectContaining({ level: 1, height: 480 }));
    expect(qualityEvents).toContainEqual(expect.objectContaining({ level: 0, height: 240 }));

    await waitForVideo(page, 'video.currentTime > 3');
    await screenshot(page, 'player-playing-desktop');
    // A figure for the note, not an assertion: from the press of Play to the first 'playing' (hls.js chunk,
    // playlists and the first segment from a local server; real networks add their round trips).
    const firstFrameMs = await page.evaluate(() => {
      const win = window as unknown as { playPressedAt: number; playerEvents: Array<{ type: string; detail: { state?: string }; at: number }> };
      return win.playerEvents.find((event) => event.detail.state === 'playing')!.at - win.playPressedAt;
    });
    console.log(`player: play to first frame ${Math.round(firstFrameMs)} ms (fixture stream, hls.js loaded on play)`);
    expect(seen.watchStarts).toEqual([{ videoId: 7 }]);

    // Keyboard: k pauses, arrows seek 5 s and set the volume, m mutes, space plays; the focus ring shows.
    const region = page.getByRole('region', { name: 'Test clip' });
    await region.focus();
    await page.keyboard.press('k');
    await waitForVideo(page, 'video.paused');
    const pausedAt = (await videoState(page)).currentTime;
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await videoState(page)).currentTime).toBeCloseTo(Math.max(0, pausedAt - 5), 0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await videoState(page)).currentTime).toBeCloseTo(Math.max(0, pausedAt - 5) + 5, 0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('m');
    expect(await videoState(page)).toMatchObject({ volume: 0.9, muted: true });
    expect(await region.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await page.keyboard.press('m');
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe('VELVET-PLAYER');
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await page.keyboard.press(' ');
    await waitForVideo(page, '!video.paused');
    // Still one session: pausing and playing again reports nothing more.
    expect(seen.watchStarts).toEqual([{ videoId: 7 }]);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it('on a phone: a tap shows and hides the controls, a double tap seeks 5 s on its side', async () => {
    const context = await velvet.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${pageOrigin}/player.html`);
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    await waitForVideo(page, 'video.currentTime > 1');
    const player = page.locator('velvet-player .player');
    const stage = await page.locator('velvet-player .stage').boundingBox();
    const tapAt = (share: number) => page.touchscreen.tap(stage!.x + stage!.width * share, stage!.y + stage!.height * 0.4);
    // Controls come and go with single taps while playing (they show at the start).
    const shownBefore = await player.getAttribute('data-controls');
    await tapAt(0.5);
    await expect.poll(() => player.getAttribute('data-controls')).not.toBe(shownBefore);
    await page.waitForTimeout(400); // two taps further apart than a double tap
    await tapAt(0.5);
    await expect.poll(() => player.getAttribute('data-controls')).toBe(shownBefore);
    await page.getByRole('button', { name: 'Pause' }).tap();
    await waitForVideo(page, 'video.paused');
    const pausedAt = (await videoState(page)).currentTime;
    await tapAt(0.8);
    await tapAt(0.8);
    await expect.poll(async () => (await videoState(page)).currentTime).toBeCloseTo(pausedAt + 5, 0);
    await tapAt(0.2);
    await tapAt(0.2);
    await expect.poll(async () => (await videoState(page)).currentTime).toBeCloseTo(pausedAt, 0);
    await screenshot(page, 'player-paused-phone');
    await context.close();
  });

  it('says "preparing" while the clip answers 503 MEDIA_PREPARING, and plays by itself once it is ready', async () => {
    seen.preparingAsked = 0;
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    await page.goto(`${pageOrigin}/player.html?attributes=${encodeURIComponent('src="/media/preparing/master.m3u8" media-state="preparing"')}`);
    await expect.poll(() => page.getByText('This video is being prepared.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByText('It starts by itself as soon as it is ready.').waitFor();
    await screenshot(page, 'player-preparing-phone');
    await waitForVideo(page, 'video.currentTime > 1');
    expect(seen.preparingAsked).toBeGreaterThan(2);
    const states = await page.evaluate(() => (window as unknown as { playerEvents: Array<{ type: string; detail: { state: string } }> }).playerEvents.filter((event) => event.type === 'velvet-player-state').map((event) => event.detail.state));
    expect(states.slice(0, 2)).toEqual(['preparing', 'loading']);
    expect(states).toContain('playing');
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it('a 403 (expired grant) asks the page for a fresh src, and playback goes on with it', async () => {
    const { page, problems, close } = await openPage(velvet);
    await page.goto(`${pageOrigin}/player.html?attributes=${encodeURIComponent('src="/media/expired/master.m3u8"')}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForVideo(page, 'video.currentTime > 1');
    const expired = await page.evaluate(() => (window as unknown as { playerEvents: Array<{ type: string; detail: unknown }> }).playerEvents.filter((event) => event.type === 'velvet-player-grant-expired').map((event) => event.detail));
    expect(expired).toEqual([{ videoId: 7, kind: 'full', position: 0 }]);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it('shows an error with Retry after the recovery attempts, and Retry plays once the stream answers', async () => {
    brokenStreamFixed = false;
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    await page.goto(`${pageOrigin}/player.html?attributes=${encodeURIComponent('src="/media/broken/master.m3u8"')}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('The video could not be loaded.');
    await screenshot(page, 'player-error-phone');
    brokenStreamFixed = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForVideo(page, 'video.currentTime > 1');
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});
