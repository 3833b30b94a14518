/** Top-up, 3-D Secure, one-click and auto-recharge through HTTP (issue 3 §3). */
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../payment-provider';
import { newKey, type MoneyEnv } from './env';

const card = (number: string = SANDBOX_CARDS.succeeds, expiry = '12/34', cvc = '123') => ({ number, expiry, cvc });

/** The top-up tests for one dialect. */
export function defineTopUpTests(env: MoneyEnv) {
  const topUp = (cookie: string | null, amountEuros: number, number?: string, key = newKey()) =>
    env.post('payment/topup', cookie, { amountEuros, card: card(number), idempotencyKey: key });

  it('refuses anonymous guests (401) and restricted guests (403: compensation instead)', async () => {
    const anonymous = await env.anonymous();
    expect((await topUp(anonymous.cookie, 10)).statusCode).toBe(401);
    const restricted = await env.buyer();
    await env.db().updateTable('guests').set({ restriction_level: 2 }).where('id', '=', restricted.guestId).execute();
    expect((await topUp(restricted.cookie, 10)).statusCode).toBe(403);
  });

  // spec 000 §1: "One euro equals 4 coins, rounded up."
  it('credits 4 coins per euro, rounded up, through the ledger, and makes the guest a paying customer', async () => {
    const guest = await env.buyer();
    const response = await topUp(guest.cookie, 12.34, '4242 4242 4242 4242');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'succeeded', coins: 50, guestBalance: 50 });
    expect(await env.ledgerSum(guest.guestId)).toBe(50);
    expect((await env.get('guest/getGuestBalance', guest.cookie)).json().data).toMatchObject({ balance: 50, isPayingCustomer: true });
  });

  it('a declined card answers 402 and credits nothing', async () => {
    const guest = await env.buyer();
    const response = await topUp(guest.cookie, 10, SANDBOX_CARDS.declines);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ success: false, status: 'declined' });
    expect(await env.balance(guest.guestId)).toBe(0);
  });

  it('a 3-D Secure card waits for the challenge; a wrong code fails, 1234 credits once', async () => {
    const guest = await env.buyer();
    const pending = await topUp(guest.cookie, 20, SANDBOX_CARDS.requires3ds);
    expect(pending.statusCode).toBe(202);
    const { paymentId, challengeUrl, status } = pending.json();
    expect(status).toBe('requires_action');
    expect(challengeUrl).toMatch(/\/payment\/sandbox3ds\/3ds_/);
    expect(await env.balance(guest.guestId)).toBe(0);
    const wrong = await env.post('payment/confirm3ds', guest.cookie, { paymentId, code: '0000' });
    expect([wrong.statusCode, wrong.json().field]).toEqual([402, 'body.code']);
    const right = await env.post('payment/confirm3ds', guest.cookie, { paymentId, code: '1234' });
    expect(right.json()).toMatchObject({ success: true, status: 'succeeded', coins: 80, guestBalance: 80 });
    const again = await env.post('payment/confirm3ds', guest.cookie, { paymentId, code: '1234' });
    expect(again.json()).toMatchObject({ success: true, guestBalance: 80 });
    expect(await env.ledgerSum(guest.guestId)).toBe(80);
  });

  it('one top-up key sent 5 times in parallel credits once', async () => {
    const guest = await env.buyer();
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 5 }, () => topUp(guest.cookie, 5, undefined, key)));
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await env.balance(guest.guestId)).toBe(20);
    expect((await topUp(guest.cookie, 5, undefined, key)).json()).toMatchObject({ success: true, guestBalance: 20 });
  });

  it('one-click and auto-recharge need a login, a stored card, and their configuration', async () => {
    const guest = await env.buyer();
    const config = { enabled: true, amounts: [10, 20] };
    expect((await env.post('payment/oneClick/config', guest.cookie, config)).statusCode).toBe(409);
    expect((await env.post('payment/oneClick/charge', guest.cookie, { amount: 10, idempotencyKey: newKey() })).statusCode).toBe(409);
    await topUp(guest.cookie, 5);
    expect((await env.post('payment/oneClick/charge', guest.cookie, { amount: 10, idempotencyKey: newKey() })).statusCode).toBe(409);
    expect((await env.post('payment/oneClick/config', guest.cookie, config)).statusCode).toBe(200);
    const charged = await env.post('payment/oneClick/charge', guest.cookie, { amount: 10, idempotencyKey: newKey() });
    expect(charged.json()).toMatchObject({ success: true, guestBalance: 60 });
    expect((await env.post('payment/autoRecharge/config', guest.cookie, { enabled: true, amountEuros: 25, thresholdCoins: 10 })).statusCode).toBe(200);
    const session = (await env.get('guest/session', guest.cookie)).json().data;
    expect(session).toMatchObject({ oneClickAmounts: [10, 20], oneClickChargeAmounts: [40, 80], autoRechargeAmount: 25, isPayingCustomer: true });
    const anonymous = await env.anonymous();
    expect((await env.post('payment/oneClick/charge', anonymous.cookie, { amount: 10, idempotencyKey: newKey() })).statusCode).toBe(401);
  });

  describe('auto-recharge ("thresholdCoins: a balance in coins below which to recharge")', () => {
    /** A guest with a stored card (a 25 EUR top-up: 100 coins) and auto-recharge of 10 EUR below 60 coins. */
    const recharging = async (enabled = true) => {
      const guest = await env.buyer();
      expect((await topUp(guest.cookie, 25)).json()).toMatchObject({ success: true, guestBalance: 100 });
      expect((await env.post('payment/autoRecharge/config', guest.cookie, { enabled, amountEuros: 10, thresholdCoins: 60 })).statusCode).toBe(200);
      return guest;
    };
    const tip = (cookie: string, amountCoins: number, key = newKey()) => env.post('feed/post/1/tip', cookie, { amountCoins, idempotencyKey: key });
    const autoPayments = (guestId: string) =>
      env.db().selectFrom('payments').select(['status', 'amount_cents', 'coins']).where('guest_id', '=', guestId).where('source', '=', 'autoRecharge').execute();

    it('a spend that takes the balance below the threshold charges the stored card once, through the ledger', async () => {
      const guest = await recharging();
      expect((await tip(guest.cookie, 30)).json()).toMatchObject({ success: true, guestBalance: 70 });
      expect(await autoPayments(guest.guestId)).toEqual([]);
      const key = newKey();
      // 70 -> 50 crosses 60: 10 EUR = 40 coins come in after the tip's own answer (balance 50).
      expect((await tip(guest.cookie, 20, key)).json()).toMatchObject({ success: true, guestBalance: 50 });
      expect(await autoPayments(guest.guestId)).toEqual([{ status: 'succeeded', amount_cents: 1000, coins: 40 }]);
      expect(await env.balance(guest.guestId)).toBe(90);
      expect(await env.ledgerSum(guest.guestId)).toBe(90);
      // The same spend sent again (a retry) is answered from the first time and recharges nothing more.
      expect((await tip(guest.cookie, 20, key)).json()).toMatchObject({ success: true, guestBalance: 50 });
      expect(await autoPayments(guest.guestId)).toHaveLength(1);
      expect(await env.balance(guest.guestId)).toBe(90);
    });

    it('a balance already below the threshold is not recharged again on each spend; switched off, nothing is charged', async () => {
      const guest = await recharging();
      await env.post('payment/autoRecharge/config', guest.cookie, { enabled: true, amountEuros: 10, thresholdCoins: 200 });
      // 100 is below 200 before the spend: no crossing, no recharge.
      expect((await tip(guest.cookie, 10)).json()).toMatchObject({ success: true, guestBalance: 90 });
      expect(await autoPayments(guest.guestId)).toEqual([]);
      const off = await recharging(false);
      expect((await tip(off.cookie, 50)).json()).toMatchObject({ success: true, guestBalance: 50 });
      expect(await autoPayments(off.guestId)).toEqual([]);
    });
  });

  describe('malformed input gets a 400 naming the field', () => {
    it.each([
      ['payment/topup', { amountEuros: 4.99, card: card(), idempotencyKey: 'key-123456' }, 'body.amountEuros'],
      ['payment/topup', { amountEuros: 501, card: card(), idempotencyKey: 'key-123456' }, 'body.amountEuros'],
      ['payment/topup', { amountEuros: 10.005, card: card(), idempotencyKey: 'key-123456' }, 'body.amountEuros'],
      ['payment/topup', { amountEuros: 10, card: card('4242424242424241'), idempotencyKey: 'key-123456' }, 'body.card.number'],
      ['payment/topup', { amountEuros: 10, card: card(undefined, '01/20'), idempotencyKey: 'key-123456' }, 'body.card.expiry'],
      ['payment/topup', { amountEuros: 10, card: card(undefined, '1/2030'), idempotencyKey: 'key-123456' }, 'body.card.expiry'],
      ['payment/topup', { amountEuros: 10, card: card(undefined, undefined, '12'), idempotencyKey: 'key-123456' }, 'body.card.cvc'],
      ['payment/topup', { amountEuros: 10, card: card() }, 'body.idempotencyKey'],
      ['payment/confirm3ds', { paymentId: 'nope', code: '1234' }, 'body.paymentId'],
      ['payment/confirm3ds', { paymentId: '6f1c1f9e-8a36-4a8f-9a55-0a3c3b6b6a11' }, 'body.code'],
      ['payment/oneClick/config', { enabled: 'yes', amounts: [10] }, 'body.enabled'],
      ['payment/oneClick/config', { enabled: true, amounts: [] }, 'body.amounts'],
      ['payment/oneClick/charge', { amount: 1, idempotencyKey: 'key-123456' }, 'body.amount'],
      ['payment/autoRecharge/config', { enabled: true, amountEuros: 25 }, 'body.thresholdCoins'],
    ])('POST %s %j -> %s', async (url, payload, field) => {
      const guest = await env.buyer();
      const response = await env.post(url, guest.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    });
  });
}
