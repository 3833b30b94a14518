import { describe, expect, it } from 'vitest';
import { createTestChannel, FakeWebSocket } from './channel-fakes';
import { RESTART_QUICK_RETRIES } from './backoff';
import { CLOSE_CODES } from './protocol';

describe('channel: closes and reconnects', () => {
  // spec 000 §4: "When the channel closes it is logged with code and reason and reconnects after 1 s".
  it('logs the close with code and reason and reconnects after exactly 1 s', () => {
    const test = createTestChannel();
    test.channel.start();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().serverClose(1006, 'abnormal');
    expect(test.logged).toEqual([{ connectionAttempt: 1, error: 'connectionClosed', errorCode: 1006, errorReason: 'abnormal', websocketType: 'realtime' }]);
    expect(test.channel.$status.get()).toBe('closed');
    expect(test.clock.pendingDelays()).toEqual([1000]);
    test.clock.advance(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(test.channel.$status.get()).toBe('connecting');
  });

  // spec 000 §4: "... except after a protocol error (code 1002) on the very first connection".
  it('does not reconnect after 1002 on the very first connection', () => {
    const test = createTestChannel();
    test.channel.start();
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverClose(CLOSE_CODES.protocolError, 'expected a JSON object');
    expect(test.logged[0]).toMatchObject({ connectionAttempt: 1, errorCode: 1002, errorReason: 'expected a JSON object' });
    expect(test.channel.$status.get()).toBe('stopped');
    test.clock.advance(600_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('does reconnect after 1002 on a later connection', () => {
    const test = createTestChannel();
    test.channel.start();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().serverClose(1006, '');
    test.clock.advance(1000);
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().serverClose(CLOSE_CODES.protocolError, 'bad frame');
    expect(test.logged.at(-1)).toMatchObject({ connectionAttempt: 2, errorCode: 1002 });
    test.clock.advance(1000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  // issue 4 §2: "terminal close codes (session expired, authentication failed, guest locked) never reconnect".
  it.each([CLOSE_CODES.sessionExpired, CLOSE_CODES.authenticationFailed, CLOSE_CODES.guestLocked])('close %i is terminal: logged, stopped, never reconnected, queue refused', (code) => {
    const test = createTestChannel();
    test.channel.start();
    FakeWebSocket.latest().accept();
    test.channel.send({ type: 'pin', kind: 'actor', id: 1 });
    FakeWebSocket.latest().serverClose(code, 'terminal');
    expect(test.logged.at(-1)).toMatchObject({ errorCode: code, errorReason: 'terminal' });
    expect(test.channel.$status.get()).toBe('stopped');
    test.windowEvents.dispatch('online');
    test.clock.advance(600_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(test.channel.send({ type: 'removeStatusBar' }).accepted).toBe(false);
  });

  // issue 11 A6: a socket the server closed for a full send buffer (4008) or too many messages (4029) is a drop like any other.
  it.each([CLOSE_CODES.sendBufferFull, CLOSE_CODES.tooManyMessages])('close %i is not terminal: logged and reconnected after 1 s, queue kept', (code) => {
    const test = createTestChannel();
    test.channel.start();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().serverClose(code, 'flow control');
    expect(test.logged.at(-1)).toMatchObject({ error: 'connectionClosed', errorCode: code, errorReason: 'flow control' });
    expect(test.channel.$status.get()).toBe('closed');
    expect(test.channel.send({ type: 'removeStatusBar' }).accepted).toBe(true);
    test.clock.advance(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  // issue 4 §2: "after the first 1 s, spread reconnects with jitter and back off (capped)".
  it('backs off with jitter on repeated failures and resets after a session ack', () => {
    const test = createTestChannel({ random: () => 1 });
    test.channel.start();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      FakeWebSocket.latest().serverClose(1006, 'refused');
      delays.push(test.clock.pendingDelays()[0]!);
      test.clock.advance(delays.at(-1)!);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().serverClose(1006, '');
    expect(test.clock.pendingDelays()).toEqual([1000]);
  });

  it('uses an injected reconnectAfterMs', () => {
    const tries: number[] = [];
    const test = createTestChannel({ reconnectAfterMs: (attempt) => (tries.push(attempt), 5) });
    test.channel.start();
    FakeWebSocket.latest().serverClose(1006, '');
    test.clock.advance(5);
    FakeWebSocket.latest().serverClose(1006, '');
    expect(tries).toEqual([1, 2]);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('a 4001 serverRestart close waits the retryAfterMs of its reason plus jitter', () => {
    const test = createTestChannel({ random: () => 0.25 });
    test.channel.start();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().serverClose(CLOSE_CODES.serverRestart, JSON.stringify({ retryAfterMs: 4000 }));
    expect(test.clock.pendingDelays()).toEqual([4250]);
  });

  // The replacement process may need seconds to listen: failed tries after a 4001 wait about 1 s
  // (spec 000 §4: "reconnects after 1 s"), RESTART_QUICK_RETRIES times, then the exponential backoff resumes.
  it('retries at about 1 s a few times after a 4001 before backing off', () => {
    const test = createTestChannel({ random: () => 1 });
    test.channel.start();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().serverClose(CLOSE_CODES.serverRestart, JSON.stringify({ retryAfterMs: 2000 }));
    expect(test.clock.pendingDelays()).toEqual([3000]);
    const waits: number[] = [];
    for (let i = 0; i < RESTART_QUICK_RETRIES + 2; i += 1) {
      test.clock.advance(test.clock.pendingDelays()[0]!);
      FakeWebSocket.latest().serverClose(1006, 'connection refused');
      waits.push(test.clock.pendingDelays()[0]!);
    }
    // Quick retries at 1 s + 500 ms jitter; then the backoff resumes at its second step (1-2 s, then 1-4 s).
    expect(waits).toEqual([...Array(RESTART_QUICK_RETRIES).fill(1500), 2000, 4000]);
  });

  it('a session ack ends the quick retries: a later drop backs off normally', () => {
    const test = createTestChannel({ random: () => 1 });
    test.channel.start();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().serverClose(CLOSE_CODES.serverRestart, JSON.stringify({ retryAfterMs: 0 }));
    test.clock.advance(test.clock.pendingDelays()[0]!);
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().serverClose(1006, '');
    expect(test.clock.pendingDelays()).toEqual([1000]);
    test.clock.advance(1000);
    FakeWebSocket.latest().serverClose(1006, '');
    expect(test.clock.pendingDelays()).toEqual([2000]);
  });

  // issue 4 §2: "reconnect at once on the browser's online and visibility events".
  it.each([
    ['online', 'windowEvents'],
    ['visibilitychange', 'documentEvents'],
  ] as const)('reconnects at once on %s while waiting to reconnect', (type, target) => {
    const test = createTestChannel({ random: () => 1 });
    test.channel.start();
    for (let i = 0; i < 5; i += 1) {
      FakeWebSocket.latest().serverClose(1006, '');
      test.clock.advance(test.clock.pendingDelays()[0]!);
    }
    FakeWebSocket.latest().serverClose(1006, ''); // now waiting 30 s
    const before = FakeWebSocket.instances.length;
    test[target].dispatch(type);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
    expect(test.clock.pendingDelays()).toEqual([]); // the 30 s timer was cancelled
  });

  it('ignores a visibilitychange to hidden, and wake-ups while open', () => {
    const test = createTestChannel();
    test.channel.start();
    FakeWebSocket.latest().serverClose(1006, '');
    test.documentEvents.visibilityState = 'hidden';
    test.documentEvents.dispatch('visibilitychange');
    expect(FakeWebSocket.instances).toHaveLength(1);
    test.clock.advance(1000);
    FakeWebSocket.latest().accept();
    test.windowEvents.dispatch('online');
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});
