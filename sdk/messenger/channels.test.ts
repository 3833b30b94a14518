import { describe, expect, it } from 'vitest';
import { applyChannelPage, archiveChannel, isLoadMoreThrottled, selectChannel, startLoadMore, unselectChannel } from './channels';
import { channel, ids, stateWith } from './fixtures';
import type { ChannelPage } from './types';

const unreadA = channel('a1', 10, { unread: true, unreadCount: 3 });
const b = channel('b2', 20);

describe('selectChannel (spec 000 §4 "Selecting a channel marks it read, subtracts its unread count from the total (never below 0) and selects it")', () => {
  it.each([
    ['marks read and subtracts its count', 5, 2],
    ['never takes the total below 0', 1, 0],
  ])('%s', (_name, unreadTotal, expectedTotal) => {
    const next = selectChannel(stateWith([unreadA, b], { unreadTotal }), 'a1');
    expect(next.selectedChannelId).toBe('a1');
    expect(next.channels.find((item) => item.id === 'a1')).toMatchObject({ unread: false, unreadCount: 0 });
    expect(next.unreadTotal).toBe(expectedTotal);
  });

  it('selecting a read channel keeps the total', () => {
    expect(selectChannel(stateWith([unreadA, b], { unreadTotal: 3 }), 'b2')).toMatchObject({ selectedChannelId: 'b2', unreadTotal: 3 });
  });

  it('a channel not stored yet is selected; the controller loads it', () => {
    expect(selectChannel(stateWith([b]), 'x9')).toMatchObject({ selectedChannelId: 'x9', channels: [b] });
  });
});

describe('unselectChannel (spec 000 §4 "Unselecting ... clears the selection")', () => {
  it('clears the selection and leaves the channels', () => {
    const state = stateWith([unreadA, b], { selectedChannelId: 'b2' });
    expect(unselectChannel(state)).toMatchObject({ selectedChannelId: null, channels: state.channels });
  });

  it('without a selection it is the same state', () => {
    const state = stateWith([b]);
    expect(unselectChannel(state)).toBe(state);
  });
});

describe('archiveChannel (spec 000 §4 "Archiving the selected channel reselects it by actor without marking it selected; archiving another channel removes it from the list")', () => {
  it('the selected channel stays selected, found by actor, archived, and unread as it was', () => {
    const state = stateWith([unreadA, b], { selectedChannelId: 'a1', unreadTotal: 3 });
    const next = archiveChannel(state, 'a1', true);
    expect(next.selectedChannelId).toBe('a1');
    expect(next.channels.find((item) => item.id === 'a1')).toMatchObject({ archived: true, unread: true, unreadCount: 3 });
    expect(next.unreadTotal).toBe(3);
  });

  it.each([
    ['archiving another channel removes it and lowers the total', true],
    ['unarchiving another channel (archived list) removes it too', false],
  ])('%s', (_name, archived) => {
    const next = archiveChannel(stateWith([unreadA, b], { selectedChannelId: 'a1' }), 'b2', archived);
    expect(ids(next.channels)).toEqual(['a1']);
    expect(next).toMatchObject({ total: 1, selectedChannelId: 'a1' });
  });

  it('an unknown channel changes nothing', () => {
    const state = stateWith([b]);
    expect(archiveChannel(state, 'zz', true)).toBe(state);
  });
});

describe('applyChannelPage (spec 000 §4 "a channel or channel-list notification replaces stored channels")', () => {
  const page = (extra: Partial<ChannelPage>): ChannelPage => ({ filter: 'newest', onlineOnly: false, offset: 0, total: 7, unreadTotal: 4, channels: [channel('n5', 1)], ...extra });

  it.each<[string, Partial<ChannelPage>, string[]]>([
    ['a first page replaces the stored channels', {}, ['n5']],
    ['a later page adds to them (and replaces known ids)', { offset: 2, channels: [channel('n5', 1), { ...b, subject: 'new' }] }, ['a1', 'b2', 'n5']],
  ])('%s', (_name, extra, expected) => {
    const next = applyChannelPage(stateWith([unreadA, b], { status: 'loading' }), page(extra));
    expect(ids(next.channels)).toEqual(expected);
    expect(next).toMatchObject({ total: 7, unreadTotal: 4, status: 'ready', error: null });
  });

  it('keeps the selected channel when the page lacks it', () => {
    const next = applyChannelPage(stateWith([unreadA, b], { selectedChannelId: 'b2' }), page({}));
    expect(ids(next.channels)).toEqual(['b2', 'n5']);
  });

  it('ignores a late page of a filter the guest has left', () => {
    const state = stateWith([b], { filter: 'archived' });
    expect(applyChannelPage(state, page({}))).toBe(state);
  });
});

describe('load more (spec 000 §5 "Load-more-channels requests are ignored if the previous one was less than 500 ms earlier")', () => {
  it.each<[string, number | null, number, boolean]>([
    ['the first request goes', null, 1_000, false],
    ['499 ms after the previous is ignored', 1_000, 1_499, true],
    ['500 ms after the previous goes', 1_000, 1_500, false],
  ])('%s', (_name, last, now, throttled) => {
    expect(isLoadMoreThrottled(last, now)).toBe(throttled);
    const state = stateWith([b], { lastLoadMoreAt: last });
    const next = startLoadMore(state, now);
    expect(next.lastLoadMoreAt).toBe(throttled ? last : now);
  });

  it('an ignored request does not restart the 500 ms', () => {
    let state = startLoadMore(stateWith([b]), 0);
    state = startLoadMore(state, 300);
    expect(isLoadMoreThrottled(state.lastLoadMoreAt, 500)).toBe(false);
  });
});
