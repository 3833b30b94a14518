export { VelvetTileGrid, type VelvetTileGridProps, type TileSelectEvent } from './tile-grid';
