import { describe, expect, it } from 'vitest';
import { onPingDue } from './heartbeat';

const intervalMs = 50_000;

// spec 000 §4: "If the next ping is due and no pong arrived, a pong-missing error
// is logged and another ping is sent ... Missing pong is code 4000."
describe('onPingDue', () => {
  it.each([
    ['pong came: just ping', { awaitingPong: false, missedPongs: 0, lateByMs: 0 }, { kind: 'ping' }],
    ['first missing pong: log and ping again', { awaitingPong: true, missedPongs: 0, lateByMs: 0 }, { kind: 'pongMissing', missedPongs: 1 }],
    ['second missing pong in a row: close 4000', { awaitingPong: true, missedPongs: 1, lateByMs: 0 }, { kind: 'close', missedPongs: 2 }],
    ['slightly late timer still counts', { awaitingPong: true, missedPongs: 0, lateByMs: 10_000 }, { kind: 'pongMissing', missedPongs: 1 }],
    // issue 4 §2: "a wall-clock check so throttled background-tab timers do not cause false pong-missing".
    ['timer fired much later (throttled tab): does not count', { awaitingPong: true, missedPongs: 1, lateByMs: 10_001 }, { kind: 'ping' }],
    ['frozen for an hour: does not count', { awaitingPong: true, missedPongs: 0, lateByMs: 3_600_000 }, { kind: 'ping' }],
  ] as const)('%s', (_name, state, expected) => {
    expect(onPingDue({ ...state, intervalMs })).toEqual(expected);
  });
});
