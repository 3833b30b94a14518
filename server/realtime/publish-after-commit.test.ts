/**
 * Issue 11 Part B 2: "Domain functions return the changes they made; the
 * caller publishes after the commit." Over a real socket on SQLite and
 * PostgreSQL: what a route's committed purchase, top-up and lock changed
 * reaches the guest's open device.
 *
 * The old silent drop (a publish made with a transaction handle found no hub
 * and vanished) cannot happen any more by construction: domain code cannot
 * import the realtime folders (npm run lint:imports, rule
 * domain-without-transport), so it has nothing to publish with; it returns
 * its changes as data, which exist only once its transaction has returned;
 * and the publisher is one function the platform made from the hub and its
 * own database handle, looked up by nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame } from '../../sdk/realtime/protocol';
import { migrateToLatest } from '../db/migrate';
import { seedCatalog } from '../db/seed';
import { creditCoins } from '../money/ledger';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../test/harness';
import { randomIp, signUpAndLogIn } from '../test/guests';
import { setGuestStanding } from '../trust/guest-standing';
import { startRealtimeServer, TestClient, type RealtimeServer } from './testing';

const eventOf = (type: string) => (frame: ServerFrame) => frame.type === 'event' && frame.event.type === type;

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`publish after commit on ${dialect}`, () => {
    let database: TestDatabase;
    let server: RealtimeServer;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      await migrateToLatest(database.handle.db);
      await seedCatalog(database.handle.db, { seed: 1, scale: 0.02 });
      server = await startRealtimeServer({ database });
    });
    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    /** A logged-in guest with `coins` and a socket past its sessionAck. */
    const connected = async (coins: number) => {
      const guest = await signUpAndLogIn(server.sites.site);
      if (coins > 0) await creditCoins(database.handle.db, { guestId: guest.guestId, amount: coins, reason: 'test', idempotencyKey: `coins-${guest.guestId}` });
      const client = await TestClient.connect(server.url, guest);
      await client.requestSession(null);
      return { guest, client };
    };
    const post = (cookie: string, url: string, payload: object) =>
      server.sites.site.inject({ method: 'POST', url: `/rest/v1/${url}`, remoteAddress: randomIp(), headers: { cookie }, payload });

    it('a committed purchase reaches the buyer\'s open socket as guestBalance, vouchers and loyaltyPoints', async () => {
      const { guest, client } = await connected(100);
      const { db } = database.handle;
      const video = await db.selectFrom('videos').select(['id', 'price']).where('free', '=', 0).where('price', '<=', 100)
        .where('performer_id', 'not in', db.selectFrom('performer_banned_countries').select('performer_id')).orderBy('id').executeTakeFirstOrThrow();
      const bought = await post(guest.cookie, `video/${video.id}/buy`, { idempotencyKey: `buy-${guest.guestId}` });
      expect(bought.json()).toMatchObject({ success: true, guestBalance: 100 - video.price });
      const [balance] = await client.waitFor(eventOf('guestBalance'));
      expect(balance).toMatchObject({ type: 'event', event: { type: 'guestBalance', balance: 100 - video.price } });
      await client.waitFor(eventOf('loyaltyPoints'));
      expect(client.frames.filter((f) => f.type === 'event').map((f) => f.type === 'event' && f.event.type)).toEqual(['guestBalance', 'vouchers', 'loyaltyPoints']);
      await client.close();
    });

    it('a committed top-up reaches the guest as the new balance with isPayingCustomer', async () => {
      const { guest, client } = await connected(0);
      const card = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
      expect((await post(guest.cookie, 'payment/topup', { amountEuros: 5, card, idempotencyKey: `topup-${guest.guestId}` })).statusCode).toBe(200);
      const [balance] = await client.waitFor(eventOf('guestBalance'));
      expect(balance).toMatchObject({ event: { type: 'guestBalance', balance: 20, isPayingCustomer: true } });
      await client.close();
    });

    it('a lock whose caller publishes its changes tells the socket guestLocked and closes it with 4423', async () => {
      const { guest, client } = await connected(0);
      const { changes } = await setGuestStanding(database.handle.db, guest.guestId, { isLocked: true });
      // The lock has committed and returned; until its changes are published the socket hears nothing of it
      // (a marker published after the lock is the barrier: it arrives, guestLocked has not).
      await server.hub.publishToGuest(guest.guestId, { type: 'loyaltyPoints', points: 424242 });
      await client.waitFor((frame) => frame.type === 'event' && frame.event.type === 'loyaltyPoints' && frame.event.points === 424242);
      expect(client.frames.some(eventOf('guestLocked'))).toBe(false);
      await server.platform.publishChanges(changes);
      expect((await client.closed).code).toBe(4423);
      expect(client.frames.some(eventOf('guestLocked'))).toBe(true);
    });
  });
}
