import { describe, expect, it } from 'vitest';
import { createTestChannel, FakeWebSocket } from './channel-fakes';

function openChannel() {
  const test = createTestChannel();
  test.channel.start();
  FakeWebSocket.latest().accept();
  return { ...test, socket: FakeWebSocket.latest() };
}
const pings = (socket: FakeWebSocket) => socket.sentTypes().filter((t) => t === 'ping').length;

// spec 000 §4: "A ping goes out every 50 s and is answered by a pong carrying a
// time-to-live. If the next ping is due and no pong arrived, a pong-missing error
// is logged and another ping is sent ... Missing pong is code 4000."
describe('channel: ping and pong', () => {
  it('pings every 50 s after the session ack while pongs come', () => {
    const { clock, socket, logged } = openChannel();
    clock.advance(49_999);
    expect(pings(socket)).toBe(0);
    clock.advance(1);
    expect(pings(socket)).toBe(1);
    socket.serverSend({ type: 'pong', ttl: 120 });
    clock.advance(50_000);
    socket.serverSend({ type: 'pong', ttl: 120 });
    clock.advance(50_000);
    expect(pings(socket)).toBe(3);
    expect(logged).toEqual([]);
  });

  it('logs pong-missing and pings again when the next ping is due without a pong', () => {
    const { clock, socket, logged, channel } = openChannel();
    clock.advance(50_000);
    clock.advance(50_000);
    expect(pings(socket)).toBe(2);
    expect(logged).toEqual([
      { connectionAttempt: 1, error: 'pongMissing', errorCode: 4000, errorReason: 'no pong within 50000 ms (1 missed in a row)', websocketType: 'realtime' },
    ]);
    expect(channel.$status.get()).toBe('open');
  });

  // Decision: the socket closes with 4000 at the second missed pong in a row (100 s without a pong).
  it('closes with 4000 when the pong is missing a second time in a row, logs it and reconnects after 1 s', () => {
    const { clock, socket, logged, channel } = openChannel();
    clock.advance(150_000);
    expect(socket.closedWith).toEqual({ code: 4000, reason: 'pong missing' });
    expect(logged.map((e) => [e.error, e.errorCode])).toEqual([['pongMissing', 4000], ['pongMissing', 4000], ['pongMissing', 4000]]);
    expect(logged.at(-1)?.errorReason).toBe('pong missing');
    expect(channel.$status.get()).toBe('closed');
    clock.advance(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    clock.advance(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('a pong between two checks resets the count of missing pongs', () => {
    const { clock, socket } = openChannel();
    clock.advance(100_000); // one missing
    socket.serverSend({ type: 'pong', ttl: 120 });
    clock.advance(50_000); // fine
    clock.advance(50_000); // one missing again, not two
    expect(socket.closedWith).toBeNull();
  });

  // issue 4 §2: "a wall-clock check so throttled background-tab timers do not cause false pong-missing".
  it('a ping timer that fires far too late (throttled tab) counts no missing pong', () => {
    const { clock, socket, logged } = openChannel();
    clock.advance(50_000); // ping 1 goes out
    clock.freeze(300_000); // tab frozen 5 minutes: the pong sits unprocessed, the timer is late
    clock.advance(0);
    expect(logged).toEqual([]);
    expect(pings(socket)).toBe(2);
    socket.serverSend({ type: 'pong', ttl: 120 });
    clock.advance(50_000);
    clock.advance(50_000);
    expect(socket.closedWith).toBeNull();
  });

  it('but a timer that is on time still counts, even right after a late one', () => {
    const { clock, socket, logged } = openChannel();
    clock.advance(50_000);
    clock.freeze(300_000);
    clock.advance(0);
    clock.advance(50_000); // on time, still no pong: missing 1
    clock.advance(50_000); // missing 2: close
    expect(logged.filter((e) => e.error === 'pongMissing').length).toBeGreaterThanOrEqual(2);
    expect(socket.closedWith?.code).toBe(4000);
  });

  it('stops pinging once stopped', () => {
    const { clock, socket, channel } = openChannel();
    channel.stop();
    clock.advance(500_000);
    expect(pings(socket)).toBe(0);
    expect(channel.$status.get()).toBe('stopped');
  });
});
