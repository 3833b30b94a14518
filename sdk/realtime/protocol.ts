/**
 * The realtime wire format (spec 000 §7 "Realtime messages out" and "in"),
 * declared once: the sdk client and the server import this module, so a
 * message that one side sends and the other does not know cannot compile.
 *
 * Envelope rules:
 * - spec 000 §6: "Every realtime message carries type, access token and guest
 *   id": every client message is a ClientEnvelope.
 * - Every client message has a client id (`cid`), unique per guest: the server
 *   applies a cid once and answers a repeat with the same `ack`, so a resend
 *   after a dropped connection has exactly one effect.
 * - Every pushed event has a per-guest sequence number (`seq`, from 1, no
 *   gaps): a client that reconnects sends the last seq it saw and gets the
 *   missed events replayed in order, or a `snapshot` when it was away too long.
 */
import type { ErrorCode } from '../api/error-codes';
import type { AvsStatus, GuestSession, Voucher } from '../api/guest-types';
import type { ChannelFilter, ChannelPage, IncludedGift, MessengerChannel, MessengerMessage } from '../messenger/types';

/** spec 000 §9: "Ping 50000 ms; reconnect 1000 ms". */
export const PING_INTERVAL_MS = 50_000;
export const RECONNECT_DELAY_MS = 1_000;
/** spec 000 §9: "Notifications requested: newest 5; navbar messages at most 5". */
export const NOTIFICATIONS_REQUESTED = 5;
export const NAVBAR_MESSAGES_MAX = 5;
/** spec 000 §9: "hidden mobile notification types 6, 7, 13, 14, 15, 22". */
export const HIDDEN_MOBILE_NOTIFICATION_TYPES: readonly number[] = [6, 7, 13, 14, 15, 22];

/** WebSocket close codes: the spec's two, plus the terminal ones a fleet needs. */
export const CLOSE_CODES = {
  /** spec 000 §8: "connection closed (1002 protocol error)". */
  protocolError: 1002,
  /** spec 000 §8: "pong missing (4000)". */
  pongMissing: 4000,
  /** The server restarts or sheds load: reconnect after the delay it names (`retryAfterMs` in the reason JSON). */
  serverRestart: 4001,
  /**
   * The client stopped reading: more than the server's send-buffer cap (1 MB) waited for it, so the
   * server closed the socket instead of growing its memory. Not terminal: reconnect as after any drop
   * (the session replays what was missed).
   */
  sendBufferFull: 4008,
  /**
   * The client kept sending faster than the inbound rate after its messages over the rate were
   * answered with error acks. Not terminal: reconnect with the usual backoff.
   */
  tooManyMessages: 4029,
  /** Terminal: never reconnect. The server sends a sessionExpired notice first (spec 000 §4: the page reloads). */
  sessionExpired: 4401,
  authenticationFailed: 4403,
  guestLocked: 4423,
} as const;
export const TERMINAL_CLOSE_CODES: readonly number[] = [
  CLOSE_CODES.sessionExpired,
  CLOSE_CODES.authenticationFailed,
  CLOSE_CODES.guestLocked,
];

/** Pin targets of spec 000 §4 "pinning and unpinning applies to actors, albums, sedcard albums and pictures". */
export type FavouriteKind = 'actor' | 'album' | 'sedcards' | 'picture';

/** spec 000 §3 "Notification (navbar and floating): id, unread, unseen", plus what a list shows. */
export interface Notification {
  id: string;
  type: number;
  unread: boolean;
  unseen: boolean;
  createdAt: string;
  title: string;
  text: string;
  actorId: number | null;
  link: string | null;
}

export type NotificationList = 'navbar' | 'floating';

/** spec 000 §3 "Navbar message". */
export interface NavbarMessage {
  lastMessageId: string;
  isOnline: boolean;
  unread: boolean;
  unreadCount: number;
  channelId: string;
  actorId: number;
  picture: string;
  actorName: string;
  age: number;
  sentAt: string;
  subject: string;
}

