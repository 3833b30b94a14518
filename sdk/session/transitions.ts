/**
 * Pure changes of the guest session (spec 000 §3, §4 "Guest flags ... change
 * by server events or explicit actions"). The store in ./store only calls
 * these, so every rule is testable without a server.
 */
import type { BalanceData } from '../api/guest';
import { readErrorCode, UNKNOWN_ERROR } from '../api/error-codes';
import type { GuestSession, PurchaseAnswer } from '../api/guest-types';

/** What a purchase ended in, in terms a page can act on. */
export type PurchaseOutcome =
  | { status: 'bought' }
  | { status: 'needsLogin' }
  | { status: 'notEnoughCoins' }
  /** Any other refusal: its ErrorBody.code (UNKNOWN without one), for errorWords. */
  | { status: 'failed'; code: string };

/**
 * spec 001 §4: "Album purchase: on success the balance is updated, the album
 * reloaded". A failed answer leaves the session as it was, except that its
 * guestBalance is the server's word on the balance when it sends one.
 */
export function applyPurchase(session: GuestSession | null, answer: PurchaseAnswer): GuestSession | null {
  if (!session) return session;
  if (!Number.isFinite(answer.guestBalance)) return session;
  if (session.balance === answer.guestBalance && session.balanceFormatted === answer.guestBalanceFormatted) return session;
  return {
    ...session,
    balance: answer.guestBalance,
    balanceFormatted: answer.guestBalanceFormatted,
    // spec 000 §6 "paying customer": whoever has bought with coins has paid.
    isPayingCustomer: session.isPayingCustomer || answer.success,
  };
}

/** spec 000 §7: "GET guest/getGuestBalance: reads data.balance, balanceFormatted, isPayingCustomer". */
export function applyBalance(session: GuestSession | null, data: BalanceData): GuestSession | null {
  if (!session) return session;
  return { ...session, balance: data.balance, balanceFormatted: data.balanceFormatted, isPayingCustomer: data.isPayingCustomer };
}

/**
 * Classifies a purchase answer, or a refused one by its ErrorBody.code:
 * LOGIN_REQUIRED means log in first, NOT_ENOUGH_COINS means top up. The
 * server's `error` text is English for developers; it is never matched.
 */
export function purchaseOutcome(answer: PurchaseAnswer | null, code?: string): PurchaseOutcome {
  if (answer?.success) return { status: 'bought' };
  const refusal = code ?? readErrorCode(answer);
  if (refusal === 'LOGIN_REQUIRED') return { status: 'needsLogin' };
  if (refusal === 'NOT_ENOUGH_COINS') return { status: 'notEnoughCoins' };
  return { status: 'failed', code: refusal ?? UNKNOWN_ERROR };
}

/**
 * Whether the balance in the store changed while a balance was asked (`before` when it was asked, `now` when the
 * answer came): the answer was then read before that change and is older than what the store holds.
 */
export function balanceMovedMeanwhile(before: number | undefined, now: number | undefined): boolean {
  return before !== now;
}
