export { columnsForWidth, visibleRowRange, type RowRange, type RowRangeInput } from './layout';
export {
  createTileGridController,
  type TileGridController,
  type TileGridControllerOptions,
  type TileGridState,
  type TileGridStatus,
} from './controller';
export { loadFirstTilePage, tileGridQueryKey, type TileGridFirstPage, type TileGridQuery } from './first-page';
