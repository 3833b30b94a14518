/** @jsxImportSource preact */
import { useSignal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { Tile, TileGridType } from '../../sdk/api/types';
import type { Language } from '../../sdk/config';
import { columnsForWidth, visibleRowRange, type TileGridController } from '../../sdk/tile-grid';
import { useStore } from '../shared/use-store';
import { SkeletonTile, TileView, type Translate } from './tile.component';
import { estimateRowHeight } from './tile-geometry';
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
}

/** A virtualised, infinitely scrolling grid of performer or video tiles. */
export function TileGrid(props: TileGridProps) {
  const { type, controller, t } = props;
  const state = useStore(controller.$state).value;
  const viewport = useViewport().value;
  const gridRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const sentinelVisible = useRef(false);
  const measuredRowHeight = useSignal(0);

  useEffect(() => {
    void controller.loadMore();
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
  const rowHeight = measuredRowHeight.value || estimateRowHeight(type, grid?.clientWidth || viewport.width, columns);
  const { first, last } = visibleRowRange({
    scrollOffset: grid ? -grid.getBoundingClientRect().top : 0,
    viewportHeight: viewport.height,
    rowHeight,
    rowCount,
    overscanRows: OVERSCAN_ROWS,
  });

  // Rows carry their gap as padding, so one row's height is the pitch between rows; measuring
  // after every render also picks up a new pitch when the columns or the font change.
  useLayoutEffect(() => {
    const row = gridRef.current?.querySelector<HTMLElement>('.row');
    const height = row?.offsetHeight ?? 0;
    if (height > 0 && Math.abs(height - measuredRowHeight.value) > 0.5) measuredRowHeight.value = height;
  });

  const rows = [];
  for (let row = first; row <= last; row++) {
    const start = row * columns;
    rows.push(
      <div class="row" role="none" key={row}>
        {state.tiles.slice(start, start + columns).map((tile, index) => (
          <div class="cell" role="listitem" key={`${tile.kind}:${tile.id}`} aria-posinset={start + index + 1} aria-setsize={state.total ?? -1}>
            <TileView {...props} tile={tile} href={props.hrefFor(tile)} priority={start + index < columns} />
          </div>
        ))}
      </div>,
    );
  }

  const loading = state.status === 'loading';
  const label = props.label || t(type === 'performers' ? 'grid.performers' : 'grid.videos');
  // Before and during the first page, its skeletons reserve the rows it will fill (from the very
  // first paint, or everything below would shift); later pages add one row at the end.
  const awaitingFirstPage = state.tiles.length === 0 && (state.status === 'idle' || loading);
  const skeletonCount = awaitingFirstPage ? props.firstPageSize : loading ? columns : 0;
  return (
    <section class={`grid-region grid-region--${type}`} aria-label={label} aria-busy={loading ? 'true' : 'false'} style={`--velvet-columns:${columns}`}>
      <div class="grid" role="list" ref={gridRef}>
        <div class="spacer" aria-hidden="true" style={`height:${first * rowHeight}px`} />
        {rows}
        <div class="spacer" aria-hidden="true" style={`height:${Math.max(0, rowCount - last - 1) * rowHeight}px`} />
      </div>
      {skeletonCount > 0 ? (
        <div class="row skeletons" aria-hidden="true">
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
