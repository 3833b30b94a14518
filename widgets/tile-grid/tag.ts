/** The tile grid's tag, in a module of its own: naming it never loads the grid's code. */
export const TILE_GRID_TAG = 'velvet-tile-grid';
