import { describe, expect, it } from 'vitest';
import type { Screen } from '../../../sdk/routes';
import { addressLeavesSettingsOpen, dayFromAddress, isFiltered, MAX_FILTER_MODELS, modelsFromAddress, settingsTypeOf, videoListFor, videoListView, viewFilter, viewSearch } from './video-lists';

// spec 001 §2 "Video lists: /en/videos/, all-videos, free-clips, video-trends, on-sale, new-videos, vip-videos";
// issue 15 item 6: "all-videos and video-trends are their own lists".
describe('videoListFor', () => {
  it.each<[Screen, Screen, object]>([
    ['videos', 'videos', {}],
    ['allVideos', 'videos', {}],
    ['videoTrends', 'videoTrends', { types: ['trending'] }],
    ['newVideos', 'newVideos', { new: true }],
    ['freeClips', 'freeClips', { free: true }],
    ['onSaleVideos', 'onSaleVideos', { onSale: true }],
    ['vipVideos', 'vipVideos', { vip: true }],
  ])('%s highlights tab %s with filter %j, bought videos left out', (screen, tab, filter) => {
    const list = videoListFor(screen);
    expect(list.tab).toBe(tab);
    // spec 001 §5: "Default video list filters exclude bought and classic."
    expect(list.filter).toEqual({ ...filter, excludeBought: true });
  });

  it('throws naming a screen that is no video list', () => {
    expect(() => videoListFor('messenger')).toThrow('got "messenger"');
  });
});

// spec 001 §9: "Default video orders: all and vip30 top rated; new, discounted, free and bought newest; trending top trending".
describe('videoListView', () => {
  const view = (screen: Screen, query: string) => videoListView(videoListFor(screen), new URLSearchParams(query), () => 777);

  it.each<[Screen, string]>([
    ['videos', 'topRated'], ['allVideos', 'topRated'], ['vipVideos', 'topRated'], ['newVideos', 'newest'],
    ['onSaleVideos', 'newest'], ['freeClips', 'newest'], ['videoTrends', 'trending'],
  ])('%s without ?order= sorts by %s and writes no ?order=', (screen, order) => {
    expect(view(screen, '')).toEqual({ order, orderParam: null, seed: null, tag: null, types: [], from: null, until: null, models: [] });
  });

  it('takes a known ?order=, ignores an unknown one, keeps a valid tag only', () => {
    expect(view('newVideos', 'order=cheapest&tag=dance')).toMatchObject({ order: 'cheapest', orderParam: 'cheapest', tag: 'dance' });
    expect(view('newVideos', 'order=popular&tag=Not%20a%20tag')).toMatchObject({ order: 'newest', orderParam: null, tag: null });
    expect(view('videos', 'order=topRated')).toMatchObject({ order: 'topRated', orderParam: null });
  });

  it('random keeps the seed of the address, or makes one, and pages with it', () => {
    expect(view('videos', 'order=random&seed=42')).toMatchObject({ order: 'random', seed: 42 });
    const fresh = view('videos', 'order=random');
    expect(fresh.seed).toBe(777);
    expect(viewFilter(videoListFor('videos'), fresh)).toEqual({ excludeBought: true, seed: 777 });
    expect(viewSearch(fresh)).toBe('?order=random&seed=777');
    expect(viewSearch(view('newVideos', 'order=longest&tag=yoga'))).toBe('?order=longest&tag=yoga');
    expect(viewSearch(view('newVideos', ''))).toBe('');
  });
});

