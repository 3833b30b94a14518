/**
 * The sdk realtime channel against the real server over a real socket
 * (issue 4 tests: "ack queue, ping/pong with a fake clock, 4000, the 1002
 * rule, terminal codes, replay after a 30 s outage with nothing lost or
 * doubled, a network drop in the middle of a send repeated 100 times with
 * exactly one effect each"). The server is the real site app with its hub and
 * domain handlers (server/realtime/testing.ts, port 0, no browser needed);
 * the client's clock is fake so a 30 s outage or 150 s of pings take no time.
 */
import { WebSocket as NodeWebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestClient } from '../../sdk/api/rest';
import { createPresence } from '../../sdk/presence';
import { createRealtimeChannel, type ConnectionErrorEntry, type RealtimeChannel } from '../../sdk/realtime/channel';
import { FakeClock, FakeEventTarget } from '../../sdk/realtime/channel-fakes';
import { CLOSE_CODES, type ServerEvent } from '../../sdk/realtime/protocol';
import { signUpAndLogIn } from '../../server/test/guests';
import { startRealtimeServer, type RealtimeServer } from '../../server/realtime/testing';

let server: RealtimeServer;
beforeAll(async () => {
  server = await startRealtimeServer();
});
afterAll(async () => {
  await server?.close();
});

