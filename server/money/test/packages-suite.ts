/**
 * Coin packages and their bonus through HTTP (issue 12 §7: "offers coin packages (at least three,
 * with any bonus shown)"): GET payment/packages, and the bonus credited by the server with the
 * top-up, through the ledger, once per payment.
 */
import { expect, it } from 'vitest';
import { coinPackages } from '../../../sdk/payment/packages';
import { SANDBOX_CARDS } from '../payment-provider';
import { newKey, type MoneyEnv } from './env';

const card = (number: string = SANDBOX_CARDS.succeeds) => ({ number, expiry: '12/34', cvc: '123' });

/** The package tests for one dialect. */
export function definePackageTests(env: MoneyEnv) {
  const topUp = (cookie: string, amountEuros: number, number?: string, key = newKey()) =>
    env.post('payment/topup', cookie, { amountEuros, card: card(number), idempotencyKey: key });
  const ledger = (guestId: string) =>
    env.db().selectFrom('ledger_entries').select(['delta', 'reason']).where('guest_id', '=', guestId).orderBy('delta', 'desc').execute();

  it('GET payment/packages offers at least three packages with price, coins and bonus, to anyone', async () => {
    const anonymous = await env.anonymous();
    const response = await env.get('payment/packages', anonymous.cookie);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.packages.length).toBeGreaterThanOrEqual(3);
    expect(data.packages).toEqual(coinPackages());
    // spec 000 §1: "One euro equals 4 coins, rounded up."
    for (const offer of data.packages) expect(offer.coins).toBe(Math.ceil(offer.euros * 4));
    // "with any bonus shown": at least one package carries one.
    expect(data.packages.some((offer: { bonusCoins: number }) => offer.bonusCoins > 0)).toBe(true);
    expect(data).toMatchObject({ minEuros: 5, maxEuros: 500, coinsPerEuro: 4 });
  });

  it('a package with a bonus credits its coins and its bonus through the ledger, and says so in the answer', async () => {
    const guest = await env.buyer();
    const fifty = coinPackages().find((offer) => offer.euros === 50)!;
    expect(fifty).toMatchObject({ coins: 200, bonusCoins: 20, bonusPercent: 10 });
    const response = await topUp(guest.cookie, 50);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, coins: 200, bonusCoins: 20, guestBalance: 220 });
    expect(await ledger(guest.guestId)).toEqual([{ delta: 200, reason: 'topup' }, { delta: 20, reason: 'bonus:topUp' }]);
    expect(await env.ledgerSum(guest.guestId)).toBe(220);
  });

  it('the bonus is a rule of the amount: a typed 60 € gets the 50 € tier, 25 € gets none', async () => {
    const guest = await env.buyer();
    expect((await topUp(guest.cookie, 60)).json()).toMatchObject({ coins: 240, bonusCoins: 24, guestBalance: 264 });
    expect((await topUp(guest.cookie, 25)).json()).toMatchObject({ coins: 100, bonusCoins: 0, guestBalance: 364 });
  });

  it('the same top-up sent again, also 5 times at once, credits the bonus once', async () => {
    const guest = await env.buyer();
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 5 }, () => topUp(guest.cookie, 100, undefined, key)));
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await topUp(guest.cookie, 100, undefined, key)).json()).toMatchObject({ success: true, coins: 400, bonusCoins: 80, guestBalance: 480 });
    expect(await env.balance(guest.guestId)).toBe(480);
    expect(await ledger(guest.guestId)).toEqual([{ delta: 400, reason: 'topup' }, { delta: 80, reason: 'bonus:topUp' }]);
  });

  it('after a 3-D Secure step the bonus comes with the coins, once, and not before', async () => {
    const guest = await env.buyer();
    const pending = await topUp(guest.cookie, 50, SANDBOX_CARDS.requires3ds);
    expect(pending.statusCode).toBe(202);
    expect(await env.balance(guest.guestId)).toBe(0);
    const { paymentId } = pending.json();
    const confirmed = await env.post('payment/confirm3ds', guest.cookie, { paymentId, code: '1234' });
    expect(confirmed.json()).toMatchObject({ success: true, coins: 200, bonusCoins: 20, guestBalance: 220 });
    await env.post('payment/confirm3ds', guest.cookie, { paymentId, code: '1234' });
    expect(await env.ledgerSum(guest.guestId)).toBe(220);
  });

  it('a declined package top-up credits neither coins nor bonus', async () => {
    const guest = await env.buyer();
    const response = await topUp(guest.cookie, 100, SANDBOX_CARDS.declines);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ bonusCoins: 0 });
    expect(await ledger(guest.guestId)).toEqual([]);
  });
}
