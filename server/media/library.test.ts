/**
 * The generated clip library (issue 13 item 1, media contract §1), checked on
 * the real files: the shared test library the media globalSetup generated,
 * and a one-clip library generated here to watch "preparing" turn "ready".
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allClipKeys, CLIP_COUNT } from '../../sdk/media/clips';
import { ffmpegBinary } from './ffmpeg-path';
import { parseMediaPlaylist } from './hls';
import { createMediaLibrary, type MediaLibrary } from './library';
import { MAX_THUMBNAILS, RENDITIONS, TEST_PROFILE, thumbnailCount } from './profile';

const mediaDir = process.env.VELVET_MEDIA_DIR;
if (!mediaDir) throw new Error('VELVET_MEDIA_DIR is unset: run through vitest (server/test/media-global-setup.ts)');
const shared = createMediaLibrary({ mediaDir, profile: TEST_PROFILE });
const keys = allClipKeys();
const read = (key: string, file: string) => readFileSync(join(shared.root, key, file), 'utf8');

/** What `ffmpeg -i` says about a file's streams (the static ffmpeg ships no ffprobe). */
function streamsOf(file: string): string[] {
  const result = spawnSync(ffmpegBinary().path, ['-hide_banner', '-i', file], { encoding: 'utf8' });
  return result.stderr.split('\n').filter((line) => line.trim().startsWith('Stream #'));
}

