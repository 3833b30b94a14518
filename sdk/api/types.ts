/**
 * Wire types of the REST API (spec 001 §3, §7). The answers are the Static
 * types of the TypeBox schemas in ./schemas, which the server validates and
 * serializes with: one source of truth for every payload. Only types are
 * imported from there, so no bundle carries TypeBox for them.
 * Image URLs are paths relative to the API base (`/img/...`); clients resolve
 * them against their configured apiBase so widgets work on partner origins.
 */
import type { Static } from 'typebox';
import type { Gender } from './constants';
import type * as Catalog from './schemas/catalog';
import type * as Common from './schemas/common';
import type { VideoFilterType, VideoOrder } from '../video-lists/orders';

export { ACTOR_TYPES, GENDERS, TILE_GRID_MAX_LIMIT, TILE_GRID_TYPES } from './constants';
export type { ActorType, Gender, TileGridType } from './constants';

/** A price in coins; the platform currency is VXC (1 EUR = 4 VXC, rounded up). */
export type Price = Static<typeof Common.PriceSchema>;

/** Avatar sizes used by performer tiles and headers (spec 001 §9). */
export type AvatarImages = Static<typeof Catalog.AvatarImagesSchema>;

/** Preview sizes of videos and album pictures (spec 001 §3). */
export type PreviewImages = Static<typeof Catalog.PreviewImagesSchema>;

export type Size = keyof AvatarImages | keyof PreviewImages;

/** Chat prices per minute, in VXC. */
export type ChatPrices = Static<typeof Catalog.ChatPricesSchema>;

export type PerformerTile = Static<typeof Catalog.PerformerTileSchema>;

/** A video in a grid, with what the viewing guest may do with it (issue 3 §6: restrictions on every media item served). */
export type VideoTile = Static<typeof Catalog.VideoTileSchema>;

export type Tile = PerformerTile | VideoTile;

export interface PerformerGridFilter {
  online?: boolean;
  gender?: Gender[];
  /** spec 001 §5: the actor online filter can exclude given ids. */
  excludeIds?: number[];
  newGirls?: boolean;
  category?: string;
}

export interface VideoGridFilter {
  actorId?: number;
  free?: boolean;
  vip?: boolean;
  new?: boolean;
  onSale?: boolean;
  classic?: boolean;
  tag?: string;
  /** spec 001 §3 "Video filter" (sdk/video-lists): every given type must hold. */
  types?: VideoFilterType[];
  /** Any of these tags. */
  tags?: string[];
  modelIds?: number[];
  releasedFrom?: string;
  releasedUntil?: string;
  /** spec 001 §5: "Default video list filters exclude bought and classic." */
  excludeBought?: boolean;
  /** The random order's seed. */
  seed?: number;
}

export type PerformerGridOrder = 'rank' | 'registered' | 'videoSales';
/** spec 001 §3: the nine video orders (sdk/video-lists VIDEO_ORDERS). */
export type VideoGridOrder = VideoOrder;

/** The JSON payload of a tile grid request, URL-encoded into the path. */
export interface TileGridPayload {
  offset: number;
  limit: number;
  filter?: PerformerGridFilter | VideoGridFilter;
  order?: PerformerGridOrder | VideoGridOrder;
}

/** spec 001 §7: "answer data with initialTiles and total, or success false". */
export type TileGridAnswer = Static<typeof Catalog.TileGridAnswerSchema>;

/** GET actor/getActorDataByIdOrName/{actorIdOrName} (spec 001 §3 actor data + model fields). */
export type ActorProfile = Static<typeof Catalog.ActorProfileSchema>;

export type ActorAnswer = Static<typeof Catalog.ActorAnswerSchema>;

/**
 * Every 4xx/5xx body. `code` is machine-readable (sdk/api/error-codes): a
 * client picks the words it shows from the code, in the guest's language
 * (sdk/i18n/errors). `error` is an English sentence for developers and logs
 * ("body.email must be an e-mail address ..., got ..."), never shown as is.
 * `field` names the request part at fault as "<part>.<path>" (body.email,
 * params.videoId, query.albumId, headers.content-type); it is always
 * present, and null exactly when no single field is at fault (401 login
 * required, 429, 451, a declined payment). Some answers add fields (a 402
 * carries the balance, a 429 of the survey the wait).
 */
export type ErrorBody = Static<typeof Common.ErrorBodySchema>;

/** What the viewing guest may do with a media item (spec 001 §4 restrictions; computed by the server). */
export type MediaAccess = Static<typeof Catalog.MediaAccessSchema>;

/** GET video/{videoId}: a video page (its MediaAccess comes with VideoTile). */
export type VideoDetail = Static<typeof Catalog.VideoDetailSchema>;

export type AlbumPicture = Static<typeof Catalog.AlbumPictureSchema>;

/** GET gallery/open?albumId=: an album page; pictures stay empty until restrictions is empty. */
export type AlbumDetail = Static<typeof Catalog.AlbumDetailSchema>;

export type VideoAnswer = Static<typeof Catalog.VideoAnswerSchema>;
export type AlbumAnswer = Static<typeof Catalog.AlbumAnswerSchema>;
