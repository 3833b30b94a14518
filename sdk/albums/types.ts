/** Wire types of the album calls: the Static types of sdk/api/schemas/albums (type-only, no TypeBox in a bundle). */
import type { Static } from 'typebox';
import type * as Albums from '../api/schemas/albums';

export type RatingState = Static<typeof Albums.RatingStateSchema>;
export type AlbumTile = Static<typeof Albums.AlbumTileSchema>;
export type AlbumList = Static<typeof Albums.AlbumListSchema>;
export type GalleryFacts = Static<typeof Albums.GalleryFactsSchema>;
export type AlbumComment = Static<typeof Albums.AlbumCommentSchema>;
export type AlbumComments = Static<typeof Albums.AlbumCommentsSchema>;
export type PostedComment = Static<typeof Albums.PostedCommentSchema>;
export type Sedcards = Static<typeof Albums.SedcardsSchema>;
export type PinnedPhotos = Static<typeof Albums.PinnedPhotosSchema>;
export type TopVideos = Static<typeof Albums.TopVideosSchema>;
export type AlbumPreview = Static<typeof Albums.AlbumPreviewSchema>;
