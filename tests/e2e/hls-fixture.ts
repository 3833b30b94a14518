// A tiny real HLS stream for the player's browser tests, until the media library of issue 13 §1
// (server/media/library.ts) is merged: two renditions (240p, 480p) of 10 s, testsrc2 picture and a
// sine tone, H.264 baseline + AAC in 2 s MPEG-TS segments under an adaptive master playlist, the
// layout of the media contract §1. Generated with the ffmpeg of the dependencies in about a second.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ffmpegPath: string = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

export const FIXTURE_RENDITIONS = [
  { name: '240p', width: 426, height: 240, bitrate: 300_000 },
  { name: '480p', width: 854, height: 480, bitrate: 900_000 },
] as const;
export const FIXTURE_SECONDS = 10;

/** Writes `<dir>/master.m3u8` and `<dir>/<rendition>/index.m3u8` + `seg-NNNNN.ts`. */
export async function generateHlsFixture(dir: string): Promise<void> {
  // One ffmpeg run per rendition: this static ffmpeg 4.1 crashes writing a master playlist with -var_stream_map.
  await Promise.all(
    FIXTURE_RENDITIONS.map(async ({ name, width, height, bitrate }) => {
      mkdirSync(join(dir, name), { recursive: true });
      await run(ffmpegPath, [
        '-hide_banner', '-loglevel', 'error', '-y',
        '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25`,
        '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
        '-t', String(FIXTURE_SECONDS),
        '-c:v', 'libx264', '-profile:v', 'baseline', '-preset', 'veryfast', '-pix_fmt', 'yuv420p',
        '-g', '50', '-keyint_min', '50', '-sc_threshold', '0', '-b:v', String(bitrate),
        '-c:a', 'aac', '-b:a', '64k', '-ac', '2',
        '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod',
        '-hls_segment_filename', join(dir, name, 'seg-%05d.ts'),
        join(dir, name, 'index.m3u8'),
      ]);
    }),
  );
  const variants = FIXTURE_RENDITIONS.map(
    ({ name, width, height, bitrate }) =>
      `#EXT-X-STREAM-INF:BANDWIDTH=${bitrate + 64_000},RESOLUTION=${width}x${height},CODECS="avc1.42c01e,mp4a.40.2"\n${name}/index.m3u8`,
  );
  writeFileSync(join(dir, 'master.m3u8'), ['#EXTM3U', '#EXT-X-VERSION:3', ...variants, ''].join('\n'));
}
