import type { Tile } from '../../sdk/api/types';

/** The files of a tile's picture: the usual 320 px rendition, and every rendition for srcset. */
export interface TilePictureFiles {
  /** For browsers without srcset support: the 320 px rendition, the tile's usual size. */
  src: string;
  /** [path, width] pairs for srcset. */
  sources: ReadonlyArray<readonly [string, number]>;
}

/** Performers show their avatar, videos their preview frame. */
export function tilePictureFiles(tile: Tile): TilePictureFiles {
  if (tile.kind === 'performer') {
    const { avatar } = tile;
    return { src: avatar.w320, sources: [[avatar.w160, 160], [avatar.w320, 320], [avatar.w640, 640]] };
  }
  const { preview } = tile;
  return { src: preview.w320, sources: [[preview.w320, 320], [preview.w640, 640], [preview.w1280, 1280]] };
}

/** The srcset attribute of a picture, each path resolved. */
export function srcSet(sources: TilePictureFiles['sources'], resolveUrl: (path: string) => string): string {
  return sources.map(([path, width]) => `${resolveUrl(path)} ${width}w`).join(', ');
}
