/**
 * issue 11 A7: "the same key with a different item or amount answers 200 with the stale first answer
 * (a 500 EUR top-up with a 5 EUR top-up's key). Refuse it with 409 naming the key. A top-up left pending
 * by a crash between creating and settling the payment stays pending forever and every retry gets 409:
 * reconcile pending payments with the provider (at start and on retry) so each settles or fails."
 * DESIGN.md: "a retried request (same idempotency key, same body) charges once; the same key with a
 * different body is refused (409); a payment left pending by a crash is reconciled, never stuck."
 */
import { describe, expect, it } from 'vitest';
import { buildTestApps, createTestDatabase } from '../../test/harness';
import { signUpAndLogIn } from '../../test/guests';
import { balanceOf, ledgerSum } from '../ledger';
import { createSandboxProvider, SANDBOX_CARDS, type ChargeRequest, type PaymentProvider } from '../payment-provider';
import { RECONCILE_AFTER_MS } from '../reconcile';
import { topUp } from '../topup';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';
import { newKey, type MoneyEnv } from './env';

const card = { number: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123' };

/** A provider standing in for a process that dies: `charge` reaches the sandbox (or not) and never answers. */
function dyingProvider(db: Kysely<Database>, chargesFirst: boolean): { provider: PaymentProvider; charged: Promise<void> } {
  const sandbox = createSandboxProvider({ db, challengeBaseUrl: () => 'http://sandbox.test/3ds' });
  let reached!: () => void;
  const charged = new Promise<void>((resolve) => { reached = resolve; });
  const provider: PaymentProvider = {
    ...sandbox,
    async charge(request: ChargeRequest) {
      if (chargesFirst) await sandbox.charge(request);
      reached();
      return new Promise<never>(() => undefined);
    },
  };
  return { provider, charged };
}

/** Starts a top-up on a dying provider and waits until the payment row is written and the charge sent (the crash point). */
async function crashMidTopUp(db: Kysely<Database>, guestId: string, key: string, amountEuros: number, chargesFirst = true) {
  const { provider, charged } = dyingProvider(db, chargesFirst);
  void topUp(db, provider, { guestId, amountEuros, card, idempotencyKey: key, language: 'en', source: 'card' });
  await charged;
}

/** RECONCILE_AFTER_MS pass: the crashed request's payment row is older than any provider call may take. */
async function letTimePass(db: Kysely<Database>, guestId: string) {
  const past = new Date(Date.now() - RECONCILE_AFTER_MS - 1_000).toISOString();
  await db.updateTable('payments').set({ updated_at: past, created_at: past }).where('guest_id', '=', guestId).execute();
}

const paymentsOf = (db: Kysely<Database>, guestId: string) =>
  db.selectFrom('payments').select(['status', 'amount_cents']).where('guest_id', '=', guestId).execute();

/** The idempotency tests for one dialect. */
export function defineIdempotencyTests(env: MoneyEnv, dialect: 'sqlite' | 'postgres') {
  const postTopUp = (cookie: string, amountEuros: number, key: string) => env.post('payment/topup', cookie, { amountEuros, card, idempotencyKey: key });

  describe('the same key with another request is refused with 409 naming the key', () => {
    it('a 500 € top-up sent with a 5 € top-up\'s key: 409 IDEMPOTENCY_KEY_REUSED, the ledger unchanged', async () => {
      const guest = await env.buyer();
      const key = newKey();
      expect((await postTopUp(guest.cookie, 5, key)).json()).toMatchObject({ success: true, guestBalance: 20 });
      const attack = await postTopUp(guest.cookie, 500, key);
      expect(attack.statusCode).toBe(409);
      expect(attack.json()).toMatchObject({ success: false, statusCode: 409, field: 'body.idempotencyKey', code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(attack.json().error).toContain(key);
      expect([await env.balance(guest.guestId), await env.ledgerSum(guest.guestId)]).toEqual([20, 20]);
      expect(await paymentsOf(env.db(), guest.guestId)).toEqual([{ status: 'succeeded', amount_cents: 500 }]);
      // The true retry (same key, same body) still answers the first answer and charges nothing more.
      expect((await postTopUp(guest.cookie, 5, key)).json()).toMatchObject({ success: true, guestBalance: 20 });
      expect(await env.ledgerSum(guest.guestId)).toBe(20);
    });

    it('a one-click charge of another amount under a used key: 409, nothing charged', async () => {
      const guest = await env.buyer();
      await postTopUp(guest.cookie, 5, newKey());
      await env.post('payment/oneClick/config', guest.cookie, { enabled: true, amounts: [10, 50] });
      const key = newKey();
      expect((await env.post('payment/oneClick/charge', guest.cookie, { amount: 10, idempotencyKey: key })).json()).toMatchObject({ success: true, guestBalance: 60 });
      const attack = await env.post('payment/oneClick/charge', guest.cookie, { amount: 50, idempotencyKey: key });
      expect([attack.statusCode, attack.json().code, attack.json().field]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED', 'body.idempotencyKey']);
      expect(await env.ledgerSum(guest.guestId)).toBe(60);
    });

    type Request = [url: string, body: Record<string, unknown>];
    it.each<[string, (videoIds: number[], key: string) => [Request, Request]]>([
      ['another video', (ids, key) => [[`video/${ids[0]}/buy`, { idempotencyKey: key }], [`video/${ids[1]}/buy`, { idempotencyKey: key }]]],
      ['another tip amount', (_, key) => [['feed/post/1/tip', { amountCoins: 5, idempotencyKey: key }], ['feed/post/1/tip', { amountCoins: 500, idempotencyKey: key }]]],
      ['another kind of item', (_, key) => [['feed/post/1/tip', { amountCoins: 5, idempotencyKey: key }], ['subscription/vip', { idempotencyKey: key }]]],
    ])('a purchase of %s under a used key: 409, the ledger unchanged', async (_, requests) => {
      const videos = await env.db().selectFrom('videos').select('id').where('free', '=', 0).where('price', '>', 0)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('performer_banned_countries').select('performer_id').whereRef('performer_id', '=', 'videos.performer_id'))))
        .orderBy('id').limit(2).execute();
      const guest = await env.buyer(1000);
      const [[firstUrl, firstBody], [secondUrl, secondBody]] = requests(videos.map((v) => v.id), newKey());
      expect((await env.post(firstUrl, guest.cookie, firstBody)).statusCode).toBe(200);
      const afterFirst = await env.ledgerSum(guest.guestId);
      const attack = await env.post(secondUrl, guest.cookie, secondBody);
      expect([attack.statusCode, attack.json().code, attack.json().field]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED', 'body.idempotencyKey']);
      expect([await env.balance(guest.guestId), await env.ledgerSum(guest.guestId)]).toEqual([afterFirst, afterFirst]);
      const purchases = await env.db().selectFrom('purchases').select('id').where('guest_id', '=', guest.guestId).execute();
      expect(purchases).toHaveLength(1);
      // The same request again is a retry: the first answer, no second charge.
      expect((await env.post(firstUrl, guest.cookie, firstBody)).statusCode).toBe(200);
      expect(await env.ledgerSum(guest.guestId)).toBe(afterFirst);
    });
  });

  describe('a payment left pending by a crash is reconciled, never stuck', () => {
    it('crash after the provider charged: a retry at once is told to wait, a retry after the grace settles it once', async () => {
      const guest = await env.buyer();
      const key = newKey();
      await crashMidTopUp(env.db(), guest.guestId, key, 25);
      expect(await paymentsOf(env.db(), guest.guestId)).toEqual([{ status: 'pending', amount_cents: 2500 }]);
      // Its own request might still be running: not reconciled under its feet.
      const early = await postTopUp(guest.cookie, 25, key);
      expect([early.statusCode, early.json().code]).toEqual([409, 'PAYMENT_IN_PROGRESS']);
      expect(await env.balance(guest.guestId)).toBe(0);

      await letTimePass(env.db(), guest.guestId);
      const retry = await postTopUp(guest.cookie, 25, key);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toMatchObject({ success: true, status: 'succeeded', coins: 100, guestBalance: 100 });
      const again = await postTopUp(guest.cookie, 25, key);
      expect(again.json()).toMatchObject({ success: true, guestBalance: 100 });
      expect([await env.balance(guest.guestId), await env.ledgerSum(guest.guestId)]).toEqual([100, 100]);
      const credits = await env.db().selectFrom('ledger_entries').select('delta').where('guest_id', '=', guest.guestId).execute();
      expect(credits).toEqual([{ delta: 100 }]);
      // The key still belongs to that request.
      expect((await postTopUp(guest.cookie, 30, key)).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('crash before the charge reached the provider: the retry fails the payment (402, nothing charged) and a new key pays', async () => {
      const guest = await env.buyer();
      const key = newKey();
      await crashMidTopUp(env.db(), guest.guestId, key, 10, false);
      await letTimePass(env.db(), guest.guestId);
      const retry = await postTopUp(guest.cookie, 10, key);
      expect(retry.statusCode).toBe(402);
      expect(retry.json()).toMatchObject({ success: false, status: 'declined', guestBalance: 0 });
      expect(await paymentsOf(env.db(), guest.guestId)).toEqual([{ status: 'failed', amount_cents: 1000 }]);
      expect((await postTopUp(guest.cookie, 10, newKey())).json()).toMatchObject({ success: true, guestBalance: 40 });
    });

    it('a provider answer lost on the way back (the charge happened) is settled at once from the provider\'s record', async () => {
      const guest = await env.buyer();
      const sandbox = createSandboxProvider({ db: env.db(), challengeBaseUrl: () => 'http://sandbox.test/3ds' });
      const losing: PaymentProvider = { ...sandbox, charge: async (request) => { await sandbox.charge(request); throw new Error('socket hang up'); } };
      const { answer, changes } = await topUp(env.db(), losing, { guestId: guest.guestId, amountEuros: 5, card, idempotencyKey: newKey(), language: 'en', source: 'card' });
      expect(answer).toMatchObject({ success: true, status: 'succeeded', guestBalance: 20 });
      expect(changes).toEqual([{ kind: 'money', guestId: guest.guestId, parts: ['balance'] }]);
      expect(await env.ledgerSum(guest.guestId)).toBe(20);
    });

    it('the server start reconciles a pending payment: a restarted server credits it once', async () => {
      const database = await createTestDatabase(dialect);
      try {
        const before = await buildTestApps(database, 0);
        const guest = await signUpAndLogIn(before.site);
        await crashMidTopUp(database.handle.db, guest.guestId, newKey(), 50);
        await before.close();
        await letTimePass(database.handle.db, guest.guestId);
        expect(await paymentsOf(database.handle.db, guest.guestId)).toEqual([{ status: 'pending', amount_cents: 5000 }]);

        const after = await buildTestApps(database, 0);
        try {
          await after.site.ready();
          expect(await paymentsOf(database.handle.db, guest.guestId)).toEqual([{ status: 'succeeded', amount_cents: 5000 }]);
          // 50 € = 200 coins plus the 50 € tier's 10 % top-up bonus (issue 12 §7): the reconciler credits both.
          expect([await balanceOf(database.handle.db, guest.guestId), await ledgerSum(database.handle.db, guest.guestId)]).toEqual([220, 220]);
          // The other origin's money routes start too: the payment is not credited a second time.
          await after.whiteLabel.ready();
          expect(await ledgerSum(database.handle.db, guest.guestId)).toBe(220);
        } finally {
          await after.close();
        }
      } finally {
        await database.dispose();
      }
    });
  });
}
