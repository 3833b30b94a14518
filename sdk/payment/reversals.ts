/**
 * Refunds and chargebacks (issue 16 §2: "Revenue counts only settled payments; refunds and chargebacks (sandbox)
 * reverse"). Spec 002 names no rule for them, so these are ours (the server applies them in
 * server/money/reversals.ts):
 * - A provider's notice is trusted only with a valid signature made less than NOTICE_TOLERANCE_SECONDS ago
 *   (an older one is a replay), and applied once per notice id (the same notice twice reverses once).
 * - Only a settled payment reverses, in full and once: a second notice of another kind for it changes nothing.
 * - The reversal takes back every coin the payment credited (its coins and its top-up bonus) with a ledger entry,
 *   never an edit. Coins already spent cannot be taken back: the balance goes to 0, never below, and the rest is
 *   owed. What is owed is paid off first from the next coins credited (a top-up, a bonus), each with its own
 *   entry, so the balance always equals the sum of the ledger entries and a guest who owes coins holds none.
 * - A chargeback (the cardholder disputed the charge) also forgets the stored card: one-click and auto-recharge
 *   never charge a disputed card again; the guest may top up with a card entered anew.
 */

/** How old a notice's signature may be, in seconds: older ones are refused as replays. */
export const NOTICE_TOLERANCE_SECONDS = 5 * 60;

export type ReversalKind = 'refund' | 'chargeback';
export const REVERSAL_KINDS: readonly ReversalKind[] = ['refund', 'chargeback'];

/** What a reversal of `coins` takes from a wallet holding `balance`, and what stays owed. */
export function reversalSplit(balance: number, coins: number): { taken: number; owed: number } {
  const taken = Math.max(0, Math.min(balance, coins));
  return { taken, owed: coins - taken };
}

/** What a credit leaving `balance` pays off of `owed` (the debt is paid first, as far as the coins go). */
export function debtRepayment(balance: number, owed: number): number {
  return Math.max(0, Math.min(balance, owed));
}

/** Why a signature time is refused, or null: more than the tolerance in the past ('stale') or in the future ('future'). */
export function noticeTimeProblem(signedAtSeconds: number, nowMs: number, toleranceSeconds = NOTICE_TOLERANCE_SECONDS): 'stale' | 'future' | null {
  if (!Number.isSafeInteger(signedAtSeconds)) return 'stale';
  const age = nowMs / 1000 - signedAtSeconds;
  if (age > toleranceSeconds) return 'stale';
  if (age < -toleranceSeconds) return 'future';
  return null;
}
