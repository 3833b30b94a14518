import { describe, expect, it } from 'vitest';
import { createTestChannel, FakeWebSocket } from './channel-fakes';
import type { ServerEvent } from './protocol';

const balance = (amount: number): ServerEvent => ({ type: 'guestBalance', balance: amount, balanceFormatted: `${amount}`, isPayingCustomer: true });

function openWithListener(ackLastSeq = 0) {
  const test = createTestChannel();
  const seen: Array<number | null> = [];
  test.channel.onEvent((_event, seq) => seen.push(seq));
  test.channel.start();
  FakeWebSocket.latest().accept(ackLastSeq);
  return { ...test, seen, socket: FakeWebSocket.latest() };
}

// issue 4 §2: "pushed events carry a per-guest sequence number, and a guest that was away briefly
// gets the missed events replayed in order, while one away too long gets a fresh state snapshot".
describe('channel: event order', () => {
  it('delivers events in seq order exactly once, ignoring repeats', () => {
    const { socket, seen } = openWithListener();
    for (const seq of [1, 2, 2, 1, 3]) socket.serverSend({ type: 'event', seq, event: balance(seq) });
    expect(seen).toEqual([1, 2, 3]);
  });

  // protocol.ts: a notice concerns this socket's session only, so it is outside the guest's numbering.
  it('passes a sessionExpired notice to the listeners with seq null, neither a gap nor a step in the numbering', () => {
    const { socket, seen, clock } = openWithListener();
    socket.serverSend({ type: 'event', seq: 1, event: balance(1) });
    socket.serverSend({ type: 'notice', event: { type: 'sessionExpired' } });
    socket.serverSend({ type: 'event', seq: 2, event: balance(2) });
    expect(seen).toEqual([1, null, 2]);
    expect(FakeWebSocket.instances).toHaveLength(1);
    socket.serverClose(1006, '');
    clock.advance(1000);
    FakeWebSocket.latest().serverOpen();
    expect(FakeWebSocket.latest().sent[0]).toMatchObject({ type: 'requestSession', lastSeq: 2 });
  });

  it('starts from the server head named by the session ack when it has seen nothing yet', () => {
    const { socket, seen } = openWithListener(41);
    socket.serverSend({ type: 'event', seq: 41, event: balance(1) });
    socket.serverSend({ type: 'event', seq: 42, event: balance(2) });
    expect(seen).toEqual([42]);
  });

  it('asks for a replay from the last seen seq after a reconnect, and takes the replay without doubles', () => {
    const { socket, seen, clock } = openWithListener();
    socket.serverSend({ type: 'event', seq: 1, event: balance(1) });
    socket.serverSend({ type: 'event', seq: 2, event: balance(2) });
    socket.serverClose(1006, '');
    clock.advance(1000);
    const next = FakeWebSocket.latest();
    next.serverOpen();
    expect(next.sent[0]).toMatchObject({ type: 'requestSession', lastSeq: 2 });
    next.serverSend({ type: 'sessionAck', guestId: 'g1', isLoggedIn: true, lastSeq: 4, replayed: 2 });
    for (const seq of [2, 3, 4, 5]) next.serverSend({ type: 'event', seq, event: balance(seq) });
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('a gap closes the socket and reconnects at once asking for a replay from the last seen seq', () => {
    const { socket, seen, logged, clock } = openWithListener();
    socket.serverSend({ type: 'event', seq: 1, event: balance(1) });
    socket.serverSend({ type: 'event', seq: 3, event: balance(3) });
    expect(seen).toEqual([1]);
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'sequence gap: expected seq 2, got 3' });
    expect(logged.at(-1)).toMatchObject({ errorCode: 1000, errorReason: 'sequence gap: expected seq 2, got 3' });
    clock.advance(0); // at once, not after the 1 s
    const next = FakeWebSocket.latest();
    expect(next).not.toBe(socket);
    next.serverOpen();
    expect(next.sent[0]).toMatchObject({ type: 'requestSession', lastSeq: 1 });
  });

  it('a snapshot resets the last seq and goes to onSnapshot listeners', () => {
    const test = openWithListener();
    const snapshots: number[] = [];
    test.channel.onSnapshot((frame) => snapshots.push(frame.seq));
    test.socket.serverSend({ type: 'event', seq: 1, event: balance(1) });
    test.socket.serverSend({ type: 'snapshot', seq: 90, session: {} as never, avsStatus: 'unknown' as never });
    test.socket.serverSend({ type: 'event', seq: 90, event: balance(90) });
    test.socket.serverSend({ type: 'event', seq: 91, event: balance(91) });
    expect(snapshots).toEqual([90]);
    expect(test.seen).toEqual([1, 91]);
  });

  it('a listener that throws does not stop the others, and unsubscribing works', () => {
    const test = openWithListener();
    const other: Array<number | null> = [];
    test.channel.onEvent(() => {
      throw new Error('screen broke');
    });
    const unsubscribe = test.channel.onEvent((_e, seq) => other.push(seq));
    test.socket.serverSend({ type: 'event', seq: 1, event: balance(1) });
    unsubscribe();
    test.socket.serverSend({ type: 'event', seq: 2, event: balance(2) });
    expect(other).toEqual([1]);
    expect(test.seen).toEqual([1, 2]);
    expect(test.warnings.some((w) => w.includes('screen broke'))).toBe(true);
  });
});
