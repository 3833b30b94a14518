/**
 * The realtime domain (issue 4 §4, §5, §7): notifications, favourites, actor
 * presence, the publishers the rest of the backend calls after its commits,
 * the messenger's realtime messages, and the demo performer simulator
 * (presence flips and message replies).
 */
import pino from 'pino';
import type { AppContext } from '../context';
import { getRealtimeHub } from '../realtime/hub';
import { fansOf, registerFavouriteHandlers } from './favourites';
import type { RealtimeHub } from './hub-contract';
import { registerMessengerHandlers } from './messenger';
import { startMessengerReplies } from './messenger-replies';
import { registerNotificationHandlers } from './notifications';
import { bindRealtimeHub } from './publishers';
import { startPerformerSimulator } from './simulator';
import { guestsWithChannel } from '../messenger/service';

export { createNotification, listNotifications, markNotifications } from './notifications';
export { favouriteActorsPage, fansOf } from './favourites';
export { setActorOnline } from './actor-presence';
export { startMessengerReplies } from './messenger-replies';

/** Registers the domain's client handlers and the actor-fans provider on the hub (RT-SERVER calls it when the hub is made). */
export function registerRealtimeDomain(context: AppContext, hub: RealtimeHub): void {
  const { db } = context.database;
  bindRealtimeHub(db, hub);
  registerNotificationHandlers(hub);
  registerFavouriteHandlers(hub);
  registerMessengerHandlers(hub);
  // Who hears an actor go online or offline: the fans, and every guest with an open channel to the actor (the messenger list shows the state).
  hub.setActorFansProvider(async (actorId) => [...new Set([...(await fansOf(db, actorId)), ...(await guestsWithChannel(db, actorId))])]);
}

/**
 * Called once the server listens: makes the hub now (so a purchase on this
 * process reaches the guest's devices on other processes before any socket
 * connected here) and starts the simulator unless VELVET_SIMULATOR=off.
 */
export function startRealtimeDomain(context: AppContext): { close(): Promise<void> } {
  const hub = getRealtimeHub(context);
  if (!context.config.simulator) return { close: async () => undefined };
  const log = pino({ level: context.config.logLevel, name: 'simulator' });
  const presence = startPerformerSimulator(context, hub, { seed: context.config.seed, onError: (error) => log.warn({ err: error }, 'simulator tick failed') });
  // issue 5 §1 "Demo performers answer": part of the simulator, switched off with it.
  const replies = startMessengerReplies(context.database.db, hub, { onError: (error) => log.warn({ err: error }, 'simulator reply failed') });
  return {
    async close() {
      await Promise.all([presence.close(), replies.close()]);
    },
  };
}
