/** Test data for the messenger's tests (not exported from the module). */
import { INITIAL_MESSENGER_STATE, type MessengerState } from './state';
import type { MessengerChannel, MessengerGift, MessengerMessage } from './types';

/** A channel with performer `actorId`, last message at minute `minute` (null: no messages yet). */
export function channel(id: string, minute: number | null, extra: Partial<MessengerChannel> = {}): MessengerChannel {
  return {
    id,
    actorId: Number(id.replace(/\D/g, '')) || 1,
    actorName: `Actor ${id}`,
    actorPicture: '',
    unread: false,
    unreadCount: 0,
    archived: false,
    blocked: false,
    isActorOnline: false,
    messageTimestamp: minute === null ? null : `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    lastViewedTimestamp: null,
    lastMessageId: null,
    subject: '',
    multiChatPrice: 0,
    canVoyeurChat: false,
    isVoyeurInSingleChatAllowed: false,
    isDildocontrolAvailable: false,
    freeMessagesAmount: 0,
    messagePrice: 3,
    isMessagingFree: false,
    freeChat: false,
    isFavourite: false,
    ...extra,
  };
}

/** A text message in `channelId` sent at minute `minute`. */
export function message(id: string, channelId: string, minute: number, extra: Partial<MessengerMessage> = {}): MessengerMessage {
  return {
    id,
    channelId,
    type: 'text',
    senderType: 'actor',
    text: `text ${id}`,
    gifts: [],
    image: null,
    price: 0,
    createdAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    ...extra,
  };
}

/** A gift of the catalog. */
export function gift(id: number, price: number, extra: Partial<MessengerGift> = {}): MessengerGift {
  return { id, name: `gift ${id}`, price, imageUrl: '', active: true, vip: false, categoryId: 1, translations: [], ...extra };
}

/** A loaded state with these channels (unreadTotal = the sum of their counts unless given). */
export function stateWith(channels: MessengerChannel[], extra: Partial<MessengerState> = {}): MessengerState {
  const unreadTotal = channels.reduce((sum, item) => sum + item.unreadCount, 0);
  return { ...INITIAL_MESSENGER_STATE, status: 'ready', channels, total: channels.length, unreadTotal, ...extra };
}

/** The ids in order. */
export const ids = (list: ReadonlyArray<{ id: string }>): string[] => list.map((item) => item.id);
