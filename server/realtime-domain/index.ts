/**
 * The realtime domain (issue 4 §4, §5, §7): notifications, favourites, actor
 * presence, the change publisher the routes call after their commits, the
 * messenger's realtime messages, and the demo performer simulator (presence
 * flips and message replies). This folder wires the domain to the hub: the
 * hub (server/realtime) never imports the domain, and the domain (money,
 * messenger, trust) never imports this folder.
 */
import type { Kysely } from 'kysely';
import pino from 'pino';
import type { ChangePublisher } from '../changes';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { PaymentProvider } from '../money/payment-provider';
import { fansOf, registerFavouriteHandlers } from './favourites';
import type { RealtimeHub } from './hub-contract';
import { registerMessengerHandlers, type MessengerHandlers } from './messenger';
import { startMessengerReplies } from './messenger-replies';
import { registerNotificationHandlers } from './notifications';
import { startPerformerSimulator } from './simulator';
import { guestsWithChannel } from '../messenger/service';

export { createNotification, listNotifications, markNotifications } from './notifications';
export { favouriteActorsPage, fansOf } from './favourites';
export { setActorOnline } from './actor-presence';
export { notifyTicketHolders } from './ticket-show-notice';
export { startMessengerReplies } from './messenger-replies';
export { createChangePublisher } from './publishers';

/** What the domain's handlers need besides the hub. */
export interface RealtimeDomainDeps {
  db: Kysely<Database>;
  /** The card provider a paid message's auto-recharge charges. */
  payments: PaymentProvider;
  /** Publishes what a handler's domain call changed, after its commit. */
  publishChanges: ChangePublisher;
}

/** The registered domain: the messenger's responder slot (the simulator's replies). */
export type RealtimeDomain = MessengerHandlers;

/** Registers the domain's client handlers and the actor-fans provider on the hub (the platform calls it once per process). */
export function registerRealtimeDomain(hub: RealtimeHub, deps: RealtimeDomainDeps): RealtimeDomain {
  const { db } = deps;
  registerNotificationHandlers(hub);
  registerFavouriteHandlers(hub);
  const messenger = registerMessengerHandlers(hub, deps);
  // Who hears an actor go online or offline: the fans, and every guest with an open channel to the actor (the messenger list shows the state).
  hub.setActorFansProvider(async (actorId) => [...new Set([...(await fansOf(db, actorId)), ...(await guestsWithChannel(db, actorId))])]);
  return messenger;
}

/**
 * Called once the server listens: starts the simulator unless
 * VELVET_SIMULATOR=off (presence flips, and the replies as the messenger's responder).
 */
export function startRealtimeDomain(context: AppContext, hub: RealtimeHub, domain: RealtimeDomain): { close(): Promise<void> } {
  if (!context.config.simulator) return { close: async () => undefined };
  const log = pino({ level: context.config.logLevel, name: 'simulator' });
  const presence = startPerformerSimulator(context, hub, { seed: context.config.seed, onError: (error) => log.warn({ err: error }, 'simulator tick failed') });
  // issue 5 §1 "Demo performers answer": part of the simulator, switched off with it.
  const replies = startMessengerReplies(context.database.db, hub, domain, { onError: (error) => log.warn({ err: error }, 'simulator reply failed') });
  return {
    async close() {
      await Promise.all([presence.close(), replies.close()]);
    },
  };
}
