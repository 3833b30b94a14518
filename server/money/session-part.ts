/**
 * The money fields of the guest session (spec 000 §3), one of the parts the
 * platform gives ACCOUNTS' session builder: balance, balanceFormatted,
 * isPayingCustomer, vouchers, boughtGifts, isVip, isVXTVAboSubscriber,
 * wasVXTVAboSubscriber, oneClick and autoRecharge, loyaltyPoints.
 */
import type { Kysely } from 'kysely';
import type { GuestSession } from '../../sdk/api/guest-types';
import { eurosToCoins, formatMoney } from '../../sdk/money';
import type { Database } from '../db/schema';
import { balanceOf, coinsSpent } from './ledger';
import { readPaymentSettings } from './payment-settings';
import { hadSubscription, isSubscribed } from './subscriptions';
import { usableVouchers } from './vouchers';

/** spec silent on loyalty points: one point per 10 coins spent. */
export const COINS_PER_LOYALTY_POINT = 10;

/** True after the first successful top-up. */
export async function isPayingCustomer(db: Kysely<Database>, guestId: string): Promise<boolean> {
  const row = await db.selectFrom('payments').select('id').where('guest_id', '=', guestId).where('status', '=', 'succeeded').executeTakeFirst();
  return row !== undefined;
}

/** gift id -> quantity. */
export async function boughtGifts(db: Kysely<Database>, guestId: string): Promise<Record<string, number>> {
  const rows = await db.selectFrom('bought_gifts').select(['gift_id', 'quantity']).where('guest_id', '=', guestId).where('quantity', '>', 0).execute();
  return Object.fromEntries(rows.map((r) => [String(r.gift_id), r.quantity]));
}

/** Every money field of the session for one guest. */
export async function moneySessionPart(guestId: string, db: Kysely<Database>): Promise<Partial<GuestSession>> {
  const [balance, paying, vouchers, gifts, vip, tv, wasTv, settings, spent] = await Promise.all([
    balanceOf(db, guestId), isPayingCustomer(db, guestId), usableVouchers(db, guestId), boughtGifts(db, guestId),
    isSubscribed(db, guestId, 'vip'), isSubscribed(db, guestId, 'tv'), hadSubscription(db, guestId, 'tv'),
    readPaymentSettings(db, guestId), coinsSpent(db, guestId),
  ]);
  const oneClick = settings.oneClick?.enabled ? settings.oneClick : null;
  const autoRecharge = settings.autoRecharge?.enabled ? settings.autoRecharge : null;
  return {
    balance,
    // The session has no language of its own; the sdk re-formats with the page language.
    balanceFormatted: formatMoney(balance, 'VXC', 'en'),
    isPayingCustomer: paying,
    vouchers,
    boughtGifts: gifts,
    isVip: vip,
    isVXTVAboSubscriber: tv,
    wasVXTVAboSubscriber: !tv && wasTv,
    oneClickConfig: oneClick ? { ...oneClick } : null,
    oneClickAmounts: oneClick?.amounts ?? [],
    oneClickChargeAmounts: (oneClick?.amounts ?? []).map((euros) => eurosToCoins(euros)),
    autoRechargeConfig: autoRecharge ? { ...autoRecharge } : null,
    autoRechargeAmount: autoRecharge?.amountEuros ?? null,
    loyaltyPoints: Math.floor(spent / COINS_PER_LOYALTY_POINT),
  };
}
