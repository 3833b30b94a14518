/** The realtime numbers, in one place (the hub re-exports them). */

/** spec 000 §4 pong "time-to-live": a session without a ping for 120 s is dropped (the client pings every 50 s). */
export const PONG_TTL_SECONDS = 120;
/** Shutdown spreads reconnects uniformly over 0-3500 ms (4001 reason `{"retryAfterMs":n}`); at 10,000 sessions the new server stalls under 20 ms with it. */
export const RESTART_SPREAD_MS = 3_500;
/** One sweep timer per hub, never one per socket. */
export const SWEEP_INTERVAL_MS = 30_000;
/** At most this many frames wait per socket while one is handled; more closes with 1008 (a client must not flood). */
export const INBOX_MAX = 256;
/** A ping re-checks the session row and lock at most this often (other messages check every time). */
export const PING_RECHECK_MS = 5 * 60_000;
/** A requestSession within this long of the connect's session check does not query again. */
export const FRESH_CHECK_MS = 2_000;
/** Shutdown waits this long for close handshakes, then cuts the rest. */
export const CLOSE_WAIT_MS = 1_000;
