/** Renders every image of a catalog as rows of the images table, one per kind, id and size. */
import { createHash } from 'node:crypto';
import type { ImagesTable } from '../schema';
import type { Catalog } from './generate';
import { imageKey, sizesOf, type ImageKind, type ImageSize } from '../../images/paths';
import { performerAvatarSvg, previewSvg } from '../../images/svg';

const widthOf = (size: ImageSize) => Number(size.slice(1));

function row(kind: ImageKind, id: number, size: ImageSize, body: string): ImagesTable {
  // A content hash: a reseed that changes nothing keeps every ETag.
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { key: imageKey(kind, id, size), size, content_type: 'image/svg+xml', body, etag };
}

/** Image rows of the catalog, generated lazily so the caller can insert them in batches. */
export function* catalogImages(catalog: Catalog): Generator<ImagesTable> {
  for (const performer of catalog.performers) {
    for (const size of sizesOf('performer')) {
      yield row('performer', performer.id, size, performerAvatarSvg(performer.id, performer.name, widthOf(size)));
    }
    for (const size of sizesOf('cover')) {
      yield row('cover', performer.id, size, previewSvg('cover', performer.id, performer.name, widthOf(size)));
    }
  }
  for (const video of catalog.videos) {
    for (const size of sizesOf('video')) yield row('video', video.id, size, previewSvg('video', video.id, video.title, widthOf(size)));
  }
  for (const picture of catalog.pictures) {
    for (const size of sizesOf('picture')) {
      yield row('picture', picture.id, size, previewSvg('picture', picture.id, picture.title, widthOf(size)));
    }
  }
}