/** spec 000 §3 "Favourite actors list: items (id, isOnline) and onlineCount". */
export interface FavouriteActors {
  items: Array<{ id: number; isOnline: boolean }>;
  onlineCount: number;
}

// ---------------------------------------------------------------- client -> server

/** The client messages of spec 000 §7 "Realtime messages out", without the envelope. */
export type ClientMessage =
  | { type: 'requestSession'; language: string; lastSeq: number | null }
  | { type: 'ping' }
  | { type: 'requestNotifications'; list: NotificationList; limit: number }
  | {
      type: 'sendMessage';
      channelId: string;
      /** 'text' (data.text), 'gift' (includedGifts, data.text optional) or 'image' (data.imageId from the upload). */
      messageType: string;
      senderType: 'guest';
      isVideochat: boolean;
      isFreechat: boolean;
      data: Record<string, unknown>;
      includedGifts: IncludedGift[];
      chatId: string | null;
    }
  | { type: 'setAllChannelsSeen' }
  | { type: 'canOneClick' }
  | { type: 'chargeOneClick'; amount: number; channelId: string | null }
  | { type: 'markNotificationRead'; id: string | 'all' }
  | { type: 'markNotificationSeen'; id: string | 'all' }
  | { type: 'refreshEmailProperties' }
  | { type: 'passwordChanged' }
  | { type: 'sendSignupEmail'; email: string }
  | { type: 'pin'; kind: FavouriteKind; id: number }
  | { type: 'unpin'; kind: FavouriteKind; id: number }
  | { type: 'setPinnedActorNotification'; actorId: number; channel: 'email' | 'sms'; enabled: boolean }
  /** Answered by a messengerChannels event (the filter last chosen by filterChannels, default newest). */
  | { type: 'loadChannels'; offset: number; limit: number }
  /** Answered by a messengerChannels event with onlineOnly true. */
  | { type: 'loadOnlineChannels' }
  /** Answered by a messengerChannels event of that filter, offset 0. */
  | { type: 'filterChannels'; filterType: ChannelFilter }
  /** status true archives, false unarchives; answered by a messengerChannel event. */
  | { type: 'archiveChannel'; channelId: string; status: boolean }
  /** Not in spec 000 §7's list, but the messenger screen needs it: blocks or unblocks the channel's performer. */
  | { type: 'blockChannel'; channelId: string; status: boolean }
  /** Selecting a channel marks it read on the server (spec 000 §4 "Selecting a channel marks it read"). */
  | { type: 'markChannelRead'; channelId: string }
  | { type: 'removeStatusBar' }
  // ---- I (issue 14): live chat
  /** A text to the performer in a running chat; echoed as a chatMessage event, the performer answers with another. */
  | { type: 'chatMessage'; chatId: string; text: string };

export type ClientMessageType = ClientMessage['type'];

/** What travels: the message plus spec 000 §6's type, access token and guest id, and the client id. */
export type ClientEnvelope = ClientMessage & {
  accessToken: string;
  guestId: string;
  /** Unique per guest; the server de-duplicates on it. */
  cid: string;
};

/**
 * spec 000 §5: "Outgoing realtime messages are sent only when logged in (for
 * most actions)". These are the ones an anonymous guest may send.
 */
export const ANONYMOUS_CLIENT_MESSAGES: ReadonlySet<ClientMessageType> = new Set<ClientMessageType>([
  'requestSession',
  'ping',
  'requestNotifications',
]);

// ---------------------------------------------------------------- server -> client

