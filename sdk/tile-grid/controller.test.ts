import { describe, expect, it, vi } from 'vitest';
import type { PerformerTile, TileGridAnswer } from '../api/types';
import { createTileGridController, type TileGridState } from './controller';

function performer(id: number): PerformerTile {
  return {
    kind: 'performer', id, name: `p${id}`, age: 25, gender: 'F', type: 'F', country: 'DE', languages: ['de'],
    threeWords: [], isOnline: true, isNew: false, isTopAmateur: false,
    avatar: { w60: '/a', w140: '/a', w160: '/a', w320: '/a', w640: '/a' }, prices: { video: 10 },
  };
}

/** A fake server with `total` performers that records every requested page. */
function fakeServer(total: number) {
  const calls: Array<[number, number]> = [];
  const loadPage = vi.fn(async (offset: number, limit: number): Promise<TileGridAnswer> => {
    calls.push([offset, limit]);
    const ids = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
    return { success: true, data: { initialTiles: ids.map(performer), total } };
  });
  return { calls, loadPage };
}

describe('createTileGridController', () => {
  it('pages through the grid and ends with status done, never loading past total', async () => {
    const { calls, loadPage } = fakeServer(25);
    const grid = createTileGridController({ loadPage, pageSize: 10 });
    await grid.loadMore();
    expect(grid.$state.get()).toMatchObject({ total: 25, status: 'idle', error: null });
    await grid.loadMore();
    await grid.loadMore();
    expect(grid.$state.get().status).toBe('done');
    expect(grid.$state.get().tiles.map((t) => t.id)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    await grid.loadMore();
    expect(calls).toEqual([[0, 10], [10, 10], [20, 10]]);
  });

  it('stops at maxTiles, asking only for the tiles still missing, so content below the grid is reachable', async () => {
    const { calls, loadPage } = fakeServer(400);
    const grid = createTileGridController({ loadPage, pageSize: 10, maxTiles: 25 });
    for (let i = 0; i < 5; i++) await grid.loadMore();
    expect(calls).toEqual([[0, 10], [10, 10], [20, 5]]);
    expect(grid.$state.get()).toMatchObject({ status: 'done', total: 400 });
    expect(grid.$state.get().tiles).toHaveLength(25);
  });

  it('rejects a maxTiles that is not a positive integer, naming it', () => {
    const { loadPage } = fakeServer(1);
    expect(() => createTileGridController({ loadPage, pageSize: 10, maxTiles: 0 })).toThrow(/maxTiles: expected a positive integer, got 0/);
  });

  it('keeps one request in flight: concurrent loadMore calls share it', async () => {
    const { calls, loadPage } = fakeServer(100);
    const grid = createTileGridController({ loadPage, pageSize: 10 });
    const first = grid.loadMore();
    expect(grid.$state.get().status).toBe('loading');
    const second = grid.loadMore();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(calls).toEqual([[0, 10]]);
  });

  it('lets a listener that hears the idle state load the next page at once', async () => {
    const { calls, loadPage } = fakeServer(30);
    const grid = createTileGridController({ loadPage, pageSize: 10 });
    const chained: Array<Promise<void>> = [];
    grid.$state.listen((state) => {
      if (state.status === 'idle' && chained.length === 0) chained.push(grid.loadMore());
    });
    await grid.loadMore();
    await chained[0];
    expect(calls).toEqual([[0, 10], [10, 10]]);
  });

  // spec 001 §4: "Tile grid load with success false yields error marker rest-error to listeners"
  const refused: TileGridAnswer = { success: false, statusCode: 400, code: 'VALIDATION_FAILED', error: 'nope', field: 'payload.limit' };
  it.each([
    ['success false', () => Promise.resolve<TileGridAnswer>(refused)],
    ['a rejected fetch (RestError or network)', () => Promise.reject(new Error('HTTP 500'))],
  ])('spec 001 §4: %s yields error marker rest-error to listeners', async (_name, failingLoad) => {
    const grid = createTileGridController({ loadPage: failingLoad, pageSize: 10 });
    const seen: TileGridState[] = [];
    grid.$state.listen((state) => seen.push(state));
    await grid.loadMore();
    expect(seen.at(-1)).toMatchObject({ status: 'error', error: 'rest-error', tiles: [] });
    expect(seen.map((s) => s.status)).toEqual(['loading', 'error']);
  });

  it('does not load on scroll after an error, but retry loads the failed page again', async () => {
    const { loadPage: working } = fakeServer(30);
    let fail = true;
    const loadPage = vi.fn((offset: number, limit: number) =>
      fail ? Promise.resolve<TileGridAnswer>(refused) : working(offset, limit),
    );
    const grid = createTileGridController({ loadPage, pageSize: 10 });
    await grid.loadMore();
    await grid.loadMore();
    expect(loadPage).toHaveBeenCalledTimes(1);
    fail = false;
    await grid.retry();
    expect(loadPage).toHaveBeenLastCalledWith(0, 10);
    expect(grid.$state.get()).toMatchObject({ status: 'idle', error: null, total: 30 });
    expect(grid.$state.get().tiles).toHaveLength(10);
  });

  it('retry does nothing when there is no error', async () => {
    const { calls, loadPage } = fakeServer(30);
    const grid = createTileGridController({ loadPage, pageSize: 10 });
    await grid.retry();
    expect(calls).toEqual([]);
  });

  it('an empty grid is done after the first answer', async () => {
    const grid = createTileGridController({ loadPage: fakeServer(0).loadPage, pageSize: 30 });
    await grid.loadMore();
    expect(grid.$state.get()).toMatchObject({ tiles: [], total: 0, status: 'done' });
  });

  it('drops a tile that shows up again on a later page but keeps paging by position', async () => {
    const pages: TileGridAnswer[] = [
      { success: true, data: { initialTiles: [performer(1), performer(2)], total: 4 } },
      { success: true, data: { initialTiles: [performer(2), performer(3)], total: 4 } },
    ];
    const loadPage = vi.fn(async (offset: number) => pages[offset / 2]!);
    const grid = createTileGridController({ loadPage, pageSize: 2 });
    await grid.loadMore();
    await grid.loadMore();
    expect(grid.$state.get().tiles.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(grid.$state.get().status).toBe('done');
    expect(loadPage).toHaveBeenLastCalledWith(2, 2);
  });

  it('starts from a first page loaded elsewhere (route loader, server render) and asks for page two next', async () => {
    const { calls, loadPage } = fakeServer(25);
    const firstPage = await fakeServer(25).loadPage(0, 10);
    const grid = createTileGridController({ loadPage, pageSize: 10, firstPage });
    expect(grid.$state.get()).toMatchObject({ total: 25, status: 'idle', error: null });
    expect(grid.$state.get().tiles).toHaveLength(10);
    await grid.loadMore();
    expect(calls).toEqual([[10, 10]]);
  });

  it('is done at once when the first page held every tile', async () => {
    const { calls, loadPage } = fakeServer(4);
    const grid = createTileGridController({ loadPage, pageSize: 10, firstPage: await fakeServer(4).loadPage(0, 10) });
    expect(grid.$state.get().status).toBe('done');
    await grid.loadMore();
    expect(calls).toEqual([]);
  });

  it('loads the first page itself when the given one failed', async () => {
    const { calls, loadPage } = fakeServer(4);
    const grid = createTileGridController({ loadPage, pageSize: 10, firstPage: refused });
    expect(grid.$state.get()).toMatchObject({ tiles: [], status: 'idle', error: null });
    await grid.loadMore();
    expect(calls).toEqual([[0, 10]]);
  });

  it.each([0, 101, 2.5, Number.NaN])('rejects pageSize %s naming the expected range', (pageSize) => {
    expect(() => createTileGridController({ loadPage: fakeServer(1).loadPage, pageSize })).toThrow(
      `Invalid pageSize: expected an integer from 1 to 100, got ${pageSize}`,
    );
  });
});
