/**
 * Top-ups (issue 3 §3): a payments row is claimed first under the idempotency
 * key (a duplicate replays the stored answer), then the provider is asked,
 * and the outcome is settled in one transaction: the payment's status, the
 * ledger credit, the guest becoming a paying customer, an on-top bonus.
 */
import type { TopUpAnswer } from '../../sdk/api/guest-types';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Language } from '../../sdk/config';
import { formatMoney } from '../../sdk/money';
import { coinsForTopUp, eurosToCents } from '../../sdk/payment/amounts';
import { onTopCoins, type BonusCodeConfig } from '../../sdk/payment/bonus-codes';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { isUniqueViolation } from './db-errors';
import { balanceOf, creditCoins } from './ledger';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';
import { publishMoneyChanges } from '../realtime-domain/publishers';

export type { TopUpAnswer };

export interface TopUpRequest {
  guestId: string;
  amountEuros: number;
  card: ChargeRequest['card'];
  idempotencyKey: string;
  language: Language;
  source: 'card' | 'oneClick' | 'autoRecharge';
}

const PENDING = '{"pending":true}';

/** Charges through the provider and credits the coins once per idempotency key. */
export async function topUp(db: Kysely<Database>, provider: PaymentProvider, request: TopUpRequest): Promise<TopUpAnswer> {
  const paymentId = randomUUID();
  const now = new Date().toISOString();
  const coins = coinsForTopUp(request.amountEuros);
  try {
    await db
      .insertInto('payments')
      .values({
        id: paymentId, guest_id: request.guestId, amount_cents: eurosToCents(request.amountEuros), coins, status: 'pending',
        card_last4: '', source: request.source, idempotency_key: request.idempotencyKey, answer: PENDING, created_at: now, updated_at: now,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const previous = await db.selectFrom('payments').select('answer').where('guest_id', '=', request.guestId).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirstOrThrow();
    if (previous.answer === PENDING) throw new HttpError(409, 'PAYMENT_IN_PROGRESS', 'A top-up with this idempotencyKey is still being processed; retry in a moment', 'body.idempotencyKey');
    return JSON.parse(previous.answer) as TopUpAnswer;
  }
  let result: ChargeResult;
  try {
    result = await provider.charge({ paymentId, amountCents: eurosToCents(request.amountEuros), currency: 'EUR', card: request.card });
  } catch (error) {
    await db.updateTable('payments').set({ status: 'failed', answer: JSON.stringify({ success: false, status: 'declined', paymentId, error: 'Payment provider unavailable' }), updated_at: new Date().toISOString() }).where('id', '=', paymentId).execute();
    throw error;
  }
  const settled = await db.transaction().execute(async (trx): Promise<TopUpAnswer> => {
    if (result.status === 'succeeded') return settleSuccess(trx, paymentId, request.guestId, coins, result.cardToken, result.last4, request.language);
    const base = { paymentId, coins, bonusCoins: 0, ...(await balanceAnswer(trx, request.guestId, request.language)) };
    const answer: TopUpAnswer =
      result.status === 'declined'
        ? { ...base, success: false, status: 'declined', error: 'The card was declined; nothing was charged' }
        : { ...base, success: false, status: 'requires_action', challengeId: result.challengeId, challengeUrl: result.challengeUrl };
    await trx.updateTable('payments').set({ status: answer.status, card_last4: result.last4, answer: JSON.stringify(answer), updated_at: new Date().toISOString() }).where('id', '=', paymentId).execute();
    return answer;
  });
  if (settled.success) await publishMoneyChanges(db, request.guestId, ['balance']);
  return settled;
}

async function balanceAnswer(db: Kysely<Database>, guestId: string, language: Language) {
  const balance = await balanceOf(db, guestId);
  return { guestBalance: balance, guestBalanceFormatted: formatMoney(balance, 'VXC', language) };
}

/** Marks a payment succeeded (only once: conditional on its current status), credits coins and an unused on-top bonus. */
export async function settleSuccess(
  trx: Transaction<Database>, paymentId: string, guestId: string, coins: number, cardToken: string, last4: string, language: Language,
): Promise<TopUpAnswer> {
  const now = new Date().toISOString();
  const claimed = await trx.updateTable('payments').set({ status: 'succeeded', card_last4: last4, updated_at: now })
    .where('id', '=', paymentId).where('status', 'in', ['pending', 'requires_action']).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(409, 'PAYMENT_NOT_OPEN', `Payment ${paymentId} is already settled`, 'body.paymentId');
  await creditCoins(trx, { guestId, amount: coins, reason: 'topup', reference: `payment:${paymentId}`, idempotencyKey: `payment:${paymentId}` });
  const bonusCoins = await applyOnTopBonus(trx, guestId, coins, now);
  await trx.updateTable('guests').set({ is_paying_customer: 1 }).where('id', '=', guestId).execute();
  await trx.insertInto('payment_settings').values({ guest_id: guestId, card_token: cardToken, one_click: null, auto_recharge: null, updated_at: now })
    .onConflict((oc) => oc.column('guest_id').doUpdateSet({ card_token: cardToken, updated_at: now })).execute();
  const answer: TopUpAnswer = { success: true, status: 'succeeded', paymentId, coins, bonusCoins, ...(await balanceAnswer(trx, guestId, language)) };
  await trx.updateTable('payments').set({ answer: JSON.stringify(answer) }).where('id', '=', paymentId).execute();
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

/** Total euros a guest has topped up successfully: the "top-up level" of staggered bonus benefits. */
export async function topUpLevelEuros(db: Kysely<Database>, guestId: string): Promise<number> {
  const row = await db.selectFrom('payments').select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('cents'))
    .where('guest_id', '=', guestId).where('status', '=', 'succeeded').executeTakeFirst();
  return Number(row?.cents ?? 0) / 100;
}

/** Completes a payment waiting for 3-D Secure (POST payment/confirm3ds). */
export async function confirmThreeDs(db: Kysely<Database>, provider: PaymentProvider, input: { guestId: string; paymentId: string; code: string; language: Language }): Promise<TopUpAnswer> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', input.paymentId).where('guest_id', '=', input.guestId).executeTakeFirst();
  if (!payment) throw new HttpError(404, 'NOT_FOUND', `No payment ${input.paymentId} of this guest`, 'body.paymentId');
  if (payment.status !== 'requires_action') return JSON.parse(payment.answer) as TopUpAnswer;
  const pending = JSON.parse(payment.answer) as TopUpAnswer;
  const result = await provider.confirmChallenge(pending.challengeId ?? '', input.code);
  if (result.status === 'declined') {
    if (result.reason === 'authentication_failed') throw new HttpError(402, 'WRONG_3DS_CODE', 'The 3-D Secure code is wrong; nothing was charged', 'body.code');
    throw new HttpError(409, 'PAYMENT_NOT_OPEN', 'The 3-D Secure challenge is no longer open; start a new top-up', 'body.paymentId');
  }
  const settled = await db.transaction().execute((trx) => settleSuccess(trx, payment.id, input.guestId, payment.coins, result.cardToken, payment.card_last4, input.language));
  await publishMoneyChanges(db, input.guestId, ['balance']);
  return settled;
}
