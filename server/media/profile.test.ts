import { describe, expect, it } from 'vitest';
import { CLIP_COUNT } from '../../sdk/media/clips';
import { FULL_CLIP_SECONDS, FULL_PROFILE, MAX_THUMBNAILS, RENDITIONS, TEST_PROFILE, thumbnailCount, TRAILER_RENDITION } from './profile';

// issue 13 item 1: "at least 16 distinct clips of 20-60 s with sound ... three renditions (about 240p, 480p, 720p) ...
// plus a short trailer per clip"; contract §1: trailer "6-10 s", thumbnails "at most 100 per clip".
describe('the full profile', () => {
  it('makes 16 clips', () => {
    expect(FULL_PROFILE.clipCount).toBe(CLIP_COUNT);
    expect(CLIP_COUNT).toBeGreaterThanOrEqual(16);
    expect(FULL_CLIP_SECONDS).toHaveLength(CLIP_COUNT);
  });

  it.each(FULL_CLIP_SECONDS.map((seconds, index) => [index, seconds]))('clip %i lasts %i s: within 20-60 s', (index) => {
    const seconds = FULL_PROFILE.durationSeconds(index);
    expect(seconds).toBeGreaterThanOrEqual(20);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(FULL_PROFILE.trailerSeconds).toBeLessThan(seconds);
  });

  it('has no 17th clip', () => {
    expect(() => FULL_PROFILE.durationSeconds(CLIP_COUNT)).toThrow(RangeError);
  });

  it('cuts 6-10 s trailers at about 480p', () => {
    for (const profile of [FULL_PROFILE, TEST_PROFILE]) {
      expect(profile.trailerSeconds).toBeGreaterThanOrEqual(6);
      expect(profile.trailerSeconds).toBeLessThanOrEqual(10);
    }
    expect(TRAILER_RENDITION.height).toBe(480);
  });

  it('cuts about 4 s segments (contract §1)', () => {
    expect(FULL_PROFILE.segmentSeconds).toBe(4);
  });
});

describe('renditions', () => {
  it('are 240p, 480p and 720p, 16:9 with even sizes (yuv420p)', () => {
    expect(RENDITIONS.map((rendition) => rendition.name)).toEqual(['240p', '480p', '720p']);
    for (const { width, height, name } of RENDITIONS) {
      expect(`${height}p`).toBe(name);
      expect(width % 2).toBe(0);
      expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.01);
    }
  });
});

describe('thumbnailCount', () => {
  it.each([
    ['full', 20, 40],
    ['full', 45, 90],
    ['full', 50, 100],
    ['full', 60, MAX_THUMBNAILS],
    ['test', 12, 12],
    ['test', 0.4, 1],
  ])('%s profile: a clip of %s s gets %i, evenly spread, never more than 100', (name, seconds, count) => {
    expect(thumbnailCount(name === 'full' ? FULL_PROFILE : TEST_PROFILE, seconds)).toBe(count);
  });
});
