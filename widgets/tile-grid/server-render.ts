import type { TileGridFirstPage, TileGridQuery } from '../../sdk/tile-grid';

/**
 * STUB (helper A): helper C's server render of the tile grid replaces this file at merge.
 * The inner HTML of <velvet-tile-grid> (a declarative shadow root) for its first page;
 * '' renders nothing on the server, and the widget renders itself in the browser.
 */
export function renderTileGridShadowHtml(_input: {
  query: TileGridQuery;
  firstPage: TileGridFirstPage;
  language: string;
  linkBase: string;
  apiBase: string;
  label?: string;
}): string {
  return '';
}
