import { useEffect } from 'react';
import type { PerformerGridFilter, TileGridType, VideoGridFilter } from '../../../sdk/api/types';
import { tileGridQuery, type TileGridFirstPage } from '../../../sdk/tile-grid';
// The tag without the element's code: that loads after the first paint (defineTileGrid below).
import { VelvetTileGridTag } from '../../../widgets/react/tile-grid-tag';
import { useWidgetNavigate } from '../lib/use-widget-navigate';
import { useLanguage } from '../page/page-context';
import { useAppServices } from '../services/app-services';
import { useWidgetServerRender } from './widget-server-render';
import './routed-tile-grid.css';

export interface RoutedTileGridProps {
  type: TileGridType;
  filter?: PerformerGridFilter | VideoGridFilter;
  order?: string;
  pageSize?: number;
  /** Stops infinite scroll after this many tiles, so sections below the grid stay reachable. */
  maxTiles?: number;
  /** Accessible name of the grid. */
  label: string;
  /**
   * The first page, from the route loader (loadFirstTilePage with tileGridQuery of these same
   * options): the server renders it and the grid starts from it without a request. Null or
   * absent (the loader's request failed): the grid loads it itself in the browser.
   */
  firstPage?: TileGridFirstPage | null | undefined;
}

/**
 * The element's code (Preact, signals, the widget texts) is not needed for the first paint: the
 * server rendered the tiles as links that work without it. It loads after the page is up, so
 * the first route's script budget does not carry it.
 */
function defineTileGrid(): void {
  import('../../../widgets/tile-grid/tile-grid').catch((error: unknown) => {
    // The server's tiles stay usable as plain links; a browser-only grid stays empty.
    console.error('The tile grid could not be loaded', error);
  });
}

/**
 * The `<velvet-tile-grid>` widget wired to react-router: a tile click on one
 * of our own links navigates inside the app instead of reloading the page.
 * On the server it carries its first page as a declarative shadow root.
 */
export function RoutedTileGrid({ type, filter, order, pageSize, maxTiles, label, firstPage }: RoutedTileGridProps) {
  const language = useLanguage();
  const { config } = useAppServices();
  const serverRender = useWidgetServerRender();
  useEffect(defineTileGrid, []);
  const onSelect = useWidgetNavigate();
  const serverHtml =
    serverRender && firstPage
      ? serverRender.tileGridHtml({
          query: tileGridQuery({ type, filter, order, pageSize, maxTiles }),
          firstPage,
          language,
          linkBase: config.siteBase,
          apiBase: config.apiBase,
          label,
        })
      : undefined;
  return (
    <VelvetTileGridTag
      className="routed-tile-grid"
      type={type}
      {...(filter ? { filter } : {})}
      {...(order ? { order } : {})}
      {...(pageSize ? { pageSize } : {})}
      {...(maxTiles ? { maxTiles } : {})}
      lang={language}
      apiBase={config.apiBase}
      linkBase={config.siteBase}
      label={label}
      firstPage={firstPage ?? undefined}
      serverHtml={serverHtml}
      onSelect={onSelect}
    />
  );
}
