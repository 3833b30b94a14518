/**
 * Top-ups (issue 3 §3): a payments row is claimed first under the idempotency
 * key, then the provider is asked, and the outcome is settled in one
 * transaction: the payment's status, the ledger credit, the guest becoming a
 * paying customer, an on-top bonus (./payment-outcome).
 * issue 11 A7: the key's row keeps a hash of the request, so the same key with
 * another amount is refused (409), and a payment whose outcome was never
 * written (a crash, a lost provider answer) is reconciled with the provider
 * (./reconcile) instead of staying pending.
 */
import type { TopUpAnswer } from '../../sdk/api/guest-types';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../sdk/config';
import { coinsForTopUp, eurosToCents } from '../../sdk/payment/amounts';
import { cardLast4 } from '../../sdk/payment/card';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { isUniqueViolation } from './db-errors';
import { recordOutcome, settleSuccess, storedPaymentAnswer } from './payment-outcome';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';
import { moneyChanged, type Change } from '../changes';
import { isStale, reconcilePayment } from './reconcile';
import { isOtherRequest, keyReusedError, requestHash } from './request-hash';
import type { Attribution } from '../../sdk/attribution';
import { attributePayment } from '../partners/attribution';

export type { TopUpAnswer };

/** The answer for the guest, and what changed (the balance, after a success) for the caller to publish. */
export interface TopUpResult {
  answer: TopUpAnswer;
  changes: Change[];
}

export interface TopUpRequest {
  guestId: string;
  amountEuros: number;
  card: ChargeRequest['card'];
  idempotencyKey: string;
  language: Language;
  source: 'card' | 'oneClick' | 'autoRecharge';
  /** issue 16 §1: the partner click that counts for this request (none: the guest's sign-up click, if any). */
  attribution?: Attribution | null;
}

const PENDING = '{"pending":true}';

/** What a top-up is, for comparing a retry with the first request (the card only by its last digits and expiry: no card number is kept). */
function topUpHash(request: TopUpRequest): string {
  const card = 'token' in request.card ? `token:${request.card.token}` : `card:${cardLast4(request.card.number)}:${request.card.expiry}`;
  return requestHash({ amountCents: eurosToCents(request.amountEuros), source: request.source, card });
}

/** Charges through the provider and credits the coins once per idempotency key. */
export async function topUp(db: Kysely<Database>, provider: PaymentProvider, request: TopUpRequest): Promise<TopUpResult> {
  const paymentId = randomUUID();
  const now = new Date().toISOString();
  const coins = coinsForTopUp(request.amountEuros);
  const hash = topUpHash(request);
  try {
    await db
      .insertInto('payments')
      .values({
        id: paymentId, guest_id: request.guestId, amount_cents: eurosToCents(request.amountEuros), coins, status: 'pending', card_last4: '',
        source: request.source, idempotency_key: request.idempotencyKey, request_hash: hash, answer: PENDING, created_at: now, updated_at: now,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return answerRetry(db, provider, request, hash);
  }
  // Before the charge: a payment that settles later (3-D Secure, the reconciler) is already attributed.
  await attributePayment(db, { paymentId, guestId: request.guestId, current: request.attribution ?? null });
  let result: ChargeResult;
  try {
    result = await provider.charge({ paymentId, amountCents: eurosToCents(request.amountEuros), currency: 'EUR', card: request.card });
  } catch (error) {
    // The answer is lost, not necessarily the charge: the provider's record decides (never charged: the payment fails).
    const reconciled = await reconcilePayment(db, provider, paymentId, request.language).catch(() => null);
    if (reconciled) return reconciled;
    throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The payment provider did not answer; send the same request with the same idempotencyKey again');
  }
  const settled = await recordOutcome(db, { id: paymentId, guest_id: request.guestId, coins, amount_cents: eurosToCents(request.amountEuros) }, result, request.language);
  return { answer: settled, changes: settled.success ? moneyChanged(request.guestId, ['balance']) : [] };
}

/**
 * The same key again: the stored answer for the same request, 409 for another
 * request, and for a payment still pending either its reconciled outcome (when
 * its own request has had time to finish) or 409 "still being processed".
 */
async function answerRetry(db: Kysely<Database>, provider: PaymentProvider, request: TopUpRequest, hash: string): Promise<TopUpResult> {
  const previous = await db.selectFrom('payments').select(['id', 'status', 'answer', 'request_hash', 'updated_at'])
    .where('guest_id', '=', request.guestId).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirstOrThrow();
  if (isOtherRequest(previous.request_hash, hash)) throw keyReusedError(request.idempotencyKey, 'top-up');
  if (previous.status !== 'pending') return { answer: JSON.parse(previous.answer) as TopUpAnswer, changes: [] };
  if (isStale(previous.updated_at, new Date())) {
    const reconciled = await reconcilePayment(db, provider, previous.id, request.language);
    if (reconciled) return reconciled;
  }
  throw new HttpError(409, 'PAYMENT_IN_PROGRESS', 'A top-up with this idempotencyKey is still being processed; retry in a moment', 'body.idempotencyKey');
}

/** Total euros a guest has topped up successfully: the "top-up level" of staggered bonus benefits. */
export async function topUpLevelEuros(db: Kysely<Database>, guestId: string): Promise<number> {
  const row = await db.selectFrom('payments').select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('cents'))
    .where('guest_id', '=', guestId).where('status', '=', 'succeeded').executeTakeFirst();
  return Number(row?.cents ?? 0) / 100;
}

/** Completes a payment waiting for 3-D Secure (POST payment/confirm3ds). */
export async function confirmThreeDs(db: Kysely<Database>, provider: PaymentProvider, input: { guestId: string; paymentId: string; code: string; language: Language }): Promise<TopUpResult> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', input.paymentId).where('guest_id', '=', input.guestId).executeTakeFirst();
  if (!payment) throw new HttpError(404, 'NOT_FOUND', `No payment ${input.paymentId} of this guest`, 'body.paymentId');
  if (payment.status !== 'requires_action') return { answer: JSON.parse(payment.answer) as TopUpAnswer, changes: [] };
  const pending = JSON.parse(payment.answer) as TopUpAnswer;
  const result = await provider.confirmChallenge(pending.challengeId ?? '', input.code);
  if (result.status === 'declined') {
    if (result.reason === 'authentication_failed') throw new HttpError(402, 'WRONG_3DS_CODE', 'The 3-D Secure code is wrong; nothing was charged', 'body.code');
    // Confirmed before, but its outcome was never written (a crash): the provider's record settles it now.
    const reconciled = await reconcilePayment(db, provider, payment.id, input.language);
    if (reconciled) return reconciled;
    throw new HttpError(409, 'PAYMENT_NOT_OPEN', 'The 3-D Secure challenge is no longer open; start a new top-up', 'body.paymentId');
  }
  const settled = await db.transaction().execute((trx) => settleSuccess(trx, payment, result.cardToken, payment.card_last4, input.language));
  if (!settled) return { answer: await storedPaymentAnswer(db, payment.id), changes: [] };
  return { answer: settled, changes: moneyChanged(input.guestId, ['balance']) };
}
