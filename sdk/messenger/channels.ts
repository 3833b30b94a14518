/**
 * The channel list's transitions (spec 000 §4 "Messenger"): pages that
 * replace the stored channels, selecting, unselecting, archiving and the
 * load-more throttle. Pure: each returns the next state, or the same object
 * when nothing changed.
 */
import type { MessengerState } from './state';
import { CHANNEL_LOAD_THROTTLE_MS, type ChannelPage, type MessengerChannel } from './types';

/** Replaces the channel with the same id, or adds it (a first message from a new performer). */
export function upsertChannel(channels: readonly MessengerChannel[], channel: MessengerChannel): MessengerChannel[] {
  const index = channels.findIndex((candidate) => candidate.id === channel.id);
  if (index === -1) return [...channels, channel];
  return channels.map((candidate, at) => (at === index ? channel : candidate));
}

/** Applies `change` to every channel of one performer; the same array when the performer has none. */
export function updateActorChannels(
  channels: MessengerChannel[],
  actorId: number,
  change: (channel: MessengerChannel) => MessengerChannel,
): MessengerChannel[] {
  if (!channels.some((channel) => channel.actorId === actorId)) return channels;
  return channels.map((channel) => (channel.actorId === actorId ? change(channel) : channel));
}

/**
 * spec 000 §4 "a channel or channel-list notification replaces stored
 * channels": a first page (offset 0) replaces them, a later page adds to
 * them. A page of another filter is a late answer to a filter the guest has
 * left and is ignored. The selected channel stays even when the page lacks it
 * (an archived selected channel is still open and pinned first).
 */
export function applyChannelPage(state: MessengerState, page: ChannelPage): MessengerState {
  if (page.filter !== state.filter) return state;
  let channels = page.offset === 0 ? [...page.channels] : page.channels.reduce(upsertChannel, state.channels);
  const selected = state.channels.find((channel) => channel.id === state.selectedChannelId);
  if (selected && !channels.some((channel) => channel.id === selected.id)) channels = [selected, ...channels];
  return { ...state, channels, total: page.total, unreadTotal: page.unreadTotal, status: 'ready', error: null, errorCode: null };
}

/** spec 000 §4 "Selecting a channel marks it read, subtracts its unread count from the total (never below 0) and selects it." */
export function selectChannel(state: MessengerState, channelId: string): MessengerState {
  const channel = state.channels.find((candidate) => candidate.id === channelId);
  if (!channel) return { ...state, selectedChannelId: channelId };
  const read: MessengerChannel = { ...channel, unread: false, unreadCount: 0 };
  return {
    ...state,
    channels: upsertChannel(state.channels, read),
    unreadTotal: Math.max(0, state.unreadTotal - channel.unreadCount),
    selectedChannelId: channelId,
  };
}

/** spec 000 §4 "Unselecting ... clears the selection" (the controller refreshes the previous channel from the server). */
export function unselectChannel(state: MessengerState): MessengerState {
  return state.selectedChannelId === null ? state : { ...state, selectedChannelId: null };
}

/**
 * spec 000 §4 "Archiving the selected channel reselects it by actor without
 * marking it selected; archiving another channel removes it from the list."
 * Unarchiving (archived false) follows the same rule: the channel leaves the
 * archived list unless it is open.
 */
export function archiveChannel(state: MessengerState, channelId: string, archived: boolean): MessengerState {
  const channel = state.channels.find((candidate) => candidate.id === channelId);
  if (!channel) return state;
  if (state.selectedChannelId !== channelId) {
    return { ...state, channels: state.channels.filter((candidate) => candidate.id !== channelId), total: Math.max(0, state.total - 1) };
  }
  const channels = upsertChannel(state.channels, { ...channel, archived });
  // Found again by performer, not by id: no read marking and no unread-total change, unlike selectChannel.
  const reselected = channels.find((candidate) => candidate.actorId === channel.actorId) ?? null;
  return { ...state, channels, selectedChannelId: reselected?.id ?? null };
}

/** spec 000 §5 "Load-more-channels requests are ignored if the previous one was less than 500 ms earlier". */
export function isLoadMoreThrottled(lastLoadMoreAt: number | null, now: number): boolean {
  return lastLoadMoreAt !== null && now - lastLoadMoreAt < CHANNEL_LOAD_THROTTLE_MS;
}

/** Records an accepted load-more; a throttled one leaves the state (and its time) as it is. */
export function startLoadMore(state: MessengerState, now: number): MessengerState {
  if (isLoadMoreThrottled(state.lastLoadMoreAt, now)) return state;
  return { ...state, lastLoadMoreAt: now };
}
