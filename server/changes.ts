/**
 * What a committed domain call changed, as plain data. Domain code (money,
 * trust, messenger, guests) returns it next to its answer; the route or the
 * realtime handler that called it publishes it after the commit with
 * `app.publishChanges` (server/realtime-domain/publishers.ts). The domain
 * never holds the hub, so it cannot publish from inside a transaction.
 */
import type { ServerEvent } from '../sdk/realtime/protocol';

/** A money-related part of the guest's state; its event is built from the committed state when published. */
export type MoneyChange = 'balance' | 'vouchers' | 'gifts' | 'vip' | 'tv' | 'loyaltyPoints';

export type Change =
  /** Re-read these parts and tell the guest's devices (guestBalance, vouchers, giftsUpdate, vipUpdate, ...). */
  | { kind: 'money'; guestId: string; parts: readonly MoneyChange[] }
  /** Send this event as it is. */
  | { kind: 'event'; guestId: string; event: ServerEvent }
  /** guestLocked on every device, then the sockets close with 4423. */
  | { kind: 'guestLocked'; guestId: string };

/** Publishes changes after the commit; a failure (Redis down) never turns a committed answer into an error. */
export type ChangePublisher = (changes: readonly Change[]) => Promise<void>;

export const NO_CHANGES: readonly Change[] = Object.freeze([]);

/** The guest's money parts changed (nothing when `parts` is empty). */
export function moneyChanged(guestId: string, parts: readonly MoneyChange[]): Change[] {
  return parts.length > 0 ? [{ kind: 'money', guestId, parts }] : [];
}

/** One event for one guest. */
export function guestEvent(guestId: string, event: ServerEvent): Change {
  return { kind: 'event', guestId, event };
}
