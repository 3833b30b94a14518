import { describe, expect, it } from 'vitest';
import { RestError } from '../api/errors';
import { FIRST_LIST, harness } from './controller-fakes';
import { ids } from './fixtures';
import { visibleChannels } from './selectors';

describe('init (spec 000 §4 "messenger, notification, gift and toy-control areas initialise once and then count as ready")', () => {
  it('loads the channel list, unread count, gifts and toy controls, then counts them ready', async () => {
    const h = harness();
    await h.controller.init();
    expect(h.state.ready).toEqual({ messenger: true, notifications: true, gifts: true, toyControls: true });
    expect(h.state).toMatchObject({ status: 'ready', total: 3, unreadTotal: 2, gifts: [{ id: 1 }], toyControls: [{ id: 2 }] });
    expect(ids(h.state.channels)).toEqual(['a1', 'b2']);
    expect(h.api.channelList).toHaveBeenCalledWith(0, false);
  });

  it('a second init, or one while the first runs, does not reload', async () => {
    const h = harness();
    await Promise.all([h.controller.init(), h.controller.init()]);
    await h.controller.init();
    for (const call of [h.api.channelList, h.api.unreadCount, h.api.gifts, h.api.toyControls]) expect(call).toHaveBeenCalledTimes(1);
  });

  it('a failed area is not ready, says why, and loads again on the next init (the others do not)', async () => {
    const h = harness();
    h.api.gifts.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await h.controller.init();
    expect(h.state.ready.gifts).toBe(false);
    expect(h.state.error).toBe('No connection to the server. Check your connection and try again.');
    expect(h.state.status).toBe('ready');
    await h.controller.init();
    expect(h.state.ready.gifts).toBe(true);
    expect(h.api.gifts).toHaveBeenCalledTimes(2);
    expect(h.api.channelList).toHaveBeenCalledTimes(1);
  });

  it('a failed channel list puts the list in error', async () => {
    const h = harness();
    h.api.channelList.mockRejectedValueOnce(new Error('boom'));
    await h.controller.init();
    expect(h.state).toMatchObject({ status: 'error', error: 'The messenger could not be loaded. Please try again.', errorCode: 'loadFailed' });
  });

  // issue 16 §3: a guest without a session meets a 401; the state keeps that it is a login matter (not a Retry),
  // so the widget can show its login prompt and fire velvet-login-required.
  it('a 401 keeps its kind: errorCode loginRequired, cleared by the next list load', async () => {
    const h = harness();
    h.api.channelList.mockRejectedValueOnce(new RestError('POST', 'vxql', 401, 'login required'));
    await h.controller.init();
    expect(h.state).toMatchObject({ status: 'error', error: 'Please log in to use the messenger.', errorCode: 'loginRequired' });
    await h.controller.init();
    expect(h.state).toMatchObject({ status: 'ready', error: null, errorCode: null });
  });
});

describe('filters and paging', () => {
  it('a filter asks the server for its list and waits for it', async () => {
    const h = harness();
    await h.controller.init();
    h.controller.setFilter('archived');
    expect(h.sent).toEqual([{ type: 'filterChannels', filterType: 'archived' }]);
    expect(h.state).toMatchObject({ filter: 'archived', status: 'loading' });
  });

  it('a refused filter request puts the list in error with the server\'s words', async () => {
    const h = harness();
    h.refuse('Please log in to use the messenger.');
    h.controller.setFilter('blocked');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.state).toMatchObject({ status: 'error', error: 'Please log in to use the messenger.' });
  });

  it.each([
    // spec 000 §4: "the online-only toggle applies except in archived and unread modes"
    ['newest', true, [{ type: 'loadOnlineChannels' }]],
    ['newest', false, [{ type: 'filterChannels', filterType: 'newest' }]],
    ['archived', true, []],
    ['unread', true, []],
  ] as const)('online-only in %s mode set to %s asks for %j', (filter, onlineOnly, expected) => {
    const h = harness({ state: { filter, onlineOnly: !onlineOnly } });
    h.controller.setOnlineOnly(onlineOnly);
    expect(h.sent).toEqual(expected);
    expect(h.state.onlineOnly).toBe(onlineOnly);
  });

  it('load more asks for the next 500, ignored within 500 ms of the previous (spec 000 §5)', async () => {
    const h = harness();
    await h.controller.init();
    h.controller.loadMore();
    h.advance(499);
    h.controller.loadMore();
    expect(h.sent).toEqual([{ type: 'loadChannels', offset: 2, limit: 500 }]);
    h.advance(1);
    h.controller.loadMore();
    expect(h.sent).toHaveLength(2);
  });

  it('load more asks nothing when every channel is loaded', async () => {
    const h = harness();
    h.api.channelList.mockResolvedValueOnce({ ...FIRST_LIST, total: 2 });
    await h.controller.init();
    h.controller.loadMore();
    expect(h.sent).toEqual([]);
  });
});

