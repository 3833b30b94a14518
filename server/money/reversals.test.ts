/**
 * Refunds and chargebacks reverse, on the real server and database (SQLite, and PostgreSQL when configured).
 * issue 16 §2: "Revenue counts only settled payments; refunds and chargebacks (sandbox) reverse."
 * The rules (spec 002 has none; ours, sdk/payment/reversals.ts):
 * - "A provider's notice is trusted only with a valid signature made less than 5 minutes ago (an older one is a
 *   replay), and applied once per notice id (the same notice twice reverses once)."
 * - "Only a settled payment reverses, in full and once."
 * - "The reversal takes back every coin the payment credited ... with a ledger entry, never an edit. Coins already
 *   spent cannot be taken back: the balance goes to 0, never below, and the rest is owed. What is owed is paid off
 *   first from the next coins credited ..., so the balance always equals the sum of the ledger entries."
 * - "A chargeback ... also forgets the stored card: one-click and auto-recharge never charge a disputed card again."
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_KEY_HEADER } from '../http/dev-only';
import { POSTGRES_URL, PRODUCTION_SANDBOX_ENV, seededApps } from '../test/harness';
import { randomIp, signUpAndLogIn } from '../test/guests';
import { balanceOf, chargeCoins, ledgerSum, owedBy } from './ledger';
import { SANDBOX_CARDS } from './payment-provider';
import { NOTICE_SIGNATURE_HEADER, sandboxNoticeSecret, signNotice, type NoticeType, type ProviderNotice } from './provider-notices';

const CARD = { number: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123' };
const FIVE_MINUTES_AND_A_SECOND = 301_000;

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`refunds and chargebacks on ${dialect}`, () => {
    const seeded = seededApps(dialect, 0);
    let keys = 0;
    let notices = 0;

    const db = () => seeded.database.handle.db;
    const post = (url: string, cookie: string, payload: object) => seeded.site.inject({ method: 'POST', url: `/rest/v1/${url}`, payload, headers: { cookie }, remoteAddress: randomIp() });
    /** A guest with one settled top-up of `euros`: its payment id, the provider's reference and the coins it credited. */
    const paidGuest = async (euros = 20) => {
      const guest = await signUpAndLogIn(seeded.site);
      keys += 1;
      const response = await post('payment/topup', guest.cookie, { amountEuros: euros, card: CARD, idempotencyKey: `reversal-${dialect}-${keys}` });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as { paymentId: string; coins: number; bonusCoins: number; guestBalance: number };
      const payment = await db().selectFrom('payments').select(['provider_reference', 'amount_cents']).where('id', '=', answer.paymentId).executeTakeFirstOrThrow();
      return { ...guest, paymentId: answer.paymentId, reference: payment.provider_reference!, amountCents: payment.amount_cents, coins: answer.coins, credited: answer.guestBalance };
    };
    const notice = (payment: { paymentId: string; reference: string; amountCents: number }, type: NoticeType = 'payment.refunded'): ProviderNotice => {
      notices += 1;
      return { id: `evt_${dialect}_${notices}_${Date.now()}`, type, created: Math.floor(Date.now() / 1000), payment: { id: payment.paymentId, reference: payment.reference, amountCents: payment.amountCents, currency: 'EUR' } };
    };
    const secret = () => sandboxNoticeSecret(seeded.apps.context.tokenSecret);
    /** Delivers a body as the provider does; `signature` null sends none. */
    const deliver = (body: string, signature: string | null = signNotice(secret(), body)): Promise<LightMyRequestResponse> => seeded.site.inject({
      method: 'POST', url: '/rest/v1/payment/providerNotice', payload: body,
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [NOTICE_SIGNATURE_HEADER]: signature }) },
    });
    const send = (value: ProviderNotice) => deliver(JSON.stringify(value));
    /** Everything a reversal could write, to prove that a refused notice wrote nothing. */
    const snapshot = async () => ({
      entries: await db().selectFrom('ledger_entries').selectAll().orderBy('id').execute(),
      wallets: await db().selectFrom('wallets').select(['guest_id', 'balance', 'owed']).orderBy('guest_id').execute(),
      reversals: await db().selectFrom('payment_reversals').selectAll().orderBy('payment_id').execute(),
      notices: await db().selectFrom('provider_notices').selectAll().orderBy('id').execute(),
      settings: await db().selectFrom('payment_settings').select(['guest_id', 'card_token']).orderBy('guest_id').execute(),
    });
    const entriesOf = (guestId: string) => db().selectFrom('ledger_entries').select(['id', 'delta', 'balance_after', 'reason', 'reference']).where('guest_id', '=', guestId).orderBy('created_at').orderBy('balance_after', 'desc').execute();
    const expectLedgerInvariant = async (guestId: string) => expect(await ledgerSum(db(), guestId)).toBe(await balanceOf(db(), guestId));

    it('a signed refund takes back what the payment credited with a ledger entry of its own; the earlier entries stay as they were', async () => {
      const guest = await paidGuest(20);
      const before = await entriesOf(guest.guestId);
      const response = await send(notice(guest));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: { paymentId: guest.paymentId, kind: 'refund', amountCents: 2000, coins: guest.coins, coinsTaken: guest.credited, coinsOwed: 0, replayed: false } });
      const after = await entriesOf(guest.guestId);
      // Append-only: the credits are untouched, one reversal entry is added.
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after.slice(before.length)).toEqual([expect.objectContaining({ delta: -guest.credited, balance_after: 0, reason: 'reversal:refund', reference: `payment:${guest.paymentId}` })]);
      expect(await balanceOf(db(), guest.guestId)).toBe(0);
      await expectLedgerInvariant(guest.guestId);
    });

    it('the same notice twice (and three times at once) reverses once; a second notice of another kind for the payment is a 409 that writes nothing', async () => {
      const guest = await paidGuest(10);
      const body = JSON.stringify(notice(guest, 'payment.charged_back'));
      const first = await deliver(body);
      expect(first.json()).toMatchObject({ data: { kind: 'chargeback', replayed: false } });
      const repeats = await Promise.all([deliver(body), deliver(body), deliver(body)]);
      for (const repeat of repeats) {
        expect(repeat.statusCode, repeat.body).toBe(200);
        expect(repeat.json()).toMatchObject({ data: { ...(first.json() as { data: object }).data, replayed: true } });
      }
      const parallel = await paidGuest(10);
      const once = JSON.stringify(notice(parallel));
      const racing = await Promise.all([deliver(once), deliver(once), deliver(once)]);
      expect(racing.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(racing.filter((response) => (response.json() as { data: { replayed: boolean } }).data.replayed === false)).toHaveLength(1);
      for (const { guestId } of [guest, parallel]) {
        expect((await entriesOf(guestId)).filter((entry) => entry.reason.startsWith('reversal:'))).toHaveLength(1);
        await expectLedgerInvariant(guestId);
      }

      const before = await snapshot();
      const again = await send(notice(guest, 'payment.refunded'));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'PAYMENT_NOT_REVERSIBLE', field: 'body.payment.id' });
      expect(await snapshot()).toEqual(before);
    });

    it('the attacks: unsigned, forged, changed after signing, replayed late, or naming another guest\'s charge: 4xx and nothing written', async () => {
      const [victim, attacker] = [await paidGuest(20), await paidGuest(5)];
      const genuine = notice(victim);
      const body = JSON.stringify(genuine);
      const now = Date.now();
      const cases: Array<[string, () => Promise<LightMyRequestResponse>, number, string, string]> = [
        ['no signature', () => deliver(body, null), 401, 'NOTICE_SIGNATURE_INVALID', `headers.${NOTICE_SIGNATURE_HEADER}`],
        ['a malformed signature', () => deliver(body, 'sha256=abc'), 401, 'NOTICE_SIGNATURE_INVALID', `headers.${NOTICE_SIGNATURE_HEADER}`],
        ['signed with another secret', () => deliver(body, signNotice('not-the-providers-secret', body)), 401, 'NOTICE_SIGNATURE_INVALID', `headers.${NOTICE_SIGNATURE_HEADER}`],
        ['a signed body changed afterwards', () => deliver(JSON.stringify({ ...genuine, payment: { ...genuine.payment, id: attacker.paymentId } }), signNotice(secret(), body)), 401, 'NOTICE_SIGNATURE_INVALID', `headers.${NOTICE_SIGNATURE_HEADER}`],
        ['a genuine signature older than 5 minutes (a replay)', () => deliver(body, signNotice(secret(), body, now - FIVE_MINUTES_AND_A_SECOND)), 401, 'NOTICE_SIGNATURE_INVALID', `headers.${NOTICE_SIGNATURE_HEADER}`],
        ['the victim\'s payment with the attacker\'s charge', () => send({ ...notice(victim), payment: { ...genuine.payment, reference: attacker.reference } }), 409, 'PAYMENT_NOT_REVERSIBLE', 'body.payment.reference'],
        ['a payment nobody made', () => send({ ...notice(victim), payment: { ...genuine.payment, id: '00000000-0000-4000-8000-000000000000' } }), 404, 'NOT_FOUND', 'body.payment.id'],
        ['a part of the payment', () => send({ ...notice(victim), payment: { ...genuine.payment, amountCents: 100 } }), 400, 'VALIDATION_FAILED', 'body.payment.amountCents'],
      ];
      for (const [name, attack, status, code, field] of cases) {
        const before = await snapshot();
        const response = await attack();
        expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
        expect(response.json(), name).toMatchObject({ code, field });
        expect(await snapshot(), name).toEqual(before);
      }
      // The genuine notice, delivered now, still works: the refusals used nothing up.
      expect((await deliver(body)).json()).toMatchObject({ data: { paymentId: victim.paymentId, replayed: false } });
      expect(await balanceOf(db(), attacker.guestId)).toBe(attacker.credited);
    });

    it('a payment still waiting for 3-D Secure is not reversible', async () => {
      const guest = await signUpAndLogIn(seeded.site);
      const pending = await post('payment/topup', guest.cookie, { amountEuros: 7, card: { ...CARD, number: SANDBOX_CARDS.requires3ds }, idempotencyKey: `reversal-3ds-${dialect}` });
      const { paymentId } = pending.json() as { paymentId: string };
      const reference = (await db().selectFrom('payments').select('provider_reference').where('id', '=', paymentId).executeTakeFirstOrThrow()).provider_reference!;
      const before = await snapshot();
      const response = await send(notice({ paymentId, reference, amountCents: 700 }));
      expect(response.json()).toMatchObject({ code: 'PAYMENT_NOT_REVERSIBLE', field: 'body.payment.id' });
      expect(await snapshot()).toEqual(before);
    });

    it('spent coins are owed (the balance never goes below 0), paid off from the next top-up; a chargeback forgets the stored card', async () => {
      const guest = await paidGuest(10);
      await chargeCoins(db(), { guestId: guest.guestId, amount: guest.credited - 5, reason: 'purchase:test', idempotencyKey: `spend-${guest.paymentId}` });
      expect((await post('payment/oneClick/config', guest.cookie, { enabled: true, amounts: [10] })).statusCode).toBe(200);

      const response = await send(notice(guest, 'payment.charged_back'));
      expect(response.json()).toMatchObject({ data: { kind: 'chargeback', coinsTaken: 5, coinsOwed: guest.credited - 5 } });
      expect(await balanceOf(db(), guest.guestId)).toBe(0);
      expect(await owedBy(db(), guest.guestId)).toBe(guest.credited - 5);
      await expectLedgerInvariant(guest.guestId);
      // The disputed card is gone: one-click cannot charge it.
      const oneClick = await post('payment/oneClick/charge', guest.cookie, { amount: 10, idempotencyKey: `oneclick-${guest.paymentId}` });
      expect([oneClick.statusCode, oneClick.json().code]).toEqual([409, 'NO_STORED_CARD']);

      // A new card: the top-up's coins pay the debt first, each with its own entry.
      keys += 1;
      const topUp = await post('payment/topup', guest.cookie, { amountEuros: 10, card: CARD, idempotencyKey: `reversal-${dialect}-${keys}` });
      const credited = (topUp.json() as { coins: number; bonusCoins: number }).coins + (topUp.json() as { bonusCoins: number }).bonusCoins;
      const left = credited - (guest.credited - 5);
      expect(topUp.json()).toMatchObject({ success: true, guestBalance: left });
      expect(await balanceOf(db(), guest.guestId)).toBe(left);
      expect(await owedBy(db(), guest.guestId)).toBe(0);
      expect((await entriesOf(guest.guestId)).filter((entry) => entry.reason === 'reversal:repaid')).toEqual([expect.objectContaining({ delta: -(guest.credited - 5) })]);
      await expectLedgerInvariant(guest.guestId);
      expect((await seeded.site.inject({ url: '/rest/v1/guest/getGuestBalance', headers: { cookie: guest.cookie } })).json()).toMatchObject({ data: { balance: left } });
    });

    it('the development route makes the sandbox deliver its signed notice; it answers only this machine with the dev key', async () => {
      const guest = await paidGuest(5);
      const reverse = (headers: Record<string, string>, remoteAddress = '127.0.0.1') => seeded.site.inject({ method: 'POST', url: '/rest/v1/dev/paymentReversal', headers, remoteAddress, payload: { paymentId: guest.paymentId, kind: 'refund' } });
      expect((await reverse({})).statusCode).toBe(403);
      expect((await reverse({ [DEV_KEY_HEADER]: seeded.apps.context.devKey }, '203.0.113.9')).statusCode).toBe(404);
      const response = await reverse({ [DEV_KEY_HEADER]: seeded.apps.context.devKey });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ data: { paymentId: guest.paymentId, kind: 'refund', coinsTaken: guest.credited, replayed: false } });
      expect(await db().selectFrom('provider_notices').select('id').where('payment_id', '=', guest.paymentId).execute()).toHaveLength(1);
      // The sandbox's own record shows the charge refunded.
      expect(await db().selectFrom('sandbox_charges').select('reason').where('reference', '=', guest.reference).executeTakeFirstOrThrow()).toEqual({ reason: 'refund' });
    });

    // Runs last: the whole ledger after every reversal, repayment and refusal above.
    it('the invariant over every wallet: balance = sum of its ledger entries, never below 0; an owing wallet holds no coins', async () => {
      const wallets = await db().selectFrom('wallets').select(['guest_id', 'balance', 'owed']).execute();
      const sums = new Map((await db().selectFrom('ledger_entries').select((eb) => ['guest_id', eb.fn.sum<number | string>('delta').as('total')]).groupBy('guest_id').execute())
        .map((row) => [row.guest_id, Number(row.total)]));
      expect(wallets.length).toBeGreaterThan(5);
      for (const wallet of wallets) {
        expect([wallet.guest_id, wallet.balance]).toEqual([wallet.guest_id, sums.get(wallet.guest_id) ?? 0]);
        expect(wallet.balance).toBeGreaterThanOrEqual(0);
        if (wallet.owed > 0) expect(wallet.balance).toBe(0);
      }
    });
  });
}

describe('the development route with NODE_ENV=production (a public sandbox, VELVET_SANDBOX=on)', () => {
  const production = seededApps('sqlite', 0, PRODUCTION_SANDBOX_ENV);

  it('does not exist, not even from this machine with the key; the signed notice route does', async () => {
    const reversal = await production.apps.site.inject({ method: 'POST', url: '/rest/v1/dev/paymentReversal', headers: { [DEV_KEY_HEADER]: production.apps.context.devKey }, payload: { paymentId: '00000000-0000-4000-8000-000000000000', kind: 'refund' } });
    expect(reversal.statusCode).toBe(404);
    expect(reversal.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    const unsigned = await production.apps.site.inject({ method: 'POST', url: '/rest/v1/payment/providerNotice', payload: {} });
    expect(unsigned.json()).toMatchObject({ code: 'NOTICE_SIGNATURE_INVALID' });
  });
});
