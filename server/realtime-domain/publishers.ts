/**
 * Publishes what committed domain calls changed (issue 4 §7: "a purchase on
 * one device updates the balance on every open device of that guest"). The
 * domain returns its changes (server/changes.ts); the caller hands them to
 * the publisher the platform made for the process's hub, after the commit.
 * Events are built from the committed state, read through the platform's own
 * database handle: there is no transaction handle to read or publish through.
 */
import type { Kysely } from 'kysely';
import { formatMoney } from '../../sdk/money';
import type { ServerEvent } from '../../sdk/realtime/protocol';
import type { ChangePublisher, MoneyChange } from '../changes';
import type { Database } from '../db/schema';
import { balanceOf, coinsSpent, type Db } from '../money/ledger';
import { boughtGifts, COINS_PER_LOYALTY_POINT, isPayingCustomer } from '../money/session-part';
import { isSubscribed, SUBSCRIPTION_PRICES, type SubscriptionKind } from '../money/subscriptions';
import { usableVouchers } from '../money/vouchers';
import { CLOSE_CODES } from '../../sdk/realtime/protocol';
import type { RealtimeHub } from './hub-contract';

export type { MoneyChange };

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

/**
 * The publisher of one process: each change becomes its events, in order. A
 * money part already published in this batch is not published again (a
 * purchase and the auto-recharge after it both touch the balance; the event
 * carries the committed state either way).
 */
export function createChangePublisher(hub: RealtimeHub, db: Kysely<Database>): ChangePublisher {
  return async (changes) => {
    const published = new Set<string>();
    for (const change of changes) {
      await safely(async () => {
        switch (change.kind) {
          case 'money':
            for (const part of change.parts) {
              if (published.has(`${change.guestId}\n${part}`)) continue;
              published.add(`${change.guestId}\n${part}`);
              await hub.publishToGuest(change.guestId, await EVENT_OF[part](db, change.guestId));
            }
            return;
          case 'event':
            return hub.publishToGuest(change.guestId, change.event);
          case 'guestLocked':
            // A locked guest hears guestLocked on every device, then the hub closes the sockets with the terminal 4423.
            await hub.publishToGuest(change.guestId, { type: 'guestLocked' });
            return hub.disconnectGuest(change.guestId, CLOSE_CODES.guestLocked, 'Account locked');
        }
      });
    }
  };
}
