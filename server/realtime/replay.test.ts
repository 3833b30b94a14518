/**
 * Sequence numbers, replay and snapshots (issue 4 §2: "a guest that was away
 * briefly gets the missed events replayed in order, while one away too long
 * gets a fresh state snapshot instead"), and the graceful shutdown (§7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../sdk/realtime/protocol';
import { signUpAndLogIn } from '../test/guests';
import { REPLAY_MAX_EVENTS } from './event-log';
import { RESTART_SPREAD_MS } from './hub';
import { eventually, startRealtimeServer, TestClient, type RealtimeServer } from './testing';

let server: RealtimeServer;
beforeAll(async () => {
  server = await startRealtimeServer();
});
afterAll(async () => {
  await server?.close();
});

const points = (n: number) => ({ type: 'loyaltyPoints' as const, points: n });

describe('replay', () => {
  it('a client that missed seq 4-6 gets exactly 4, 5, 6 in order on reconnect with lastSeq 3, nothing doubled', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    const first = await TestClient.connect(server.url, guest);
    await first.requestSession(null);
    for (const n of [1, 2, 3]) await server.hub.publishToGuest(guest.guestId, points(n));
    await first.waitFor((f) => f.type === 'event', 3);
    expect(first.seqs()).toEqual([1, 2, 3]);
    await first.close();
    await eventually(() => !server.hub.registry.has(guest.guestId), 'the server to drop the closed socket');

    for (const n of [4, 5, 6]) await server.hub.publishToGuest(guest.guestId, points(n));
    const second = await TestClient.connect(server.url, guest);
    const sessionAck = await second.requestSession(3);
    expect(second.frames.map((f) => f.type)).toEqual(['event', 'event', 'event', 'sessionAck', 'ack']);
    expect(second.frames.slice(0, 3)).toEqual([4, 5, 6].map((n) => ({ type: 'event', seq: n, event: points(n) })));
    expect(sessionAck).toMatchObject({ lastSeq: 6, replayed: 3 });
    // Live events continue from there, once each.
    await server.hub.publishToGuest(guest.guestId, points(7));
    await second.waitFor((f) => f.type === 'event', 4);
    expect(second.seqs()).toEqual([4, 5, 6, 7]);
    await second.close();
  });

  it('every open socket of a guest gets each event (a purchase on one device updates all)', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    const devices = await Promise.all([1, 2, 3].map(() => TestClient.connect(server.url, guest)));
    await Promise.all(devices.map((device) => device.requestSession(null)));
    await server.hub.publishToGuest(guest.guestId, { type: 'guestBalance', balance: 1200, balanceFormatted: '12.00 VXC', isPayingCustomer: true });
    for (const device of devices) {
      await device.waitFor((f) => f.type === 'event');
      expect(device.seqs()).toEqual([1]);
    }
    await Promise.all(devices.map((device) => device.close()));
  });

  it(`a client further behind than the buffer (${REPLAY_MAX_EVENTS} events) gets a snapshot instead of a replay`, async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    const total = REPLAY_MAX_EVENTS + 10;
    for (let n = 1; n <= total; n += 1) await server.hub.publishToGuest(guest.guestId, points(n));
    const client = await TestClient.connect(server.url, guest);
    const sessionAck = await client.requestSession(3);
    expect(client.frames.map((f) => f.type)).toEqual(['snapshot', 'sessionAck', 'ack']);
    expect(client.frames[0]).toMatchObject({ type: 'snapshot', seq: total, session: { id: guest.guestId }, avsStatus: 'unknown' });
    expect(sessionAck).toMatchObject({ lastSeq: total, replayed: 0 });
    // Within the buffer it replays again: the last 5 of them.
    const near = await TestClient.connect(server.url, guest);
    await near.requestSession(total - 5);
    expect(near.seqs()).toEqual([total - 4, total - 3, total - 2, total - 1, total]);
    await Promise.all([client.close(), near.close()]);
  });

  it('a lastSeq the server never issued (a restart without Redis) gets a snapshot', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    const client = await TestClient.connect(server.url, guest);
    await client.requestSession(57);
    expect(client.frames.map((f) => f.type)).toEqual(['snapshot', 'sessionAck', 'ack']);
    await client.close();
  });

  it('publishToActorFans reaches each fan the provider names, once, with each fan\'s own seq', async () => {
    const [a, b] = await Promise.all([signUpAndLogIn(server.sites.site), signUpAndLogIn(server.sites.site)]);
    await server.hub.publishToGuest(a.guestId, points(1));
    server.hub.setActorFansProvider(async (actorId) => (actorId === 42 ? [a.guestId, b.guestId, a.guestId] : []));
    const clients = await Promise.all([TestClient.connect(server.url, a), TestClient.connect(server.url, b)]);
    await Promise.all(clients.map((client) => client.requestSession(null)));
    await server.hub.publishToActorFans(42, { type: 'actorOnline', actorId: 42 });
    await server.hub.publishToActorFans(7, { type: 'actorOnline', actorId: 7 });
    await Promise.all(clients.map((client) => client.waitFor((f) => f.type === 'event')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clients[0]!.frames.filter((f) => f.type === 'event')).toEqual([{ type: 'event', seq: 2, event: { type: 'actorOnline', actorId: 42 } }]);
    expect(clients[1]!.seqs()).toEqual([1]);
    await Promise.all(clients.map((client) => client.close()));
  });
});

describe('graceful shutdown', () => {
  it(`closes every socket with 4001 and a retryAfterMs spread over 0-${RESTART_SPREAD_MS} ms`, async () => {
    const spread = [0, 0.25, 0.5, 0.999];
    let next = 0;
    const own = await startRealtimeServer({ hub: { random: () => spread[next++ % spread.length]! } });
    try {
      const guest = await signUpAndLogIn(own.sites.site);
      const clients = await Promise.all(spread.map(() => TestClient.connect(own.url, guest)));
      await Promise.all(clients.map((client) => client.requestSession(null)));
      await own.hub.close();
      const closes = await Promise.all(clients.map((client) => client.closed));
      expect(closes.map((c) => c.code)).toEqual(spread.map(() => CLOSE_CODES.serverRestart));
      const delays = closes.map((c) => (JSON.parse(c.reason) as { retryAfterMs: number }).retryAfterMs).sort((x, y) => x - y);
      // Uniform over the spread: the random draws 0, 0.25, 0.5, 0.999 land at those fractions of it.
      expect(delays).toEqual(spread.map((fraction) => Math.floor(fraction * RESTART_SPREAD_MS)));
      expect(Math.max(...delays)).toBeLessThan(RESTART_SPREAD_MS);
      // A socket opened while the server is closing is sent away the same way.
      const late = await TestClient.connect(own.url, guest);
      expect((await late.closed).code).toBe(CLOSE_CODES.serverRestart);
    } finally {
      await own.close();
    }
  });
});
