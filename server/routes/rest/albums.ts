/** spec 001 §7 "Albums and galleries" beyond gallery/open (content-album.ts) and album/{albumId}/buy (money-purchases.ts). */
import type { AppContext } from '../../context';
import type { TypedApp } from '../../schemas/common';
import { albumGalleryRoutes } from './albums-gallery';
import { albumSocialRoutes } from './albums-social';

/** Registers the album, gallery, comment, rating, sedcard and pinned-photo routes. */
export async function albumRoutes(app: TypedApp, { context }: { context: AppContext }) {
  await app.register(albumGalleryRoutes, { context });
  await app.register(albumSocialRoutes, { context });
}
