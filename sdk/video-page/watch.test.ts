import { describe, expect, it } from 'vitest';
import { isPreparing, shouldReReadOnGrantExpired, watchMode } from './watch';

describe('watchMode (issue 13 §4: "bought and free videos play; others show the trailer")', () => {
  it.each([
    [{ hlsUrl: '/media/hls/1/full/g/9/s/master.m3u8', trailerUrl: '/t' }, { kind: 'full', src: '/media/hls/1/full/g/9/s/master.m3u8' }],
    [{ trailerUrl: '/media/hls/1/trailer/-/9/s/trailer/index.m3u8' }, { kind: 'trailer', src: '/media/hls/1/trailer/-/9/s/trailer/index.m3u8' }],
    [{}, { kind: 'poster' }],
    [{ hlsUrl: '', trailerUrl: '' }, { kind: 'poster' }],
  ])('%o -> %o', (video, mode) => {
    expect(watchMode(video)).toEqual(mode);
  });

  it('preparing follows mediaState', () => {
    expect(isPreparing({ mediaState: 'preparing' })).toBe(true);
    expect(isPreparing({ mediaState: 'ready' })).toBe(false);
    expect(isPreparing({})).toBe(false);
  });
});

describe('shouldReReadOnGrantExpired: an expired grant (403) is cured by a fresh answer, once per URL', () => {
  const full = { kind: 'full', src: '/a' } as const;
  it.each([
    [full, null, true],
    [full, '/old', true],
    [full, '/a', false],
    [{ kind: 'trailer', src: '/t' } as const, null, false],
  ] as const)('mode %o, re-read for %s: %s', (mode, reReadFor, expected) => {
    expect(shouldReReadOnGrantExpired(mode, reReadFor)).toBe(expected);
  });
});
