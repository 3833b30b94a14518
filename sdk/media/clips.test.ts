import { describe, expect, it } from 'vitest';
import { allClipKeys, CLIP_COUNT, clipKeyForVideo, isClipKey } from './clips';

// Media contract §1: "clipKeyForVideo(videoId: number, clipCount = CLIP_COUNT): string (video id 1 -> c01, 16 -> c16, 17 -> c01 …).
// Every seeded video maps onto a clip this way."
describe('clipKeyForVideo', () => {
  it.each([
    [1, 'c01'],
    [2, 'c02'],
    [9, 'c09'],
    [10, 'c10'],
    [16, 'c16'],
    [17, 'c01'],
    [32, 'c16'],
    [33, 'c01'],
    [5000, 'c08'],
  ])('video %i plays clip %s', (videoId, key) => {
    expect(clipKeyForVideo(videoId)).toBe(key);
  });

  it.each([
    [1, 4, 'c01'],
    [4, 4, 'c04'],
    [5, 4, 'c01'],
    [7, 1, 'c01'],
  ])('video %i of %i clips plays %s', (videoId, clipCount, key) => {
    expect(clipKeyForVideo(videoId, clipCount)).toBe(key);
  });

  it('every key it names exists in the library of 16', () => {
    expect(CLIP_COUNT).toBe(16);
    const keys = new Set(allClipKeys());
    for (let id = 1; id <= 200; id++) expect(keys.has(clipKeyForVideo(id))).toBe(true);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses video id %s', (videoId) => {
    expect(() => clipKeyForVideo(videoId)).toThrow(RangeError);
  });
});

describe('isClipKey', () => {
  it.each([
    ['c01', true],
    ['c16', true],
    ['c17', false],
    ['c00', false],
    ['c1', false],
    ['../c01', false],
    ['C01', false],
  ])('%s -> %s', (value, expected) => {
    expect(isClipKey(value)).toBe(expected);
  });
});
