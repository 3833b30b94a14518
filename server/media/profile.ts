/**
 * What the generator makes: the full library that `npm start` builds at
 * first start, and a short test profile with the same layout (16 keys, three
 * renditions, trailer, thumbnails) that the test suites generate once and
 * share. Pure data and functions, so the rules are table-tested.
 */
import { CLIP_COUNT } from '../../sdk/media/clips';

/** Bump when the generator's output changes: cached test libraries are keyed by it. */
export const GENERATOR_VERSION = 1;

export type RenditionName = '240p' | '480p' | '720p';

export interface RenditionSpec {
  name: RenditionName;
  width: number;
  height: number;
  /** Peak video bitrate (VBV maxrate) in kbit/s; the generated content needs far less most of the time. */
  maxrateKbps: number;
  /** H.264 level written into the stream (it ends up in the CODECS attribute). */
  level: '2.1' | '3.0' | '3.1';
}

/** Media contract §1: "variants 240p/index.m3u8, 480p/index.m3u8, 720p/index.m3u8". 854x480 at <= 25 fps fits level 3.0. */
export const RENDITIONS: readonly RenditionSpec[] = [
  { name: '240p', width: 426, height: 240, maxrateKbps: 400, level: '2.1' },
  { name: '480p', width: 854, height: 480, maxrateKbps: 900, level: '3.0' },
  { name: '720p', width: 1280, height: 720, maxrateKbps: 1800, level: '3.1' },
];

/** The trailer: "one ~480p rendition, 6-10 s, its own VOD playlist (not in master)". */
export const TRAILER_RENDITION: RenditionSpec = { name: '480p', width: 854, height: 480, maxrateKbps: 900, level: '3.0' };

export interface MediaProfile {
  name: 'full' | 'test';
  clipCount: number;
  fps: number;
  /** x264 preset: the content is flat colour and shapes, so the fastest presets still compress it well. */
  x264Preset: 'ultrafast' | 'superfast' | 'veryfast';
  crf: number;
  segmentSeconds: number;
  audioKbps: number;
  trailerSeconds: number;
  /** Thumbnails per second of clip, capped at MAX_THUMBNAILS. */
  thumbnailsPerSecond: number;
  /** Length of the clip at a zero-based index. */
  durationSeconds(index: number): number;
}

/** Media contract §1: "preview thumbnails, 160x90, evenly spread, at most 100 per clip". */
export const MAX_THUMBNAILS = 100;
export const THUMBNAIL_SIZE = { width: 160, height: 90 } as const;

/**
 * issue 13 item 1: "at least 16 distinct clips of 20-60 s". Spread over the whole range but mostly short, which keeps
 * the first start's generation within its budget (at most 120 s on the 2-core machine); 558 s of video in all.
 */
export const FULL_CLIP_SECONDS: readonly number[] = [32, 24, 45, 28, 58, 21, 36, 26, 50, 30, 22, 40, 27, 34, 60, 25];

export const FULL_PROFILE: MediaProfile = {
  name: 'full',
  clipCount: CLIP_COUNT,
  fps: 24,
  x264Preset: 'ultrafast',
  crf: 26,
  segmentSeconds: 4,
  audioKbps: 96,
  trailerSeconds: 8,
  thumbnailsPerSecond: 2,
  durationSeconds: (index) => {
    const seconds = FULL_CLIP_SECONDS[index];
    if (seconds === undefined) throw new RangeError(`the full profile has ${FULL_CLIP_SECONDS.length} clips, asked for index ${index}`);
    return seconds;
  },
};

/**
 * The profile the test suites share: the same 16 keys and file layout, but 12 s clips (three 4 s segments, enough to
 * play past 3 s and to switch quality) at 12 fps, so generating all of them costs seconds, not minutes.
 */
export const TEST_PROFILE: MediaProfile = {
  ...FULL_PROFILE,
  name: 'test',
  fps: 12,
  x264Preset: 'ultrafast',
  trailerSeconds: 6,
  thumbnailsPerSecond: 1,
  durationSeconds: () => 12,
};

export function profileNamed(name: string): MediaProfile {
  if (name === 'full') return FULL_PROFILE;
  if (name === 'test') return TEST_PROFILE;
  throw new RangeError(`unknown media profile "${name}" (full or test)`);
}

/** How many preview thumbnails a clip of this length gets: evenly spread, at least 1, at most 100. */
export function thumbnailCount(profile: MediaProfile, durationSeconds: number): number {
  return Math.max(1, Math.min(MAX_THUMBNAILS, Math.floor(durationSeconds * profile.thumbnailsPerSecond)));
}
