import { describe, expect, it } from 'vitest';
import { embedWatch, isPreparing, shouldReReadOnGrantExpired, watchMode } from './watch';

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

// issue 16 §3: a partner's <velvet-player video-id> plays what the answer grants; media contract §2 "Trailers are
// open to everyone the video's age rating allows", so an anonymous guest plays a 16-rated trailer; spec 001 §4
// "Restrictions a guest can meet on content: needs login, needs age check ...": without a stream, the login first.
describe('embedWatch: the stream the answer grants, else what to do first', () => {
  it.each([
    ['a bought or free video: the full stream', { hlsUrl: '/full', trailerUrl: '/t', restrictions: [] }, { kind: 'full', src: '/full' }],
    ['anonymous, priced 16: the trailer', { trailerUrl: '/t', restrictions: ['needsLogin', 'needsPurchase'] }, { kind: 'trailer', src: '/t' }],
    ['anonymous, 18-rated: no trailer, log in first', { restrictions: ['needsLogin', 'needsAgeCheck', 'needsPurchase'] }, { kind: 'login' }],
    ['logged in, 18-rated without AVS: the age check', { restrictions: ['needsAgeCheck'] }, { kind: 'ageCheck' }],
    ['nothing granted and nothing to do here', { restrictions: [] }, { kind: 'none' }],
  ] as const)('%s', (_name, video, expected) => {
    expect(embedWatch(video)).toEqual(expected);
  });
});
