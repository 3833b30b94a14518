import { describe, expect, it } from 'vitest';
import type { PerformerTile, TileGridAnswer } from '../api/types';
import { createTileGridCache, tileGridCacheKey } from './cache';
import { createTileGridController } from './controller';
import { cachedFirstTilePage, tileGridQuery, tileGridQueryKey } from './first-page';

function manualClock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const controller = () => createTileGridController({ loadPage: () => Promise.reject(new Error('not in this test')), pageSize: 10 });

function performer(id: number): PerformerTile {
  return {
    kind: 'performer', id, name: `p${id}`, age: 25, gender: 'F', type: 'F', country: 'DE', languages: ['de'],
    threeWords: [], isOnline: true, isNew: false, isTopAmateur: false,
    avatar: { w60: '/a', w140: '/a', w160: '/a', w320: '/a', w640: '/a' }, prices: { video: 10 },
  };
}
const page = (from: number, count: number, total: number): TileGridAnswer => ({
  success: true,
  data: { initialTiles: Array.from({ length: count }, (_, i) => performer(from + i)), total },
});

describe('createTileGridCache (Back shows a grid as the guest left it: issue 12 item 3)', () => {
  it('returns the stored controller for its key and nothing for another', () => {
    const cache = createTileGridCache();
    const grid = controller();
    cache.set('a', grid);
    expect(cache.get('a')).toBe(grid);
    expect(cache.get('b')).toBeNull();
  });

  it('keeps at most `capacity` grids, dropping the least recently used first', () => {
    const cache = createTileGridCache({ capacity: 2 });
    const [a, b, c] = [controller(), controller(), controller()];
    cache.set('a', a);
    cache.set('b', b);
    expect(cache.get('a')).toBe(a); // a is now more recent than b
    cache.set('c', c);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).toBe(a);
    expect(cache.get('c')).toBe(c);
  });

  it('drops a grid unused for longer than maxIdleMs (its performers may be offline by now); using it keeps it fresh', () => {
    const clock = manualClock();
    const cache = createTileGridCache({ maxIdleMs: 1000, now: clock.now });
    const grid = controller();
    cache.set('a', grid);
    clock.advance(800);
    expect(cache.get('a')).toBe(grid);
    clock.advance(800);
    expect(cache.get('a')).toBe(grid);
    clock.advance(1001);
    expect(cache.get('a')).toBeNull();
    clock.advance(-5000);
    expect(cache.get('a')).toBeNull(); // dropped, not only hidden
  });

  it('replaces the grid of a key', () => {
    const cache = createTileGridCache();
    const [first, second] = [controller(), controller()];
    cache.set('a', first);
    cache.set('a', second);
    expect(cache.get('a')).toBe(second);
  });

  it('keys by API base (a trailing slash ignored) and query', () => {
    expect(tileGridCacheKey('https://api.test/', 'q')).toBe(tileGridCacheKey('https://api.test', 'q'));
    expect(tileGridCacheKey('https://a.test', 'q')).not.toBe(tileGridCacheKey('https://b.test', 'q'));
  });
});

describe('cachedFirstTilePage', () => {
  const query = tileGridQuery({ type: 'performers', filter: { online: true }, pageSize: 10, maxTiles: 40 });

  it('gives a loader the first page of a grid the page holds, keyed like loadFirstTilePage', async () => {
    const cache = createTileGridCache();
    const grid = createTileGridController({ loadPage: async (offset) => page(offset, 10, 25), pageSize: 10, maxTiles: 40, firstPage: page(0, 10, 25) });
    await grid.loadMore();
    cache.set(tileGridCacheKey('', tileGridQueryKey(query, 'en')), grid);
    const first = cachedFirstTilePage(query, 'en', '', cache);
    expect(first?.key).toBe(tileGridQueryKey(query, 'en'));
    expect(first?.answer).toEqual(page(0, 10, 25));
  });

  it('is null for a grid the page does not hold or that has no tiles yet', () => {
    const cache = createTileGridCache();
    expect(cachedFirstTilePage(query, 'en', '', cache)).toBeNull();
    cache.set(tileGridCacheKey('', tileGridQueryKey(query, 'en')), controller());
    expect(cachedFirstTilePage(query, 'en', '', cache)).toBeNull();
    expect(cachedFirstTilePage(query, 'de', '', cache)).toBeNull();
  });
});

describe('tileGridQuery', () => {
  it('fills the widget defaults, so a loader and the widget compute the same key', () => {
    expect(tileGridQuery({ type: 'videos' })).toEqual({ type: 'videos', pageSize: 30 });
    expect(tileGridQueryKey(tileGridQuery({ type: 'videos', order: '' }), 'en')).toBe(tileGridQueryKey({ type: 'videos', pageSize: 30 }, 'en'));
  });
});
