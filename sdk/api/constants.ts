/**
 * Value lists of the wire types (spec 000 §3, spec 001 §7), kept apart from
 * ./schemas so a widget that needs a list never bundles TypeBox.
 */

/** Actor gender values (spec 000 §3). */
export const GENDERS = ['N', 'M', 'F', 'C'] as const;
export type Gender = (typeof GENDERS)[number];

/** Actor type values (spec 000 §3): S transsexual, T transvestite. */
export const ACTOR_TYPES = ['F', 'M', 'FM', 'FF', 'MM', 'S', 'T'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** Grid types served by GET tileGrid/get/{type}/{payload}. */
export const TILE_GRID_TYPES = ['performers', 'videos'] as const;
export type TileGridType = (typeof TILE_GRID_TYPES)[number];

export const TILE_GRID_MAX_LIMIT = 100;

/** spec 000 §4: age verification states. */
export const AVS_STATUSES = ['unknown', 'pending', 'accepted', 'rejected'] as const;
export type AvsStatus = (typeof AVS_STATUSES)[number];

/** spec 000 §3: the content restrictions a guest can meet on an item. */
export const CONTENT_RESTRICTIONS = ['needsLogin', 'needsAgeCheck', 'needsSubscription', 'needsPurchase'] as const;
export type ContentRestriction = (typeof CONTENT_RESTRICTIONS)[number];

/** spec 000 §3 / 002 §3.4: voucher types by number. */
export const VOUCHER_TYPES = {
  video: 1,
  videochat: 2,
  credits: 3,
  photoAlbum: 4,
  messages: 5,
  messengerGift: 6,
  liveShow: 7,
  privateShow: 8,
  bonusCode: 9,
  spins: 10,
} as const;
export type VoucherType = (typeof VOUCHER_TYPES)[keyof typeof VOUCHER_TYPES];

/** spec 000 §3 "Pin-call verification" types. */
export const PIN_CALL_TYPES = ['avs', 'payment', 'primaryFixed', 'primaryMobile', 'serviceTarget0900', 'unique'] as const;
