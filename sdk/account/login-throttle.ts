/**
 * The login throttle's rule (issue 11 A3: "Login throttling per account and
 * per address with growing delays (429 with Retry-After), so an attacker can
 * neither brute-force an account nor lock its owner out"). Pure functions of
 * a failure count and a clock; the server keeps the counts.
 *
 * Three counters see every failed login, each with its own rule:
 * - pair (account + address): the brute-force brake. After 3 free failures
 *   each further one doubles the wait, up to an hour. The owner, coming from
 *   another address, has a pair of their own and never meets this wait.
 * - address: many failures across accounts from one address (credential
 *   stuffing) slow that address. It allows 20 free failures, so a few
 *   mistyped passwords behind one NAT address never hold up the neighbours.
 * - account: a ceiling for attackers spread over many addresses. It starts
 *   late (50 failures) and its wait stops growing at one minute: it only
 *   delays, so the owner is never locked out, at worst asked to wait a minute.
 * A counter with no failure for a day starts again from zero; a successful
 * login clears its pair.
 */
import type { Static } from 'typebox';
import type { RateLimitedSchema } from '../api/schemas/common';

export type ThrottleScope = 'pair' | 'address' | 'account';

export interface ThrottleRule {
  /** Failures that cost no wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstDelayMs: number;
  /** The wait never grows past this. */
  maxDelayMs: number;
  /** A counter with no failure for this long starts again from zero. */
  forgetAfterMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export const LOGIN_THROTTLE: Readonly<Record<ThrottleScope, ThrottleRule>> = {
  pair: { freeFailures: 3, firstDelayMs: 2 * SECOND, maxDelayMs: 60 * MINUTE, forgetAfterMs: DAY },
  address: { freeFailures: 20, firstDelayMs: 2 * SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: DAY },
  account: { freeFailures: 50, firstDelayMs: 1 * SECOND, maxDelayMs: 1 * MINUTE, forgetAfterMs: DAY },
};

/** The 429 body's machine-readable code: the one every rate limit answers (sdk/api/error-codes). */
export const LOGIN_THROTTLED = 'RATE_LIMITED';

/** The 429 answer of POST guest/login while a counter makes the caller wait (also sent as Retry-After). */
export type LoginThrottledBody = Static<typeof RateLimitedSchema>;

/** How long to wait after the `failures`-th failure before the next attempt: 0 while free, then doubling up to the cap. */
export function delayAfterFailures(rule: ThrottleRule, failures: number): number {
  const past = failures - rule.freeFailures;
  if (past <= 0) return 0;
  // 2 ** past overflows to Infinity long after the cap; min() keeps it finite.
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (past - 1));
}

/** One counter: how many failures, and when the last one was. */
export interface ThrottleState {
  failures: number;
  lastFailureAt: number;
}

/** The counter after a failure at `now` (a forgotten counter starts again at 1). */
export function recordFailure(rule: ThrottleRule, state: ThrottleState | null, now: number): ThrottleState {
  const current = state && now - state.lastFailureAt < rule.forgetAfterMs ? state.failures : 0;
  return { failures: current + 1, lastFailureAt: now };
}

/** Milliseconds until the next attempt is allowed; 0 = now. */
export function waitBeforeAttempt(rule: ThrottleRule, state: ThrottleState | null, now: number): number {
  if (!state) return 0;
  return Math.max(0, state.lastFailureAt + delayAfterFailures(rule, state.failures) - now);
}

/** Retry-After in whole seconds, never 0 for a wait that has not passed. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / SECOND));
}
