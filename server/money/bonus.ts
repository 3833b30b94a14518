/**
 * Bonus codes (spec 002 §3.7, §4.10; issue 3 §5): check and redeem. One
 * redemption per guest and code is the table's primary key; every benefit is
 * written in the redemption's transaction (coins through the ledger, the
 * rest as vouchers, subscriptions or owned albums).
 */
import type { Kysely, Transaction } from 'kysely';
import { VOUCHER_TYPES, type VoucherType } from '../../sdk/api/guest-types';
import { eurosToCoins } from '../../sdk/money';
import { bonusRefusal, normalizeBonusCode, staggeredAmount, type BonusBenefit, type BonusCodeConfig, type BonusRefusal } from '../../sdk/payment/bonus-codes';
import type { Database } from '../db/schema';
import type { GuestRecord } from '../guests/current-guest';
import { isUniqueViolation } from './db-errors';
import { creditCoins } from './ledger';
import { grantSubscriptionDays, isSubscribed } from './subscriptions';
import { topUpLevelEuros } from './topup';
import { grantVoucher } from './vouchers';
import { guestEvent, moneyChanged, type Change, type MoneyChange } from '../changes';

/** Every money-related change a bonus code can make. */
export const BONUS_CHANGES: readonly MoneyChange[] = ['balance', 'vouchers', 'vip', 'tv'];

export interface BonusCode {
  code: string;
  validFrom: string;
  config: BonusCodeConfig;
}

/** The code (any case) or null. */
export async function findBonusCode(db: Kysely<Database>, code: string): Promise<BonusCode | null> {
  const row = await db.selectFrom('bonus_codes').selectAll().where('code', '=', normalizeBonusCode(code)).executeTakeFirst();
  return row ? { code: row.code, validFrom: row.valid_from, config: JSON.parse(row.config) as BonusCodeConfig } : null;
}

/** spec 002 §6: mobile authentication means a verified primary mobile number (pin call, TRUST's table). */
async function hasMobileAuth(db: Kysely<Database>, guestId: string): Promise<boolean> {
  const row = await db.selectFrom('pincall_verifications').select('id').where('guest_id', '=', guestId)
    .where('verified', '=', 1).where('type', '=', 'primaryMobile').executeTakeFirst();
  return row !== undefined;
}

async function hasRedeemed(db: Kysely<Database>, guestId: string, code: string): Promise<boolean> {
  const row = await db.selectFrom('bonus_redemptions').select('code').where('code', '=', code).where('guest_id', '=', guestId).executeTakeFirst();
  return row !== undefined;
}

/** Why this guest cannot redeem the code now, or null. */
export async function redeemRefusal(db: Kysely<Database>, guest: GuestRecord | null, code: BonusCode | null, now = new Date()): Promise<BonusRefusal | null> {
  if (!code || !guest) return bonusRefusal(code, { isLoggedIn: false, isVip: false, hasMobileAuth: false, alreadyRedeemed: false }, now);
  const [isVip, mobile, alreadyRedeemed] = await Promise.all([
    isSubscribed(db, guest.id, 'vip', now), hasMobileAuth(db, guest.id), hasRedeemed(db, guest.id, code.code),
  ]);
  return bonusRefusal(code, { isLoggedIn: guest.isLoggedIn, isVip, hasMobileAuth: mobile, alreadyRedeemed }, now);
}

/** What a voucher-like benefit kind becomes. */
const VOUCHER_OF: Partial<Record<BonusBenefit['kind'], VoucherType>> = {
  credits: VOUCHER_TYPES.credits,
  videoVoucher: VOUCHER_TYPES.video,
  photoVoucher: VOUCHER_TYPES.photoAlbum,
  freeMinutes: VOUCHER_TYPES.videochat,
  freeMessages: VOUCHER_TYPES.messages,
  messengerGifts: VOUCHER_TYPES.messengerGift,
  liveShow: VOUCHER_TYPES.liveShow,
};

export interface CreditedBenefit {
  kind: BonusBenefit['kind'];
  amount: number;
}

async function applyBenefit(trx: Transaction<Database>, guestId: string, code: string, benefit: BonusBenefit, amount: number): Promise<void> {
  const voucherType = VOUCHER_OF[benefit.kind];
  if (voucherType !== undefined) {
    await grantVoucher(trx, { guestId, type: voucherType, amount, validDays: benefit.validDays, actorId: benefit.actorId ?? null, source: `bonus:${code}` });
    return;
  }
  switch (benefit.kind) {
    case 'coins':
    case 'bonusMoney': {
      const coins = benefit.kind === 'coins' ? amount : eurosToCoins(amount);
      await creditCoins(trx, { guestId, amount: coins, reason: 'bonus:code', reference: `bonus:${code}`, idempotencyKey: `bonus:${code}:${benefit.kind}` });
      return;
    }
    case 'vipSubscription':
      return grantSubscriptionDays(trx, guestId, 'vip', amount);
    case 'premiumSubscription':
      return grantSubscriptionDays(trx, guestId, 'tv', amount);
    case 'mediaAlbum':
      await trx.insertInto('owned_items').values({ guest_id: guestId, item_type: 'album', item_id: String(amount), purchase_id: `bonus:${code}`, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['guest_id', 'item_type', 'item_id']).doNothing()).execute();
      return;
    default:
      // onTopPercent is used by the next top-up; performerSubscription has no store yet and is only recorded.
      return;
  }
}

/** Redeems the code for the guest; the caller has checked redeemRefusal. A concurrent second redemption gets 'alreadyRedeemed'. */
export async function redeemBonusCode(db: Kysely<Database>, guestId: string, code: BonusCode): Promise<{ status: 'redeemed'; benefits: CreditedBenefit[]; changes: Change[] } | { status: 'alreadyRedeemed' }> {
  const level = await topUpLevelEuros(db, guestId);
  const benefits = code.config.benefits.map((b) => ({ kind: b.kind, amount: b.kind === 'onTopPercent' ? b.amount : staggeredAmount(b, level) }));
  try {
    await db.transaction().execute(async (trx) => {
      // The primary key (code, guest_id) is inserted first: a second redemption fails here before anything is credited.
      await trx.insertInto('bonus_redemptions').values({ code: code.code, guest_id: guestId, redeemed_at: new Date().toISOString(), benefits: JSON.stringify(benefits), on_top_used_at: null }).execute();
      for (const [index, benefit] of code.config.benefits.entries()) {
        const amount = benefits[index]!.amount;
        if (amount > 0) await applyBenefit(trx, guestId, code.code, benefit, amount);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'alreadyRedeemed' };
    throw error;
  }
  const changes = [...moneyChanged(guestId, BONUS_CHANGES), guestEvent(guestId, { type: 'bonusCodeRedeemed', code: code.code })];
  return { status: 'redeemed', benefits, changes };
}

/** spec 002 §4.10: "A promo code can be checked for whether the guest has not yet redeemed its on-top instance." */
export async function hasNotRedeemedOnTop(db: Kysely<Database>, guestId: string | null, code: BonusCode): Promise<boolean> {
  if (!code.config.containsTopUpBenefit) return false;
  if (!guestId) return true;
  const row = await db.selectFrom('bonus_redemptions').select('on_top_used_at').where('code', '=', code.code).where('guest_id', '=', guestId).executeTakeFirst();
  return row?.on_top_used_at == null;
}
