import { describe, expect, it } from 'vitest';
import { MAX_PREVIEW_THUMBNAILS, stepThumbnail, thumbnailIndexAt, thumbnailSeconds, usableThumbnails, type ScrubKey } from './thumbnails';

describe('preview thumbnails (spec 001 §9 "preview thumbnails up to 100 per video")', () => {
  it('shows at most 100 of the answer\'s list, none when the answer has none', () => {
    expect(MAX_PREVIEW_THUMBNAILS).toBe(100);
    expect(usableThumbnails(Array.from({ length: 130 }, (_, i) => `t${i}`))).toHaveLength(100);
    expect(usableThumbnails(undefined)).toEqual([]);
  });

  it.each<[number, number, number]>([
    [0, 10, 0],
    [0.05, 10, 0],
    [0.1, 10, 1],
    [0.999, 10, 9],
    [1, 10, 9],
    [-0.2, 10, 0],
    [1.4, 10, 9],
    [0.5, 0, 0],
    [Number.NaN, 10, 0],
  ])('a pointer at %f of the bar over %i thumbnails shows thumbnail %i', (fraction, count, index) => {
    expect(thumbnailIndexAt(fraction, count)).toBe(index);
  });

  it.each<[number, number, number, number]>([
    [0, 10, 60, 0],
    [5, 10, 60, 30],
    [9, 10, 60, 54],
    [3, 0, 60, 0],
  ])('thumbnail %i of %i in a %i s video stands for second %i (evenly spread)', (index, count, duration, seconds) => {
    expect(thumbnailSeconds(index, count, duration)).toBe(seconds);
  });

  it.each<[number, ScrubKey, number, number]>([
    [3, 'ArrowRight', 20, 4],
    [3, 'ArrowUp', 20, 4],
    [3, 'ArrowLeft', 20, 2],
    [0, 'ArrowLeft', 20, 0],
    [19, 'ArrowRight', 20, 19],
    [3, 'PageUp', 20, 5],
    [3, 'PageDown', 20, 1],
    [7, 'Home', 20, 0],
    [7, 'End', 20, 19],
    [0, 'End', 0, 0],
  ])('from %i, %s over %i thumbnails goes to %i', (index, key, count, expected) => {
    expect(stepThumbnail(index, key, count)).toBe(expected);
  });
});
