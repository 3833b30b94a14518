import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import type { RestClient } from '../api/rest';
import { $guest, resetSessionStore } from './store';
import { MIN_RENEWAL_DELAY_MS, RENEW_BEFORE_EXPIRY_MS, renewalDelayMs, startSessionTokenRenewal, startTokenRenewal, tokenExpiryMs } from './token-renewal';

const HOUR = 3_600_000;
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`;

// spec 000 §4: "Session expired reloads the page" — an expiring access token is not an ended session.
describe('access-token renewal', () => {
  it.each([
    ['a token expiring in an hour', jwt({ sub: 'g', exp: HOUR / 1000 }), 0, HOUR - RENEW_BEFORE_EXPIRY_MS],
    ['a token expiring in 6 minutes', jwt({ exp: 360 }), 0, 60_000],
    ['a token expiring in 1 minute: never a tight loop', jwt({ exp: 60 }), 0, MIN_RENEWAL_DELAY_MS],
    ['an expired token', jwt({ exp: 1 }), HOUR, MIN_RENEWAL_DELAY_MS],
    ['a token without exp', jwt({ sub: 'g' }), 0, null],
    ['not a JWT', 'opaque-token', 0, null],
    ['a broken payload', 'a.%%%.b', 0, null],
  ])('%s: renew after %s ms', (_name, token, now, delay) => {
    expect(renewalDelayMs(token, now)).toBe(delay);
  });

  it('reads exp in milliseconds from a base64url payload', () => {
    expect(tokenExpiryMs(jwt({ exp: 1_795_000_000, name: '??>>' }))).toBe(1_795_000_000_000);
  });

  it('renews before each token expires, restarts with every new token and stops cleanly', () => {
    const clock = new FakeClock(0);
    let listener: (token: string | null) => void = () => undefined;
    const renewals: number[] = [];
    const stop = startTokenRenewal((next) => {
      listener = next;
      return () => { listener = () => undefined; };
    }, async () => { renewals.push(clock.now()); }, clock);

    listener(jwt({ exp: HOUR / 1000 }));
    clock.advance(HOUR - RENEW_BEFORE_EXPIRY_MS - 1);
    expect(renewals).toEqual([]);
    clock.advance(1);
    expect(renewals).toEqual([HOUR - RENEW_BEFORE_EXPIRY_MS]);

    // The renewal brought a new token: one timer for it, none left from the old one.
    listener(jwt({ exp: (2 * HOUR) / 1000 }));
    clock.advance(HOUR);
    expect(renewals).toEqual([HOUR - RENEW_BEFORE_EXPIRY_MS, 2 * HOUR - RENEW_BEFORE_EXPIRY_MS]);

    listener(jwt({ exp: (4 * HOUR) / 1000 }));
    stop();
    clock.advance(4 * HOUR);
    expect(renewals).toHaveLength(2);
  });

  it('a failed renewal is not an unhandled rejection, and logging out (no token) cancels the timer', async () => {
    const clock = new FakeClock(0);
    let listener: (token: string | null) => void = () => undefined;
    let calls = 0;
    startTokenRenewal((next) => { listener = next; return () => undefined; }, async () => { calls++; throw new Error('offline'); }, clock);
    listener(jwt({ exp: 600 }));
    clock.advance(600_000);
    await Promise.resolve();
    expect(calls).toBe(1);
    listener(jwt({ exp: 1200 }));
    listener(null);
    clock.advance(HOUR);
    expect(calls).toBe(1);
  });
});

describe('the session store\'s token renewal', () => {
  it('puts the renewed session (new token) into $guest before the old token expires, and stops', async () => {
    resetSessionStore();
    const clock = new FakeClock(0);
    const calls: string[] = [];
    const client = {
      get: async (path: string) => {
        calls.push(path);
        return { success: true, data: { id: 'g1', accessToken: jwt({ sub: 'g1', exp: (2 * HOUR) / 1000 }) } };
      },
    } as unknown as RestClient;
    $guest.set({ id: 'g1', accessToken: jwt({ sub: 'g1', exp: HOUR / 1000 }) } as never);
    const stop = startSessionTokenRenewal(client, clock);
    clock.advance(HOUR - RENEW_BEFORE_EXPIRY_MS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['guest/session']);
    expect(tokenExpiryMs($guest.get()!.accessToken)).toBe(2 * HOUR);
    stop();
    clock.advance(2 * HOUR);
    expect(calls).toHaveLength(1);
    resetSessionStore();
  });
});
