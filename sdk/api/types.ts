/**
 * Wire types of the REST API (spec 001 §3, §7). The server imports this module
 * too, so client and server share one source of truth for every payload.
 * Image URLs are paths relative to the API base (`/img/...`); clients resolve
 * them against their configured apiBase so widgets work on partner origins.
 */

import type { ErrorCode } from './error-codes';

/** Actor gender values (spec 000 §3). */
export type Gender = 'N' | 'M' | 'F' | 'C';
export const GENDERS: readonly Gender[] = ['N', 'M', 'F', 'C'];

/** Actor type values (spec 000 §3): S transsexual, T transvestite. */
export type ActorType = 'F' | 'M' | 'FM' | 'FF' | 'MM' | 'S' | 'T';
export const ACTOR_TYPES: readonly ActorType[] = ['F', 'M', 'FM', 'FF', 'MM', 'S', 'T'];

/** A price in coins; the platform currency is VXC (1 EUR = 4 VXC, rounded up). */
export interface Price {
  value: number;
  currency: 'VXC';
}

/** Avatar sizes used by performer tiles and headers (spec 001 §9). */
export interface AvatarImages {
  w60: string;
  w140: string;
  w160: string;
  w320: string;
  w640: string;
}

/** Preview sizes of videos and album pictures (spec 001 §3). */
export interface PreviewImages {
  w320: string;
  w640: string;
  w1280: string;
}

export type Size = keyof AvatarImages | keyof PreviewImages;

/** Chat prices per minute, in VXC. */
export interface ChatPrices {
  video: number;
  voyeur: number;
  single: number;
  singlec2c: number;
  ticketShow: number;
  voucherChatMinutes: number;
}

/** What a guest learns about a performer at a glance: shared by tiles and the profile. */
export interface PerformerFacts {
  id: number;
  name: string;
  age: number;
  gender: Gender;
  type: ActorType;
  country: string;
  languages: string[];
  threeWords: string[];
}

export interface PerformerTile extends PerformerFacts {
  kind: 'performer';
  isOnline: boolean;
  isNew: boolean;
  isTopAmateur: boolean;
  avatar: AvatarImages;
  prices: Pick<ChatPrices, 'video'>;
}

/** A video in a grid, with what the viewing guest may do with it (issue 3 §6: restrictions on every media item served). */
export interface VideoTile extends MediaAccess {
  kind: 'video';
  id: number;
  title: string;
  duration: number;
  ageRating: 16 | 18;
  free: boolean;
  vip: boolean;
  new: boolean;
  onSale: boolean;
  classic: boolean;
  price: Price;
  basePrice: Price;
  releasedAt: string;
  preview: PreviewImages;
  actor: { id: number; name: string };
}

export type Tile = PerformerTile | VideoTile;

/** Grid types served by GET tileGrid/get/{type}/{payload}. */
export type TileGridType = 'performers' | 'videos';
export const TILE_GRID_TYPES: readonly TileGridType[] = ['performers', 'videos'];

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
}

export type PerformerGridOrder = 'rank' | 'registered';
export type VideoGridOrder = 'newest' | 'cheapest' | 'mostExpensive' | 'longest' | 'shortest';

/** The JSON payload of a tile grid request, URL-encoded into the path. */
export interface TileGridPayload {
  offset: number;
  limit: number;
  filter?: PerformerGridFilter | VideoGridFilter;
  order?: PerformerGridOrder | VideoGridOrder;
}

export const TILE_GRID_MAX_LIMIT = 100;

/** spec 001 §7: "answer data with initialTiles and total, or success false". */
export type TileGridAnswer =
  | { success: true; data: { initialTiles: Tile[]; total: number } }
  | { success: false; error: string };

/** GET actor/getActorDataByIdOrName/{actorIdOrName} (spec 001 §3 actor data + model fields). */
export interface ActorProfile extends PerformerFacts {
  isOnline: boolean;
  freeChat: boolean;
  bannedCountryCodes: string[];
  isActorAvailableForConversionChat: boolean;
  isOnlineMobileVideocall: boolean;
  isCurrentlyTicketShow: boolean;
  isLivePreviewEnabled: boolean;
  isVoyeurChatAvailable: boolean;
  guestHasTicket: boolean;
  prices: ChatPrices;
  categories: string[];
  tags: string[];
  isTopAmateur: boolean;
  favoriteCount: number;
  avatar: AvatarImages;
  cover: PreviewImages;
  videoCount: number;
  albumCount: number;
  registeredAt: string;
}

export type ActorAnswer = { success: true; data: ActorProfile } | { success: false; error: string };

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
export interface ErrorBody {
  success: false;
  statusCode: number;
  code: ErrorCode;
  error: string;
  field: string | null;
}

/** What the viewing guest may do with a media item (spec 001 §4 restrictions; computed by the server). */
export interface MediaAccess {
  /** Empty when the guest may watch or open it now. */
  restrictions: Array<'needsLogin' | 'needsAgeCheck' | 'needsSubscription' | 'needsPurchase'>;
  guestInfo: { bought: boolean };
}

/** GET video/{videoId}: a video page (its MediaAccess comes with VideoTile). */
export interface VideoDetail extends VideoTile {
  description: string;
  tags: string[];
}

export interface AlbumPicture {
  id: number;
  width: number;
  height: number;
  images: PreviewImages;
}

/** GET gallery/open?albumId=: an album page; pictures stay empty until restrictions is empty. */
export interface AlbumDetail extends MediaAccess {
  id: number;
  title: string;
  description: string;
  ageRating: 16 | 18;
  free: boolean;
  price: Price;
  basePrice: Price;
  actor: { id: number; name: string };
  pictureCount: number;
  preview: PreviewImages;
  pictures: AlbumPicture[];
}

export type VideoAnswer = { success: true; data: VideoDetail } | { success: false; error: string };
export type AlbumAnswer = { success: true; data: AlbumDetail } | { success: false; error: string };
