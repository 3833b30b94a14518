/**
 * The server's render of `<velvet-tile-grid>`: the inside of the element as a declarative shadow
 * root, so the grid's first page (and the page's largest image) paints before any script runs,
 * and its tiles are plain links that work before the widget's script arrives. The element
 * hydrates this markup when it starts from the same first page (see VelvetTileGridElement), so
 * what is rendered here is exactly what TileGrid renders in the browser with `hydrating`.
 * Server only: preact-render-to-string never reaches a browser bundle.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { createRestClient } from '../../sdk/api/rest';
import type { Tile, TileGridAnswer } from '../../sdk/api/types';
import { normalizeLanguage } from '../../sdk/config';
import { createTileGridController, tileGridQueryKey, type TileGridFirstPage, type TileGridQuery } from '../../sdk/tile-grid';
import { widgetTranslator } from '../i18n';
import { TileGrid } from './tile-grid.component';
import { tileHref } from './tile-href';
import { IMAGE_SIZES } from './tile-geometry';
import { srcSet, tilePictureFiles } from './tile-picture';
import css from './tile-grid.css?inline';

// Comments out (a bundler's build minifies them away, the dev server and tests do not): they are
// bytes in every page, and a `</style` inside one would end the element early.
const shadowCss = css.replace(/\/\*[\s\S]*?\*\//g, '');

/** What the server knows of one grid: the same input as WidgetServerRender.tileGridHtml. */
export interface TileGridServerRenderInput {
  query: TileGridQuery;
  firstPage: TileGridFirstPage;
  language: string;
  /** The element's link-base ('' for links on the same origin). */
  linkBase: string;
  /** The element's api-base: image URLs are resolved against it. */
  apiBase: string;
  label?: string;
}

/**
 * The element's inner HTML: `<template shadowrootmode="open"><style>…</style><div part="root">…</div></template>`.
 * A first page that answers another query renders the grid as waiting (the element loads its own).
 */
export function renderTileGridShadowHtml(input: TileGridServerRenderInput): string {
  const { query, firstPage, linkBase, apiBase, label } = input;
  const language = normalizeLanguage(input.language);
  const client = createRestClient({ apiBase, language });
  const matches = firstPage.key === tileGridQueryKey(query, language);
  const controller = createTileGridController({
    pageSize: query.pageSize,
    maxTiles: query.maxTiles,
    // Never called: nothing loads during a server render (effects do not run there).
    loadPage: () => Promise.reject(new Error('The server render of a tile grid loads nothing')),
    ...(matches ? { firstPage: firstPage.answer } : {}),
  });
  // The site passes no partner tracking ids: its own links carry none (the element reads them from velvet('init')).
  const hrefOptions = { linkBase, language, tracking: {} };
  const grid = renderToString(
    h(TileGrid, {
      type: query.type,
      controller,
      language,
      t: widgetTranslator(language),
      label,
      firstPageSize: Math.min(query.pageSize, query.maxTiles ?? query.pageSize),
      hydrating: true,
      hrefFor: (tile: Tile) => tileHref(tile, hrefOptions),
      resolveUrl: (path: string) => client.resolveUrl(path),
      onSelect: () => true,
    }),
  );
  return `<template shadowrootmode="open"><style>${shadowCss}</style><div part="root">${grid}</div></template>`;
}

/** The picture of a grid's first tile (the page's likely largest paint), for a `<link rel="preload" as="image">`. */
export interface TileImagePreload {
  href: string;
  imageSrcSet: string;
  imageSizes: string;
}

/** The preload of the first tile's picture, or null for an empty or failed first page. */
export function firstTileImagePreload(answer: TileGridAnswer, apiBase: string): TileImagePreload | null {
  const tile = answer.success ? answer.data.initialTiles[0] : undefined;
  if (!tile) return null;
  const client = createRestClient({ apiBase, language: 'en' });
  const resolve = (path: string) => client.resolveUrl(path);
  const { src, sources } = tilePictureFiles(tile);
  return { href: resolve(src), imageSrcSet: srcSet(sources, resolve), imageSizes: IMAGE_SIZES };
}
