/**
 * The attack of issue 11 A6 on real sockets: "a client that stops reading and
 * keeps sending loadChannels took the server from 228 MB to 1.46 GB in 60 s.
 * Cap each socket's send buffer (close with a documented code when exceeded),
 * rate-limit inbound messages per socket, and show in a test that a
 * non-reading client is closed and server memory stays bounded."
 *
 * Memory is measured deterministically: the bytes waiting in this process for
 * the attacker's TCP socket (its writableLength), after every write to it.
 */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, type ServerFrame } from '../../sdk/realtime/protocol';
import { migrateToLatest } from '../db/migrate';
import { seedCatalog } from '../db/seed';
import { signUpAndLogIn } from '../test/guests';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { rateLimitedError } from './flow-control';
import type { HubOptions } from './hub';
import { INBOUND_RATE, SEND_BUFFER_CAP_BYTES } from './limits';
import type { Connection } from './registry';
import { eventually, startRealtimeServer, TestClient, type RealtimeServer } from './testing';

let database: TestDatabase;
const servers: RealtimeServer[] = [];

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  await migrateToLatest(database.handle.db);
  await seedCatalog(database.handle.db, { seed: 1, scale: 0.25 });
}, 60_000);
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});
afterAll(async () => {
  await database?.dispose();
});

async function start(hub: HubOptions = {}): Promise<RealtimeServer> {
  const server = await startRealtimeServer({ database, hub });
  servers.push(server);
  return server;
}

/** A logged-in guest with a channel to every performer, so each loadChannels answer is tens of KB. */
async function guestWithChannels(server: RealtimeServer) {
  const guest = await signUpAndLogIn(server.sites.site);
  const db = server.context.database.db;
  const performers = await db.selectFrom('performers').select('id').execute();
  const now = new Date().toISOString();
  await db.insertInto('channels').values(performers.map(({ id }) => ({
    id: randomUUID(), guest_id: guest.guestId, actor_id: id, archived: 0, blocked: 0, free_messages_amount: 3, created_at: now, last_message_at: now, subject: 'x'.repeat(100),
  }))).execute();
  return guest;
}

/** The server's side of the guest's one connection, and the most bytes ever waiting in its send buffer. */
async function serverSide(server: RealtimeServer, guestId: string): Promise<{ connection: Connection; maxBuffered: () => number }> {
  await eventually(() => server.hub.registry.forGuest(guestId).length === 1, 'the connection to be registered');
  const connection = server.hub.registry.forGuest(guestId)[0]!;
  const wire = (connection as unknown as { wire: Writable }).wire;
  let max = 0;
  const write = wire.write.bind(wire) as (...args: unknown[]) => boolean;
  // ws's own frames (close, pong) go through this write too.
  wire.write = ((...args: unknown[]) => {
    const accepted = write(...args);
    max = Math.max(max, wire.writableLength);
    return accepted;
  }) as Writable['write'];
  return { connection, maxBuffered: () => max };
}

/** Stops reading: the client's kernel buffer fills, then the server's, then the server process's. */
const stopReading = (client: TestClient) => (client.socket as unknown as { _socket: Socket })._socket.pause();
const startReading = (client: TestClient) => (client.socket as unknown as { _socket: Socket })._socket.resume();

/**
 * Sends loadChannels in batches of `batch`, letting the server take in and
 * handle each batch (so the flood goes as fast as the server works, as a real
 * attacker's does), until the server closes the connection or `max` were
 * sent; returns how many were sent.
 */
async function floodLoadChannels(client: TestClient, connection: Connection, { batch, max }: { batch: number; max: number }): Promise<number> {
  let received = 0;
  connection.socket.on('message', () => void (received += 1));
  let sent = 0;
  while (!connection.closed && sent < max) {
    for (let index = 0; index < batch; index += 1) client.send({ type: 'loadChannels', offset: 0, limit: 500 });
    sent += batch;
    await eventually(() => connection.closed || (received >= sent && connection.inbox === null), 'the server to handle the batch', 30_000);
  }
  return sent;
}

