/**
 * Two server processes on one Redis (issue 4 §7: "a guest connected to one
 * process receives events caused on another, and a gap in Redis delivery is
 * detected and healed"). Two hubs with their own Fastify apps stand in for the
 * two processes; they share the database, as two processes would.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { signUpAndLogIn } from '../test/guests';
import { createRedisEventLog, REPLAY_MAX_EVENTS } from './event-log';
import type { BusMessage } from './redis-bus';
import { startRealtimeServer, TestClient, type RealtimeServer } from './testing';

const REDIS_URL = process.env.VELVET_TEST_REDIS_URL ?? '';
const points = (n: number) => ({ type: 'loyaltyPoints' as const, points: n });

describe.skipIf(!REDIS_URL)('two processes sharing events through Redis', () => {
  let database: TestDatabase;
  let a: RealtimeServer;
  let b: RealtimeServer;
  /** B drops the pub/sub messages this returns true for, as a lossy network would. */
  let dropOnB: (message: BusMessage) => boolean = () => false;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await migrateToLatest(database.handle.db);
    // A fresh namespace per run, so earlier runs' sequence counters do not leak in.
    const redisPrefix = `velvet:test:${randomBytes(4).toString('hex')}:`;
    a = await startRealtimeServer({ database, redisUrl: REDIS_URL, hub: { redisPrefix } });
    b = await startRealtimeServer({ database, redisUrl: REDIS_URL, hub: { redisPrefix, dropBusMessage: (message) => dropOnB(message) } });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.dispose();
  });

  it('an event published on A reaches the guest connected to B, with one shared sequence', async () => {
    const guest = await signUpAndLogIn(a.sites.site);
    const onB = await TestClient.connect(b.url, guest);
    const onA = await TestClient.connect(a.url, guest);
    await Promise.all([onB.requestSession(null), onA.requestSession(null)]);
    await a.hub.publishToGuest(guest.guestId, points(1));
    await b.hub.publishToGuest(guest.guestId, points(2));
    for (const client of [onA, onB]) {
      await client.waitFor((f) => f.type === 'event', 2);
      expect(client.frames.filter((f) => f.type === 'event')).toEqual([
        { type: 'event', seq: 1, event: points(1) },
        { type: 'event', seq: 2, event: points(2) },
      ]);
    }
    await Promise.all([onA.close(), onB.close()]);
  });

  it('a dropped pub/sub message is detected by the seq gap and healed from the replay list, in order', async () => {
    const guest = await signUpAndLogIn(a.sites.site);
    const onB = await TestClient.connect(b.url, guest);
    await onB.requestSession(null);
    await a.hub.publishToGuest(guest.guestId, points(1));
    await onB.waitFor((f) => f.type === 'event');
    let dropped = 0;
    dropOnB = (message) => {
      const drop = message.targets.some(([id, seq]) => id === guest.guestId && (seq === 2 || seq === 3));
      if (drop) dropped += 1;
      return drop;
    };
    await a.hub.publishToGuest(guest.guestId, points(2));
    await a.hub.publishToGuest(guest.guestId, points(3));
    await a.hub.publishToGuest(guest.guestId, points(4));
    await onB.waitFor((f) => f.type === 'event', 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onB.frames.filter((f) => f.type === 'event')).toEqual([1, 2, 3, 4].map((n) => ({ type: 'event', seq: n, event: points(n) })));
    expect(dropped).toBe(2);
    dropOnB = () => false;
    await onB.close();
  });

  it('a guest that reconnects to the other process gets the missed events replayed from Redis', async () => {
    const guest = await signUpAndLogIn(a.sites.site);
    const onA = await TestClient.connect(a.url, guest);
    await onA.requestSession(null);
    for (const n of [1, 2, 3]) await a.hub.publishToGuest(guest.guestId, points(n));
    await onA.waitFor((f) => f.type === 'event', 3);
    await onA.close();
    for (const n of [4, 5, 6]) await a.hub.publishToGuest(guest.guestId, points(n));
    const onB = await TestClient.connect(b.url, guest);
    const sessionAck = await onB.requestSession(3);
    expect(onB.seqs()).toEqual([4, 5, 6]);
    expect(sessionAck).toMatchObject({ lastSeq: 6, replayed: 3 });
    await onB.close();
  });

  it('a cid handled on A is not handled again when resent to B', async () => {
    const guest = await signUpAndLogIn(a.sites.site);
    let runs = 0;
    for (const server of [a, b]) server.hub.registerClientHandler('setAllChannelsSeen', async () => void (runs += 1));
    const onA = await TestClient.connect(a.url, guest);
    onA.send({ type: 'setAllChannelsSeen' }, { cid: 'resent' });
    await onA.waitFor((f) => f.type === 'ack');
    const onB = await TestClient.connect(b.url, guest);
    onB.send({ type: 'setAllChannelsSeen' }, { cid: 'resent' });
    const [answer] = await onB.waitFor((f) => f.type === 'ack');
    expect(answer).toEqual({ type: 'ack', cid: 'resent', ok: true });
    expect(runs).toBe(1);
    await Promise.all([onA.close(), onB.close()]);
  });
});

describe.skipIf(!REDIS_URL)('the event log in Redis', () => {
  it(`keeps a guest's last ${REPLAY_MAX_EVENTS} events: older ranges are refused (a snapshot follows), newer ones served in order`, async () => {
    const redis = new Redis(REDIS_URL);
    const log = createRedisEventLog(redis, `velvet:test:${randomBytes(4).toString('hex')}:`);
    try {
      const total = REPLAY_MAX_EVENTS + 5;
      for (let n = 1; n <= total; n += 1) expect(await log.append(['guest-a', 'guest-b'], `{"n":${n}}`)).toEqual([n, n]);
      expect(await log.currentSeq('guest-a')).toBe(total);
      // Seqs 1-5 were trimmed: a client that last saw seq 3 cannot be replayed.
      expect(await log.range('guest-a', 3, total)).toBeNull();
      const kept = await log.range('guest-a', 5, total);
      expect(kept?.map((event) => event.seq)).toEqual(Array.from({ length: REPLAY_MAX_EVENTS }, (_, index) => index + 6));
      expect(kept?.at(-1)?.json).toBe(`{"n":${total}}`);
    } finally {
      redis.disconnect();
    }
  });
});
