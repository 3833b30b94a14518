/**
 * The ping/pong decision. spec 000 §4: "A ping goes out every 50 s and is
 * answered by a pong carrying a time-to-live. If the next ping is due and no
 * pong arrived, a pong-missing error is logged and another ping is sent ...
 * Missing pong is code 4000."
 */

/** Pongs missing at this many consecutive ping checks close the socket with 4000. */
export const MISSED_PONGS_BEFORE_CLOSE = 2;

/**
 * A ping timer firing later than scheduled by more than this share of the
 * interval means the tab was throttled or frozen (timers late, incoming frames
 * not yet processed): that check does not count a missing pong.
 */
export const THROTTLED_LATENESS_SHARE = 0.2;

export type HeartbeatAction =
  | { kind: 'ping' }
  | { kind: 'pongMissing'; missedPongs: number }
  | { kind: 'close'; missedPongs: number };

/**
 * What to do when the ping timer fires. `lateByMs` is the wall-clock delay
 * past the scheduled time (clock.now() - scheduledAt), the check that keeps a
 * throttled background tab from reporting a false pong-missing.
 */
export function onPingDue(state: { awaitingPong: boolean; missedPongs: number; lateByMs: number; intervalMs: number }): HeartbeatAction {
  if (!state.awaitingPong) return { kind: 'ping' };
  if (state.lateByMs > state.intervalMs * THROTTLED_LATENESS_SHARE) return { kind: 'ping' };
  const missedPongs = state.missedPongs + 1;
  return missedPongs >= MISSED_PONGS_BEFORE_CLOSE ? { kind: 'close', missedPongs } : { kind: 'pongMissing', missedPongs };
}
