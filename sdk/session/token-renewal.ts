/**
 * Access tokens last an hour (server/auth/token.ts) and every realtime message
 * carries one: a page open longer than that would hear sessionExpired and
 * reload (spec 000 §4), although its session is alive. So a page with a
 * realtime channel fetches a fresh guest/session shortly before the token
 * runs out; the channel reads the token per message, and the server takes
 * the newer expiry from it. Started with the channel, not by the store: a
 * widget bundle that only reads `$guest` does not carry it.
 */
import { getGuestSession } from '../api/guest-session';
import { systemClock, type Clock } from '../clock';
import type { RestClient } from '../api/rest';
import { $guest } from './store';

/** How long before a token's expiry the page asks for a new one. */
export const RENEW_BEFORE_EXPIRY_MS = 5 * 60_000;
/** The shortest wait: a token already (nearly) expired is renewed soon, never in a tight loop. */
export const MIN_RENEWAL_DELAY_MS = 10_000;

/** The `exp` claim of a JWT in milliseconds, or null when the token has none or is not a JWT (read only: the server verifies). */
export function tokenExpiryMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' && Number.isFinite(json.exp) ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Milliseconds from `now` until the page should renew `token`; null when it carries no expiry. */
export function renewalDelayMs(token: string, now: number): number | null {
  const expiry = tokenExpiryMs(token);
  if (expiry === null) return null;
  return Math.max(MIN_RENEWAL_DELAY_MS, expiry - RENEW_BEFORE_EXPIRY_MS - now);
}


/**
 * Keeps one renewal timer for the current token: `watch` is called with each
 * new token (or null when there is none); `renew` fetches the next session.
 * Returns the function that stops it.
 */
export function startTokenRenewal(
  watch: (listener: (token: string | null) => void) => () => void,
  renew: () => Promise<unknown>,
  clock: Clock,
): () => void {
  let timer: unknown = null;
  const stopWatching = watch((token) => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    const delay = token ? renewalDelayMs(token, clock.now()) : null;
    // A failed renewal is retried by the next one: the old token stays until it expires.
    if (delay !== null) timer = clock.setTimeout(() => void renew().catch(() => undefined), delay);
  });
  return () => {
    stopWatching();
    if (timer !== null) clock.clearTimeout(timer);
  };
}

/**
 * Renews `$guest`'s access token before each one expires, quietly (no
 * 'loading' status: nothing on the page blinks). Returns the stop.
 */
export function startSessionTokenRenewal(client: RestClient, clock: Clock = systemClock): () => void {
  let lastToken: string | null = null;
  const watch = (listener: (token: string | null) => void) => $guest.subscribe((guest) => {
    const token = guest?.accessToken ?? null;
    if (token === lastToken) return;
    lastToken = token;
    listener(token);
  });
  const renew = async () => {
    const answer = await getGuestSession(client);
    if (answer.success) $guest.set(answer.data);
  };
  return startTokenRenewal(watch, renew, clock);
}
