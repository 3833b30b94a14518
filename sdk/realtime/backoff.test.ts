import { describe, expect, it } from 'vitest';
import { parseRetryAfterMs, RECONNECT_CAP_MS, reconnectDelayMs, RESTART_RETRY_JITTER_MS, restartRetryDelayMs, serverRestartDelayMs } from './backoff';

describe('reconnectDelayMs', () => {
  // spec 000 §4: "When the channel closes it ... reconnects after 1 s".
  it('waits exactly 1 s before the first try, whatever the random draw', () => {
    expect(reconnectDelayMs(1, () => 0)).toBe(1000);
    expect(reconnectDelayMs(1, () => 0.999)).toBe(1000);
  });

  // issue 4 §2: "after the first 1 s, spread reconnects with jitter and back off (capped)".
  it.each([
    // attempt, lowest (random 0), highest (random ~1)
    [2, 1000, 2000],
    [3, 1000, 4000],
    [4, 1000, 8000],
    [5, 1000, 16000],
    [6, 1000, 30000],
    [50, 1000, 30000],
  ])('try %i waits between %i and %i ms (full jitter, never under 1 s, capped at 30 s)', (attempt, low, high) => {
    expect(reconnectDelayMs(attempt, () => 0)).toBe(low);
    expect(reconnectDelayMs(attempt, () => 1)).toBe(high);
    const middle = reconnectDelayMs(attempt, () => 0.5);
    expect(middle).toBeGreaterThan(low);
    expect(middle).toBeLessThan(high);
  });

  it('spreads 10,000 clients over the whole window rather than one instant', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const delays = Array.from({ length: 10_000 }, () => reconnectDelayMs(6, random));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(RECONNECT_CAP_MS);
    const inFirstSecond = delays.filter((d) => d < 2000).length;
    expect(inFirstSecond).toBeLessThan(600); // about 1/29 of them, not all
  });
});

describe('4001 serverRestart delay', () => {
  it.each([
    ['{"retryAfterMs":2500}', 2500],
    ['{"retryAfterMs":0}', 0],
    ['{"retryAfterMs":-5}', null],
    ['{"retryAfterMs":"soon"}', null],
    ['server restarting', null],
    ['', null],
    ['null', null],
  ])('reason %s gives retryAfterMs %s', (reason, expected) => {
    expect(parseRetryAfterMs(reason)).toBe(expected);
  });

  it('waits the named delay plus up to 1 s of jitter, capped at 30 s', () => {
    expect(serverRestartDelayMs(2500, () => 0)).toBe(2500);
    expect(serverRestartDelayMs(2500, () => 1)).toBe(3500);
    expect(serverRestartDelayMs(120_000, () => 0)).toBe(RECONNECT_CAP_MS);
  });
});

describe('quick retries after a 4001 serverRestart', () => {
  // spec 000 §4: "reconnects after 1 s": a retry while the new process is not listening yet never comes sooner.
  it.each([
    [0, 1000],
    [0.5, 1000 + RESTART_RETRY_JITTER_MS / 2],
    [1, 1000 + RESTART_RETRY_JITTER_MS],
  ])('random %s waits %s ms', (random, expected) => {
    expect(restartRetryDelayMs(() => random)).toBe(expected);
  });
});
