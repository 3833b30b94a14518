import { describe, expect, it } from 'vitest';
import { decodeGalleryWish, encodeGalleryWish, pendingActionOf, withPendingWish, type GalleryWish } from './pending';

// spec 002 §4.5 "Pending actions after login: ... favourite pin or unpin (actor, album, picture, sedcards); gallery rating".
describe('gallery wishes carried through the login', () => {
  it.each<[GalleryWish, string]>([
    [{ type: 'favouritePin', kind: 'album', id: 12 }, 'favouritePin.album.12'],
    [{ type: 'favouritePin', kind: 'picture', id: 7 }, 'favouritePin.picture.7'],
    [{ type: 'favouritePin', kind: 'sedcards', id: 3 }, 'favouritePin.sedcards.3'],
    [{ type: 'galleryRating', albumId: 12, rating: 5 }, 'galleryRating.12.5'],
    [{ type: 'galleryRating', albumId: 12, rating: 1 }, 'galleryRating.12.1'],
  ])('%j <-> %s', (wish, text) => {
    expect(encodeGalleryWish(wish)).toBe(text);
    expect(decodeGalleryWish(text)).toEqual(wish);
  });

  it.each([null, '', 'favouritePin.album', 'favouritePin.song.1', 'favouritePin.album.0', 'favouritePin.album.-1', 'favouritePin.album.1.2',
    'galleryRating.12.3', 'galleryRating.12', 'galleryRating.x.5', 'redirect.https://evil.example', 'showSettings'])('refuses %j', (text) => {
    expect(decodeGalleryWish(text)).toBeNull();
  });

  it('maps onto the sdk pending action types', () => {
    expect(pendingActionOf({ type: 'favouritePin', kind: 'album', id: 4 })).toEqual({ type: 'favouritePin', params: { targetId: 'album:4' } });
    expect(pendingActionOf({ type: 'galleryRating', albumId: 4, rating: 5 })).toEqual({ type: 'galleryRating', params: { targetId: '4', value: 5 } });
  });

  it('adds the wish to a path, keeping its query', () => {
    expect(withPendingWish('/en/amateur/a/pictures/4/', { type: 'galleryRating', albumId: 4, rating: 5 })).toBe('/en/amateur/a/pictures/4/?pending=galleryRating.4.5');
    expect(withPendingWish('/en/x/?page=2', { type: 'favouritePin', kind: 'album', id: 4 })).toBe('/en/x/?page=2&pending=favouritePin.album.4');
  });
});
