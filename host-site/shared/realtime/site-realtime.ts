/**
 * The site's realtime channel: started once the guest session is known and
 * replaced when the guest (or their access token) changes, because the server
 * numbers events per guest. Components find it through ./site-channel.
 */
import { matchPath } from '../../../sdk/routes';
import { onNotify } from 'nanostores';
import { setSiteChannel } from './site-channel';
import type { GuestSession } from '../../../sdk/api/guest-types';
import type { RestClient } from '../../../sdk/api/rest';
import { loadFavouriteActors } from '../../../sdk/favourites/api';
import { createRealtimeChannel, type ConnectionErrorEntry, type RealtimeChannel } from '../../../sdk/realtime/channel';
import { connectGuestChannel } from '../../../sdk/realtime/connect';
import { connectMessengerChannel } from '../../../sdk/messenger';
import { connectLiveChatChannel } from '../../../sdk/chat-room/channel';
import { normalizeLanguage } from '../../../sdk/config';
import { $guest } from '../../../sdk/session/store';
import { isPaymentAwaitingFeedback } from '../../../sdk/session/payment-feedback';
import { startSiteTracker, stopSiteTracker, type SiteTrackerOptions } from '../tracking/site-tracker';


export interface SiteRealtimeOptions {
  /** Where the page lives: the socket goes to the same origin's /realtime. */
  location: Pick<Location, 'origin' | 'reload' | 'pathname'>;
  language: string;
  /** spec 000 §4 "on the mobile platform": the site's mobile mode (spec 000 §2, under 1023 px). */
  isMobile: () => boolean;
  /** Used when no tracker runs; with `presence` the tracker's logWebsocketConnectionError takes its place. */
  logConnectionError?: (entry: ConnectionErrorEntry) => void;
  /** The page's presence: when given, the page's tracker starts here (lazily, off the first route). */
  presence?: SiteTrackerOptions['presence'];
  /** Loads the favourite actors of a logged-in guest (the events keep them current afterwards). */
  rest?: RestClient;
  /** Tests pass a fake socket class. */
  WebSocket?: typeof WebSocket;
}

/** ws(s)://host/realtime for an http(s) origin; the channel adds access_token itself. */
export function realtimeUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/realtime`;
}

const guestKey = (guest: GuestSession | null) => (guest ? `${guest.id}\n${guest.accessToken}` : null);

/**
 * Watches `$guest` without mounting it (the header does that) and runs one
 * channel per guest and token. Returns the stop for tests and hot reloads.
 */
export function startSiteRealtime(options: SiteRealtimeOptions): () => void {
  let current: { key: string; channel: RealtimeChannel; disconnect: () => void } | null = null;
  const tracker = options.presence ? startSiteTracker({ presence: options.presence, location: options.location }) : null;
  const logConnectionError = tracker ? (entry: ConnectionErrorEntry) => void tracker.logWebsocketConnectionError(entry) : options.logConnectionError;

  const close = () => {
    if (!current) return;
    current.disconnect();
    current.channel.stop();
    current = null;
    setSiteChannel(null);
  };

  const sync = () => {
    // .value, not .get(): get() would mount $guest and load the session before the page asks for it.
    const guest = $guest.value;
    const key = guestKey(guest);
    if (key === (current?.key ?? null)) return;
    close();
    if (!guest || !key) return;
    const channel = createRealtimeChannel({
      url: realtimeUrl(options.location.origin),
      getAuth: () => {
        const now = $guest.get();
        return now ? { accessToken: now.accessToken, guestId: now.id, isLoggedIn: now.isLoggedIn } : null;
      },
      language: options.language,
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
      ...(logConnectionError ? { logConnectionError } : {}),
    });
    const disconnect = connectGuestChannel(channel, {
      isMobile: options.isMobile,
      // The site has no TV livestream pages.
      isTvLivestreamPage: false,
      // A top-up sent and not yet answered, or waiting for its 3-D Secure code: sessionExpired must not reload it away.
      paymentAwaitingFeedback: isPaymentAwaitingFeedback,
      isEmailVerificationPage: () => matchPath(options.location.pathname)?.screen === 'verifyEmail',
      reload: () => options.location.reload(),
    });
    // The messenger sends over the same channel (its answers arrive as events through connectGuestChannel).
    const disconnectMessenger = connectMessengerChannel(channel, { language: normalizeLanguage(options.language) });
    // Issue 14: the chat button and the chat room hear and send over it too (<velvet-chat-button realtime="page">).
    const disconnectLiveChat = connectLiveChatChannel(channel);
    current = { key, channel, disconnect: () => (disconnect(), disconnectMessenger(), disconnectLiveChat()) };
    setSiteChannel(channel);
    channel.start();
    if (guest.isLoggedIn && options.rest) {
      // Without it a pinned performer shows unpinned after a reload; the page works on without it.
      loadFavouriteActors(options.rest).catch((error: unknown) => console.warn('Favourite actors could not be loaded', error));
    }
  };

  // Runs after the value changed; a microtask so stores are not subscribed in the middle of a notify.
  const stopWatching = onNotify($guest, () => queueMicrotask(sync));
  sync();
  return () => {
    stopWatching();
    close();
    if (tracker) stopSiteTracker();
  };
}
