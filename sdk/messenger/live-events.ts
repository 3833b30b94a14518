/**
 * spec 000 §4 "Live notifications": what each server event does to the
 * messenger state. Pure; an event that concerns nothing stored returns the
 * same state object, so subscribers are not woken for nothing.
 */
import { applyRecommendationsEvent } from '../favourites/recommendations';
import type { ServerEvent } from '../realtime/protocol';
import { rebaseBasket } from './basket';
import { applyChannelPage, updateActorChannels, upsertChannel } from './channels';
import type { MessengerState } from './state';
import type { MessengerChannel, MessengerMessage } from './types';

/** Applies `change` to one performer's channels; the same state when none is stored. */
function patchActor(state: MessengerState, actorId: number, change: (channel: MessengerChannel) => MessengerChannel): MessengerState {
  const channels = updateActorChannels(state.channels, actorId, change);
  return channels === state.channels ? state : { ...state, channels };
}

/** spec 000 §4 "actor online/offline updates the channel's state and prices"; prices only when the event names them. */
function applyAvailability(state: MessengerState, event: Extract<ServerEvent, { type: 'actorOnline' | 'actorOffline' }>): MessengerState {
  const isActorOnline = event.type === 'actorOnline';
  const patched = patchActor(state, event.actorId, (channel) => ({
    ...channel,
    isActorOnline,
    messagePrice: event.messagePrice ?? channel.messagePrice,
    multiChatPrice: event.multiChatPrice ?? channel.multiChatPrice,
  }));
  // spec 000 §4 "An offline actor is removed from recommendations."
  const recommendations = applyRecommendationsEvent(patched.recommendations, event);
  return recommendations === patched.recommendations ? patched : { ...patched, recommendations: [...recommendations] };
}

/** Adds a message to a loaded conversation, once (the guest's own messages are echoed to every device). */
function appendMessage(state: MessengerState, message: MessengerMessage): MessengerState {
  const conversation = state.conversations[message.channelId];
  if (!conversation || conversation.messages.some((known) => known.id === message.id)) return state;
  const messages = [...conversation.messages, message];
  return { ...state, conversations: { ...state.conversations, [message.channelId]: { ...conversation, messages, total: conversation.total + 1 } } };
}

/** The messenger's part of one server event. */
export function applyMessengerEvent(state: MessengerState, event: ServerEvent): MessengerState {
  switch (event.type) {
    case 'actorOnline':
    case 'actorOffline':
      return applyAvailability(state, event);
    case 'messagePriceChanged':
      // spec 000 §4 "a message price change updates the channel".
      return patchActor(state, event.actorId, (channel) => ({ ...channel, messagePrice: event.messagePrice, isMessagingFree: event.isMessagingFree }));
    case 'messengerChannels': {
      const { type: _type, ...page } = event;
      return applyChannelPage(state, page);
    }
    case 'messengerChannel':
      return { ...state, channels: upsertChannel(state.channels, event.channel), unreadTotal: event.unreadTotal };
    case 'messengerMessage': {
      const appended = appendMessage(state, event.message);
      return { ...appended, channels: upsertChannel(appended.channels, event.channel), unreadTotal: event.unreadTotal };
    }
    case 'allChannelsSeen':
      // spec 000 §4 "all-seen clears unread".
      return {
        ...state,
        channels: state.channels.map((channel) => (channel.unread || channel.unreadCount > 0 ? { ...channel, unread: false, unreadCount: 0 } : channel)),
        unreadTotal: 0,
      };
    case 'freeShowStart':
    case 'freeShowStop':
      // spec 000 §4 "free show start and stop set or clear the channel's free chat".
      return patchActor(state, event.actorId, (channel) => ({ ...channel, freeChat: event.type === 'freeShowStart' }));
    case 'favouritePinned':
    case 'favouriteUnpinned':
      // spec 000 §4 "favourite pinned/unpinned toggles the flag on the loaded actor".
      if (event.kind !== 'actor') return state;
      return patchActor(state, event.id, (channel) => ({ ...channel, isFavourite: event.type === 'favouritePinned' }));
    case 'giftsUpdate':
      return Object.keys(state.basketAvailable).length === 0 ? state : rebaseBasket(state, event.boughtGifts);
    default:
      return state;
  }
}
