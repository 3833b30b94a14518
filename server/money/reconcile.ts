/**
 * Payments that never stay pending (issue 11 A7). A crash between writing the
 * payment row and writing the provider's outcome used to leave the payment
 * pending for good, and every retry of its key got 409. Now the provider is
 * asked what became of the charge (by its reference, or by our payment id,
 * the idempotency key sent with it): the payment settles (the ledger credited
 * once) or fails (nothing was charged). This runs on a retry of the key, when
 * the platform starts, and every RECONCILE_AFTER_MS after that. Like all
 * domain code it returns what it changed; the caller publishes.
 */
import type { Kysely } from 'kysely';
import type { TopUpAnswer } from '../../sdk/api/guest-types';
import type { Language } from '../../sdk/config';
import type { Database } from '../db/schema';
import { moneyChanged, type Change } from '../changes';
import { failPayment, OPEN_STATUSES, recordOutcome, storedPaymentAnswer } from './payment-outcome';
import type { PaymentProvider } from './payment-provider';

/**
 * How old a pending payment must be before anyone but its own request writes
 * its outcome: longer than a provider call may take, so a charge still in
 * flight (on this process or another) is never failed under its feet.
 */
export const RECONCILE_AFTER_MS = 30_000;

/** How many stale payments one pass reconciles (the next pass takes the rest). */
const BATCH = 100;

/** True when a pending payment last written at `updatedAt` may be reconciled now. */
export function isStale(updatedAt: string, now: Date): boolean {
  return Date.parse(updatedAt) <= now.getTime() - RECONCILE_AFTER_MS;
}

/**
 * Asks the provider about one open payment and writes what it says. Null when
 * nothing could be decided yet (a 3-D Secure step still waiting for its code).
 */
export async function reconcilePayment(
  db: Kysely<Database>, provider: PaymentProvider, paymentId: string, language: Language,
): Promise<{ answer: TopUpAnswer; changes: Change[] } | null> {
  const payment = await db.selectFrom('payments').select(['id', 'guest_id', 'coins', 'amount_cents', 'status', 'provider_reference']).where('id', '=', paymentId).executeTakeFirst();
  if (!payment) return null;
  if (!(OPEN_STATUSES as readonly string[]).includes(payment.status)) return { answer: await storedPaymentAnswer(db, payment.id), changes: [] };
  const state = await provider.paymentState({ providerReference: payment.provider_reference, paymentId: payment.id });
  if (state.status === 'requires_action' && payment.status === 'requires_action') return null;
  if (state.status === 'unknown' && payment.status !== 'pending') return null;
  const answer = state.status === 'unknown'
    ? await failPayment(db, payment, 'The payment did not reach the payment provider; nothing was charged', language)
    : await recordOutcome(db, payment, state, language);
  return { answer, changes: answer.success ? moneyChanged(payment.guest_id, ['balance']) : [] };
}

/**
 * Reconciles the pending payments older than RECONCILE_AFTER_MS; returns how
 * many got an outcome and what they changed (the caller publishes it).
 */
export async function reconcileStalePayments(db: Kysely<Database>, provider: PaymentProvider, now = new Date()): Promise<{ settled: number; changes: Change[] }> {
  const cutoff = new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString();
  const stale = await db.selectFrom('payments').select('id').where('status', '=', 'pending').where('updated_at', '<=', cutoff)
    .orderBy('updated_at').limit(BATCH).execute();
  let settled = 0;
  const changes: Change[] = [];
  for (const { id } of stale) {
    // No request, so no guest language: the stored answer's balance text is in English.
    const outcome = await reconcilePayment(db, provider, id, 'en');
    if (!outcome) continue;
    settled++;
    changes.push(...outcome.changes);
  }
  return { settled, changes };
}

/**
 * Runs a reconciliation pass now (awaited: the server starts with no stale
 * payment left) and every RECONCILE_AFTER_MS until closed. A failing pass
 * (provider unreachable) is reported and retried on the next tick.
 */
export async function startPaymentReconciler(
  db: Kysely<Database>, provider: PaymentProvider, publish: (changes: Change[]) => Promise<void>, onError: (error: unknown) => void, intervalMs = RECONCILE_AFTER_MS,
): Promise<{ close(): void }> {
  const pass = () => reconcileStalePayments(db, provider).then(({ changes }) => publish(changes)).catch(onError);
  await pass();
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  return { close: () => clearInterval(timer) };
}
