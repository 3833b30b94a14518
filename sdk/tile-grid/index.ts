export { columnsForWidth, visibleRowRange, type RowRange, type RowRangeInput } from './layout';
export {
  createTileGridController,
  type TileGridController,
  type TileGridControllerOptions,
  type TileGridState,
  type TileGridStatus,
} from './controller';
export {
  cachedFirstTilePage,
  DEFAULT_TILE_GRID_PAGE_SIZE,
  loadFirstTilePage,
  tileGridQuery,
  tileGridQueryKey,
  type TileGridFirstPage,
  type TileGridQuery,
} from './first-page';
export { createTileGridCache, tileGridCache, tileGridCacheKey, type TileGridCache, type TileGridCacheOptions } from './cache';
