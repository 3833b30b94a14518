/** What the messenger screen shows, derived from the state (pure; spec 000 §2 and §4 "Messenger"). */
import type { MessengerState } from './state';
import { RECOMMENDATIONS_SHOWN_MAX, type ChannelFilter, type MessengerChannel, type MessengerRecommendation } from './types';

/**
 * Which channels a filter mode lists. The server answers each filter with its
 * own page; the same rule here keeps the list right between a change
 * (archiving, blocking) and the server's next page. Unread mode lists every
 * open channel and puts the unread ones first (spec 000 §4).
 */
export function matchesFilter(channel: MessengerChannel, filter: ChannelFilter): boolean {
  switch (filter) {
    case 'newest':
    case 'unread':
      return !channel.archived && !channel.blocked;
    case 'archived':
      return channel.archived && !channel.blocked;
    case 'blocked':
      return channel.blocked;
  }
}

/** spec 000 §4 "the online-only toggle applies except in archived and unread modes". */
export function onlineOnlyApplies(filter: ChannelFilter): boolean {
  return filter !== 'archived' && filter !== 'unread';
}

/**
 * Whether a listed channel is there only because it is open while the
 * online-only toggle hides offline performers (issue 12 §8 "Online only lists
 * an open chat whose performer is offline"). Decision: spec 000 §4 pins the
 * selected channel first, so it stays, and the list marks it offline.
 */
export function shownDespiteOnlineOnly(state: MessengerState, channel: MessengerChannel): boolean {
  return channel.id === state.selectedChannelId && state.onlineOnly && onlineOnlyApplies(state.filter) && !channel.isActorOnline;
}

/** Epoch ms of the last message; channels without messages sort last. */
function lastMessageTime(channel: MessengerChannel): number {
  const time = channel.messageTimestamp === null ? Number.NaN : Date.parse(channel.messageTimestamp);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}
const descending = (a: number, b: number): number => (a === b ? 0 : a > b ? -1 : 1);

/**
 * spec 000 §4 "Channels sort by last message time, newest first; in unread
 * mode unread channels come first; the selected channel is pinned first."
 * The selected channel shows even when it no longer matches the filter (an
 * archived open conversation stays open).
 */
export function visibleChannels(state: MessengerState): MessengerChannel[] {
  const onlineOnly = state.onlineOnly && onlineOnlyApplies(state.filter);
  const listed = state.channels.filter(
    (channel) => channel.id !== state.selectedChannelId && matchesFilter(channel, state.filter) && (!onlineOnly || channel.isActorOnline),
  );
  const unreadFirst = state.filter === 'unread';
  listed.sort((a, b) => (unreadFirst ? Number(b.unread) - Number(a.unread) : 0) || descending(lastMessageTime(a), lastMessageTime(b)));
  const selected = selectedChannel(state);
  return selected ? [selected, ...listed] : listed;
}

/** How many unread messages a channel shows: its count, else 1 for a channel flagged unread without one. */
export function unreadOf(channel: Pick<MessengerChannel, 'unread' | 'unreadCount'>): number {
  return channel.unreadCount > 0 ? channel.unreadCount : channel.unread ? 1 : 0;
}

/** The open channel, or null (also while a selected channel is still loading). */
export function selectedChannel(state: MessengerState): MessengerChannel | null {
  if (state.selectedChannelId === null) return null;
  return state.channels.find((channel) => channel.id === state.selectedChannelId) ?? null;
}

/** spec 000 §2 "a recommended-performers panel (at most 9 shown)", online performers only. */
export function shownRecommendations(state: MessengerState): MessengerRecommendation[] {
  return state.recommendations.filter((item) => item.isOnline).slice(0, RECOMMENDATIONS_SHOWN_MAX);
}

/** How many of a gift are in the basket (for a counter on the gift). */
export function basketQuantity(state: MessengerState, giftId: number): number {
  return state.basket.find((line) => line.giftId === giftId)?.quantity ?? 0;
}

/** What the conversation offers to start with the performer (issue 14 item 10). */
export type ChatOffer = 'videoChat' | 'freeChat' | null;

/**
 * issue 14 item 10: "The messenger offers 'start video chat' when the
 * performer is online"; while her free show runs (spec 000 §4 "free show start
 * and stop set or clear the channel's free chat") it is a free chat. Offline,
 * or blocked by the guest: nothing to start.
 */
export function chatOffer(channel: Pick<MessengerChannel, 'isActorOnline' | 'freeChat' | 'blocked'>): ChatOffer {
  if (!channel.isActorOnline || channel.blocked) return null;
  return channel.freeChat ? 'freeChat' : 'videoChat';
}
