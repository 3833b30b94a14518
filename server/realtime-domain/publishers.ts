/**
 * Events the rest of the backend causes (issue 4 §7: "a purchase on one device
 * updates the balance on every open device of that guest"). Money, trust and
 * account code know only their database handle, so the hub is found through
 * it: registerRealtimeDomain binds the process's hub to context.database.db.
 * A transaction handle is never bound, so a publish from inside a transaction
 * is dropped: callers publish after the commit, with the plain handle.
 */
import type { Kysely } from 'kysely';
import { formatMoney } from '../../sdk/money';
import type { ServerEvent } from '../../sdk/realtime/protocol';
import type { Database } from '../db/schema';
import { balanceOf, coinsSpent, type Db } from '../money/ledger';
import { boughtGifts, COINS_PER_LOYALTY_POINT, isPayingCustomer } from '../money/session-part';
import { isSubscribed, SUBSCRIPTION_PRICES, type SubscriptionKind } from '../money/subscriptions';
import { usableVouchers } from '../money/vouchers';
import { CLOSE_CODES } from '../../sdk/realtime/protocol';
import type { RealtimeHub } from './hub-contract';

const hubs = new WeakMap<object, RealtimeHub>();

/** Makes publishes on this database handle reach the hub (called by registerRealtimeDomain; tests bind a recording hub). */
export function bindRealtimeHub(db: Kysely<Database>, hub: RealtimeHub): void {
  hubs.set(db, hub);
}

/** Removes the binding (a closing server or a finished test). */
export function unbindRealtimeHub(db: Kysely<Database>): void {
  hubs.delete(db);
}

/**
 * A publish after a commit must never turn a committed purchase into an
 * error answer: failures (Redis down) are reported as a process warning only.
 */
async function safely(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    process.emitWarning(`realtime publish failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Publishes one event to every open device of the guest; a no-op without a bound hub. */
export async function publishGuestEvent(db: Db, guestId: string, event: ServerEvent): Promise<void> {
  const hub = hubs.get(db);
  if (hub) await safely(() => hub.publishToGuest(guestId, event));
}

/** What a committed money change may have touched. */
export type MoneyChange = 'balance' | 'vouchers' | 'gifts' | 'vip' | 'tv' | 'loyaltyPoints';

/** The parts one purchase of an item type changes: coins or a voucher paid, points were earned, plus the item's effect. */
export function purchaseChanges(itemType: string): MoneyChange[] {
  const effect: Partial<Record<string, MoneyChange>> = { gift: 'gifts', vip: 'vip', tv: 'tv' };
  const extra = effect[itemType];
  return ['balance', 'vouchers', 'loyaltyPoints', ...(extra ? [extra] : [])];
}

/** Every money-related change a bonus code can make. */
export const BONUS_CHANGES: readonly MoneyChange[] = ['balance', 'vouchers', 'vip', 'tv'];

async function subscriptionEvent(db: Db, guestId: string, kind: SubscriptionKind): Promise<ServerEvent> {
  const running = await isSubscribed(db, guestId, kind);
  // spec 000 §4 "VIP or TV subscription update (price, isStarted)": the monthly price, and whether a period runs now.
  return kind === 'vip'
    ? { type: 'vipUpdate', isVip: running, price: SUBSCRIPTION_PRICES.vip, isStarted: running }
    : { type: 'tvSubscriptionUpdate', isSubscriber: running, price: SUBSCRIPTION_PRICES.tv, isStarted: running };
}

const EVENT_OF: Record<MoneyChange, (db: Db, guestId: string) => Promise<ServerEvent>> = {
  balance: async (db, guestId) => {
    const [balance, paying] = await Promise.all([balanceOf(db, guestId), isPayingCustomer(db as Kysely<Database>, guestId)]);
    // Devices may show different languages; like the session, English here and the sdk re-formats per page.
    return { type: 'guestBalance', balance, balanceFormatted: formatMoney(balance, 'VXC', 'en'), isPayingCustomer: paying };
  },
  vouchers: async (db, guestId) => ({ type: 'vouchers', vouchers: await usableVouchers(db, guestId) }),
  gifts: async (db, guestId) => ({ type: 'giftsUpdate', boughtGifts: await boughtGifts(db as Kysely<Database>, guestId) }),
  vip: (db, guestId) => subscriptionEvent(db, guestId, 'vip'),
  tv: (db, guestId) => subscriptionEvent(db, guestId, 'tv'),
  loyaltyPoints: async (db, guestId) => ({ type: 'loyaltyPoints', points: Math.floor((await coinsSpent(db, guestId)) / COINS_PER_LOYALTY_POINT) }),
};

/** Reads the committed state of each change and publishes its event, in the order given. */
export async function publishMoneyChanges(db: Db, guestId: string, changes: readonly MoneyChange[]): Promise<void> {
  const hub = hubs.get(db);
  if (!hub) return;
  await safely(async () => {
    for (const change of changes) await hub.publishToGuest(guestId, await EVENT_OF[change](db, guestId));
  });
}

/** A locked guest hears guestLocked on every device, then the hub closes the sockets with the terminal 4423. */
export async function publishGuestLocked(db: Db, guestId: string): Promise<void> {
  const hub = hubs.get(db);
  if (!hub) return;
  await safely(async () => {
    await hub.publishToGuest(guestId, { type: 'guestLocked' });
    await hub.disconnectGuest(guestId, CLOSE_CODES.guestLocked, 'Account locked');
  });
}
