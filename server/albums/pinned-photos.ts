/**
 * GET getPinnedPhotos (spec 001 §7): the pictures the guest pinned (spec 000
 * §4 pin kind 'picture'), newest pin first. A picture whose album is not open
 * to the guest (not bought, no age check) is listed without images: the pin
 * stays, the picture itself stays behind its gate (server/trust/picture-access.ts).
 */
import type { Kysely } from 'kysely';
import type { PinnedPhotos } from '../../sdk/albums/types';
import { restrictionsFor } from '../../sdk/trust';
import type { Database } from '../db/schema';
import { previewImages } from '../images/paths';
import { notBannedIn } from '../repositories/bans';
import { restrictedAlbum } from '../trust/media';
import type { ViewingGuest } from '../trust/viewer';
import { ownedItemIds } from '../trust/viewer';

/** One page of the guest's pinned pictures; performers banning the guest's country are left out. */
export async function pinnedPhotos(db: Kysely<Database>, viewing: ViewingGuest & { guest: NonNullable<ViewingGuest['guest']> }, country: string, offset: number, limit: number): Promise<PinnedPhotos> {
  const base = db.selectFrom('favourites')
    .innerJoin('pictures', 'pictures.id', 'favourites.item_id')
    .innerJoin('albums', 'albums.id', 'pictures.album_id')
    .innerJoin('performers', 'performers.id', 'albums.performer_id')
    .where('favourites.guest_id', '=', viewing.guest.id).where('favourites.kind', '=', 'picture').where(notBannedIn(country));
  const [rows, count] = await Promise.all([
    base.select(['pictures.id as picture_id', 'albums.id as album_id', 'albums.title', 'albums.age_rating', 'albums.price', 'performers.id as performer_id', 'performers.name', 'favourites.created_at'])
      .orderBy('favourites.created_at', 'desc').orderBy('pictures.id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const owned = await ownedItemIds(db, viewing.guest.id, 'album', [...new Set(rows.map((r) => r.album_id))]);
  return {
    items: rows.map((row) => {
      const open = restrictionsFor(restrictedAlbum(row), { ...viewing.viewer, owns: owned.has(row.album_id) }).length === 0;
      return {
        pictureId: row.picture_id, albumId: row.album_id, albumTitle: row.title, actor: { id: row.performer_id, name: row.name },
        pinnedAt: row.created_at, images: open ? previewImages('picture', row.picture_id) : null,
      };
    }),
    total: Number(count.n),
  };
}
