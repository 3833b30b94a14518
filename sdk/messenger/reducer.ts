/**
 * The one dispatch of the messenger store (STYLE.md "one dispatch whose
 * switch returns the new state"). The rules live in ./channels,
 * ./live-events and ./basket; this switch only routes.
 */
import { addGiftToBasket, clearBasket, removeGiftFromBasket } from './basket';
import { applyChannelPage, archiveChannel, selectChannel, startLoadMore, unselectChannel, upsertChannel } from './channels';
import { applyMessengerEvent } from './live-events';
import { INITIAL_MESSENGER_STATE, type ConversationState, type MessengerAction, type MessengerState } from './state';
import type { MessagePage, MessengerMessage } from './types';

const EMPTY_CONVERSATION: ConversationState = { messages: [], total: 0, status: 'idle', error: null };

function setConversation(state: MessengerState, channelId: string, change: Partial<ConversationState>): MessengerState {
  const conversation = { ...(state.conversations[channelId] ?? EMPTY_CONVERSATION), ...change };
  return { ...state, conversations: { ...state.conversations, [channelId]: conversation } };
}

const byTime = (a: MessengerMessage, b: MessengerMessage) => a.createdAt.localeCompare(b.createdAt);

/** A page of messages joins the loaded ones (oldest first, each id once): the first page or an older one. */
function mergeMessagePage(state: MessengerState, page: MessagePage): MessengerState {
  // Loaded and live messages stay: messages are never deleted, and one may arrive while a page loads.
  const known = state.conversations[page.channelId]?.messages ?? [];
  const byId = new Map<string, MessengerMessage>();
  for (const message of [...known, ...page.messages]) byId.set(message.id, message);
  const messages = [...byId.values()].sort(byTime);
  return setConversation(state, page.channelId, { messages, total: Math.max(page.total, messages.length), status: 'ready', error: null });
}

/** Returns the state after `action`; the same object when the action changes nothing. */
export function messengerReducer(state: MessengerState, action: MessengerAction): MessengerState {
  switch (action.type) {
    case 'listLoading':
      return { ...state, status: 'loading', error: null, errorCode: null };
    case 'failed':
      return { ...state, status: action.area === 'messenger' ? 'error' : state.status, error: action.message, errorCode: action.code };
    case 'errorCleared':
      return state.error === null ? state : { ...state, error: null, errorCode: null };
    case 'channelsLoaded':
      return applyChannelPage(state, action.page);
    case 'filterChosen':
      return action.filter === state.filter ? state : { ...state, filter: action.filter, status: 'loading', error: null, errorCode: null, lastLoadMoreAt: null };
    case 'onlineOnlyChosen':
      return action.onlineOnly === state.onlineOnly ? state : { ...state, onlineOnly: action.onlineOnly };
    case 'loadMoreStarted':
      return startLoadMore(state, action.now);
    case 'selected':
      return selectChannel(state, action.channelId);
    case 'unselected':
      return unselectChannel(state);
    case 'archived':
      return archiveChannel(state, action.channelId, action.archived);
    case 'channelLoaded':
      return { ...state, channels: upsertChannel(state.channels, action.channel) };
    case 'unreadTotalLoaded':
      return { ...state, unreadTotal: Math.max(0, action.unreadTotal) };
    case 'conversationLoading':
      return setConversation(state, action.channelId, { status: 'loading', error: null });
    case 'conversationLoaded':
      return mergeMessagePage(state, action.page);
    case 'conversationFailed':
      return setConversation(state, action.channelId, { status: 'error', error: action.message });
    case 'giftsLoaded':
      return { ...state, gifts: action.gifts };
    case 'toyControlsLoaded':
      return { ...state, toyControls: action.toyControls };
    case 'areaReady':
      return state.ready[action.area] ? state : { ...state, ready: { ...state.ready, [action.area]: true } };
    case 'giftAdded':
      return addGiftToBasket(state, action.giftId, action.bought);
    case 'giftRemoved':
      return removeGiftFromBasket(state, action.giftId, action.bought);
    case 'basketCleared':
      return clearBasket(state, action.bought);
    case 'recommendationsLoaded':
      return { ...state, recommendations: action.items };
    case 'serverEvent':
      return applyMessengerEvent(state, action.event);
    case 'reset':
      return INITIAL_MESSENGER_STATE;
  }
}

/** spec 000 §4 "... areas initialise once and then count as ready": true when `area` still needs its first load. */
export function needsInit(state: MessengerState, area: keyof MessengerState['ready']): boolean {
  return !state.ready[area];
}
