/**
 * Events the rest of the backend publishes after its commits (issue 4 §7: "a
 * purchase on one device updates the balance on every open device"), and
 * nothing when the change failed or rolled back.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { issueToken } from '../../guests/one-time-tokens';
import { verifyEmail } from '../../guests/account';
import { creditCoins } from '../../money/ledger';
import { purchase, type PurchaseRequest } from '../../money/purchases';
import { grantSubscriptionDays, SUBSCRIPTION_PRICES } from '../../money/subscriptions';
import { decideAgeVerification, revokeAgeVerification, startAgeVerification } from '../../trust/age-verification';
import { createSandboxAvsProvider } from '../../trust/avs-provider';
import { setGuestStanding } from '../../trust/guest-standing';
import { randomIp } from '../../test/guests';
import { publishGuestEvent } from '../publishers';
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
  const post = (url: string, cookie: string, payload: object): Promise<LightMyRequestResponse> =>
    env.apps().site.inject({ method: 'POST', url: `/rest/v1/${url}`, headers: { cookie, 'x-forwarded-for': randomIp() }, payload });

  it('a purchase publishes balance (English format), vouchers and loyalty points to the buyer only', async () => {
    const { guest } = await funded(100);
    const { guest: bystander } = await funded(0);
    expect((await purchase(env.db(), video(guest.id, 30))).status).toBe('bought');
    expect(env.hub().eventsOf(guest.id)).toEqual([
      { type: 'guestBalance', balance: 70, balanceFormatted: expect.stringContaining('70'), isPayingCustomer: false },
      { type: 'vouchers', vouchers: [] },
      { type: 'loyaltyPoints', points: 3 },
    ]);
    expect(env.hub().eventsOf(bystander.id)).toEqual([]);
  });

  it('publishes nothing for a purchase refused for lack of coins, one that rolled back, or a replay', async () => {
    const { guest } = await funded(10);
    expect((await purchase(env.db(), video(guest.id, 30))).status).toBe('insufficient');
    const failing = video(guest.id, 5, { effect: async () => { throw new Error('effect failed'); } });
    await expect(purchase(env.db(), failing)).rejects.toThrow('effect failed');
    const once = video(guest.id, 5);
    await purchase(env.db(), once);
    env.hub().clear();
    expect((await purchase(env.db(), once)).status).toBe('replayed');
    expect(env.hub().published).toEqual([]);
  });

  it('a VIP purchase publishes vipUpdate (price, isStarted) after the balance', async () => {
    const { guest } = await funded(100);
    await purchase(env.db(), video(guest.id, SUBSCRIPTION_PRICES.vip, { itemType: 'vip', ownable: false, effect: (trx) => grantSubscriptionDays(trx, guest.id, 'vip', 30) }));
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
    const { guest } = await funded(0);
    const provider = createSandboxAvsProvider(() => ['http://localhost']);
    const first = await startAgeVerification(env.db(), provider, { guestId: guest.id, forwardUrl: null });
    await decideAgeVerification(env.db(), first.checkoutId, { outcome: 'rejected', message: 'blurry' });
    await expect(decideAgeVerification(env.db(), first.checkoutId, { outcome: 'accepted' })).rejects.toThrow();
    const second = await startAgeVerification(env.db(), provider, { guestId: guest.id, forwardUrl: null });
    await decideAgeVerification(env.db(), second.checkoutId, { outcome: 'accepted' });
    await revokeAgeVerification(env.db(), guest.id);
    expect(env.hub().eventsOf(guest.id)).toEqual([
      { type: 'avsPending' }, { type: 'avsRejected', message: 'blurry' }, { type: 'avsPending' }, { type: 'avsSet' }, { type: 'avsRevoked' },
    ]);
  });

  it('verifying the e-mail publishes emailVerified; locking publishes guestLocked and closes the sockets with 4423', async () => {
    const { guest } = await funded(0);
    await verifyEmail(env.db(), await issueToken(env.db(), guest.id, 'verifyEmail'));
    await setGuestStanding(env.db(), guest.id, { restrictionLevel: 1 });
    await setGuestStanding(env.db(), guest.id, { isLocked: true });
    expect(env.hub().eventsOf(guest.id)).toEqual([{ type: 'emailVerified' }, { type: 'guestLocked' }]);
    expect(env.hub().disconnected).toEqual([{ guestId: guest.id, code: 4423 }]);
  });

  it('drops a publish made with a transaction handle: events go out only after the commit', async () => {
    const { guest } = await funded(0);
    await env.db().transaction().execute((trx) => publishGuestEvent(trx, guest.id, { type: 'pageReload' }));
    expect(env.hub().published).toEqual([]);
    await publishGuestEvent(env.db(), guest.id, { type: 'pageReload' });
    expect(env.hub().eventsOf(guest.id)).toEqual([{ type: 'pageReload' }]);
  });
}
