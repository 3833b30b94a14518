/**
 * Wire schemas of spec 001 §7 "Albums and galleries" beyond gallery/open and
 * album/{albumId}/buy: the album list of a performer, the gallery's social
 * facts (views, ratings), comments, sedcards, pinned photos, promoted and top
 * videos and album previews.
 */
import { Type } from 'typebox';
import { ALBUM_RATING } from '../../albums/rules';
import { PriceSchema } from './common';
import { MediaAccessSchema, PreviewImagesSchema, VideoTileSchema } from './catalog';

const ActorRef = Type.Object({ id: Type.Integer(), name: Type.String() });
const AgeRating = Type.Union([Type.Literal(16), Type.Literal(18)]);

/** spec 001 §3 "Ratings: album dislike 1, album like 5" (pictures and sedcards rate the same way). */
export const GuestRatingSchema = Type.Union([Type.Literal(ALBUM_RATING.dislike), Type.Literal(ALBUM_RATING.like)], { description: '1 = dislike, 5 = like' });

/** The counters and the guest's own rating of an album, a picture or a sedcard album. */
export const RatingStateSchema = Type.Object({
  guestRatingLikes: Type.Integer(),
  guestRatingDislikes: Type.Integer(),
  isLiked: Type.Boolean(),
  isDisliked: Type.Boolean(),
});

/** One album in a performer's list: an image album (pictures) or a video album (a video). */
export const AlbumTileSchema = Type.Object({
  ...MediaAccessSchema.properties,
  type: Type.Union([Type.Literal('image'), Type.Literal('video')], { description: 'spec 001 §3 "type (video album or image album)"' }),
  id: Type.Integer({ description: 'the album id (image) or the video id (video)' }),
  title: Type.String(),
  ageRating: AgeRating,
  free: Type.Boolean(),
  price: PriceSchema,
  pictureCount: Type.Integer({ description: 'pictures of an image album; 0 for a video album' }),
  duration: Type.Integer({ description: 'seconds of a video album; 0 for an image album' }),
  createdAt: Type.String({ description: 'ISO time' }),
  preview: PreviewImagesSchema,
  actor: ActorRef,
});

/** GET getAlbums/{actorIdOrName}: one page of a performer's albums, newest first. */
export const AlbumListSchema = Type.Object({ items: Type.Array(AlbumTileSchema), total: Type.Integer() });

/** GET gallery?albumId=: the album's views and ratings, and its pictures' ratings when the guest may see them. */
export const GalleryFactsSchema = Type.Object({
  ...RatingStateSchema.properties,
  albumId: Type.Integer(),
  albumTotalViews: Type.Integer({ description: 'logged-in guests who opened the album' }),
  commentsTotal: Type.Integer(),
  isGuestAllowedToCommentAlbum: Type.Boolean(),
  isPinned: Type.Boolean({ description: 'the guest pinned the album (spec 000 §4); false for anonymous guests' }),
  pictures: Type.Array(Type.Object({ id: Type.Integer(), ...RatingStateSchema.properties, isPinned: Type.Boolean() }), { description: 'empty until the album is open to the guest' }),
});

/** spec 001 §3 "Album comments: list, commentsTotal, isGuestAllowedToCommentAlbum"; comments carry isCreator (§6). */
export const AlbumCommentSchema = Type.Object({
  id: Type.String(),
  text: Type.String(),
  created: Type.String({ description: 'ISO time' }),
  isCreator: Type.Boolean({ description: 'written by the performer' }),
  user: Type.Object({ name: Type.String() }),
});
export const AlbumCommentsSchema = Type.Object({
  list: Type.Array(AlbumCommentSchema),
  commentsTotal: Type.Integer(),
  isGuestAllowedToCommentAlbum: Type.Boolean(),
});
/** POST postComment: the stored comment; isGuestAllowedToCommentAlbum is now false (spec 001 §4). */
export const PostedCommentSchema = Type.Object({
  comment: AlbumCommentSchema,
  commentsTotal: Type.Integer(),
  isGuestAllowedToCommentAlbum: Type.Boolean(),
});

/** A sedcard photo: an open, 16-rated picture of the performer. */
export const SedcardPhotoSchema = Type.Object({ id: Type.Integer(), width: Type.Integer(), height: Type.Integer(), images: PreviewImagesSchema });
/** GET getsedcards/{actorIdOrName}: spec 001 §3 "Sedcard per actor: photos, albumTotalViews, ratings"; §9 age rating 16. */
export const SedcardsSchema = Type.Object({
  actor: ActorRef,
  ageRating: Type.Literal(16),
  photos: Type.Array(SedcardPhotoSchema),
  albumTotalViews: Type.Integer(),
  ratings: RatingStateSchema,
  isPinned: Type.Boolean({ description: 'the guest pinned the sedcard album (pin kind sedcards, id = actor id)' }),
});

/** GET getPinnedPhotos: the pictures the guest pinned, newest pin first. */
export const PinnedPhotosSchema = Type.Object({
  items: Type.Array(Type.Object({
    pictureId: Type.Integer(),
    albumId: Type.Integer(),
    albumTitle: Type.String(),
    actor: ActorRef,
    pinnedAt: Type.String({ description: 'ISO time' }),
    images: Type.Union([PreviewImagesSchema, Type.Null()], { description: 'null while the album is not open to the guest (not bought, no age check)' }),
  })),
  total: Type.Integer(),
});

/** GET getpromotedvideo/{actorId}: the performer's promoted video, or null when there is none. */
export const PromotedVideoSchema = Type.Object({ video: Type.Union([VideoTileSchema, Type.Null()]) });
/** GET getTopVideos/{actorIdOrName}: spec 001 §9 "top videos default 100", "within the last 9 months". */
export const TopVideosSchema = Type.Object({ items: Type.Array(VideoTileSchema), total: Type.Integer() });

/** GET getPreview?albumId=: spec 001 §3 "preview, previews (width, height, orientation)". */
export const AlbumPreviewSchema = Type.Object({
  albumId: Type.Integer(),
  preview: PreviewImagesSchema,
  previews: Type.Array(Type.Object({
    width: Type.Integer(),
    height: Type.Integer(),
    orientation: Type.Union([Type.Literal('portrait'), Type.Literal('landscape'), Type.Literal('square')]),
    url: Type.String(),
  })),
});
