/** Bonus codes through HTTP (spec 002 §3.7, §4.10; issue 3 §5 and §9). */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newKey, type MoneyEnv } from './env';

/** The bonus-code tests for one dialect. */
export function defineBonusTests(env: MoneyEnv) {
  const redeem = (cookie: string | null, code?: string) => env.post('guest/redeemBonus', cookie, code === undefined ? {} : { code });
  const topUp = (cookie: string, amountEuros: number) =>
    env.post('payment/topup', cookie, { amountEuros, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' }, idempotencyKey: newKey() });

  // spec 000 §5: "A redeem-bonus call goes out only when a code is given."
  it('answers 400 naming body.code when no code is given', async () => {
    const guest = await env.buyer();
    for (const payload of [undefined, '']) {
      const response = await redeem(guest.cookie, payload);
      expect([response.statusCode, response.json().field]).toEqual([400, 'body.code']);
    }
  });

  it('checks a code: canRedeem plus config (spec 002 §3.7)', async () => {
    const anonymous = await env.check(null, 'neu50welcome');
    expect(anonymous).toMatchObject({ success: true, data: { code: 'NEU50WELCOME', canRedeem: false, reason: 'loginRequired', config: { containsTopUpBenefit: true } } });
    const guest = await env.buyer();
    expect((await env.check(guest.cookie, 'NEU50WELCOME')).data.canRedeem).toBe(true);
    expect((await env.get('bonus/check/NOSUCHCODE', guest.cookie)).statusCode).toBe(404);
  });

  it('redeems NEU50WELCOME once: coins through the ledger, a video voucher, then the on-top bonus on the next top-up', async () => {
    const guest = await env.buyer();
    const first = await redeem(guest.cookie, 'NEU50WELCOME');
    expect(first.statusCode).toBe(200);
    expect(await env.ledgerSum(guest.guestId)).toBe(10);
    expect((await env.get('promo/hasGuestNotRedeemedOnTopCodeInstance/NEU50WELCOME', guest.cookie)).json().data).toBe(true);
    const second = await redeem(guest.cookie, 'NEU50WELCOME');
    expect([second.statusCode, second.json().reason]).toEqual([409, 'alreadyRedeemed']);
    const session = (await env.get('guest/session', guest.cookie)).json().data;
    expect(session.vouchers.filter((v: { type: number }) => v.type === 1)).toHaveLength(1);
    // 20 € = 80 coins, plus 50 % on top = 40.
    expect((await topUp(guest.cookie, 20)).json()).toMatchObject({ coins: 80, bonusCoins: 40, guestBalance: 130 });
    expect((await env.get('promo/hasGuestNotRedeemedOnTopCodeInstance/NEU50WELCOME', guest.cookie)).json().data).toBe(false);
    expect((await topUp(guest.cookie, 5)).json()).toMatchObject({ bonusCoins: 0, guestBalance: 150 });
    expect(await env.ledgerSum(guest.guestId)).toBe(150);
  });

  // spec 002 §3.7: "Most benefit kinds support staggered amounts by top-up level."
  it('staggers the coins by top-up level: 25 € topped up gives 20 coins instead of 10', async () => {
    const guest = await env.buyer();
    await topUp(guest.cookie, 25);
    expect((await redeem(guest.cookie, 'NEU50WELCOME')).json().data.benefits).toContainEqual({ kind: 'coins', amount: 20 });
    expect(await env.balance(guest.guestId)).toBe(120);
  });

  it('redeems CONVCHATTRIAL into free-minute vouchers', async () => {
    const guest = await env.buyer();
    expect((await redeem(guest.cookie, 'CONVCHATTRIAL')).statusCode).toBe(200);
    const vouchers = (await env.get('guest/session', guest.cookie)).json().data.vouchers;
    expect(vouchers).toMatchObject([{ type: 2, amount: 5 }]);
  });

  it('enforces the vip and requireMobileAuth conditions and the validity window', async () => {
    const guest = await env.buyer(100);
    expect((await redeem(guest.cookie, 'VIPGIFTS')).json()).toMatchObject({ reason: 'requiresVip' });
    await env.post('subscription/vip', guest.cookie, { idempotencyKey: newKey() });
    expect((await redeem(guest.cookie, 'VIPGIFTS')).statusCode).toBe(200);
    expect((await env.get('guest/benefits', guest.cookie)).json().data.messengerGiftCount).toBe(3);

    expect((await redeem(guest.cookie, 'MOBILE20')).json()).toMatchObject({ reason: 'requiresMobileAuth' });
    const now = new Date().toISOString();
    await env.db().insertInto('pincall_verifications').values({
      id: randomUUID(), guest_id: guest.guestId, type: 'primaryMobile', country_code: 'DE', pre_code: '+49', number: '1701234567',
      e123: '+49 170 1234567', e164: '+491701234567', pin_hash: 'x', pin_length: 6, verified: 1, failed_attempts: 0, created_at: now, verified_at: now,
    }).execute();
    expect((await redeem(guest.cookie, 'MOBILE20')).statusCode).toBe(200);

    expect((await redeem(guest.cookie, 'SUMMER2020')).json()).toMatchObject({ reason: 'expired' });
    expect((await redeem(guest.cookie, 'FUTURE2099')).json()).toMatchObject({ reason: 'notYetValid' });
    expect((await redeem(guest.cookie, 'NOSUCHCODE')).statusCode).toBe(404);
    expect((await redeem(null, 'CONVCHATTRIAL')).statusCode).toBe(401);
  });

  it('redeeming one code 5 times in parallel credits once', async () => {
    const guest = await env.buyer();
    const responses = await Promise.all(Array.from({ length: 5 }, () => redeem(guest.cookie, 'NEU50WELCOME')));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await env.balance(guest.guestId)).toBe(10);
  });

  // issue 3 §9: "rate limits on ... bonus-code redemption ... with a clear 429"
  it('rate limits redemption with a clear 429', async () => {
    const guest = await env.buyer();
    const statuses: number[] = [];
    let last = null as null | { error: string };
    for (let i = 0; i < 11; i++) {
      const response = await redeem(guest.cookie, 'NOSUCHCODE');
      statuses.push(response.statusCode);
      last = response.json();
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last?.error).toMatch(/Too many bonus-code redemptions; try again in/);
  });
}
