/**
 * The messenger's data (spec 000 §3 "Messenger channel", "Messenger
 * vocabulary", "Messenger gift"; §7 messenger calls). Server, sdk store and
 * the <velvet-messenger> widget share these shapes; the realtime messages
 * that carry them are in ../realtime/protocol.ts.
 */

/** spec 000 §3 "channel filters newest, archived, unread, blocked". */
export type ChannelFilter = 'newest' | 'unread' | 'archived' | 'blocked';
export const CHANNEL_FILTERS: readonly ChannelFilter[] = ['newest', 'unread', 'archived', 'blocked'];

/**
 * spec 000 §3 "Message types: gift, new gift, image, system, text,
 * notification, image sent or received, charge success or failure, chat
 * start or end, voyeur info, dildo-control states."
 */
export type MessageType =
  | 'gift'
  | 'newGift'
  | 'image'
  | 'system'
  | 'text'
  | 'notification'
  | 'imageSent'
  | 'imageReceived'
  | 'chargeSuccess'
  | 'chargeFailure'
  | 'chatStart'
  | 'chatEnd'
  | 'voyeurInfo'
  | 'dildoControlStart'
  | 'dildoControlStop'
  | 'dildoControlPending';
export const MESSAGE_TYPES: readonly MessageType[] = [
  'gift', 'newGift', 'image', 'system', 'text', 'notification', 'imageSent', 'imageReceived', 'chargeSuccess',
  'chargeFailure', 'chatStart', 'chatEnd', 'voyeurInfo', 'dildoControlStart', 'dildoControlStop', 'dildoControlPending',
];
/** The types a guest may send (the rest are written by the server or the performer). */
export const GUEST_MESSAGE_TYPES: readonly MessageType[] = ['text', 'gift', 'image'];

/** spec 000 §3 "Sender types: actor, guest, system". */
export type SenderType = 'actor' | 'guest' | 'system';

/** A gift inside a message or a basket. */
export interface IncludedGift {
  giftId: number;
  quantity: number;
}

/** An uploaded image as a message carries it (served only to the channel's guest). */
export interface MessageImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** One message. `text` is plain text: widgets render it as text, never as HTML. */
export interface MessengerMessage {
  id: string;
  channelId: string;
  type: MessageType;
  senderType: SenderType;
  text: string;
  gifts: IncludedGift[];
  image: MessageImage | null;
  /** Coins this message cost the guest (0 when free, a free message or a voucher paid it). */
  price: number;
  /** ISO time. */
  createdAt: string;
}

/** spec 000 §3 "Messenger channel", plus what a list row shows (actor name and picture). */
export interface MessengerChannel {
  id: string;
  actorId: number;
  actorName: string;
  /** Avatar URL (square). */
  actorPicture: string;
  unread: boolean;
  unreadCount: number;
  archived: boolean;
  blocked: boolean;
  isActorOnline: boolean;
  /** ISO time of the last message; null for a channel without messages yet. */
  messageTimestamp: string | null;
  lastViewedTimestamp: string | null;
  lastMessageId: string | null;
  /** Preview of the last message (plain text). */
  subject: string;
  multiChatPrice: number;
  canVoyeurChat: boolean;
  isVoyeurInSingleChatAllowed: boolean;
  isDildocontrolAvailable: boolean;
  /** Free messages left in this channel. */
  freeMessagesAmount: number;
  /** Coins per message. */
  messagePrice: number;
  isMessagingFree: boolean;
  /** A free show runs: chatting is free meanwhile. */
  freeChat: boolean;
  /** The guest pinned this actor (spec 000 §4 "favourite pinned/unpinned toggles the flag"). */
  isFavourite: boolean;
}

/** spec 000 §3 "Messenger gift: id, name, price, imageUrl, active, vip, categoryId, translations". */
export interface MessengerGift {
  id: number;
  name: string;
  price: number;
  imageUrl: string;
  active: boolean;
  vip: boolean;
  categoryId: number;
  translations: Array<{ language: string; value: string }>;
}

/** spec 000 §3 "Toy control adds duration, displayName, random". */
export interface ToyControl extends MessengerGift {
  duration: number;
  displayName: string;
  random: boolean;
}

/** A performer in the recommended panel (spec 000 §2 "at most 9 shown"). */
export interface MessengerRecommendation {
  actorId: number;
  name: string;
  picture: string;
  isOnline: boolean;
  age: number;
}

/** GET messenger/actor/{actorId}: the conversation header. */
export interface MessengerActor {
  id: number;
  name: string;
  picture: string;
  age: number;
  isOnline: boolean;
  /** A line about the performer in the requested language. */
  about: string;
}

/** spec 000 §7 query "message content (first, offset, filter, order)". */
export interface MessagePage {
  channelId: string;
  total: number;
  offset: number;
  messages: MessengerMessage[];
}

/** What a channel list answer carries (spec 000 §7 "channel list (first 500, offset, blocked filter)"). */
export interface ChannelPage {
  filter: ChannelFilter;
  onlineOnly: boolean;
  offset: number;
  total: number;
  channels: MessengerChannel[];
  /** Unread messages over every channel of the guest. */
  unreadTotal: number;
}

/** spec 000 §9 "Channel query: 500 per page, offset 0". */
export const CHANNEL_PAGE_SIZE = 500;
/** spec 000 §5 "Load-more-channels requests are ignored if the previous one was less than 500 ms earlier". */
export const CHANNEL_LOAD_THROTTLE_MS = 500;
/** spec 000 §9 "recommended actors shown at most 9". */
export const RECOMMENDATIONS_SHOWN_MAX = 9;
/** A text message's longest length (characters); the server refuses longer ones. */
export const MESSAGE_TEXT_MAX = 2_000;
/** Image uploads: the accepted types and the largest size. */
export const MESSAGE_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const MESSAGE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
