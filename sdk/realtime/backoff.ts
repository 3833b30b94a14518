/**
 * Reconnect timing. spec 000 §4: "When the channel closes it ... reconnects
 * after 1 s". Beyond the spec (issue 4 §2): after the first 1 s, later tries
 * spread with full jitter and back off exponentially, capped, so 10,000 guests
 * losing a server do not all knock at once.
 */
import { RECONNECT_DELAY_MS } from './protocol';

/** The longest wait between two reconnect tries. */
export const RECONNECT_CAP_MS = 30_000;
/** The spread added to a server-named retryAfterMs (a 4001 close). */
export const SERVER_RESTART_JITTER_MS = RECONNECT_DELAY_MS;

/**
 * The wait before reconnect try number `attempt` (1-based). Try 1 waits exactly
 * RECONNECT_DELAY_MS (the spec's 1 s); try n >= 2 waits a uniform random time
 * in [1 s, min(cap, 1 s * 2^(n-1))]: full jitter, never faster than the spec.
 */
export function reconnectDelayMs(attempt: number, random: () => number, capMs = RECONNECT_CAP_MS): number {
  if (attempt <= 1) return RECONNECT_DELAY_MS;
  const ceiling = Math.min(capMs, RECONNECT_DELAY_MS * 2 ** Math.min(attempt - 1, 30));
  return Math.round(RECONNECT_DELAY_MS + random() * (ceiling - RECONNECT_DELAY_MS));
}

/**
 * Reads `retryAfterMs` from a 4001 close reason (JSON such as
 * `{"retryAfterMs":2500}`); null when the reason names none, so the caller
 * falls back to the ordinary backoff.
 */
export function parseRetryAfterMs(reason: string): number | null {
  try {
    const value = (JSON.parse(reason) as { retryAfterMs?: unknown } | null)?.retryAfterMs;
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

/** The wait after a 4001 serverRestart close: the server's delay plus up to 1 s of jitter, capped. */
export function serverRestartDelayMs(retryAfterMs: number, random: () => number, capMs = RECONNECT_CAP_MS): number {
  return Math.round(Math.min(capMs, retryAfterMs) + random() * SERVER_RESTART_JITTER_MS);
}

/**
 * Failed tries after a 4001 serverRestart that wait about 1 s instead of
 * escalating the backoff: the replacement process may need a few seconds
 * before it listens, and exponential waits would keep sessions away long
 * after it does. A session ack ends the run; after it the normal backoff resumes.
 */
export const RESTART_QUICK_RETRIES = 5;
/** The spread on those quick retries (so they do not knock in lockstep). */
export const RESTART_RETRY_JITTER_MS = 500;

/** The wait before a quick retry after a 4001: the spec's 1 s plus up to RESTART_RETRY_JITTER_MS. */
export function restartRetryDelayMs(random: () => number): number {
  return Math.round(RECONNECT_DELAY_MS + random() * RESTART_RETRY_JITTER_MS);
}
