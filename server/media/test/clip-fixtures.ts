/**
 * A clip library on disk for the media tests: small files in the contract's
 * layout (media contract §1), not decodable video (real playback is tested in
 * Chromium by the player's tests). The library's state is switchable per clip.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIP_COUNT } from '../../../sdk/media/clips';
import type { ClipInfo, MediaLibrary } from '../library';

/** Segments are 1000 bytes: byte i is i % 251, so any range's bytes are known. */
export const SEGMENT_BYTES = 1000;
export const segmentBytes = () => Buffer.from(Array.from({ length: SEGMENT_BYTES }, (_, i) => i % 251));
export const THUMBNAILS = 5;

const playlist = (segments: string[]) =>
  ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-TARGETDURATION:4', ...segments.flatMap((s) => ['#EXTINF:4.0,', s]), '#EXT-X-ENDLIST', ''].join('\n');

export interface TestLibrary extends MediaLibrary {
  /** Clip keys reported as preparing although their files exist. */
  preparing: Set<string>;
  dispose(): void;
}

/** Writes clips c01..c16 (and a file beside them that no URL may reach) and answers a library over them. */
export function createTestLibrary(): TestLibrary {
  const mediaDir = mkdtempSync(join(tmpdir(), 'velvet-media-test-'));
  const root = join(mediaDir, 'clips');
  const info = new Map<string, ClipInfo>();
  for (let n = 1; n <= CLIP_COUNT; n++) {
    const key = `c${String(n).padStart(2, '0')}`;
    const dir = join(root, key);
    const renditions = [{ name: '240p', width: 426, height: 240, bandwidth: 400_000 }, { name: '480p', width: 854, height: 480, bandwidth: 1_000_000 }, { name: '720p', width: 1280, height: 720, bandwidth: 2_500_000 }];
    for (const folder of [...renditions.map((r) => r.name), 'trailer', 'thumbs']) mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, 'master.m3u8'), ['#EXTM3U', ...renditions.flatMap((r) => [`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="avc1.4d401f,mp4a.40.2"`, `${r.name}/index.m3u8`]), ''].join('\n'));
    for (const r of renditions) {
      writeFileSync(join(dir, r.name, 'index.m3u8'), playlist(['seg-00000.ts', 'seg-00001.ts']));
      for (const seg of ['seg-00000.ts', 'seg-00001.ts']) writeFileSync(join(dir, r.name, seg), segmentBytes());
    }
    writeFileSync(join(dir, 'trailer', 'index.m3u8'), playlist(['seg-00000.ts']));
    writeFileSync(join(dir, 'trailer', 'seg-00000.ts'), segmentBytes());
    for (let t = 0; t < THUMBNAILS; t++) writeFileSync(join(dir, 'thumbs', `${String(t).padStart(3, '0')}.jpg`), Buffer.from([0xff, 0xd8, 0xff, 0xe0, t, 0xff, 0xd9]));
    const clip: ClipInfo = { key, durationSeconds: 8, trailerSeconds: 4, thumbnailCount: THUMBNAILS, renditions };
    writeFileSync(join(dir, 'clip.json'), JSON.stringify(clip));
    info.set(key, clip);
  }
  writeFileSync(join(root, 'secret.txt'), 'not a media file');
  writeFileSync(join(mediaDir, 'secret.txt'), 'not a media file either');
  const preparing = new Set<string>();
  return {
    root,
    preparing,
    state: (key) => (info.has(key) && !preparing.has(key) ? 'ready' : 'preparing'),
    clip: (key) => (preparing.has(key) ? undefined : info.get(key)),
    generate: async () => {},
    close: async () => {},
    dispose: () => rmSync(mediaDir, { recursive: true, force: true }),
  };
}
