/**
 * The messenger store's state and the actions that change it (spec 000 §4
 * "Messenger", "Gift basket"). The transitions are pure: ./reducer.
 */
import type { ServerEvent } from '../realtime/protocol';
import type { MessengerError } from './texts';
import type {
  ChannelFilter,
  ChannelPage,
  IncludedGift,
  MessagePage,
  MessengerChannel,
  MessengerGift,
  MessengerMessage,
  MessengerRecommendation,
  ToyControl,
} from './types';

/** spec 000 §4 "messenger, notification, gift and toy-control areas initialise once and then count as ready". */
export type MessengerArea = 'messenger' | 'notifications' | 'gifts' | 'toyControls';
export const MESSENGER_AREAS: readonly MessengerArea[] = ['messenger', 'notifications', 'gifts', 'toyControls'];

/** What kind of failure the shown error is (MessengerError['code']). */
export type MessengerErrorKind = MessengerError['code'];

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One channel's loaded messages. */
export interface ConversationState {
  /** Oldest first, for display. */
  messages: MessengerMessage[];
  /** Messages on the server. */
  total: number;
  status: LoadStatus;
  error: string | null;
}

export interface MessengerState {
  ready: Record<MessengerArea, boolean>;
  /** The channel list's status. */
  status: LoadStatus;
  error: string | null;
  /**
   * The kind of `error` (MessengerError's code): a 'loginRequired' failure is not retried but answered with a
   * login (the widget shows its login prompt and fires velvet-login-required); null with no error.
   */
  errorCode: MessengerErrorKind | null;
  filter: ChannelFilter;
  onlineOnly: boolean;
  /** As stored; the display order comes from visibleChannels(). */
  channels: MessengerChannel[];
  /** Channels on the server for this filter. */
  total: number;
  unreadTotal: number;
  selectedChannelId: string | null;
  conversations: Record<string, ConversationState>;
  gifts: MessengerGift[];
  toyControls: ToyControl[];
  /** Gifts chosen for the next message. */
  basket: IncludedGift[];
  /** Temporary bought counts: gift id -> bought gifts not yet put in the basket. */
  basketAvailable: Record<string, number>;
  recommendations: MessengerRecommendation[];
  lastLoadMoreAt: number | null;
}

export const INITIAL_MESSENGER_STATE: MessengerState = {
  ready: { messenger: false, notifications: false, gifts: false, toyControls: false },
  status: 'idle',
  error: null,
  errorCode: null,
  filter: 'newest',
  onlineOnly: false,
  channels: [],
  total: 0,
  unreadTotal: 0,
  selectedChannelId: null,
  conversations: {},
  gifts: [],
  toyControls: [],
  basket: [],
  basketAvailable: {},
  recommendations: [],
  lastLoadMoreAt: null,
};

/** Everything that changes the messenger state; `bought` is $guest's boughtGifts at the time. */
export type MessengerAction =
  | { type: 'listLoading' }
  /** A failed load or action: the message a person can act on; only the list's own failure marks the list 'error'. */
  | { type: 'failed'; message: string; code: MessengerErrorKind; area?: MessengerArea }
  /** A retry starts: the shown error goes; a failure during the retry sets it again. */
  | { type: 'errorCleared' }
  | { type: 'channelsLoaded'; page: ChannelPage }
  | { type: 'filterChosen'; filter: ChannelFilter }
  | { type: 'onlineOnlyChosen'; onlineOnly: boolean }
  | { type: 'loadMoreStarted'; now: number }
  | { type: 'selected'; channelId: string }
  | { type: 'unselected' }
  | { type: 'archived'; channelId: string; archived: boolean }
  | { type: 'channelLoaded'; channel: MessengerChannel }
  | { type: 'unreadTotalLoaded'; unreadTotal: number }
  | { type: 'conversationLoading'; channelId: string }
  | { type: 'conversationLoaded'; page: MessagePage }
  | { type: 'conversationFailed'; channelId: string; message: string }
  | { type: 'giftsLoaded'; gifts: MessengerGift[] }
  | { type: 'toyControlsLoaded'; toyControls: ToyControl[] }
  | { type: 'areaReady'; area: MessengerArea }
  | { type: 'giftAdded'; giftId: number; bought: Readonly<Record<string, number>> }
  | { type: 'giftRemoved'; giftId: number; bought: Readonly<Record<string, number>> }
  | { type: 'basketCleared'; bought: Readonly<Record<string, number>> }
  | { type: 'recommendationsLoaded'; items: MessengerRecommendation[] }
  | { type: 'serverEvent'; event: ServerEvent }
  | { type: 'reset' };
