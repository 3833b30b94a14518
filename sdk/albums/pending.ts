/**
 * The gallery's pending actions after login (spec 002 §4.5 "favourite pin or
 * unpin (actor, album, picture, sedcards); gallery rating"). The site's login
 * is a page, so the action travels in the `next` path as one query parameter
 * and runs once when the guest comes back logged in.
 */
import type { FavouriteKind } from '../realtime/protocol';
import type { PendingAction } from '../overlay/pending-action';
import { isAlbumRating, type AlbumRating } from './rules';

/** The query parameter that carries the action back to the page. */
export const PENDING_PARAM = 'pending';

const PIN_KINDS: ReadonlySet<string> = new Set<FavouriteKind>(['actor', 'album', 'sedcards', 'picture']);

/** What a gallery page can ask for before a login. */
export type GalleryWish =
  | { type: 'favouritePin'; kind: FavouriteKind; id: number }
  | { type: 'galleryRating'; albumId: number; rating: AlbumRating };

/** The parameter value of a wish: `favouritePin.album.12`, `galleryRating.12.5`. */
export function encodeGalleryWish(wish: GalleryWish): string {
  return wish.type === 'favouritePin' ? `favouritePin.${wish.kind}.${wish.id}` : `galleryRating.${wish.albumId}.${wish.rating}`;
}

const positiveId = (text: string | undefined) => (text && /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null);

/** The wish in a parameter value, or null for anything else (a hand-edited or stale link does nothing). */
export function decodeGalleryWish(value: string | null): GalleryWish | null {
  if (!value) return null;
  const [type, first, second, ...rest] = value.split('.');
  if (rest.length > 0) return null;
  if (type === 'favouritePin' && first && PIN_KINDS.has(first)) {
    const id = positiveId(second);
    return id === null ? null : { type, kind: first as FavouriteKind, id };
  }
  if (type === 'galleryRating') {
    const albumId = positiveId(first);
    const rating = Number(second);
    return albumId !== null && isAlbumRating(rating) ? { type, albumId, rating } : null;
  }
  return null;
}

/** The sdk's pending action for a wish (spec 002 §3.3 "Stored pending action: a type plus params"). */
export function pendingActionOf(wish: GalleryWish): PendingAction {
  return wish.type === 'favouritePin'
    ? { type: 'favouritePin', params: { targetId: `${wish.kind}:${wish.id}` } }
    : { type: 'galleryRating', params: { targetId: String(wish.albumId), value: wish.rating } };
}

/** `path` with the wish added as its pending parameter (other parameters kept). */
export function withPendingWish(path: string, wish: GalleryWish): string {
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(PENDING_PARAM, encodeGalleryWish(wish));
  return `${pathname}?${params.toString()}`;
}