// spec 001 §3 "Video filter: modelIds, actingGroups, ids, tags, releasedFrom, releasedUntil, types (...)".
describe('the filter of the address', () => {
  const list = videoListFor('videoTrends');
  it('reads known types and real days, drops the rest, and adds them to the list\'s own filter', () => {
    const view = videoListView(list, new URLSearchParams('type=vip&type=bogus&type=discount&from=2025-01-31&until=2025-02-30'));
    expect(view).toMatchObject({ types: ['discount', 'vip'], from: '2025-01-31', until: null });
    expect(isFiltered(view)).toBe(true);
    expect(viewFilter(list, view)).toEqual({ types: ['trending', 'discount', 'vip'], excludeBought: true, releasedFrom: '2025-01-31T00:00:00.000Z' });
    expect(viewSearch(view)).toBe('?type=discount&type=vip&from=2025-01-31');
  });
  it('includes the whole last day', () => {
    const view = videoListView(list, new URLSearchParams('until=2024-12-31'));
    expect(viewFilter(list, view).releasedUntil).toBe('2024-12-31T23:59:59.999Z');
  });
  it.each([['2024-02-29', '2024-02-29'], ['2023-02-29', null], ['2024-13-01', null], ['yesterday', null], [null, null]] as const)(
    'day %j reads as %j', (value, day) => expect(dayFromAddress(value)).toBe(day),
  );
});

// Issue 15 §7 "Grids remember their settings per type on the guest"; the address wins.
describe('videoListView with remembered settings', () => {
  const view = (screen: Screen, query: string, remembered: object) => videoListView(videoListFor(screen), new URLSearchParams(query), () => 777, remembered);

  it('the plain address shows the remembered order and types', () => {
    expect(view('newVideos', '', { order: 'cheapest', types: ['vip'] })).toMatchObject({ order: 'cheapest', orderParam: 'cheapest', types: ['vip'] });
  });

  it('the address wins: its order and its types over the remembered ones', () => {
    expect(view('newVideos', 'order=longest&type=free', { order: 'cheapest', types: ['vip'] })).toMatchObject({ order: 'longest', types: ['free'] });
    expect(view('newVideos', 'order=newest', { order: 'cheapest' })).toMatchObject({ order: 'newest', orderParam: null });
  });

  it('an unknown ?order= in the address leaves the order to the remembered one', () => {
    expect(view('videos', 'order=popular', { order: 'shortest' })).toMatchObject({ order: 'shortest' });
  });

  it('asks for settings only when the address leaves a part open, under the list\'s own type', () => {
    expect(addressLeavesSettingsOpen(new URLSearchParams('order=newest&type=vip'))).toBe(false);
    expect(addressLeavesSettingsOpen(new URLSearchParams('order=newest'))).toBe(true);
    expect(addressLeavesSettingsOpen(new URLSearchParams('type=vip'))).toBe(true);
    expect(settingsTypeOf(videoListFor('allVideos'))).toBe('allVideos');
    expect(settingsTypeOf(videoListFor('vipVideos'))).toBe('vipVideos');
  });
});

// Issue 15 item 6 "video filters (types, tags, released from/until, models)"; spec 001 §3 "Video filter: modelIds".
describe('the models of the address', () => {
  it.each<[string[], string[]]>([
    [['LenaSun'], ['lenasun']],
    [[' lenasun ', 'LENASUN', 'ivy.sweet'], ['lenasun', 'ivy.sweet']],
    [['', 'a b', '<x>', 'x'.repeat(41)], []],
    [['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c', 'd', 'e']],
  ])('%j names the models %j', (values, names) => {
    expect(modelsFromAddress(values)).toEqual(names);
    expect(names.length).toBeLessThanOrEqual(MAX_FILTER_MODELS);
  });

  it('filters the grid by the ids the loader found, counts as a filter, and stays in the address', () => {
    const list = videoListFor('videos');
    const view = videoListView(list, new URLSearchParams('model=LenaSun&model=ivy&order=cheapest'));
    expect(view.models).toEqual(['lenasun', 'ivy']);
    expect(isFiltered(view)).toBe(true);
    expect(viewFilter(list, view, [12, 40])).toEqual({ excludeBought: true, modelIds: [12, 40] });
    // A name that is no performer leaves no id: the list is not narrowed by it.
    expect(viewFilter(list, view, [])).toEqual({ excludeBought: true });
    expect(viewSearch(view)).toBe('?order=cheapest&model=lenasun&model=ivy');
  });
});
