import type { TileGridType } from '../../sdk/api/types';
import { columnsForWidth } from '../../sdk/tile-grid/layout';

/** Width / height of a tile's picture: performers portrait 3:4, videos 16:9. */
export const ASPECT_RATIO: Record<TileGridType, number> = { performers: 3 / 4, videos: 16 / 9 };

/** Intrinsic width and height attributes of tile images (ratio only; the CSS sets the real size). */
export const IMAGE_BOX: Record<TileGridType, { width: number; height: number }> = {
  performers: { width: 300, height: 400 },
  videos: { width: 320, height: 180 },
};

/** Default gap and caption height in px; must match tile-grid.css so estimates equal measurements. */
export const DEFAULT_GAP_PX = 16;
export const CAPTION_HEIGHT_PX = 72;

/**
 * `sizes` for tile images, from the same breakpoints as columnsForWidth (spec 001 §9),
 * so the browser picks the smallest file that fills a column.
 */
export const IMAGE_SIZES = '(min-width: 1200px) 20vw, (min-width: 992px) 25vw, (min-width: 768px) 34vw, 50vw';

/** A row's pitch before a row could be measured: picture + caption + gap at the grid's width. */
export function estimateRowHeight(type: TileGridType, gridWidth: number, columns: number): number {
  const tileWidth = (gridWidth - DEFAULT_GAP_PX * (columns - 1)) / columns;
  return Math.max(1, tileWidth / ASPECT_RATIO[type] + CAPTION_HEIGHT_PX + DEFAULT_GAP_PX);
}

/**
 * Tiles whose images load at once (not lazy): the first row at the widest layout. The server
 * renders the grid without knowing the viewport, so "the first row" is the first row of every layout.
 */
export const EAGER_TILES = columnsForWidth(Number.POSITIVE_INFINITY);
/** Tiles whose images load at high priority: the first row at the narrowest layout, where the page's largest paint is. */
export const HIGH_PRIORITY_TILES = columnsForWidth(0);
