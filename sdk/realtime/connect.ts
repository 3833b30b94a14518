/**
 * Wires a realtime channel to the sdk stores: guest events into `$guest`
 * (announced through onGuestEvent), notifications, navbar messages,
 * favourites, recommendations and the messenger. The rules are the pure
 * transitions; this file only routes.
 */
import type { GuestSession } from '../api/guest-types';
import { applyFavouritesEvent } from '../favourites/favourites';
import { applyRecommendationsEvent } from '../favourites/recommendations';
import { $favourites, $recommendations, resetFavouriteStores } from '../favourites/store';
import { applyMessengerServerEvent, resetMessengerStore } from '../messenger/store';
import { applyNotificationEvent, requestNotificationsMessages } from '../notifications/lists';
import { applyNavbarMessagesEvent } from '../notifications/navbar-messages';
import { $navbarMessages, $notifications, resetNotificationStores } from '../notifications/store';
import { $guest, $isLoggedIn } from '../session/store';
import type { RealtimeChannel } from './channel';
import { applyActorPresenceEvent } from '../live/presence-events';
import { applyGuestEvent, guestEventEffect, isGuestEvent, type GuestEvent, type GuestEventContext, type GuestEventEffect } from './guest-events';
import type { ServerEvent } from './protocol';

/** One guest event as subscribers see it: the session before and after, and what the page does. */
export interface GuestEventNotice {
  event: GuestEvent;
  previous: GuestSession | null;
  session: GuestSession | null;
  effect: GuestEventEffect;
}
type GuestEventListener = (notice: GuestEventNotice) => void;

const listeners = new Set<GuestEventListener>();

/** spec 000 §4 "Each change is announced to interested screens": subscribe; returns the unsubscribe. */
export function onGuestEvent(listener: GuestEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(notice: GuestEventNotice): void {
  for (const listener of [...listeners]) {
    try {
      listener(notice);
    } catch (error) {
      // One broken screen must not keep the others from hearing about the change.
      console.warn(`sdk/realtime: a guest event listener threw on "${notice.event.type}": ${String(error)}`);
    }
  }
}

/** A flag that may change while the page lives (a payment may start awaiting feedback later). */
type Flag = boolean | (() => boolean);
const read = (flag: Flag | undefined): boolean => (typeof flag === 'function' ? flag() : (flag ?? false));

export interface GuestChannelOptions {
  isTvLivestreamPage?: Flag;
  isMobile?: Flag;
  paymentAwaitingFeedback?: Flag;
  isEmailVerificationPage?: Flag;
  /** What a 'reload' effect does (the host passes () => location.reload()). */
  reload: () => void;
}

/** The channel parts this wiring uses (a fake in tests). */
export type GuestChannel = Pick<RealtimeChannel, 'send' | 'onEvent' | 'onSnapshot' | '$status'>;

/** Applies one event to every store it concerns; exported for tests and for replays. */
export function routeServerEvent(event: ServerEvent, options: GuestChannelOptions): void {
  const isMobile = read(options.isMobile);
  // Before the guest-event branch: giftsUpdate and freeShowStart/Stop concern both.
  applyMessengerServerEvent(event);
  if (isGuestEvent(event)) {
    const context: GuestEventContext = {
      isTvLivestreamPage: read(options.isTvLivestreamPage),
      isMobile,
      paymentAwaitingFeedback: read(options.paymentAwaitingFeedback),
      isEmailVerificationPage: read(options.isEmailVerificationPage),
    };
    const previous = $guest.get();
    // Before the session loaded there is nothing to change, but a reload is still a reload.
    const outcome = previous ? applyGuestEvent(previous, event, context) : { session: null, effect: guestEventEffect(event, context) };
    if (outcome.session && outcome.session !== previous) $guest.set(outcome.session);
    announce({ event, previous, session: outcome.session, effect: outcome.effect });
    if (outcome.effect === 'reload') options.reload();
    return;
  }
  $notifications.set(applyNotificationEvent($notifications.get(), event, isMobile));
  $navbarMessages.set(applyNavbarMessagesEvent($navbarMessages.get(), event));
  $favourites.set(applyFavouritesEvent($favourites.get(), event));
  // Issue 14 item 2 (L): live pages follow every performer's online state.
  applyActorPresenceEvent(event);
  $recommendations.set(applyRecommendationsEvent($recommendations.get(), event));
}

/**
 * Feeds the stores from the channel: events through the transitions, snapshot
 * frames replace `$guest`, and once open (and logged in, spec 000 §6 "Login is
 * required for: realtime notifications") the newest notifications are
 * requested. Returns the disconnect.
 */
export function connectGuestChannel(channel: GuestChannel, options: GuestChannelOptions): () => void {
  const requestNotifications = () => {
    if (channel.$status.get() !== 'open' || !$isLoggedIn.get()) return;
    for (const message of requestNotificationsMessages()) channel.send(message);
  };
  const stops = [
    channel.onEvent((event) => routeServerEvent(event, options)),
    channel.onSnapshot((frame) => {
      $guest.set({ ...frame.session, avsStatus: frame.avsStatus });
      // Whatever happened while away is in the server's lists: ask again.
      requestNotifications();
    }),
    channel.$status.listen((status) => {
      if (status === 'open') requestNotifications();
    }),
    $isLoggedIn.listen((isLoggedIn) => {
      if (isLoggedIn) return requestNotifications();
      // A guest who logged out sees none of the previous guest's lists.
      resetNotificationStores();
      resetFavouriteStores();
      resetMessengerStore();
    }),
  ];
  requestNotifications();
  return () => {
    for (const stop of stops) stop();
  };
}
