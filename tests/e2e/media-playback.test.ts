/**
 * The generated clips play in Chromium through hls.js and MSE (issue 13 item
 * 1: H.264 yuv420p, AAC-LC, a right CODECS attribute). No Velvet server: a
 * throwaway static server hands out the shared test library as files, so a
 * failure here is the media's, not the routes' or the player's.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaLibrary } from '../../server/media/library';
import { TEST_PROFILE } from '../../server/media/profile';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './harness';

const HLS_JS = 'node_modules/hls.js/dist/hls.min.js';
const MIME: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t', '.jpg': 'image/jpeg', '.js': 'text/javascript', '.html': 'text/html',
};
const PAGE = `<!doctype html><meta charset="utf-8"><title>clip</title>
<video id="video" muted playsinline width="640" height="360"></video>
<script src="/hls.min.js"></script>
<script>
  window.report = { errors: [], codecs: null, levelsLoaded: [] };
  window.play = (src) => {
    const hls = new Hls({ capLevelToPlayerSize: false, startLevel: 0 });
    window.hls = hls;
    hls.on(Hls.Events.ERROR, (_, data) => report.errors.push(data.type + ':' + data.details + (data.fatal ? ' (fatal)' : '')));
    hls.on(Hls.Events.BUFFER_CODECS, (_, data) => { report.codecs = { audio: data.audio && data.audio.codec, video: data.video && data.video.codec }; });
    hls.on(Hls.Events.FRAG_BUFFERED, (_, data) => report.levelsLoaded.push(data.frag.level));
    hls.loadSource(src);
    hls.attachMedia(document.getElementById('video'));
    hls.on(Hls.Events.MANIFEST_PARSED, () => document.getElementById('video').play());
  };
</script>`;

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  const mediaDir = process.env.VELVET_MEDIA_DIR;
  if (!mediaDir) throw new Error('VELVET_MEDIA_DIR is unset: run through vitest (server/test/media-global-setup.ts)');
  const root = createMediaLibrary({ mediaDir, profile: TEST_PROFILE }).root;
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path === '/' ? null : path === '/hls.min.js' ? HLS_JS : join(root, normalize(path.replace(/^\/media\//, '')));
    if (file === null) return void response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    if (!file.startsWith(root) && file !== HLS_JS) return void response.writeHead(403).end();
    if (!existsSync(file) || !statSync(file).isFile()) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('a generated clip in Chromium', () => {
  it('plays through hls.js past 3 s with video and AAC audio, and switches to 720p', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(origin);
      const master = await (await fetch(`${origin}/media/c01/master.m3u8`)).text();
      const codecs = [...master.matchAll(/CODECS="([^"]+)"/g)].map((match) => match[1]!);
      expect(codecs).toHaveLength(3);
      // MSE itself accepts exactly what the master playlist announces.
      for (const codec of codecs) {
        expect(await page.evaluate((c) => MediaSource.isTypeSupported(`video/mp4; codecs="${c}"`), codec)).toBe(true);
      }
      await page.evaluate(() => (window as unknown as { play(src: string): void }).play('/media/c01/master.m3u8'));
      // issue 13: "the video element advances past 3 s of playback".
      await page.waitForFunction(() => (document.getElementById('video') as HTMLVideoElement).currentTime > 3, null, { timeout: 60_000 });
      const levels = await page.evaluate(() => (window as unknown as { hls: { levels: { height: number }[] } }).hls.levels.map((level) => level.height));
      expect(levels).toEqual([240, 480, 720]);

      // A manual quality choice reaches the 720p segments (the next fragment loads from level 2).
      await page.evaluate(() => {
        (window as unknown as { hls: { currentLevel: number } }).hls.currentLevel = 2;
      });
      await page.waitForFunction(() => (window as unknown as { report: { levelsLoaded: number[] } }).report.levelsLoaded.includes(2), null, { timeout: 60_000 });
      const report = await page.evaluate(() => (window as unknown as { report: { errors: string[]; codecs: { audio: string; video: string } } }).report);
      expect(report.codecs.video).toMatch(/^avc1\./);
      expect(report.codecs.audio).toBe('mp4a.40.2');
      expect(report.errors.filter((error) => error.includes('fatal'))).toEqual([]);
      expect(await page.evaluate(() => (document.getElementById('video') as HTMLVideoElement).error)).toBeNull();
    } finally {
      await page.close();
    }
  });
});
