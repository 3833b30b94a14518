/** VIP and TV subscriptions (issue 3 §4): monthly, paid in coins; an ended TV subscription makes a former subscriber. */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Db } from './ledger';
import { moneyChanged, type Change } from '../changes';

export type SubscriptionKind = 'vip' | 'tv';

/** Monthly prices in coins (spec silent: 9.99 € VIP and 14.99 € TV at 4 coins per euro, rounded up). */
export const SUBSCRIPTION_PRICES: Readonly<Record<SubscriptionKind, number>> = { vip: 40, tv: 60 };
export const SUBSCRIPTION_DAYS = 30;

/** True when a subscription of the kind runs now. */
export async function isSubscribed(db: Db, guestId: string, kind: SubscriptionKind, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('subscriptions').select('id').where('guest_id', '=', guestId).where('kind', '=', kind)
    .where('ended_at', 'is', null).where('ends_at', '>', now.toISOString()).executeTakeFirst();
  return row !== undefined;
}

/** True when the guest had a subscription of the kind that has ended (cancelled or run out). */
export async function hadSubscription(db: Db, guestId: string, kind: SubscriptionKind, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('subscriptions').select('id').where('guest_id', '=', guestId).where('kind', '=', kind)
    .where((eb) => eb.or([eb('ended_at', 'is not', null), eb('ends_at', '<=', now.toISOString())])).executeTakeFirst();
  return row !== undefined;
}

/** Starts a subscription period (the purchase's effect, or a bonus benefit with price 0). */
export async function grantSubscriptionDays(trx: Transaction<Database>, guestId: string, kind: SubscriptionKind, days: number, price = 0): Promise<void> {
  const now = new Date();
  await trx.insertInto('subscriptions').values({
    id: randomUUID(), guest_id: guestId, kind, price, started_at: now.toISOString(),
    ends_at: new Date(now.getTime() + days * 86_400_000).toISOString(), ended_at: null,
  }).execute();
}

/** Ends the running subscriptions of the kind now: how many ended, and the change to publish when any did. */
export async function endSubscription(db: Db, guestId: string, kind: SubscriptionKind): Promise<{ ended: number; changes: Change[] }> {
  const now = new Date().toISOString();
  const result = await db.updateTable('subscriptions').set({ ended_at: now }).where('guest_id', '=', guestId).where('kind', '=', kind)
    .where('ended_at', 'is', null).where('ends_at', '>', now).executeTakeFirst();
  const ended = Number(result.numUpdatedRows);
  return { ended, changes: ended > 0 ? moneyChanged(guestId, [kind]) : [] };
}
