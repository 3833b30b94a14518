/** Every Velvet widget; importing this registers all custom elements. The embed loader loads this bundle. */
export { VelvetTileGridElement, TILE_GRID_TAG, type TileSelectDetail, type TileGridFilter } from './tile-grid/tile-grid';
export { setGlobalConfig, getGlobalConfig, type WidgetGlobalConfig } from './shared/global-config';
