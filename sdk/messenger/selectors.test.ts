import { describe, expect, it } from 'vitest';
import { channel, ids, stateWith } from './fixtures';
import { chatOffer, shownDespiteOnlineOnly, shownRecommendations, unreadOf, visibleChannels } from './selectors';
import type { MessengerState } from './state';
import type { ChannelFilter, MessengerRecommendation } from './types';

// One channel of each kind; minutes give the last-message times.
const channels = [
  channel('c1', 10, { isActorOnline: true }),
  channel('c2', 30),
  channel('c3', 20, { unread: true, unreadCount: 2 }),
  channel('c4', 40, { archived: true, isActorOnline: true }),
  channel('c5', 50, { archived: true }),
  channel('c6', 5, { blocked: true, isActorOnline: true }),
  channel('c7', 6, { blocked: true }),
  channel('c8', null, { isActorOnline: true }),
  channel('c9', 15, { unread: true, unreadCount: 1, isActorOnline: true }),
];
const view = (filter: ChannelFilter, onlineOnly = false, extra: Partial<MessengerState> = {}) =>
  ids(visibleChannels(stateWith(channels, { filter, onlineOnly, ...extra })));

describe('visibleChannels: filter modes (spec 000 §4 "filter modes newest, unread, archived, blocked")', () => {
  // spec 000 §4: "Channels sort by last message time, newest first"
  it.each<[string, ChannelFilter, boolean, string[]]>([
    ['newest lists open channels, newest message first, channels without messages last', 'newest', false, ['c2', 'c3', 'c9', 'c1', 'c8']],
    // spec 000 §4: "in unread mode unread channels come first"
    ['unread puts unread channels first, each group newest first', 'unread', false, ['c3', 'c9', 'c2', 'c1', 'c8']],
    ['archived lists archived channels only', 'archived', false, ['c5', 'c4']],
    ['blocked lists blocked channels only', 'blocked', false, ['c7', 'c6']],
    // spec 000 §4: "the online-only toggle applies except in archived and unread modes"
    ['online-only applies in newest mode', 'newest', true, ['c9', 'c1', 'c8']],
    ['online-only applies in blocked mode', 'blocked', true, ['c6']],
    ['online-only does not apply in unread mode', 'unread', true, ['c3', 'c9', 'c2', 'c1', 'c8']],
    ['online-only does not apply in archived mode', 'archived', true, ['c5', 'c4']],
  ])('%s', (_name, filter, onlineOnly, expected) => {
    expect(view(filter, onlineOnly)).toEqual(expected);
  });
});

describe('visibleChannels: the selected channel (spec 000 §4 "the selected channel is pinned first")', () => {
  it.each<[string, ChannelFilter, boolean, string, string[]]>([
    ['an older selected channel comes first', 'newest', false, 'c1', ['c1', 'c2', 'c3', 'c9', 'c8']],
    ['it comes before unread channels in unread mode', 'unread', false, 'c8', ['c8', 'c3', 'c9', 'c2', 'c1']],
    ['an offline selected channel stays with online-only on', 'newest', true, 'c2', ['c2', 'c9', 'c1', 'c8']],
    ['an archived selected channel stays open in newest mode', 'newest', false, 'c4', ['c4', 'c2', 'c3', 'c9', 'c1', 'c8']],
  ])('%s', (_name, filter, onlineOnly, selected, expected) => {
    expect(view(filter, onlineOnly, { selectedChannelId: selected })).toEqual(expected);
  });

  it('a selected id that is not stored yet (still loading) is not shown', () => {
    expect(view('newest', false, { selectedChannelId: 'elsewhere' })).toEqual(['c2', 'c3', 'c9', 'c1', 'c8']);
  });
});

describe('shownDespiteOnlineOnly (issue 12 §8 "Online only lists an open chat whose performer is offline": it stays pinned, marked)', () => {
  const c2 = channels[1]!;
  const c1 = channels[0]!;
  it.each<[string, Partial<MessengerState>, typeof c1, boolean]>([
    ['the open offline chat with online-only on', { selectedChannelId: 'c2', onlineOnly: true }, c2, true],
    ['the open chat of an online performer', { selectedChannelId: 'c1', onlineOnly: true }, c1, false],
    ['the open offline chat with online-only off', { selectedChannelId: 'c2', onlineOnly: false }, c2, false],
    ['where the toggle does not apply (unread mode)', { selectedChannelId: 'c2', onlineOnly: true, filter: 'unread' }, c2, false],
    ['an offline chat that is not open (it is not listed at all)', { selectedChannelId: 'c1', onlineOnly: true }, c2, false],
  ])('%s: %s', (_name, extra, listed, expected) => {
    expect(shownDespiteOnlineOnly(stateWith(channels, extra), listed)).toBe(expected);
  });
});

describe('unreadOf', () => {
  it.each([
    [{ unread: false, unreadCount: 0 }, 0],
    [{ unread: true, unreadCount: 0 }, 1],
    [{ unread: true, unreadCount: 4 }, 4],
  ])('%j shows %i', (channel, expected) => expect(unreadOf(channel)).toBe(expected));
});

describe('shownRecommendations (spec 000 §2 "a recommended-performers panel (at most 9 shown)")', () => {
  const performer = (actorId: number, isOnline: boolean): MessengerRecommendation => ({ actorId, name: `p${actorId}`, picture: '', isOnline, age: 25 });

  it('shows online performers only, at most 9, in the server order', () => {
    const items = [performer(1, false), ...Array.from({ length: 11 }, (_, index) => performer(index + 2, true))];
    const shown = shownRecommendations(stateWith([], { recommendations: items }));
    expect(shown.map((item) => item.actorId)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('chatOffer (issue 14 item 10; spec 000 §4 "free show start and stop set or clear the channel\'s free chat")', () => {
  it.each([
    ['online: start video chat', { isActorOnline: true, freeChat: false, blocked: false }, 'videoChat'],
    ['online with a free show: free chat', { isActorOnline: true, freeChat: true, blocked: false }, 'freeChat'],
    ['offline: nothing', { isActorOnline: false, freeChat: false, blocked: false }, null],
    ['blocked by the guest: nothing', { isActorOnline: true, freeChat: false, blocked: true }, null],
  ] as const)('%s', (_label, channel, expected) => {
    expect(chatOffer(channel)).toBe(expected);
  });
});
