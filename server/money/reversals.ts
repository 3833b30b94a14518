/**
 * A refund or chargeback of a settled payment, as the provider's signed notice reports it (issue 16 §2:
 * "Revenue counts only settled payments; refunds and chargebacks (sandbox) reverse"). The rules are
 * sdk/payment/reversals.ts; the notice and its signature ./provider-notices.ts. In one transaction:
 * - the notice must name a payment of ours by its id AND the provider's reference of that payment's charge
 *   (a notice pairing one guest's payment with another's charge reverses nothing), settled, for its whole amount;
 * - one reversal per payment (payment_reversals), one application per notice id (provider_notices: a repeat
 *   delivery answers what the first did and writes nothing);
 * - the coins the payment credited (its coins and its top-up bonus) are taken back with a ledger entry; what was
 *   spent is owed (server/money/ledger.ts reverseCoins); a chargeback forgets the stored card.
 * The partner report subtracts the reversal on its day (server/partners/report.ts).
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ReversalKind } from '../../sdk/payment/reversals';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { moneyChanged, type Change } from '../changes';
import { reverseCoins } from './ledger';
import { NOTICE_TYPES, type ProviderNotice } from './provider-notices';

export interface ReversalAnswer {
  noticeId: string;
  paymentId: string;
  kind: ReversalKind;
  amountCents: number;
  /** The coins the payment bought (the partner report's VXC). */
  coins: number;
  /** What the ledger took back (coins and top-up bonus), and what the guest owes because it was spent. */
  coinsTaken: number;
  coinsOwed: number;
  /** True for a repeat delivery of a notice applied before: nothing was written now. */
  replayed: boolean;
}

/** A concurrent delivery of the same notice committed first. */
class NoticeTaken extends Error {}

const notReversible = (message: string, field: string) => new HttpError(409, 'PAYMENT_NOT_REVERSIBLE', message, field);

async function previousAnswer(db: Kysely<Database>, notice: ProviderNotice, kind: ReversalKind): Promise<ReversalAnswer | null> {
  const row = await db.selectFrom('provider_notices').select(['kind', 'payment_id', 'answer']).where('id', '=', notice.id).executeTakeFirst();
  if (!row) return null;
  // A notice id is the provider's once: the same id naming another payment or kind is not a repeat delivery.
  if (row.payment_id !== notice.payment.id || row.kind !== kind) throw notReversible(`Notice ${notice.id} was applied to another payment or as another kind`, 'body.id');
  return { ...(JSON.parse(row.answer) as ReversalAnswer), replayed: true };
}

/** Applies a verified notice once; answers what it did, and the guest's balance change to publish. */
export async function applyReversalNotice(db: Kysely<Database>, notice: ProviderNotice, now = new Date()): Promise<{ answer: ReversalAnswer; changes: Change[] }> {
  const kind = NOTICE_TYPES[notice.type];
  const previous = await previousAnswer(db, notice, kind);
  if (previous) return { answer: previous, changes: [] };
  try {
    const { answer, guestId } = await db.transaction().execute(async (trx) => {
      const payment = await trx.selectFrom('payments').select(['id', 'guest_id', 'status', 'amount_cents', 'coins', 'provider_reference'])
        .where('id', '=', notice.payment.id).executeTakeFirst();
      if (!payment) throw new HttpError(404, 'NOT_FOUND', `No payment ${notice.payment.id}`, 'body.payment.id');
      if (payment.provider_reference !== notice.payment.reference) throw notReversible('body.payment.reference is not the charge of this payment', 'body.payment.reference');
      if (payment.status !== 'succeeded') throw notReversible(`Only a settled payment can be reversed; this one is ${payment.status}`, 'body.payment.id');
      if (notice.payment.amountCents !== payment.amount_cents) {
        throw new HttpError(400, 'VALIDATION_FAILED', `body.payment.amountCents must be the whole payment, ${payment.amount_cents}: partial reversals are not supported`, 'body.payment.amountCents');
      }
      const reversed = await trx.selectFrom('payment_reversals').select('notice_id').where('payment_id', '=', payment.id).executeTakeFirst();
      if (reversed) throw notReversible('This payment has been reversed already by an earlier notice', 'body.payment.id');

      const credited = await trx.selectFrom('ledger_entries').select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('delta'), sql<number>`0`).as('total'))
        .where('guest_id', '=', payment.guest_id).where('reference', '=', `payment:${payment.id}`).where('delta', '>', 0).executeTakeFirstOrThrow();
      const coins = Number(credited.total);
      const { taken, owed } = coins > 0
        ? await reverseCoins(trx, { guestId: payment.guest_id, amount: coins, reason: `reversal:${kind}`, reference: `payment:${payment.id}`, idempotencyKey: `reversal:${payment.id}` })
        : { taken: 0, owed: 0 };
      if (kind === 'chargeback') {
        // The cardholder disputed the charge: one-click and auto-recharge never charge that card again.
        await trx.updateTable('payment_settings').set({ card_token: null, one_click: null, auto_recharge: null, updated_at: now.toISOString() })
          .where('guest_id', '=', payment.guest_id).execute();
      }
      const claimed = await trx.insertInto('payment_reversals').values({
        payment_id: payment.id, kind, amount_cents: payment.amount_cents, coins: payment.coins, created_at: now.toISOString(), notice_id: notice.id, coins_taken: taken, coins_owed: owed,
      }).onConflict((oc) => oc.column('payment_id').doNothing()).executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) throw notReversible('This payment has been reversed already by an earlier notice', 'body.payment.id');
      const result: ReversalAnswer = { noticeId: notice.id, paymentId: payment.id, kind, amountCents: payment.amount_cents, coins: payment.coins, coinsTaken: taken, coinsOwed: owed, replayed: false };
      const recorded = await trx.insertInto('provider_notices').values({ id: notice.id, kind, payment_id: payment.id, answer: JSON.stringify(result), received_at: now.toISOString() })
        .onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
      if (Number(recorded.numInsertedOrUpdatedRows ?? 0) !== 1) throw new NoticeTaken();
      return { answer: result, guestId: payment.guest_id };
    });
    return { answer, changes: moneyChanged(guestId, ['balance']) };
  } catch (error) {
    // A concurrent delivery of the same notice may have committed first (then this one met its reversal): answer as a repeat.
    const raced = error instanceof NoticeTaken || (error instanceof HttpError && error.code === 'PAYMENT_NOT_REVERSIBLE');
    const repeat = raced ? await previousAnswer(db, notice, kind) : null;
    if (!repeat) throw error;
    return { answer: repeat, changes: [] };
  }
}
