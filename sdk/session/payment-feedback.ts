/**
 * spec 000 §4: "Session expired reloads the page unless a payment is
 * awaiting feedback." A payment awaits feedback from the moment it is sent
 * until an answer is in (after a network failure too: a reload would lose the
 * idempotency key a retry needs), and while its 3-D Secure challenge waits
 * for the guest's code.
 */
import { atom } from 'nanostores';

/** What awaits feedback: `topUp:<idempotency key>` while sent, `3ds:<payment id>` while a challenge is open. */
export const $paymentsAwaitingFeedback = atom<readonly string[]>([]);

/** Adds `key` (once). */
export function holdPaymentFeedback(key: string): void {
  const keys = $paymentsAwaitingFeedback.get();
  if (!keys.includes(key)) $paymentsAwaitingFeedback.set([...keys, key]);
}

/** Removes `key`; unknown keys are ignored. */
export function releasePaymentFeedback(key: string): void {
  const keys = $paymentsAwaitingFeedback.get();
  if (keys.includes(key)) $paymentsAwaitingFeedback.set(keys.filter((k) => k !== key));
}

/** True while any payment awaits feedback: the realtime wiring reads it when sessionExpired comes. */
export function isPaymentAwaitingFeedback(): boolean {
  return $paymentsAwaitingFeedback.get().length > 0;
}
