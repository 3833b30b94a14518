import { describe, expect, it } from 'vitest';
import {
  BAD_CONNECTION_MAX_RESOLUTION,
  BAD_CONNECTION_MAX_RESOLUTION_DESKTOP,
  BAD_CONNECTION_WAIT_MS,
  badConnectionLevel,
  chooseEngine,
  clampSeek,
  clampVolume,
  classifyLoadFailure,
  MAX_RECOVERY_ATTEMPTS,
  NATIVE_HLS_RECOVERY_MS,
  preparingRetryMs,
  recoveryDelay,
  resumeStart,
  SPEC_PLAYER_TIMING,
  VOLUME_HINT_MS,
  type QualityLevel,
} from './rules';

/** spec 000 §9 "business constants and limits", the line as written. */
const SPEC =
  '- Chat timing: bad-connection max resolution 100 (200 on desktop), bad-connection wait 5000 ms, native HLS recovery 2000 ms, max attempts 2, ' +
  'chat-start attempts 2 (preview 1), minimum duration for chat exit 30, connection warning 500 ms, retry stream start 5000 ms, retry chat start 3000 ms, ' +
  'volume hint 10000 ms, flash detection 10000 ms, flash init 500 ms.';

const levels: QualityLevel[] = [
  { index: 0, height: 240, width: 426, bitrate: 400_000 },
  { index: 1, height: 480, width: 854, bitrate: 1_200_000 },
  { index: 2, height: 720, width: 1280, bitrate: 2_800_000 },
];

describe('spec 000 §9 player timings', () => {
  it('quotes the spec line the constants come from', () => {
    // "Chat timing: bad-connection max resolution 100 (200 on desktop), bad-connection wait 5000 ms, native HLS recovery 2000 ms, max attempts 2, ..."
    const [head, tail] = SPEC_PLAYER_TIMING.split(' … ');
    expect(SPEC).toContain(head);
    expect(SPEC).toContain(tail);
  });

  it.each([
    ['bad-connection max resolution 100', BAD_CONNECTION_MAX_RESOLUTION, 100],
    ['(200 on desktop)', BAD_CONNECTION_MAX_RESOLUTION_DESKTOP, 200],
    ['bad-connection wait 5000 ms', BAD_CONNECTION_WAIT_MS, 5000],
    ['native HLS recovery 2000 ms', NATIVE_HLS_RECOVERY_MS, 2000],
    ['max attempts 2', MAX_RECOVERY_ATTEMPTS, 2],
    ['volume hint 10000 ms', VOLUME_HINT_MS, 10000],
  ])('"%s"', (quote, constant, expected) => {
    expect(SPEC).toContain(quote);
    expect(constant).toBe(expected);
  });
});

describe('badConnectionLevel: "bad-connection max resolution 100 (200 on desktop)"', () => {
  it.each([
    ['phone, our renditions (all above 100 px): the lowest', levels, false, 0],
    ['desktop, our renditions (all above 200 px): the lowest', levels, true, 0],
    ['phone with a 144p level: the tallest at or below 100 px', [...levels, { index: 3, height: 90, width: 160, bitrate: 100_000 }, { index: 4, height: 144, width: 256, bitrate: 200_000 }], false, 3],
    ['desktop with a 144p level: 144 fits under 200', [...levels, { index: 3, height: 90, width: 160, bitrate: 100_000 }, { index: 4, height: 144, width: 256, bitrate: 200_000 }], true, 4],
    ['levels in any order', [levels[2]!, levels[0]!, levels[1]!], true, 0],
  ])('%s', (_name, given, desktop, expected) => {
    expect(badConnectionLevel(given, desktop)).toBe(expected);
  });

  it('has nothing to cap without levels (native HLS)', () => {
    expect(badConnectionLevel([], true)).toBeNull();
  });
});

describe('chooseEngine: hls.js where MSE exists, the browser\'s HLS where only it plays', () => {
  it.each([
    [{ mediaSource: true, nativeHls: false }, 'hls.js'],
    // Desktop Chromium 156 answers "maybe" for HLS but lists no renditions: hls.js keeps the quality choice.
    [{ mediaSource: true, nativeHls: true }, 'hls.js'],
    [{ mediaSource: false, nativeHls: true }, 'native'],
    [{ mediaSource: false, nativeHls: false }, null],
  ] as const)('%o -> %s', (support, expected) => {
    expect(chooseEngine(support)).toBe(expected);
  });
});

describe('recoveryDelay: "native HLS recovery 2000 ms, max attempts 2"', () => {
  it.each([
    ['native', 1, 2000],
    ['native', 2, 2000],
    ['native', 3, null],
    ['hls.js', 1, 0],
    ['hls.js', 2, 0],
    ['hls.js', 3, null],
  ] as const)('%s attempt %i -> %s', (engine, attempt, expected) => {
    expect(recoveryDelay(engine, attempt)).toBe(expected);
  });
});

describe('classifyLoadFailure (media contract §2)', () => {
  it.each([
    [403, 'grant-expired'],
    [401, 'grant-expired'],
    [503, 'preparing'],
    [404, 'not-found'],
    [0, 'network'],
    [500, 'network'],
    [502, 'network'],
  ] as const)('%i -> %s', (status, expected) => {
    expect(classifyLoadFailure(status)).toBe(expected);
  });
});

describe('small rules', () => {
  it.each([
    [null, 5000],
    [0, 5000],
    [2, 2000],
    [0.2, 1000],
    [120, 30000],
  ])('preparingRetryMs(Retry-After %s) = %i', (seconds, expected) => {
    expect(preparingRetryMs(seconds)).toBe(expected);
  });

  it.each([
    [null, 60, 0],
    [3, 60, 0],
    [30, 60, 30],
    [55, 60, 0],
    [55, null, 55],
  ])('resumeStart(saved %s, duration %s) = %i', (saved, duration, expected) => {
    expect(resumeStart(saved, duration)).toBe(expected);
  });

  it('clamps seeks and volume', () => {
    expect(clampSeek(-3, 60)).toBe(0);
    expect(clampSeek(70, 60)).toBe(60);
    expect(clampSeek(12, Number.NaN)).toBe(12);
    expect(clampVolume(0.7 + 0.1 + 0.1 + 0.1 + 0.1)).toBe(1);
    expect(clampVolume(0.1 + 0.2)).toBe(0.3);
    expect(clampVolume(-1)).toBe(0);
  });
});