describe('selecting', () => {
  it('marks read on the server and here, selects, and loads the messages oldest first', async () => {
    const h = harness();
    await h.controller.init();
    await h.controller.select('a1');
    expect(h.sent).toEqual([{ type: 'markChannelRead', channelId: 'a1' }]);
    expect(h.state).toMatchObject({ selectedChannelId: 'a1', unreadTotal: 0 });
    expect(h.state.conversations.a1).toMatchObject({ status: 'ready', total: 60 });
    expect(ids(h.state.conversations.a1?.messages ?? [])).toEqual(['m1', 'm2']);
    expect(ids(visibleChannels(h.state))).toEqual(['a1', 'b2']);
  });

  it('markRead (issue 12 §8: a reply arriving in the open conversation) clears the unread count here and tells the server', async () => {
    const h = harness();
    await h.controller.init();
    await h.controller.select('b2');
    h.sent.length = 0;
    h.setState({ channels: h.state.channels.map((item) => (item.id === 'b2' ? { ...item, unread: true, unreadCount: 1 } : item)), unreadTotal: 3 });
    h.controller.markRead('b2');
    expect(h.sent).toEqual([{ type: 'markChannelRead', channelId: 'b2' }]);
    expect(h.state).toMatchObject({ selectedChannelId: 'b2', unreadTotal: 2 });
    expect(h.state.channels.find((item) => item.id === 'b2')).toMatchObject({ unread: false, unreadCount: 0 });
  });

  it('a loaded conversation is not loaded again; older messages come from its length on', async () => {
    const h = harness();
    await h.controller.init();
    await h.controller.select('a1');
    await h.controller.select('a1');
    expect(h.api.messageContent).toHaveBeenCalledTimes(1);
    await h.controller.loadOlderMessages('a1');
    expect(h.api.messageContent).toHaveBeenLastCalledWith('a1', 2);
    // The older page (minutes 47-48) goes before the first one (49-50).
    expect(ids(h.state.conversations.a1?.messages ?? [])).toEqual(['m3', 'm4', 'm1', 'm2']);
  });

  it('a channel that is not in the list is fetched first', async () => {
    const h = harness();
    await h.controller.select('z9');
    expect(h.api.getChannel).toHaveBeenCalledWith('z9');
    expect(h.state.channels.map((item) => item.id)).toEqual(['z9']);
  });

  it('a failed message load is the conversation\'s error', async () => {
    const h = harness();
    h.api.messageContent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await h.controller.init();
    await h.controller.select('b2');
    expect(h.state.conversations.b2).toMatchObject({ status: 'error', error: 'No connection to the server. Check your connection and try again.' });
  });

  it('unselecting clears the selection and refreshes the previous channel from the server (spec 000 §4)', async () => {
    const h = harness();
    await h.controller.init();
    await h.controller.select('b2');
    h.controller.unselect();
    expect(h.state.selectedChannelId).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.api.getChannel).toHaveBeenCalledWith('b2');
    expect(h.state.channels.find((item) => item.id === 'b2')?.subject).toBe('fresh');
  });

  it('openActor touches the channel with that performer, selects it and resolves its id', async () => {
    const h = harness();
    await expect(h.controller.openActor(8)).resolves.toBe('n8');
    expect(h.api.getActorChannel).toHaveBeenCalledWith(8);
    expect(h.state.selectedChannelId).toBe('n8');
  });
});
