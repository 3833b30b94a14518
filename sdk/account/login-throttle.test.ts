import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { delayAfterFailures, LOGIN_THROTTLE, recordFailure, retryAfterSeconds, waitBeforeAttempt, type ThrottleRule, type ThrottleState } from './login-throttle';

const S = 1000;
const M = 60 * S;
const { pair, address, account } = LOGIN_THROTTLE;

// issue 11 A3: "Login throttling per account and per address with growing delays (429 with Retry-After),
// so an attacker can neither brute-force an account nor lock its owner out."
describe('delayAfterFailures: free failures, then a doubling wait up to a cap', () => {
  const cases: [string, ThrottleRule, number, number][] = [
    ['pair, no failure', pair, 0, 0],
    ['pair, 3 failures are free', pair, 3, 0],
    ['pair, 4th failure', pair, 4, 2 * S],
    ['pair, 5th failure doubles', pair, 5, 4 * S],
    ['pair, 6th failure doubles again', pair, 6, 8 * S],
    ['pair, 14th failure', pair, 14, 2048 * S],
    ['pair, 15th failure reaches the hour', pair, 15, 60 * M],
    ['pair, 10,000 failures stay at the hour (no overflow)', pair, 10_000, 60 * M],
    ['address, 20 failures across accounts are free', address, 20, 0],
    ['address, 21st failure', address, 21, 2 * S],
    ['address, 30th failure is capped at 15 minutes', address, 30, 15 * M],
    ['account, 50 failures from anywhere are free', account, 50, 0],
    ['account, 51st failure', account, 51, 1 * S],
    ['account, 56th failure', account, 56, 32 * S],
    ['account, 57th failure: the ceiling only delays, a minute at most', account, 57, 1 * M],
    ['account, a million failures: still a minute', account, 1_000_000, 1 * M],
  ];
  it.each(cases)('%s', (_, rule, failures, expected) => {
    expect(delayAfterFailures(rule, failures)).toBe(expected);
  });
});

/** An attacker on one counter who tries the moment the wait is over, every attempt wrong: the times of its attempts. */
function attackTimes(rule: ThrottleRule, attempts: number): number[] {
  const clock = new FakeClock(0);
  let state: ThrottleState | null = null;
  const times: number[] = [];
  for (let i = 0; i < attempts; i += 1) {
    clock.advance(waitBeforeAttempt(rule, state, clock.now()));
    expect(waitBeforeAttempt(rule, state, clock.now())).toBe(0);
    times.push(clock.now());
    state = recordFailure(rule, state, clock.now());
  }
  return times;
}

describe('an attacker trying as fast as allowed (fake clock)', () => {
  it('pair: 4 guesses at once, then 2 s, 4 s, 8 s … apart; 200 guesses take days, not seconds', () => {
    const times = attackTimes(pair, 200);
    expect(times.slice(0, 8)).toEqual([0, 0, 0, 0, 2 * S, 6 * S, 14 * S, 30 * S]);
    // 200 guesses on one account from one address: about 186 hours at an hour each once capped.
    expect(times[199]! / (60 * M)).toBeGreaterThan(180);
  });

  it('account: a spread-out attack gets at most one guess a minute once past the ceiling, and the owner waits at most a minute', () => {
    const times = attackTimes(account, 120);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.max(...gaps)).toBe(1 * M);
    expect(gaps.slice(-10)).toEqual(Array(10).fill(1 * M));
  });
});

describe('waitBeforeAttempt and recordFailure', () => {
  const cases: [string, ThrottleState | null, number, number][] = [
    ['no counter: try now', null, 0, 0],
    ['3 failures: try now', { failures: 3, lastFailureAt: 1000 }, 1000, 0],
    ['4 failures, 0.5 s later: 1.5 s to go', { failures: 4, lastFailureAt: 1000 }, 1500, 1500],
    ['4 failures, 2 s later: try now', { failures: 4, lastFailureAt: 1000 }, 3000, 0],
    ['15 failures, 59 minutes later: 1 minute to go', { failures: 15, lastFailureAt: 0 }, 59 * M, 1 * M],
  ];
  it.each(cases)('pair: %s', (_, state, now, expected) => {
    expect(waitBeforeAttempt(pair, state, now)).toBe(expected);
  });

  it('counts failures, and a counter quiet for a day starts again from one', () => {
    const clock = new FakeClock(0);
    let state = recordFailure(pair, null, clock.now());
    state = recordFailure(pair, state, clock.now());
    expect(state).toEqual({ failures: 2, lastFailureAt: 0 });
    clock.advance(24 * 60 * M - 1);
    expect(recordFailure(pair, state, clock.now()).failures).toBe(3);
    clock.advance(1);
    expect(recordFailure(pair, state, clock.now())).toEqual({ failures: 1, lastFailureAt: 24 * 60 * M });
  });

  it.each([[1, 1], [999, 1], [1000, 1], [1001, 2], [60_000, 60]])('Retry-After for a %d ms wait is %d s (never 0)', (ms, seconds) => {
    expect(retryAfterSeconds(ms)).toBe(seconds);
  });
});
