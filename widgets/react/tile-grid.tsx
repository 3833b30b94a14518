import '../tile-grid/tile-grid';
import { VelvetTileGridTag, type VelvetTileGridProps } from './tile-grid-tag';

export type { TileSelectEvent, VelvetTileGridProps } from './tile-grid-tag';

/** React 19 wrapper of `<velvet-tile-grid>` (loads the element with it): adds types, onSelect and firstPage. */
export function VelvetTileGrid(props: VelvetTileGridProps) {
  return <VelvetTileGridTag {...props} />;
}
