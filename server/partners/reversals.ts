/**
 * Refunds and chargebacks (issue 16 §2: "refunds and chargebacks (sandbox) reverse"). A real provider
 * reports them by webhook; the sandbox has a development route for them (server/routes/rest/partners.ts).
 * A reversal is kept next to the payment; the report subtracts it on the day it happened.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export type ReversalKind = 'refund' | 'chargeback';

/** Reverses a settled payment in full, once (a second reversal of the same payment is a 409). */
export async function reversePayment(db: Kysely<Database>, input: { paymentId: string; kind: ReversalKind; now?: Date }): Promise<{ paymentId: string; kind: ReversalKind; amountCents: number; coins: number }> {
  const payment = await db.selectFrom('payments').select(['id', 'status', 'amount_cents', 'coins']).where('id', '=', input.paymentId).executeTakeFirst();
  if (!payment) throw new HttpError(404, 'NOT_FOUND', `No payment ${input.paymentId}`, 'body.paymentId');
  if (payment.status !== 'succeeded') throw new HttpError(409, 'PAYMENT_NOT_OPEN', `Only a settled payment can be reversed; this one is ${payment.status}`, 'body.paymentId');
  const inserted = await db.insertInto('payment_reversals').values({
    payment_id: payment.id, kind: input.kind, amount_cents: payment.amount_cents, coins: payment.coins, created_at: (input.now ?? new Date()).toISOString(),
  }).onConflict((oc) => oc.column('payment_id').doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new HttpError(409, 'PAYMENT_NOT_OPEN', 'This payment has been reversed already', 'body.paymentId');
  return { paymentId: payment.id, kind: input.kind, amountCents: payment.amount_cents, coins: payment.coins };
}
