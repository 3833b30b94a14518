/** @jsxImportSource preact */
import { useSignal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { Tile, TileGridType } from '../../sdk/api/types';
import type { Language } from '../../sdk/config';
import { columnsForWidth, visibleRowRange, type TileGridController } from '../../sdk/tile-grid';
import { useStore } from '../shared/use-store';
import { SkeletonTile, TileView, type TilePriority, type Translate } from './tile.component';
import { EAGER_TILES, estimateRowHeight, HIGH_PRIORITY_TILES } from './tile-geometry';
import { useViewport } from './use-viewport';

/** Rows kept in the DOM above and below the visible ones. */
const OVERSCAN_ROWS = 3;
/** Start loading the next page this far before the end of the loaded rows comes into view. */
const PRELOAD_MARGIN = '0px 0px 800px 0px';

export interface TileGridProps {
  type: TileGridType;
  controller: TileGridController;
  language: Language;
  t: Translate;
  /** Accessible name of the grid; defaults to "Performers"/"Videos". */
  label?: string | undefined;
  hrefFor: (tile: Tile) => string;
  resolveUrl: (path: string) => string;
  onSelect: (tile: Tile, href: string) => boolean;
  /** Tiles the first request asks for: its skeletons hold exactly that space, so nothing below shifts. */
  firstPageSize: number;
  /**
   * The DOM holds the server's render of this grid: the first render repeats it exactly (every
   * loaded tile, no spacers, nothing that depends on the viewport, which the server does not know)
   * so that it can be hydrated; the renders after it virtualise.
   */
  hydrating?: boolean | undefined;
  /** The grid's width before it was rendered (its host's), so the first estimate of a row's height is already right. */
  initialWidth?: (() => number) | undefined;
}

/** How soon the picture of the tile at `index` loads (see EAGER_TILES). */
function tilePriority(index: number): TilePriority | undefined {
  if (index < HIGH_PRIORITY_TILES) return 'high';
  return index < EAGER_TILES ? 'eager' : undefined;
}

/**
 * A virtualised, infinitely scrolling grid of performer or video tiles. The columns come from
 * the CSS (the same breakpoints as columnsForWidth), so the markup is the same at every width.
 */
export function TileGrid(props: TileGridProps) {
  const { type, controller, t } = props;
  const state = useStore(controller.$state).value;
  const gridRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  // The rows in the DOM leave the view when the content above moves the grid; the grid enters it (a long grid whose
  // rendered rows were computed for another layout stays out of view with them).
  const viewport = useViewport([gridRef, rowsRef]).value;
  const sentinelRef = useRef<HTMLDivElement>(null);
  const sentinelVisible = useRef(false);
  const measuredRowHeight = useSignal(0);
  const hydrated = useSignal(!props.hydrating);

  useEffect(() => {
    hydrated.value = true;
  }, []);

  // Only an empty grid loads on mount: one that starts from pages (the server's, or its own when
  // the guest comes Back) leaves paging to the sentinel, so Back makes no request.
  useEffect(() => {
    if (controller.$state.get().tiles.length === 0) void controller.loadMore();
  }, [controller]);

  // Infinite scroll; the "Load more" button below covers keyboards and engines without IntersectionObserver.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        sentinelVisible.current = entries.some((entry) => entry.isIntersecting);
        if (sentinelVisible.current) void controller.loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [controller]);

  // The observer fires on changes only: a page too short to push the sentinel out needs another load.
  useEffect(() => {
    if (state.status === 'idle' && state.tiles.length > 0 && sentinelVisible.current) void controller.loadMore();
  }, [state, controller]);

  const columns = columnsForWidth(viewport.width);
  const rowCount = Math.ceil(state.tiles.length / columns);
  const grid = gridRef.current;
  const gridWidth = grid?.clientWidth || props.initialWidth?.() || viewport.width;
  const rowHeight = measuredRowHeight.value || estimateRowHeight(type, gridWidth, columns);
  const renderAll = !hydrated.value;
  const { first, last } = renderAll
    ? { first: 0, last: rowCount - 1 }
    : visibleRowRange({
        scrollOffset: grid ? -grid.getBoundingClientRect().top : 0,
        viewportHeight: viewport.height,
        rowHeight,
        rowCount,
        overscanRows: OVERSCAN_ROWS,
      });
  const firstTile = renderAll ? 0 : first * columns;
  const shown = renderAll ? state.tiles : state.tiles.slice(firstTile, Math.max(firstTile, (last + 1) * columns));
  const spacerAbove = renderAll ? 0 : first * rowHeight;
  const spacerBelow = renderAll ? 0 : Math.max(0, rowCount - last - 1) * rowHeight;

  // The rendered rows carry one gap each (as padding at the end), so their height over their
  // count is the pitch between rows; measuring after every render also picks up a new pitch
  // when the columns or the font change.
  useLayoutEffect(() => {
    const rows = rowsRef.current;
    const renderedRows = Math.ceil(shown.length / columns);
    if (!rows || renderedRows === 0) return;
    const height = rows.getBoundingClientRect().height / renderedRows;
    if (height > 0 && Math.abs(height - measuredRowHeight.value) > 0.5) measuredRowHeight.value = height;
  });

  const loading = state.status === 'loading';
  const label = props.label || t(type === 'performers' ? 'grid.performers' : 'grid.videos');
  // Before and during the first page, its skeletons reserve the rows it will fill (from the very
  // first paint, or everything below would shift); later pages add one row at the end.
  const awaitingFirstPage = state.tiles.length === 0 && (state.status === 'idle' || loading);
  const skeletonCount = awaitingFirstPage ? props.firstPageSize : loading ? columns : 0;
  return (
    <section class={`grid-region grid-region--${type}`} aria-label={label} aria-busy={loading ? 'true' : 'false'}>
      <div class="grid" role="list" ref={gridRef}>
        <div class="spacer" aria-hidden="true" style={`height:${spacerAbove}px`} />
        <div class="rows" role="none" ref={rowsRef}>
          {shown.map((tile, index) => (
            <div class="cell" role="listitem" key={`${tile.kind}:${tile.id}`} aria-posinset={firstTile + index + 1} aria-setsize={state.total ?? -1}>
              <TileView {...props} tile={tile} href={props.hrefFor(tile)} priority={tilePriority(firstTile + index)} />
            </div>
          ))}
        </div>
        <div class="spacer" aria-hidden="true" style={`height:${spacerBelow}px`} />
      </div>
      {skeletonCount > 0 ? (
        <div class="skeletons" aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <SkeletonTile type={type} key={index} />
          ))}
        </div>
      ) : null}
      <div class="sentinel" ref={sentinelRef} aria-hidden="true" />
      <div class="status" role="status">
        {loading ? <span class="visually-hidden">{t('grid.loading')}</span> : null}
        {state.status === 'done' && state.tiles.length === 0 ? (
          <p class="empty">{t(type === 'performers' ? 'grid.emptyPerformers' : 'grid.emptyVideos')}</p>
        ) : null}
      </div>
      {state.status === 'error' ? (
        <div class="error" role="alert">
          <p>{t('grid.error')}</p>
          <button type="button" class="button" onClick={() => void controller.retry()}>
            {t('grid.retry')}
          </button>
        </div>
      ) : null}
      {state.status === 'idle' || loading ? (
        // Present while loading too (disabled), so its space is held and the content below stays put.
        <button type="button" class="button load-more" disabled={loading} onClick={() => void controller.loadMore()}>
          {t('grid.loadMore')}
        </button>
      ) : null}
    </section>
  );
}
