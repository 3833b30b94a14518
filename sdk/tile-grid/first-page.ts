import type { RestClient } from '../api/rest';
import { getTileGridPage } from '../api/catalog';
import type { TileGridAnswer, TileGridPayload, TileGridType } from '../api/types';
import { tileGridCache, tileGridCacheKey, type TileGridCache } from './cache';

/** What a grid shows first: a route loader fetches it, the server renders it, the widget starts from it without a request. */
export interface TileGridFirstPage {
  /** The query it answers; a widget whose query differs ignores it and loads its own. */
  key: string;
  answer: TileGridAnswer;
}

export interface TileGridQuery {
  type: TileGridType;
  filter?: TileGridPayload['filter'];
  order?: string;
  pageSize: number;
  maxTiles?: number;
}

/** Tiles per request when a grid names none (spec 001 §9 "other searches 30"). */
export const DEFAULT_TILE_GRID_PAGE_SIZE = 30;

/** The query a `<velvet-tile-grid>` with these options pages through (its defaults filled in), for loaders and the server render. */
export function tileGridQuery(options: Omit<TileGridQuery, 'pageSize'> & { pageSize?: number | undefined }): TileGridQuery {
  const { type, filter, order, pageSize = DEFAULT_TILE_GRID_PAGE_SIZE, maxTiles } = options;
  return { type, pageSize, ...(filter ? { filter } : {}), ...(order ? { order } : {}), ...(maxTiles ? { maxTiles } : {}) };
}

/** The identity of a grid's result: equal keys, equal pages (apiBase and language are part of it: other answers). */
export function tileGridQueryKey(query: TileGridQuery, language: string): string {
  return JSON.stringify([language, query.type, query.filter ?? null, query.order ?? null, query.pageSize, query.maxTiles ?? null]);
}

/** The first page of a grid, as the widget itself would load it (same offset, same limit). */
export async function loadFirstTilePage(client: RestClient, query: TileGridQuery, language: string): Promise<TileGridFirstPage> {
  const limit = Math.min(query.pageSize, query.maxTiles ?? query.pageSize);
  const payload = { filter: query.filter, order: query.order, offset: 0, limit } as TileGridPayload;
  const answer = await getTileGridPage(client, query.type, payload);
  return { key: tileGridQueryKey(query, language), answer };
}

/**
 * The first page of a grid the page still holds (the guest comes Back to it), or null: a
 * browser-side loader returns it instead of asking the server again. The grid itself keeps
 * showing every page it had, whatever first page it is given.
 */
export function cachedFirstTilePage(query: TileGridQuery, language: string, apiBase: string, cache: TileGridCache = tileGridCache): TileGridFirstPage | null {
  const key = tileGridQueryKey(query, language);
  const state = cache.get(tileGridCacheKey(apiBase, key))?.$state.get();
  if (!state || state.total === null || state.tiles.length === 0) return null;
  const limit = Math.min(query.pageSize, query.maxTiles ?? query.pageSize);
  return { key, answer: { success: true, data: { initialTiles: state.tiles.slice(0, limit), total: state.total } } };
}
