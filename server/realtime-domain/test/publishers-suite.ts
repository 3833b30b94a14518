/**
 * Events the rest of the backend causes (issue 4 §7: "a purchase on one
 * device updates the balance on every open device"): domain calls return
 * what they changed, the routes publish it after the commit, and nothing
 * goes out when the change failed or rolled back.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { issueToken } from '../../guests/one-time-tokens';
import { creditCoins } from '../../money/ledger';
import { purchase, type PurchaseRequest } from '../../money/purchases';
import { grantSubscriptionDays, SUBSCRIPTION_PRICES } from '../../money/subscriptions';
import { decideAgeVerification } from '../../trust/age-verification';
import { setGuestStanding } from '../../trust/guest-standing';
import { verifyAge } from '../../trust/test/env';
import { randomIp, signUpAndLogIn } from '../../test/guests';
import type { DomainEnv } from './env';

/** The publisher tests for one dialect. */
export function definePublisherTests(env: DomainEnv) {
  const key = () => randomUUID();
  const funded = async (coins: number) => {
    const member = await env.member();
    if (coins > 0) await creditCoins(env.db(), { guestId: member.guest.id, amount: coins, reason: 'test', idempotencyKey: key() });
    env.hub().clear();
    return member;
  };
  const video = (guestId: string, price: number, extra: Partial<PurchaseRequest> = {}): PurchaseRequest => ({
    guestId, itemType: 'video', itemId: key(), price, idempotencyKey: key(), ownable: true, language: 'de', ...extra,
  });
  const request = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object): Promise<LightMyRequestResponse> =>
    env.apps().site.inject({ method, url, remoteAddress: randomIp(), headers: { cookie }, ...(payload ? { payload } : {}) });
  const post = (url: string, cookie: string, payload: object) => request('POST', `/rest/v1/${url}`, cookie, payload);

  it('a purchase returns balance (English format), vouchers and loyalty points, published to the buyer only', async () => {
    const { guest } = await funded(100);
    const { guest: bystander } = await funded(0);
    const outcome = await purchase(env.db(), null, video(guest.id, 30));
    expect(outcome.status).toBe('bought');
    await env.publish(outcome.changes);
    expect(env.hub().eventsOf(guest.id)).toEqual([
      { type: 'guestBalance', balance: 70, balanceFormatted: expect.stringContaining('70'), isPayingCustomer: false },
      { type: 'vouchers', vouchers: [] },
      { type: 'loyaltyPoints', points: 3 },
    ]);
    expect(env.hub().eventsOf(bystander.id)).toEqual([]);
  });

  it('a purchase route publishes after its commit: the buyer hears the new balance', async () => {
    const { guest, cookie } = await funded(100);
    const videoRow = await env.db().selectFrom('videos').select(['id', 'price']).where('free', '=', 0).where('price', '<=', 100)
      .where('performer_id', 'not in', env.db().selectFrom('performer_banned_countries').select('performer_id')).orderBy('id').executeTakeFirstOrThrow();
    const bought = await post(`video/${videoRow.id}/buy`, cookie, { idempotencyKey: key() });
    expect(bought.json()).toMatchObject({ success: true, guestBalance: 100 - videoRow.price });
    expect(env.hub().eventsOf(guest.id)[0]).toEqual({ type: 'guestBalance', balance: 100 - videoRow.price, balanceFormatted: expect.any(String), isPayingCustomer: false });
  });

  it('returns no changes, so publishes nothing, for a purchase refused for lack of coins, one that rolled back, or a replay', async () => {
    const { guest } = await funded(10);
    const refused = await purchase(env.db(), null, video(guest.id, 30));
    expect(refused).toMatchObject({ status: 'insufficient', changes: [] });
    const failing = video(guest.id, 5, { effect: async () => { throw new Error('effect failed'); } });
    await expect(purchase(env.db(), null, failing)).rejects.toThrow('effect failed');
    const once = video(guest.id, 5);
    await purchase(env.db(), null, once);
    const replayed = await purchase(env.db(), null, once);
    expect(replayed).toMatchObject({ status: 'replayed', changes: [] });
    await env.publish([...refused.changes, ...replayed.changes]);
    expect(env.hub().published).toEqual([]);
  });

  it('a VIP purchase publishes vipUpdate (price, isStarted) after the balance', async () => {
    const { guest } = await funded(100);
    const outcome = await purchase(env.db(), null, video(guest.id, SUBSCRIPTION_PRICES.vip, { itemType: 'vip', ownable: false, effect: (trx) => grantSubscriptionDays(trx, guest.id, 'vip', 30) }));
    await env.publish(outcome.changes);
    expect(env.hub().eventsOf(guest.id).at(-1)).toEqual({ type: 'vipUpdate', isVip: true, price: SUBSCRIPTION_PRICES.vip, isStarted: true });
  });

  it('a top-up publishes the new balance and paying-customer flag; a declined card publishes nothing', async () => {
    const { guest, cookie } = await funded(0);
    const card = (number: string) => ({ number, expiry: '12/34', cvc: '123' });
    expect((await post('payment/topup', cookie, { amountEuros: 10, card: card('4000000000000002'), idempotencyKey: key() })).statusCode).toBe(402);
    expect(env.hub().published).toEqual([]);
    const answer = (await post('payment/topup', cookie, { amountEuros: 10, card: card('4242424242424242'), idempotencyKey: key() })).json();
    expect(env.hub().eventsOf(guest.id)).toEqual([{ type: 'guestBalance', balance: answer.guestBalance, balanceFormatted: expect.any(String), isPayingCustomer: true }]);
  });

  it('a redeemed bonus code publishes balance, vouchers, VIP, TV and bonusCodeRedeemed', async () => {
    const { guest, cookie } = await funded(0);
    expect((await post('guest/redeemBonus', cookie, { code: 'NEU50WELCOME' })).statusCode).toBe(200);
    expect(env.hub().eventsOf(guest.id).map((e) => e.type)).toEqual(['guestBalance', 'vouchers', 'vipUpdate', 'tvSubscriptionUpdate', 'bonusCodeRedeemed']);
    env.hub().clear();
    await post('guest/redeemBonus', cookie, { code: 'NEU50WELCOME' });
    expect(env.hub().published).toEqual([]);
  });

  // spec 000 §4: avsSet gives accepted, avsPending pending, avsRejected rejected, avsRevoked unknown.
  it('age verification publishes avsPending, avsRejected, avsSet and avsRevoked as the state moves', async () => {
    const guest = await signUpAndLogIn(env.apps().site);
    env.hub().clear();
    const first = await verifyAge(env.apps().site, guest, 'reject', 'blurry');
    await expect(decideAgeVerification(env.db(), first, { outcome: 'accepted' })).rejects.toThrow();
    await verifyAge(env.apps().site, guest, 'accept');
    expect((await post('avs/revoke', guest.cookie, {})).statusCode).toBe(200);
    expect(env.hub().eventsOf(guest.guestId)).toEqual([
      { type: 'avsPending' }, { type: 'avsRejected', message: 'blurry' }, { type: 'avsPending' }, { type: 'avsSet' }, { type: 'avsRevoked' },
    ]);
  });

  it('verifying the e-mail publishes emailVerified; locking publishes guestLocked and closes the sockets with 4423', async () => {
    const { guest, cookie } = await funded(0);
    const token = await issueToken(env.db(), guest.id, 'verifyEmail');
    expect((await request('GET', `/rest/v1/guest/verifyEmail?token=${encodeURIComponent(token)}`, cookie)).statusCode).toBe(200);
    await env.publish((await setGuestStanding(env.db(), guest.id, { restrictionLevel: 1 })).changes);
    await env.publish((await setGuestStanding(env.db(), guest.id, { isLocked: true })).changes);
    expect(env.hub().eventsOf(guest.id)).toEqual([{ type: 'emailVerified' }, { type: 'guestLocked' }]);
    expect(env.hub().disconnected).toEqual([{ guestId: guest.id, code: 4423 }]);
  });

  it('a domain call only returns its changes: nothing reaches the hub until its caller publishes them after the commit', async () => {
    const { guest } = await funded(100);
    const outcome = await purchase(env.db(), null, video(guest.id, 10));
    expect(outcome.changes).toEqual([{ kind: 'money', guestId: guest.id, parts: ['balance', 'vouchers', 'loyaltyPoints'] }]);
    expect(env.hub().published).toEqual([]);
    await env.publish(outcome.changes);
    expect(env.hub().eventsOf(guest.id).map((e) => e.type)).toEqual(['guestBalance', 'vouchers', 'loyaltyPoints']);
  });
}