/** The server events of spec 000 §7 "Realtime messages in" (and §4's guest events). */
export type ServerEvent =
  | { type: 'voiceCallStart'; callId: string }
  /** J (issue 14): reasonCode is the 001 §9 exit reason (100 hung up, 201 performer offline, 501 no money). */
  | { type: 'voiceCallStop'; callId: string; reasonCode?: number }
  | { type: 'dataProtection'; show: boolean }
  | { type: 'guestBalance'; balance: number; balanceFormatted: string; isPayingCustomer: boolean }
  | { type: 'vouchers'; vouchers: Voucher[] }
  | { type: 'avsSet' }
  | { type: 'avsPending' }
  | { type: 'avsRejected'; message: string }
  | { type: 'avsRevoked' }
  | { type: 'guestLocked' }
  | { type: 'vipUpdate'; isVip: boolean; price: number | null; isStarted: boolean }
  | { type: 'tvSubscriptionUpdate'; isSubscriber: boolean; price: number | null; isStarted: boolean }
  | { type: 'welcomeBonusRedeemed'; coins: number }
  | { type: 'bonusCodeRedeemed'; code: string }
  | { type: 'freeShowStart'; actorId: number }
  | { type: 'freeShowStop'; actorId: number }
  | { type: 'emailVerified' }
  | { type: 'loyaltyPoints'; points: number }
  | { type: 'oneClickResult'; success: boolean; amount: number; balance: number | null; error: string | null }
  | { type: 'notifications'; list: NotificationList; items: Notification[]; unreadCount: number }
  | { type: 'notificationAdded'; list: NotificationList; item: Notification }
  | { type: 'notificationRemoved'; list: NotificationList; id: string }
  | { type: 'notificationsRead'; ids: string[] | 'all' }
  | { type: 'notificationsSeen'; ids: string[] | 'all' }
  | { type: 'navbarMessages'; items: NavbarMessage[] }
  | { type: 'navbarMessage'; item: NavbarMessage }
  | { type: 'sessionExpired' }
  | { type: 'favourites'; actors: FavouriteActors; pinned: Array<{ kind: FavouriteKind; id: number }> }
  | { type: 'favouritePinned'; kind: FavouriteKind; id: number }
  | { type: 'favouriteUnpinned'; kind: FavouriteKind; id: number }
  /** Prices are given when the performer's messenger prices changed with the state (spec 000 §4 "updates the channel's state and prices"). */
  | { type: 'actorOnline'; actorId: number; messagePrice?: number; multiChatPrice?: number }
  | { type: 'actorOffline'; actorId: number; messagePrice?: number; multiChatPrice?: number }
  | { type: 'pageReload' }
  | { type: 'giftsUpdate'; boughtGifts: Record<string, number> }
  | { type: 'freeChatDurationChanged'; actorId: number; seconds: number }
  | { type: 'voting'; contestId: number; mediaId: number; votes: number }
  | { type: 'liveReaction'; actorId: number; reaction: string }
  | { type: 'privateTicketShowInvitation'; actorId: number; actorName: string; showId: string; startsAt: string }
  /** reasonCode: the exit reason of spec 001 §9 (sdk/live/exit-reasons.ts), e.g. 501 no money, 201 performer offline. */
  | { type: 'chatEnd'; chatId: string; price: number; actorId: number; actorName: string; isVoyeur: boolean; isToyControl: boolean; reasonCode: number }
  // ---- messenger (issue 5; spec 000 §4 "Live notifications")
  /** A channel-list notification: replaces the stored channels of that page. */
  | ({ type: 'messengerChannels' } & ChannelPage)
  /** A channel notification: replaces (or adds) that one channel; unreadTotal is the guest's new total. */
  | { type: 'messengerChannel'; channel: MessengerChannel; unreadTotal: number }
  /** A message in one of the guest's channels (the guest's own, echoed to every device, or the performer's). */
  | { type: 'messengerMessage'; message: MessengerMessage; channel: MessengerChannel; unreadTotal: number }
  /** spec 000 §4 "a message price change updates the channel". */
  | { type: 'messagePriceChanged'; actorId: number; messagePrice: number; isMessagingFree: boolean }
  /** spec 000 §4 "all-seen clears unread". */
  | { type: 'allChannelsSeen' }
  // ---- live streams (issue 14, H; live contract §2)
  /** The actor's stream state changed (online -> live, ticket show -> ticketShow, offline); to fans and guests in a session with the actor. */
  | { type: 'liveState'; actorId: number; state: 'live' | 'ticketShow' | 'offline' }
  // ---- I (issue 14): live chat
  /** A text in a running chat: the guest's own (echoed to every device), the performer's answer, or a system line. */
  | { type: 'chatMessage'; chatId: string; message: LiveChatMessage }
  /** After each billed minute (and a tip or toy order): what the chat has cost and how long it is paid. */
  | { type: 'chatState'; chatId: string; billedMinutes: number; totalPrice: number; balance: number; paidUntil: string };

