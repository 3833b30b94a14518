import { preload } from 'react-dom';
import type { Tile } from '../../../sdk/api/types';
import type { TileGridFirstPage } from '../../../sdk/tile-grid/first-page';
// The widget's geometry module is framework-free: no Preact comes along.
import { IMAGE_SIZES } from '../../../widgets/tile-grid/tile-geometry';
import { useLanguage } from '../page/page-context';
import { useAppServices } from '../services/app-services';

/**
 * The picture of a page's first tile as the tile grid widget renders it: the same src,
 * srcset and sizes (widgets/tile-grid/tile.component.tsx), so the browser's pick for the
 * preload is the file the tile then shows. Null when the first page failed or is empty.
 */
export function firstTileImage(firstPage: TileGridFirstPage | null | undefined, resolveUrl: (path: string) => string): { src: string; srcSet: string } | null {
  const answer = firstPage?.answer;
  const tile: Tile | undefined = answer && 'data' in answer ? answer.data?.initialTiles[0] : undefined;
  if (!tile) return null;
  const sources: Array<[string, number]> =
    'avatar' in tile
      ? [[tile.avatar.w160, 160], [tile.avatar.w320, 320], [tile.avatar.w640, 640]]
      : [[tile.preview.w320, 320], [tile.preview.w640, 640], [tile.preview.w1280, 1280]];
  const src = 'avatar' in tile ? tile.avatar.w320 : tile.preview.w320;
  return { src: resolveUrl(src), srcSet: sources.map(([path, width]) => `${resolveUrl(path)} ${width}w`).join(', ') };
}

/**
 * Preloads the page's largest image, the first tile of its first grid with tiles (issue 12 §1: "the LCP
 * image of each page is not lazy and is preloaded"): the server render puts the preload into
 * <head> with fetchpriority high, so the picture loads with the HTML, before any script.
 */
export function usePreloadFirstTile(...gridsInPageOrder: Array<TileGridFirstPage | null | undefined>): void {
  const language = useLanguage();
  const { restClient } = useAppServices();
  const { resolveUrl } = restClient(language);
  // The first grid with a tile holds the top picture (an empty grid above it shows no image).
  const image = gridsInPageOrder.map((firstPage) => firstTileImage(firstPage, resolveUrl)).find((found) => found !== null);
  if (image) preload(image.src, { as: 'image', fetchPriority: 'high', imageSrcSet: image.srcSet, imageSizes: IMAGE_SIZES });
}