/** Width and height from a baseline JPEG's SOF0 segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  for (let i = 2; i + 9 < bytes.length; ) {
    if (bytes[i] !== 0xff) throw new Error('not a JPEG marker');
    const marker = bytes[i + 1]!;
    if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error('no SOF segment');
}

describe('the shared test library', () => {
  it('has all 16 clips ready, read from disk at start', () => {
    expect(keys).toHaveLength(CLIP_COUNT);
    for (const key of keys) {
      expect(shared.state(key)).toBe('ready');
      expect(shared.clip(key)?.key).toBe(key);
    }
    expect(shared.state('c17')).toBe('preparing');
    expect(shared.clip('c17')).toBeUndefined();
  });

  // Contract §1: "master.m3u8 adaptive master playlist: variants 240p/index.m3u8, 480p/index.m3u8, 720p/index.m3u8
  // (BANDWIDTH, RESOLUTION, CODECS="avc1.…,mp4a.40.2")" and "playlists use relative URIs only".
  it.each(keys)('%s: the master playlist lists the three renditions with bandwidth, resolution and codecs', (key) => {
    const lines = read(key, 'master.m3u8').trim().split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    const variants = lines.flatMap((line, i) => (line.startsWith('#EXT-X-STREAM-INF:') ? [{ attributes: line, uri: lines[i + 1]! }] : []));
    expect(variants.map((variant) => variant.uri)).toEqual(['240p/index.m3u8', '480p/index.m3u8', '720p/index.m3u8']);
    const info = shared.clip(key)!;
    variants.forEach(({ attributes }, i) => {
      const rendition = RENDITIONS[i]!;
      expect(attributes).toMatch(/BANDWIDTH=\d+,/);
      expect(attributes).toContain(`RESOLUTION=${rendition.width}x${rendition.height}`);
      // H.264 constrained baseline or main (avc1.42…/4d…), AAC-LC: what Chromium's MSE plays.
      expect(attributes).toMatch(/CODECS="avc1\.(42|4d)[0-9a-f]{4},mp4a\.40\.2"/);
      expect(Number(/BANDWIDTH=(\d+)/.exec(attributes)![1])).toBe(info.renditions[i]!.bandwidth);
    });
    expect(read(key, 'master.m3u8')).not.toContain('trailer');
  });

  // Contract §1: "<rendition>/index.m3u8 VOD (EXT-X-PLAYLIST-TYPE:VOD, EXT-X-ENDLIST), segments <rendition>/seg-00000.ts …
  // about 4 s segments"; clip.json durationSeconds is the clip's.
  it.each(keys)('%s: every rendition is a complete VOD playlist of about 4 s segments that exist', (key) => {
    const info = shared.clip(key)!;
    for (const rendition of RENDITIONS) {
      const playlist = parseMediaPlaylist(read(key, `${rendition.name}/index.m3u8`));
      expect(playlist.vod).toBe(true);
      expect(playlist.ended).toBe(true);
      expect(playlist.totalSeconds).toBeCloseTo(info.durationSeconds, 1);
      playlist.segments.forEach((segment, i) => {
        expect(segment.uri).toBe(`seg-${String(i).padStart(5, '0')}.ts`);
        expect(segment.seconds).toBeLessThanOrEqual(TEST_PROFILE.segmentSeconds + 0.1);
        expect(statSync(join(shared.root, key, rendition.name, segment.uri)).size).toBeGreaterThan(0);
      });
    }
    expect(info.durationSeconds).toBeCloseTo(TEST_PROFILE.durationSeconds(keys.indexOf(key)), 1);
  });

  // Contract §1: "trailer/index.m3u8 + trailer/seg-*.ts: one ~480p rendition, 6-10 s, its own VOD playlist".
  it.each(keys)('%s: the trailer is its own 6-10 s VOD playlist', (key) => {
    const trailer = parseMediaPlaylist(read(key, 'trailer/index.m3u8'));
    expect(trailer.vod && trailer.ended).toBe(true);
    expect(trailer.totalSeconds).toBeGreaterThanOrEqual(6);
    expect(trailer.totalSeconds).toBeLessThanOrEqual(10);
    expect(shared.clip(key)!.trailerSeconds).toBe(trailer.totalSeconds);
    expect(streamsOf(join(shared.root, key, 'trailer', trailer.segments[0]!.uri)).join('\n')).toMatch(/Video: h264.*854x480/);
  });

  // Contract §1: "thumbs/000.jpg … thumbs/NNN.jpg: preview thumbnails, 160x90, evenly spread, at most 100 per clip".
  it.each(keys)('%s: preview thumbnails are 160x90 JPEGs numbered from 000, as many as clip.json says', (key) => {
    const info = shared.clip(key)!;
    const names = readdirSync(join(shared.root, key, 'thumbs')).sort();
    expect(info.thumbnailCount).toBe(thumbnailCount(TEST_PROFILE, info.durationSeconds));
    expect(info.thumbnailCount).toBeLessThanOrEqual(MAX_THUMBNAILS);
    expect(names).toEqual(Array.from({ length: info.thumbnailCount }, (_, i) => `${String(i).padStart(3, '0')}.jpg`));
    expect(jpegSize(readFileSync(join(shared.root, key, 'thumbs', names[0]!)))).toEqual({ width: 160, height: 90 });
  });

  // issue 13 item 1: "with sound"; contract §1: "MPEG-TS, H.264 (yuv420p, baseline/main) + AAC stereo".
  it.each(keys)('%s: segments carry H.264 yuv420p video and AAC-LC stereo audio', (key) => {
    for (const rendition of RENDITIONS) {
      const streams = streamsOf(join(shared.root, key, rendition.name, 'seg-00001.ts')).join('\n');
      expect(streams).toMatch(new RegExp(`Video: h264 \\((Constrained Baseline|Baseline|Main)\\).*yuv420p.*${rendition.width}x${rendition.height}`));
      expect(streams).toMatch(/Audio: aac \(LC\).*48000 Hz, stereo/);
    }
  });

  it('clip.json holds the contract fields', () => {
    const json = JSON.parse(read('c01', 'clip.json')) as Record<string, unknown>;
    expect(json).toMatchObject({ key: 'c01', durationSeconds: expect.any(Number), trailerSeconds: expect.any(Number), thumbnailCount: expect.any(Number) });
    expect(json.renditions).toEqual(RENDITIONS.map(({ name, width, height }) => ({ name, width, height, bandwidth: expect.any(Number) })));
  });

  // issue 13 item 1: "at least 16 distinct clips": their pictures and their sound differ.
  it('no two clips look or sound alike', () => {
    const digest = (file: string) => createHash('sha256').update(readFileSync(join(shared.root, file))).digest('hex');
    const pictures = new Set(keys.map((key) => digest(`${key}/thumbs/001.jpg`)));
    expect(pictures.size).toBe(keys.length);
    const looks = new Set(keys.map((key) => digest(`${key}/240p/seg-00000.ts`)));
    expect(looks.size).toBe(keys.length);
  });
});

describe('generating a clip', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'velvet-media-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  // One short clip keeps this cheap; the layout is the same as the full library's.
  const oneClip = { ...TEST_PROFILE, clipCount: 1, durationSeconds: () => 8 };

  // Contract §1: "A clip is built in <mediaDir>/clips/.tmp-<clipKey>/ and renamed into place when complete, so
  // 'the directory exists' == 'the clip is ready' (no half-written clip ever served)".
  it('is "preparing" until its complete directory is renamed into place, then "ready"; a restart regenerates nothing', async () => {
    const mediaDir = freshDir();
    const seenBeforeRename: Record<string, unknown> = {};
    let library: MediaLibrary | null = null;
    library = createMediaLibrary({
      mediaDir,
      profile: oneClip,
      initialsFor: () => 'lm',
      beforeRename: (key, tmp) => {
        seenBeforeRename.state = library!.state(key);
        seenBeforeRename.clip = library!.clip(key);
        seenBeforeRename.finalExists = existsSync(join(library!.root, key));
        seenBeforeRename.tmpFiles = ['master.m3u8', 'clip.json', '720p/index.m3u8', 'trailer/index.m3u8', 'thumbs/000.jpg'].every((file) => existsSync(join(tmp, file)));
      },
    });
    expect(library.state('c01')).toBe('preparing');
    const generation = library.generate();
    expect(library.generate()).toBe(generation); // idempotent: one run
    await generation;
    expect(seenBeforeRename).toEqual({ state: 'preparing', clip: undefined, finalExists: false, tmpFiles: true });
    expect(library.state('c01')).toBe('ready');
    expect(library.clip('c01')).toMatchObject({ key: 'c01', durationSeconds: 8, thumbnailCount: 8 });
    expect(readdirSync(library.root)).toEqual(['c01']); // the temporary directory is gone
    expect(JSON.parse(readFileSync(join(library.root, 'c01', 'clip.json'), 'utf8')).initials).toBe('LM');

    const written = statSync(join(library.root, 'c01', 'clip.json')).mtimeMs;
    const restarted = createMediaLibrary({
      mediaDir, profile: oneClip, beforeRename: () => {
        throw new Error('a restart must not build a clip again');
      },
    });
    expect(restarted.state('c01')).toBe('ready');
    await restarted.generate();
    expect(statSync(join(restarted.root, 'c01', 'clip.json')).mtimeMs).toBe(written);
  });

  it('closing before the rename leaves no half-written clip behind', async () => {
    const mediaDir = freshDir();
    // Not awaited inside the hook: close() waits for the generation, which waits for the hook.
    const library: MediaLibrary = createMediaLibrary({ mediaDir, profile: oneClip, beforeRename: () => void library.close() });
    await library.generate();
    expect(library.state('c01')).toBe('preparing');
    expect(readdirSync(library.root)).toEqual([]);
  });

  it('takes a clip another process renamed into the shared directory meanwhile, without building or touching it', async () => {
    const mediaDir = freshDir();
    const library = createMediaLibrary({
      mediaDir, profile: oneClip, beforeRename: () => {
        throw new Error('the finished clip must not be built again');
      },
    });
    expect(library.state('c01')).toBe('preparing');
    cpSync(join(shared.root, 'c01'), join(library.root, 'c01'), { recursive: true }); // the other process's rename
    const written = statSync(join(library.root, 'c01', 'clip.json')).mtimeMs;
    await library.generate();
    expect(library.state('c01')).toBe('ready');
    expect(library.clip('c01')).toEqual(shared.clip('c01'));
    expect(statSync(join(library.root, 'c01', 'clip.json')).mtimeMs).toBe(written);
  });

  it('removes what a crashed run left and rebuilds a clip directory that has no clip.json (here without a font)', async () => {
    const mediaDir = freshDir();
    const root = join(mediaDir, 'clips');
    mkdirSync(join(root, '.tmp-c01-999999999', '720p'), { recursive: true }); // no such process
    mkdirSync(join(root, 'c01', '720p'), { recursive: true }); // not renamed in by the generator: no clip.json
    // No font (a machine with none): shapes only, and the graph without drawtext must still render.
    const library = createMediaLibrary({ mediaDir, profile: oneClip, fontFile: null });
    expect(library.state('c01')).toBe('preparing');
    await library.generate();
    expect(library.state('c01')).toBe('ready');
    expect(readdirSync(root)).toEqual(['c01']);
  });
});