/** One line of a live chat's text chat. */
export interface LiveChatMessage {
  id: string;
  senderType: 'guest' | 'actor' | 'system';
  text: string;
  createdAt: string;
}

export type ServerEventType = ServerEvent['type'];

/** What the server sends over the socket. */
export type ServerFrame =
  /** spec 000 §4: "the client requests a session (with language); the server acknowledges". */
  | { type: 'sessionAck'; guestId: string; isLoggedIn: boolean; lastSeq: number; replayed: number }
  /** The client was away too long for a replay: here is the whole state instead. */
  | { type: 'snapshot'; seq: number; session: GuestSession; avsStatus: AvsStatus }
  /** spec 000 §4: "answered by a pong carrying a time-to-live". */
  | { type: 'pong'; ttl: number }
  /** The outcome of one client message, by its cid (sent again for a repeated cid); a refusal may add its code (AckRefusal). */
  | ({ type: 'ack'; cid: string; ok: boolean } & Partial<AckRefusal>)
  /** A pushed event with its per-guest sequence number. */
  | { type: 'event'; seq: number; event: ServerEvent }
  /**
   * An event about this socket's own session, not about the guest: the
   * guest's other devices keep their sessions, so it is not in the guest's
   * event log, has no seq and is never replayed. spec 000 §7 "session
   * expired" comes this way, right before the 4401 close.
   */
  | { type: 'notice'; event: SessionNotice };

/**
 * Why a client message was refused: `error` for a person, and where a client
 * can act on it, the machine-readable `code` (NOT_ENOUGH_COINS offers a
 * top-up of at least `missingCoins`, issue 12 §8).
 */
export interface AckRefusal {
  error: string;
  code?: ErrorCode;
  missingCoins?: number;
}

/** The events that travel as a `notice` frame. */
export type SessionNotice = Extract<ServerEvent, { type: 'sessionExpired' }>;

/** Parses and checks one client frame; returns a reason instead of throwing, for the 1002 close. */
export function parseClientEnvelope(text: string): { ok: true; message: ClientEnvelope } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'expected a JSON object, got text that is not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'expected a JSON object' };
  }
  const record = value as Record<string, unknown>;
  for (const field of ['type', 'accessToken', 'guestId', 'cid'] as const) {
    if (typeof record[field] !== 'string' || record[field] === '') {
      return { ok: false, reason: `expected a non-empty string "${field}", got ${JSON.stringify(record[field])}` };
    }
  }
  if (!CLIENT_MESSAGE_TYPES.has(record.type as string)) {
    return { ok: false, reason: `unknown message type "${String(record.type)}"` };
  }
  return { ok: true, message: record as ClientEnvelope };
}

/** Every client message type; a Record over the union, so a new message type cannot be forgotten here. */
const CLIENT_MESSAGE_TYPE_LIST: Record<ClientMessageType, true> = {
  requestSession: true, ping: true, requestNotifications: true, sendMessage: true, setAllChannelsSeen: true,
  canOneClick: true, chargeOneClick: true, markNotificationRead: true, markNotificationSeen: true,
  refreshEmailProperties: true, passwordChanged: true, sendSignupEmail: true, pin: true, unpin: true,
  setPinnedActorNotification: true, loadChannels: true, loadOnlineChannels: true, filterChannels: true,
  archiveChannel: true, removeStatusBar: true, blockChannel: true, markChannelRead: true,
  chatMessage: true,
};
const CLIENT_MESSAGE_TYPES: ReadonlySet<string> = new Set(Object.keys(CLIENT_MESSAGE_TYPE_LIST));
