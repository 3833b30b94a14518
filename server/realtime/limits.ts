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
/**
 * ws waits this long for a client's answer to a close frame, then cuts the TCP socket. A client that
 * stops reading never answers, and its socket holds at most the send-buffer cap meanwhile.
 */
export const CLOSE_HANDSHAKE_TIMEOUT_MS = 5_000;
/**
 * Bytes that may wait in this process to go out to one socket (issue 11 A6), above what the kernel
 * already holds. A fan-out adds one event of a few hundred bytes, a channel page is at most a few
 * hundred KB (and a frame always goes out to an empty buffer), so only a client that stopped
 * reading gets here, and it is closed with 4008 instead of growing the server's memory.
 */
export const SEND_BUFFER_CAP_BYTES = 1024 * 1024;
/**
 * Inbound messages per socket (issue 11 A6): a reconnect resends the client's whole outbox
 * (OUTBOX_LIMIT, 100) plus requestSession and a ping, so the burst is above that; a person clicking
 * sends a few a second. burst + refusalsBeforeClose stays under INBOX_MAX, so a flood meets the
 * rate limit (4029, documented) before the inbox cap (1008).
 */
export const INBOUND_RATE = { burst: 120, perSecond: 10, refusalsBeforeClose: 50 } as const;
