/**
 * Pure changes of the guest session (spec 000 §3, §4 "Guest flags ... change
 * by server events or explicit actions"). The store in ./store only calls
 * these, so every rule is testable without a server.
 */
import type { BalanceData } from '../api/guest';
import type { GuestSession, PurchaseAnswer } from '../api/guest-types';

/** What a purchase ended in, in terms a page can act on. */
export type PurchaseOutcome =
  | { status: 'bought' }
  | { status: 'needsLogin' }
  | { status: 'notEnoughCoins' }
  | { status: 'failed'; error: string };

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

const NOT_ENOUGH_COINS = /(not enough|insufficient|too low)/i;
const LOGIN_REQUIRED = /login required/i;

/**
 * Classifies a purchase answer or the HTTP status of a refused one: 401 means
 * log in first, 402 (or the server saying so) means the balance is too low.
 */
export function purchaseOutcome(answer: PurchaseAnswer | null, status?: number, error?: string): PurchaseOutcome {
  if (answer?.success) return { status: 'bought' };
  const message = answer?.error ?? error ?? '';
  if (status === 401 || LOGIN_REQUIRED.test(message)) return { status: 'needsLogin' };
  if (status === 402 || NOT_ENOUGH_COINS.test(message)) return { status: 'notEnoughCoins' };
  return { status: 'failed', error: message || (status ? `status ${status}` : 'unknown error') };
}