/** Real time passes until `condition` holds (the socket work is real even though the channel's clock is not). */
async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`expected ${what} within ${timeoutMs} ms, it did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * A network the test controls: `down` makes new sockets fail like an unplugged
 * cable (close 1006), `dropPings` swallows outgoing pings (the server then
 * never pongs), `current` is the live `ws` socket to cut.
 */
function controllableNetwork() {
  const network = { down: false, dropPings: false, cutAtNextReply: false, current: null as NodeWebSocket | null, opened: 0 };
  class DeadSocket {
    readyState = 0;
    onopen = null;
    onmessage = null;
    onerror = null;
    onclose: ((event: { code: number; reason: string }) => void) | null = null;
    constructor() {
      setTimeout(() => {
        this.readyState = 3;
        this.onclose?.({ code: 1006, reason: 'network down' });
      }, 1);
    }
    send(): void {}
    close(): void {}
  }
  function NetworkWebSocket(url: string) {
    network.opened += 1;
    if (network.down) return new DeadSocket();
    const socket = new NodeWebSocket(url);
    const send = socket.send.bind(socket);
    socket.send = ((data: string) => {
      if (network.dropPings && (JSON.parse(data) as { type: string }).type === 'ping') return;
      send(data);
    }) as typeof socket.send;
    // cutAtNextReply: the server's next frame (its answer: the event or the ack) is lost with the connection.
    let cut = false;
    const setOnMessage = Object.getOwnPropertyDescriptor(NodeWebSocket.prototype, 'onmessage')!.set!;
    Object.defineProperty(socket, 'onmessage', {
      set(listener: ((event: { data: unknown }) => void) | null) {
        setOnMessage.call(socket, listener && ((event: { data: unknown }) => {
          // Frames ws had already read when we cut are lost too, as on a real broken link.
          if (cut) return;
          if (!network.cutAtNextReply) return listener(event);
          network.cutAtNextReply = false;
          cut = true;
          socket.terminate();
        }));
      },
    });
    network.current = socket;
    return socket;
  }
  return { network, WebSocketClass: NetworkWebSocket as unknown as typeof WebSocket };
}

async function openChannel(auth?: { accessToken: string; guestId: string }) {
  const guest = auth ?? (await signUpAndLogIn(server.sites.site));
  const { network, WebSocketClass } = controllableNetwork();
  const clock = new FakeClock();
  const windowEvents = new FakeEventTarget();
  const logged: ConnectionErrorEntry[] = [];
  const events: Array<{ seq: number | null; event: ServerEvent }> = [];
  const channel = createRealtimeChannel({
    url: server.url,
    getAuth: () => ({ accessToken: guest.accessToken, guestId: guest.guestId, isLoggedIn: true }),
    language: 'en',
    WebSocket: WebSocketClass,
    clock,
    windowEvents,
    documentEvents: new FakeEventTarget(),
    logConnectionError: (entry) => logged.push(entry),
    warn: () => undefined,
  });
  channel.onEvent((event, seq) => events.push({ seq, event }));
  return { guest, channel, clock, network, windowEvents, logged, events };
}

const acked = (channel: RealtimeChannel) => {
  const cids = new Set<string>();
  channel.onAck((frame) => {
    if (frame.ok) cids.add(frame.cid);
  });
  return cids;
};

describe('realtime channel against the real server', () => {
  // spec 000 §4: "messages sent before acknowledgement queue until it arrives".
  it('queues messages sent before the session ack and the server applies each once', async () => {
    const { channel, events } = await openChannel();
    const acks = acked(channel);
    const early = channel.send({ type: 'pin', kind: 'sedcards', id: 1 });
    channel.start();
    const racing = channel.send({ type: 'pin', kind: 'sedcards', id: 2 });
    await until(() => acks.has(early.cid) && acks.has(racing.cid), 'acks for both queued pins');
    expect(channel.$status.get()).toBe('open');
    await until(() => events.filter((e) => e.event.type === 'favouritePinned').length === 2, 'two favouritePinned events');
    expect(events.map((e) => e.event).filter((e) => e.type === 'favouritePinned')).toEqual([
      { type: 'favouritePinned', kind: 'sedcards', id: 1 },
      { type: 'favouritePinned', kind: 'sedcards', id: 2 },
    ]);
    channel.stop();
  });

  it('replays the events of a 30 s outage in order with nothing lost or doubled', async () => {
    const { guest, channel, clock, network, windowEvents, events, logged } = await openChannel();
    channel.start();
    await until(() => channel.$status.get() === 'open', 'the session ack');
    for (const points of [1, 2, 3]) await server.hub.publishToGuest(guest.guestId, { type: 'loyaltyPoints', points });
    await until(() => events.length === 3, 'three live events');

    network.down = true;
    network.current?.terminate();
    await until(() => channel.$status.get() === 'closed', 'the channel to notice the drop');
    for (let second = 0; second < 30; second += 1) {
      if (second % 3 === 0) await server.hub.publishToGuest(guest.guestId, { type: 'loyaltyPoints', points: 4 + second / 3 });
      clock.advance(1000);
      await new Promise((resolve) => setTimeout(resolve, 5)); // let a failing reconnect fail
    }
    expect(events).toHaveLength(3);
    network.down = false;
    windowEvents.dispatch('online'); // issue 4 §2: "reconnect at once on the browser's online ... events"
    await until(() => events.length === 13, 'the ten missed events');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const first = events[0]!.seq!;
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 13 }, (_, i) => first + i));
    expect(events.map((e) => (e.event as { points: number }).points)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(logged.length).toBeGreaterThan(1);
    expect(logged.every((entry) => entry.errorCode === 1006)).toBe(true);
    channel.stop();
  });

  it('a network drop in the middle of a send, 100 times: every message has exactly one effect', async () => {
    const { channel, clock, network, events } = await openChannel();
    const acks = acked(channel);
    channel.start();
    await until(() => channel.$status.get() === 'open', 'the session ack');
    let resends = 0;
    let appliedThenResent = 0;
    for (let round = 1; round <= 100; round += 1) {
      const cutAtReply = round % 4 === 0;
      network.cutAtNextReply = cutAtReply;
      const { cid } = channel.send({ type: round % 2 ? 'pin' : 'unpin', kind: 'sedcards', id: 1000 + round });
      if (cutAtReply) {
        // The server applied the message (it answered), but the answer dies with the connection.
        appliedThenResent += 1;
      } else {
        // Cut after 0 to 2 turns of the event loop: before the frame left, or while the server handles it.
        for (let turn = 0; turn < round % 4; turn += 1) await new Promise((resolve) => setImmediate(resolve));
        network.current?.terminate();
      }
      await until(() => channel.$status.get() === 'closed' || acks.has(cid), `round ${round}: the drop or the ack`);
      if (channel.$status.get() === 'closed') {
        resends += 1;
        clock.advance(clock.pendingDelays()[0] ?? 0);
      }
      await until(() => acks.has(cid), `round ${round}: the ack after the resend`);
    }
    const favouriteEvents = () => events.filter((e) => e.event.type === 'favouritePinned' || e.event.type === 'favouriteUnpinned');
    await until(() => favouriteEvents().length >= 100, 'one event per message');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Each pin/unpin publishes one favourite event when the handler runs: a doubled message would show twice.
    const ids = favouriteEvents().map((e) => (e.event as { id: number }).id);
    expect(ids).toEqual(Array.from({ length: 100 }, (_, i) => 1001 + i));
    expect(new Set(events.map((e) => e.seq)).size).toBe(events.length);
    expect(acks.size).toBe(100);
    // Both paths ran: messages cut before the server had them, and messages the server had applied (resent with their cid).
    expect(resends).toBeGreaterThanOrEqual(75);
    expect(appliedThenResent).toBe(25);
    channel.stop();
  });

  // spec 000 §4: "A ping goes out every 50 s and is answered by a pong ... Missing pong is code 4000."
  it('pings every 50 s and gets pongs; with pongs missing it logs pong-missing, closes 4000 and reconnects', async () => {
    const { channel, clock, network, logged } = await openChannel();
    channel.start();
    await until(() => channel.$status.get() === 'open', 'the session ack');
    const socketBefore = network.current;
    for (let ping = 0; ping < 3; ping += 1) {
      clock.advance(50_000);
      await new Promise((resolve) => setTimeout(resolve, 50)); // the pong comes back for real
    }
    expect(logged).toEqual([]);
    network.dropPings = true;
    clock.advance(50_000); // ping swallowed
    clock.advance(50_000); // pong missing once: logged, ping again
    expect(logged.map((e) => e.error)).toEqual(['pongMissing']);
    clock.advance(50_000); // missing twice: close 4000
    expect(logged.map((e) => [e.error, e.errorCode])).toEqual([['pongMissing', 4000], ['pongMissing', 4000], ['pongMissing', 4000]]);
    network.dropPings = false;
    clock.advance(1000);
    await until(() => channel.$status.get() === 'open', 'the reconnect after 4000');
    expect(network.current).not.toBe(socketBefore);
    channel.stop();
  });

  // spec 000 §4: "reconnects after 1 s, except after a protocol error (code 1002) on the very first connection".
  it('stops after a 1002 on the very first connection', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    // An empty guest id makes the envelope invalid: the server closes with 1002.
    const { channel, clock, network, logged } = await openChannel({ accessToken: guest.accessToken, guestId: '' });
    channel.start();
    await until(() => channel.$status.get() === 'stopped', 'the channel to stop');
    expect(logged).toEqual([expect.objectContaining({ connectionAttempt: 1, errorCode: CLOSE_CODES.protocolError, websocketType: 'realtime' })]);
    clock.advance(60_000);
    expect(network.opened).toBe(1);
  });

  // issue 4 §2: "terminal close codes (session expired, authentication failed, guest locked) never reconnect".
  it.each([
    ['authentication failed', CLOSE_CODES.authenticationFailed],
    ['guest locked', CLOSE_CODES.guestLocked],
  ])('%s: the close is logged and the channel never reconnects', async (_name, code) => {
    const guest = await signUpAndLogIn(server.sites.site);
    const token = code === CLOSE_CODES.authenticationFailed ? 'not-a-token' : guest.accessToken;
    const { channel, clock, network, logged } = await openChannel({ accessToken: token, guestId: guest.guestId });
    channel.start();
    if (code === CLOSE_CODES.guestLocked) {
      await until(() => channel.$status.get() === 'open', 'the session ack');
      await server.hub.disconnectGuest(guest.guestId, code, 'the guest is locked');
    }
    await until(() => channel.$status.get() === 'stopped', 'the channel to stop');
    expect(logged.at(-1)?.errorCode).toBe(code);
    clock.advance(600_000);
    expect(network.opened).toBe(1);
    expect(channel.send({ type: 'removeStatusBar' }).accepted).toBe(false);
  });
});

// spec 000 §7: "logger/browserOnline (status) ... Offline logging is queued and replayed when the browser is online again."
describe('presence against the real server', () => {
  it('replays logging queued while offline to the real logger and tracker routes', async () => {
    const base = server.url.replace(/^ws/, 'http').replace(/\/realtime$/, '');
    const statuses: number[] = [];
    const fetchAndRecord: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      statuses.push(response.status);
      return response;
    };
    const rest = createRestClient({ apiBase: base, language: 'en', fetch: fetchAndRecord });
    const windowEvents = new FakeEventTarget();
    const documentEvents = new FakeEventTarget();
    let online = true;
    const presence = createPresence({ rest, windowEvents, documentEvents, isOnline: () => online, warn: () => undefined });
    presence.start();
    online = false;
    windowEvents.dispatch('offline');
    documentEvents.visibilityState = 'hidden';
    documentEvents.dispatch('visibilitychange');
    presence.logConnectionError({ connectionAttempt: 1, error: 'connectionClosed', errorCode: 1006, errorReason: '', websocketType: 'realtime' });
    expect(statuses).toEqual([]);
    online = true;
    windowEvents.dispatch('online');
    await until(() => statuses.length === 4, 'four replayed calls');
    expect(statuses).toEqual([200, 200, 200, 200]);
    presence.stop();
  });
});
