import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { PerformerGridFilter, TileGridType, VideoGridFilter } from '../../../sdk/api/types';
import type { TileGridFirstPage } from '../../../sdk/tile-grid/first-page';
// The wrapper's own module, not the index: the index would pull every widget (the messenger too) into the first route.
import { VelvetTileGrid } from '../../../widgets/react/tile-grid';
import { sameOriginPath } from '../lib/same-origin-path';
import { useLanguage } from '../page/page-context';
import { useAppServices } from '../services/app-services';
import './routed-tile-grid.css';

export interface RoutedTileGridProps {
  type: TileGridType;
  /** Keep the object identity stable (module constant or useMemo): a new object reloads the grid. */
  filter?: PerformerGridFilter | VideoGridFilter;
  order?: string;
  pageSize?: number;
  /** Stops infinite scroll after this many tiles, so sections below the grid stay reachable. */
  maxTiles?: number;
  /** Accessible name of the grid. */
  label: string;
  /** The grid's first page as the route loader fetched it (loadFirstTilePage with this grid's query); null: the widget loads it. */
  firstPage?: TileGridFirstPage | null;
}

/**
 * The `<velvet-tile-grid>` widget wired to react-router: a tile click on one
 * of our own links navigates inside the app instead of reloading the page.
 */
export function RoutedTileGrid({ type, filter, order, pageSize, maxTiles, label, firstPage }: RoutedTileGridProps) {
  const navigate = useNavigate();
  const language = useLanguage();
  const { config } = useAppServices();
  const onSelect = useCallback(
    (event: CustomEvent<{ href: string }>) => {
      const path = sameOriginPath(event.detail.href, window.location.href);
      if (path === null) return; // another origin: let the widget follow the link
      event.preventDefault();
      navigate(path);
    },
    [navigate],
  );
  return (
    <VelvetTileGrid
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
      // A property of the element (React 19 sets properties on custom elements); the widget starts from it.
      {...(firstPage ? ({ firstPage } as object) : {})}
      onSelect={onSelect}
    />
  );
}
