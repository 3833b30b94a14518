/**
 * Writing a payment's outcome, from the provider's answer or from its record
 * when the answer was lost (issue 3 §3, issue 11 A7). Every write is
 * conditional on the payment still being open, so an outcome is written once:
 * a success credits the ledger once (also keyed by the payment), whether the
 * top-up itself, a retry, or the reconciler gets there first.
 */
import type { Kysely, Transaction } from 'kysely';
import type { TopUpAnswer } from '../../sdk/api/guest-types';
import type { Language } from '../../sdk/config';
import { formatMoney } from '../../sdk/money';
import { onTopCoins, type BonusCodeConfig } from '../../sdk/payment/bonus-codes';
import { topUpBonusCoins } from '../../sdk/payment/packages';
import type { Database } from '../db/schema';
import { balanceOf, creditCoins } from './ledger';
import type { ChargeResult } from './payment-provider';

/** The payments columns an outcome needs. */
export interface OpenPayment {
  id: string;
  guest_id: string;
  coins: number;
  /** The amount paid: its bonus tier decides the top-up bonus (sdk/payment/packages.ts). */
  amount_cents: number;
}

/** Statuses that still wait for an outcome: 'pending' (charge sent), 'requires_action' (3-D Secure step). */
export const OPEN_STATUSES = ['pending', 'requires_action'] as const;

async function balanceAnswer(db: Kysely<Database> | Transaction<Database>, guestId: string, language: Language) {
  const balance = await balanceOf(db, guestId);
  return { guestBalance: balance, guestBalanceFormatted: formatMoney(balance, 'VXC', language) };
}

/** The answer stored with a payment (its outcome once written). */
export async function storedPaymentAnswer(db: Kysely<Database>, paymentId: string): Promise<TopUpAnswer> {
  const row = await db.selectFrom('payments').select('answer').where('id', '=', paymentId).executeTakeFirstOrThrow();
  return JSON.parse(row.answer) as TopUpAnswer;
}

/**
 * Writes the provider's outcome for an open payment in one transaction; when
 * another writer got there first, answers what that writer stored.
 */
export async function recordOutcome(db: Kysely<Database>, payment: OpenPayment, result: ChargeResult, language: Language): Promise<TopUpAnswer> {
  const written = await db.transaction().execute(async (trx): Promise<TopUpAnswer | null> => {
    await trx.updateTable('payments').set({ provider_reference: result.providerReference }).where('id', '=', payment.id).execute();
    if (result.status === 'succeeded') return settleSuccess(trx, payment, result.cardToken, result.last4, language);
    const base = { paymentId: payment.id, coins: payment.coins, bonusCoins: 0, ...(await balanceAnswer(trx, payment.guest_id, language)) };
    const answer: TopUpAnswer =
      result.status === 'declined'
        ? { ...base, success: false, status: 'declined', error: 'The card was declined; nothing was charged' }
        : { ...base, success: false, status: 'requires_action', challengeId: result.challengeId, challengeUrl: result.challengeUrl };
    const updated = await trx.updateTable('payments').set({ status: answer.status, card_last4: result.last4, answer: JSON.stringify(answer), updated_at: new Date().toISOString() })
      .where('id', '=', payment.id).where('status', '=', 'pending').executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1 ? answer : null;
  });
  return written ?? storedPaymentAnswer(db, payment.id);
}

/** Fails a payment the provider never received (nothing was charged); null when it was no longer pending. */
export async function failPayment(db: Kysely<Database>, payment: OpenPayment, error: string, language: Language): Promise<TopUpAnswer> {
  const answer: TopUpAnswer = { success: false, status: 'declined', paymentId: payment.id, coins: payment.coins, bonusCoins: 0, error, ...(await balanceAnswer(db, payment.guest_id, language)) };
  const updated = await db.updateTable('payments').set({ status: 'failed', answer: JSON.stringify(answer), updated_at: new Date().toISOString() })
    .where('id', '=', payment.id).where('status', '=', 'pending').executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? answer : storedPaymentAnswer(db, payment.id);
}

/**
 * Marks a payment succeeded (only once: conditional on it being open), credits
 * its coins, the top-up bonus of its amount and an unused on-top bonus; null
 * when another writer settled it.
 */
export async function settleSuccess(trx: Transaction<Database>, payment: OpenPayment, cardToken: string, last4: string, language: Language): Promise<TopUpAnswer | null> {
  const now = new Date().toISOString();
  const guestId = payment.guest_id;
  const claimed = await trx.updateTable('payments').set({ status: 'succeeded', card_last4: last4, updated_at: now })
    .where('id', '=', payment.id).where('status', 'in', [...OPEN_STATUSES]).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  await creditCoins(trx, { guestId, amount: payment.coins, reason: 'topup', reference: `payment:${payment.id}`, idempotencyKey: `payment:${payment.id}` });
  // issue 12 §7: the package bonus of the amount, in the same transaction and keyed by the payment, so it is credited once.
  const packageBonus = topUpBonusCoins(payment.amount_cents / 100);
  if (packageBonus > 0) {
    await creditCoins(trx, { guestId, amount: packageBonus, reason: 'bonus:topUp', reference: `payment:${payment.id}`, idempotencyKey: `topup-bonus:${payment.id}` });
  }
  const bonusCoins = packageBonus + (await applyOnTopBonus(trx, guestId, payment.coins, now));
  await trx.updateTable('guests').set({ is_paying_customer: 1 }).where('id', '=', guestId).execute();
  await trx.insertInto('payment_settings').values({ guest_id: guestId, card_token: cardToken, one_click: null, auto_recharge: null, updated_at: now })
    .onConflict((oc) => oc.column('guest_id').doUpdateSet({ card_token: cardToken, updated_at: now })).execute();
  const answer: TopUpAnswer = { success: true, status: 'succeeded', paymentId: payment.id, coins: payment.coins, bonusCoins, ...(await balanceAnswer(trx, guestId, language)) };
  await trx.updateTable('payments').set({ answer: JSON.stringify(answer) }).where('id', '=', payment.id).execute();
  return answer;
}

/** The first redeemed, unused on-top code adds its percent to this top-up (spec 002 §3.7 containsTopUpBenefit). */
async function applyOnTopBonus(trx: Transaction<Database>, guestId: string, coins: number, now: string): Promise<number> {
  const open = await trx.selectFrom('bonus_redemptions').innerJoin('bonus_codes', 'bonus_codes.code', 'bonus_redemptions.code')
    .select(['bonus_redemptions.code', 'bonus_codes.config']).where('bonus_redemptions.guest_id', '=', guestId)
    .where('bonus_redemptions.on_top_used_at', 'is', null).orderBy('bonus_redemptions.redeemed_at').execute();
  for (const row of open) {
    const benefit = (JSON.parse(row.config) as BonusCodeConfig).benefits.find((b) => b.kind === 'onTopPercent');
    if (!benefit) continue;
    const used = await trx.updateTable('bonus_redemptions').set({ on_top_used_at: now })
      .where('code', '=', row.code).where('guest_id', '=', guestId).where('on_top_used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) continue;
    const extra = onTopCoins(benefit, coins);
    if (extra > 0) await creditCoins(trx, { guestId, amount: extra, reason: 'bonus:onTop', reference: `bonus:${row.code}`, idempotencyKey: `ontop:${row.code}` });
    return extra;
  }
  return 0;
}
