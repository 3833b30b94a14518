import type { RestClient } from '../api/rest';
import { getTileGridPage } from '../api/catalog';
import type { TileGridAnswer, TileGridPayload, TileGridType } from '../api/types';

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
