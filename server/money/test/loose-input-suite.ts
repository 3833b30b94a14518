/**
 * issue 11 A8: "Loose money input: tips of `true`, `[5]`, `"0x10"` and `" 7 "` are charged as 1, 5, 16
 * and 7 coins. No type coercion on bodies; amounts are integers in range or a 400 naming the field."
 * Each loose value goes into each amount of each money route; the answer is a 400 naming that field,
 * and neither the balance nor the payments and purchases change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../payment-provider';
import { newKey, type MoneyEnv } from './env';

/** What an attacker sends instead of a number; none of it is a valid amount anywhere. */
const LOOSE_VALUES: [string, unknown][] = [
  ['true', true],
  ['[5]', [5]],
  ['"0x10"', '0x10'],
  ['" 7 "', ' 7 '],
  ['"5"', '5'],
  ['null', null],
  ['a float', 2.5],
  ['a negative', -5],
  ['a huge number', 1e300],
];

const card = { number: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123' };

/** Every amount field of every money route, and a valid body it is replaced in. */
const AMOUNT_FIELDS: { url: string; body: () => Record<string, unknown>; field: string }[] = [
  { url: 'feed/post/1/tip', body: () => ({ amountCoins: 5, idempotencyKey: newKey() }), field: 'amountCoins' },
  { url: 'messenger/gift/buy', body: () => ({ giftId: 1, quantity: 1, idempotencyKey: newKey() }), field: 'quantity' },
  { url: 'messenger/gift/buy', body: () => ({ giftId: 1, quantity: 1, idempotencyKey: newKey() }), field: 'giftId' },
  // Euros may have cents, but 2.5 is below the 5 € minimum: every loose value is refused here too.
  { url: 'payment/topup', body: () => ({ amountEuros: 10, card, idempotencyKey: newKey() }), field: 'amountEuros' },
  { url: 'payment/oneClick/charge', body: () => ({ amount: 10, idempotencyKey: newKey() }), field: 'amount' },
  { url: 'payment/oneClick/config', body: () => ({ enabled: true, amounts: [10, 20] }), field: 'amounts' },
  { url: 'payment/autoRecharge/config', body: () => ({ enabled: true, amountEuros: 10, thresholdCoins: 50 }), field: 'amountEuros' },
  { url: 'payment/autoRecharge/config', body: () => ({ enabled: true, amountEuros: 10, thresholdCoins: 50 }), field: 'thresholdCoins' },
];

/** The loose-input attack tests for one dialect. */
export function defineLooseInputTests(env: MoneyEnv) {
  let guest: { guestId: string; cookie: string };
  beforeAll(async () => {
    // A guest who could really pay: coins, a stored card, one-click switched on.
    guest = await env.buyer(1000);
    expect((await env.post('payment/topup', guest.cookie, { amountEuros: 5, card, idempotencyKey: newKey() })).statusCode).toBe(200);
    expect((await env.post('payment/oneClick/config', guest.cookie, { enabled: true, amounts: [10] })).statusCode).toBe(200);
  });

  const traces = async () => {
    const db = env.db();
    const [payments, purchases, settings] = await Promise.all([
      db.selectFrom('payments').select('id').where('guest_id', '=', guest.guestId).execute(),
      db.selectFrom('purchases').select('id').where('guest_id', '=', guest.guestId).execute(),
      db.selectFrom('payment_settings').select(['one_click', 'auto_recharge']).where('guest_id', '=', guest.guestId).executeTakeFirst(),
    ]);
    return { balance: await env.balance(guest.guestId), ledger: await env.ledgerSum(guest.guestId), payments: payments.length, purchases: purchases.length, settings };
  };

  for (const { url, body, field } of AMOUNT_FIELDS) {
    describe(`POST ${url} with a loose ${field}`, () => {
      it.each(LOOSE_VALUES)('%s -> 400 naming the field, nothing charged or stored', async (_, value) => {
        const before = await traces();
        const payload = body();
        payload[field] = field === 'amounts' ? [value] : value;
        const response = await env.post(url, guest.cookie, payload);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().field).toBe(field === 'amounts' ? 'body.amounts.0' : `body.${field}`);
        expect(await traces()).toEqual(before);
      });
    });
  }

  it('one number where the list of amounts belongs is refused too (no scalar-to-array coercion)', async () => {
    const before = await traces();
    const response = await env.post('payment/oneClick/config', guest.cookie, { enabled: true, amounts: 10 });
    expect([response.statusCode, response.json().field]).toEqual([400, 'body.amounts']);
    expect(await traces()).toEqual(before);
  });

  it('a tip sent as a real integer is still charged (the attack tests above are not refusing everything)', async () => {
    const before = await traces();
    const response = await env.post('feed/post/1/tip', guest.cookie, { amountCoins: 7, idempotencyKey: newKey() });
    expect(response.statusCode).toBe(200);
    expect(await env.balance(guest.guestId)).toBe(before.balance - 7);
  });
}
