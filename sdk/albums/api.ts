/** The album calls of spec 001 §7 "Albums and galleries" for the sdk REST client; each answers its data or throws RestError. */
import type { RestClient, RestRequestInit } from '../api/rest';
import { COMMENTS_PAGE_SIZE, shouldSendAlbumView, type AlbumRating } from './rules';
import type { AlbumComments, AlbumList, GalleryFacts, PinnedPhotos, PostedComment, RatingState, Sedcards } from './types';

type Data<T> = { success: true; data: T };

/** GET getAlbums/{actorIdOrName}: a page of the performer's albums (image and video), newest first. */
export async function loadAlbums(client: RestClient, actorIdOrName: string, page: { type?: 'all' | 'image' | 'video'; offset?: number; limit?: number } = {}, init?: RestRequestInit): Promise<AlbumList> {
  return (await client.get<Data<AlbumList>>(`getAlbums/${encodeURIComponent(actorIdOrName)}`, page, init)).data;
}

/** GET gallery: views, ratings and comment facts; counts the view only when logged in (spec 001 §5). */
export async function loadGalleryFacts(client: RestClient, albumId: number, isLoggedIn: boolean, init?: RestRequestInit): Promise<GalleryFacts> {
  const query = shouldSendAlbumView(isLoggedIn) ? { albumId, countView: 'true' } : { albumId };
  return (await client.get<Data<GalleryFacts>>('gallery', query, init)).data;
}

/** GET getComments: one page (spec 001 §9 "Gallery comments fetched 5 at a time"). */
export async function loadComments(client: RestClient, albumId: number, offset: number, limit = COMMENTS_PAGE_SIZE, init?: RestRequestInit): Promise<AlbumComments> {
  return (await client.get<Data<AlbumComments>>('getComments', { albumId, offset, limit }, init)).data;
}

/** POST postComment: the guest's one comment on the album. */
export async function sendComment(client: RestClient, albumId: number, commentText: string): Promise<PostedComment> {
  return (await client.post<Data<PostedComment>>('postComment', { albumId, commentText })).data;
}

/** POST setGuestRating: like (5) or dislike (1) an album. */
export async function rateAlbum(client: RestClient, albumId: number, guestRating: AlbumRating): Promise<RatingState> {
  return (await client.post<Data<RatingState>>('setGuestRating', { albumId, guestRating })).data;
}

/** POST setPictureGuestRating. */
export async function ratePicture(client: RestClient, pictureId: number, guestRating: AlbumRating): Promise<RatingState> {
  return (await client.post<Data<RatingState>>('setPictureGuestRating', { pictureId, guestRating })).data;
}

/** GET getsedcards/{actorIdOrName}; `countView` counts the sedcard album's view, sent only when logged in (spec 001 §5). */
export async function loadSedcards(client: RestClient, actorIdOrName: string, isLoggedIn = false, init?: RestRequestInit): Promise<Sedcards> {
  const query = shouldSendAlbumView(isLoggedIn) ? { countView: 'true' } : {};
  return (await client.get<Data<Sedcards>>(`getsedcards/${encodeURIComponent(actorIdOrName)}`, query, init)).data;
}

/** POST setSedcardsGuestRating/{actorId}. */
export async function rateSedcards(client: RestClient, actorId: number, guestRating: AlbumRating): Promise<RatingState> {
  return (await client.post<Data<RatingState>>(`setSedcardsGuestRating/${actorId}`, { guestRating })).data;
}

/** GET getPinnedPhotos (login required). */
export async function loadPinnedPhotos(client: RestClient, page: { offset?: number; limit?: number } = {}, init?: RestRequestInit): Promise<PinnedPhotos> {
  return (await client.get<Data<PinnedPhotos>>('getPinnedPhotos', page, init)).data;
}
