import { describe, expect, it } from 'vitest';
import { applyChannelPage } from './channels';
import { FIRST_LIST, harness } from './controller-fakes';
import { channel, ids } from './fixtures';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
type Harness = ReturnType<typeof harness>;

/** Each case: which later list request the server refuses (after a good init), and what a retry sends instead. */
const cases: Array<{ name: string; failing: (h: Harness) => Promise<void>; resent: unknown[] }> = [
  {
    name: 'a refused filter asks for that filter again',
    failing: async (h) => h.controller.setFilter('archived'),
    resent: [{ type: 'filterChannels', filterType: 'archived' }],
  },
  {
    // spec 000 §4: "the online-only toggle applies except in archived and unread modes"
    name: 'a refused online-only toggle asks for the online page again',
    failing: async (h) => h.controller.setOnlineOnly(true),
    resent: [{ type: 'loadOnlineChannels' }],
  },
  {
    name: 'a refused next page asks for the whole list of the filter',
    failing: async (h) => h.controller.loadMore(),
    resent: [{ type: 'filterChannels', filterType: 'newest' }],
  },
];

describe('retry after a refused list request', () => {
  it.each(cases)('$name, clears the error, and the list is ready when the server answers', async ({ failing, resent }) => {
    const h = harness();
    await h.controller.init();
    h.refuse('The server is busy. Please try again.');
    await failing(h);
    await flush();
    expect(h.state).toMatchObject({ status: 'error', error: 'The server is busy. Please try again.' });

    h.refuse(null);
    h.sent.length = 0;
    await h.controller.retry();
    expect(h.sent).toEqual(resent);
    expect(h.state).toMatchObject({ status: 'loading', error: null });
    // The answer comes as a messengerChannels event.
    const { filter, onlineOnly } = h.state;
    h.setState(applyChannelPage(h.state, { filter, onlineOnly, offset: 0, total: 1, unreadTotal: 0, channels: [channel('c3', 5, { isActorOnline: true })] }));
    expect(h.state).toMatchObject({ status: 'ready', error: null });
    expect(ids(h.state.channels)).toEqual(['c3']);
    // The first list and the other areas loaded fine the first time: no second query.
    expect(h.api.channelList).toHaveBeenCalledTimes(1);
  });

  it('a retry refused again shows the new reason and stays in error', async () => {
    const h = harness();
    await h.controller.init();
    h.refuse('first reason');
    h.controller.setFilter('blocked');
    await flush();
    h.refuse('second reason');
    await h.controller.retry();
    expect(h.state).toMatchObject({ status: 'error', error: 'second reason' });
  });
});

describe('retry after a failed first load', () => {
  it.each<[string, (h: Harness) => void]>([
    ['the channel list', (h) => h.api.channelList.mockRejectedValueOnce(new Error('boom'))],
    ['the gifts', (h) => h.api.gifts.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  ])('%s: loads what failed from the query service, then everything is ready and the error is gone', async (_area, breakLoad) => {
    const h = harness();
    breakLoad(h);
    await h.controller.init();
    expect(h.state.error).not.toBeNull();

    await h.controller.retry();
    expect(h.state).toMatchObject({ status: 'ready', error: null, ready: { messenger: true, notifications: true, gifts: true, toyControls: true } });
    expect(ids(h.state.channels)).toEqual(ids(FIRST_LIST.channels));
    // Nothing goes over realtime: the first list is not a realtime request.
    expect(h.sent).toEqual([]);
  });

  it('a failed first list that fails again stays in error with the new reason', async () => {
    const h = harness();
    h.api.channelList.mockRejectedValueOnce(new Error('boom')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await h.controller.init();
    await h.controller.retry();
    expect(h.state).toMatchObject({ status: 'error', error: 'No connection to the server. Check your connection and try again.' });
    expect(h.api.channelList).toHaveBeenCalledTimes(2);
  });

  it('with nothing failed, a retry loads nothing', async () => {
    const h = harness();
    await h.controller.init();
    await h.controller.retry();
    expect(h.sent).toEqual([]);
    expect(h.api.channelList).toHaveBeenCalledTimes(1);
    expect(h.state).toMatchObject({ status: 'ready', error: null });
  });
});