describe('a client that stops reading and keeps sending loadChannels', () => {
  it('the attack as reported (answers of 60 KB each, production limits): closed, with the bytes waiting for it under the send-buffer cap', async () => {
    const server = await start();
    const guest = await guestWithChannels(server);
    const client = await TestClient.connect(server.url, guest);
    const { connection, maxBuffered } = await serverSide(server, guest.guestId);
    await client.requestSession(null);
    stopReading(client);

    // Before the limits, 2,000 of these left 120 MB waiting in the server for this one socket.
    await floodLoadChannels(client, connection, { batch: 10, max: 2_000 });

    expect(connection.closed).toBe(true);
    expect(maxBuffered()).toBeLessThanOrEqual(SEND_BUFFER_CAP_BYTES + 128);
    startReading(client);
    // Whichever limit the flood meets first depends on how much the kernel buffers (tests below take them one by one).
    expect([CLOSE_CODES.sendBufferFull, CLOSE_CODES.tooManyMessages]).toContain((await client.closed).code);
  }, 60_000);

  it('is closed with 4029 by the inbound rate, after error acks for the messages over it', async () => {
    // A frozen clock: the production rate, without refills that depend on how fast this machine runs the test.
    const server = await start({ now: () => 1_000_000 });
    // No channels: the answers are small and never fill the send buffer, so only the rate can stop the flood.
    const guest = await signUpAndLogIn(server.sites.site);
    const client = await TestClient.connect(server.url, guest);
    const { connection, maxBuffered } = await serverSide(server, guest.guestId);
    await client.requestSession(null);
    stopReading(client);

    const sent = await floodLoadChannels(client, connection, { batch: 10, max: 2_000 });

    expect(connection.closed).toBe(true);
    // requestSession took a token; the flood got the rest of the burst, the refusals, and one more closed it.
    const closedBy = INBOUND_RATE.burst - 1 + INBOUND_RATE.refusalsBeforeClose + 1;
    expect(sent).toBe(Math.ceil(closedBy / 10) * 10);
    expect(maxBuffered()).toBeLessThanOrEqual(SEND_BUFFER_CAP_BYTES);
    startReading(client);
    expect(await client.closed).toEqual({ code: CLOSE_CODES.tooManyMessages, reason: rateLimitedError(INBOUND_RATE) });
    // issue 11 A6: "excess → an error answer then close with a documented code if sustained".
    const refused = client.frames.filter((frame) => frame.type === 'ack' && frame.error === rateLimitedError(INBOUND_RATE));
    // At most the refusals allowed; those still queued when the flood closed the socket go unanswered.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThanOrEqual(INBOUND_RATE.refusalsBeforeClose);
  }, 60_000);

  it('is closed with 4008 when its send buffer passes the cap, even within the message rate', async () => {
    // A rate this generous lets the answers pile up: only the send-buffer cap stands between them and the memory.
    const server = await start({ flowLimits: { inbound: { burst: 100_000, perSecond: 100_000, refusalsBeforeClose: 0 } } });
    const guest = await guestWithChannels(server);
    const client = await TestClient.connect(server.url, guest);
    const { connection, maxBuffered } = await serverSide(server, guest.guestId);
    await client.requestSession(null);
    stopReading(client);

    await floodLoadChannels(client, connection, { batch: 20, max: 20_000 });

    expect(connection.closed).toBe(true);
    // The cap plus the close frame ws queued behind it.
    expect(maxBuffered()).toBeGreaterThan(0);
    expect(maxBuffered()).toBeLessThanOrEqual(SEND_BUFFER_CAP_BYTES + 128);
    startReading(client);
    const closed = await client.closed;
    expect(closed).toEqual({ code: CLOSE_CODES.sendBufferFull, reason: expect.stringContaining('send buffer') });
  }, 120_000);
});

describe('flow control leaves a normal client alone', () => {
  const acks = (client: TestClient) => client.frames.filter((f): f is Extract<ServerFrame, { type: 'ack' }> => f.type === 'ack');

  it('a reading client that resends a full outbox at once and then pages its channels gets every answer', async () => {
    const server = await start();
    const guest = await guestWithChannels(server);
    const client = await TestClient.connect(server.url, guest);
    await client.requestSession(null);
    // A reconnect after being offline: the sdk resends up to OUTBOX_LIMIT (100) messages at once.
    for (let index = 0; index < 100; index += 1) client.send({ type: 'ping' });
    for (let index = 0; index < 10; index += 1) client.send({ type: 'loadChannels', offset: 0, limit: 500 });
    const marker = client.send({ type: 'ping' });
    await client.waitFor((frame) => frame.type === 'ack' && frame.cid === marker, 1, 30_000);
    expect(acks(client)).toHaveLength(1 + 100 + 10 + 1);
    expect(acks(client).every((ack) => ack.ok)).toBe(true);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    await client.close();
  }, 60_000);

  it('a burst over the rate gets error acks, in order, and the socket stays open; a second later it is served again', async () => {
    let now = 1_000_000;
    const rate = { burst: 5, perSecond: 2, refusalsBeforeClose: 10 };
    const server = await start({ flowLimits: { inbound: rate }, now: () => now });
    const guest = await signUpAndLogIn(server.sites.site);
    const client = await TestClient.connect(server.url, guest);
    await client.requestSession(null); // one token
    const cids = Array.from({ length: 6 }, () => client.send({ type: 'ping' }));
    await client.waitFor((frame) => frame.type === 'ack' && frame.cid === cids.at(-1));
    const answers = acks(client).slice(1);
    expect(answers.map((ack) => ack.cid)).toEqual(cids);
    expect(answers.map((ack) => ack.error ?? 'ok')).toEqual(['ok', 'ok', 'ok', 'ok', rateLimitedError(rate), rateLimitedError(rate)]);
    now += 2_000; // pays back the two refusals and earns two tokens
    const later = client.send({ type: 'ping' });
    const [ack] = await client.waitFor((frame) => frame.type === 'ack' && frame.cid === later);
    expect(ack).toEqual({ type: 'ack', cid: later, ok: true });
    await client.close();
  });
});
