/** Wire schemas of the catalog answers (spec 001 §3, §7): tiles, tile grids, the performer profile, video and album pages. */
import { Type } from 'typebox';
import { ACTOR_TYPES, CONTENT_RESTRICTIONS, GENDERS } from '../constants';
import { Answer, ErrorBodySchema, PriceSchema } from './common';

const url = (what: string) => Type.String({ description: `${what}: a path relative to the API base (/img/...)` });

/** Avatar sizes used by performer tiles and headers (spec 001 §9). */
export const AvatarImagesSchema = Type.Object({ w60: url('60 px'), w140: url('140 px'), w160: url('160 px'), w320: url('320 px'), w640: url('640 px') });

/** Preview sizes of videos and album pictures (spec 001 §3). */
export const PreviewImagesSchema = Type.Object({ w320: url('320 px'), w640: url('640 px'), w1280: url('1280 px') });

/** Chat prices per minute, in VXC. */
export const ChatPricesSchema = Type.Object({
  video: Type.Number(),
  voyeur: Type.Number(),
  single: Type.Number(),
  singlec2c: Type.Number(),
  ticketShow: Type.Number(),
  voucherChatMinutes: Type.Number(),
});

/** What a guest learns about a performer at a glance: shared by tiles and the profile. */
const performerFacts = {
  id: Type.Integer(),
  name: Type.String(),
  age: Type.Integer(),
  gender: Type.Enum([...GENDERS]),
  type: Type.Enum([...ACTOR_TYPES]),
  country: Type.String(),
  languages: Type.Array(Type.String()),
  threeWords: Type.Array(Type.String()),
};

export const PerformerTileSchema = Type.Object({
  kind: Type.Literal('performer'),
  ...performerFacts,
  isOnline: Type.Boolean(),
  isNew: Type.Boolean(),
  isTopAmateur: Type.Boolean(),
  avatar: AvatarImagesSchema,
  prices: Type.Object({ video: Type.Number() }),
});

/** What the viewing guest may do with a media item (spec 001 §4 restrictions; computed by the server). */
const mediaAccess = {
  /** Empty when the guest may watch or open it now. */
  restrictions: Type.Array(Type.Enum([...CONTENT_RESTRICTIONS]), { description: 'empty when the guest may watch or open it now' }),
  guestInfo: Type.Object({ bought: Type.Boolean() }),
};
export const MediaAccessSchema = Type.Object(mediaAccess);

const AgeRating = Type.Union([Type.Literal(16), Type.Literal(18)]);
const ActorRef = Type.Object({ id: Type.Integer(), name: Type.String() });

const videoTile = {
  ...mediaAccess,
  kind: Type.Literal('video'),
  id: Type.Integer(),
  title: Type.String(),
  duration: Type.Number({ description: 'seconds' }),
  ageRating: AgeRating,
  free: Type.Boolean(),
  vip: Type.Boolean(),
  new: Type.Boolean(),
  onSale: Type.Boolean(),
  classic: Type.Boolean(),
  price: PriceSchema,
  basePrice: PriceSchema,
  releasedAt: Type.String({ description: 'ISO time' }),
  preview: PreviewImagesSchema,
  actor: ActorRef,
};
/** A video in a grid, with what the viewing guest may do with it (issue 3 §6: restrictions on every media item served). */
export const VideoTileSchema = Type.Object(videoTile);

export const TileSchema = Type.Union([PerformerTileSchema, VideoTileSchema]);

/** spec 001 §7: "answer data with initialTiles and total". */
export const TileGridPageSchema = Answer(Type.Object({ initialTiles: Type.Array(TileSchema), total: Type.Integer() }));
/** spec 001 §7: "answer data with initialTiles and total, or success false". */
export const TileGridAnswerSchema = Type.Union([TileGridPageSchema, ErrorBodySchema]);

/** GET actor/getActorDataByIdOrName/{actorIdOrName} (spec 001 §3 actor data + model fields). */
export const ActorProfileSchema = Type.Object({
  ...performerFacts,
  isOnline: Type.Boolean(),
  freeChat: Type.Boolean(),
  bannedCountryCodes: Type.Array(Type.String()),
  isActorAvailableForConversionChat: Type.Boolean(),
  isOnlineMobileVideocall: Type.Boolean(),
  isCurrentlyTicketShow: Type.Boolean(),
  isLivePreviewEnabled: Type.Boolean(),
  isVoyeurChatAvailable: Type.Boolean(),
  guestHasTicket: Type.Boolean(),
  prices: ChatPricesSchema,
  categories: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  isTopAmateur: Type.Boolean(),
  favoriteCount: Type.Integer(),
  avatar: AvatarImagesSchema,
  cover: PreviewImagesSchema,
  videoCount: Type.Integer(),
  albumCount: Type.Integer(),
  registeredAt: Type.String({ description: 'ISO time' }),
});
export const ActorFoundSchema = Answer(ActorProfileSchema);
export const ActorAnswerSchema = Type.Union([ActorFoundSchema, ErrorBodySchema]);

/** The votes on a video and the viewing guest's own (spec 001 §3 Video "rating likes", guestInfo "liked"; issue 13 §4). */
const videoRating = {
  ratingLikes: Type.Integer({ minimum: 0, description: 'guests who like the video' }),
  ratingDislikes: Type.Integer({ minimum: 0, description: 'guests who dislike the video' }),
  guestInfo: Type.Object({
    bought: Type.Boolean(),
    liked: Type.Boolean({ description: 'the viewing guest likes the video' }),
    disliked: Type.Boolean({ description: 'the viewing guest dislikes the video' }),
  }),
};

/** GET video/{videoId}: a video page. */
export const VideoDetailSchema = Type.Object({
  ...videoTile,
  ...videoRating,
  description: Type.String(),
  tags: Type.Array(Type.String()),
  // issue 13 §2, media contract §2: signed, short-lived media URLs (same origin as the answer).
  hlsUrl: Type.Optional(Type.String({ description: 'spec 001 §3 "hls url": the signed master playlist of the full video; only for a guest entitled to watch it' })),
  trailerUrl: Type.Optional(Type.String({ description: 'the signed trailer playlist; for everyone the age rating allows' })),
  previewThumbnails: Type.Optional(Type.Array(Type.String(), { maxItems: 100, description: 'signed preview thumbnails (160x90 JPEG), evenly spread, at most 100; same rule as the trailer' })),
  mediaState: Type.Union([Type.Literal('ready'), Type.Literal('preparing')], { description: 'preparing while the clip is still being generated (its URLs answer 503 MEDIA_PREPARING)' }),
});

export const AlbumPictureSchema = Type.Object({ id: Type.Integer(), width: Type.Integer(), height: Type.Integer(), images: PreviewImagesSchema });

/** GET gallery/open?albumId=: an album page; pictures stay empty until restrictions is empty. */
export const AlbumDetailSchema = Type.Object({
  ...mediaAccess,
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  ageRating: AgeRating,
  free: Type.Boolean(),
  price: PriceSchema,
  basePrice: PriceSchema,
  actor: ActorRef,
  pictureCount: Type.Integer(),
  preview: PreviewImagesSchema,
  pictures: Type.Array(AlbumPictureSchema),
});

export const VideoFoundSchema = Answer(VideoDetailSchema);
export const AlbumFoundSchema = Answer(AlbumDetailSchema);
export const VideoAnswerSchema = Type.Union([VideoFoundSchema, ErrorBodySchema]);
export const AlbumAnswerSchema = Type.Union([AlbumFoundSchema, ErrorBodySchema]);
