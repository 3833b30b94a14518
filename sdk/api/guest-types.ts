/**
 * Wire types of guests, money and purchases (spec 000 §3, §7; spec 002 §3).
 * Shared by the server and the sdk like ./types.
 */

/** spec 000 §4: age verification states. */
export type AvsStatus = 'unknown' | 'pending' | 'accepted' | 'rejected';

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

export interface Voucher {
  id: number;
  guestId: string;
  type: VoucherType;
  amount: number;
  validFrom: string;
  validTo: string | null;
  /** Restricted to one actor, or null for any. */
  actorId: number | null;
  actors: number[];
}

/** spec 000 §3: the content restrictions a guest can meet on an item. */
export type ContentRestriction = 'needsLogin' | 'needsAgeCheck' | 'needsSubscription' | 'needsPurchase';

export interface TestGroup {
  value: string;
  isActive: boolean;
}

export interface GeoLocation {
  lat: number;
  long: number;
  zip: string;
  source: string;
}

/** spec 000 §3 "Guest session": every field, as the server serves it. */
export interface GuestSession {
  isLoggedIn: boolean;
  id: string;
  name: string | null;
  email: string | null;
  balance: number;
  balanceFormatted: string;
  isPayingCustomer: boolean;
  isForcePayment: boolean;
  vouchers: Voucher[];
  avsStatus: AvsStatus;
  avsRejectMessage: string | null;
  hasAvs: boolean;
  isLocked: boolean;
  isRestricted: boolean;
  restrictionLevel: number;
  isVip: boolean;
  isVXSelect: boolean;
  isVXTVAboSubscriber: boolean;
  wasVXTVAboSubscriber: boolean;
  oneClickConfig: Record<string, unknown> | null;
  oneClickAmounts: number[];
  oneClickChargeAmounts: number[];
  autoRechargeConfig: Record<string, unknown> | null;
  autoRechargeAmount: number | null;
  /** gift id -> quantity */
  boughtGifts: Record<string, number>;
  loyaltyPoints: number;
  isVoicecallActive: boolean;
  isAnonymousVoicecall: boolean;
  showDataProtection: boolean;
  testGroups: TestGroup[];
  geoLocation: GeoLocation | null;
  urlPreviewPicture: string | null;
  notificationsSettings: Record<string, boolean>;
  signupOrigin: string | null;
  preferences: Record<string, unknown>;
  pincallVerifications: PinCallVerification[];
  isBlockedForComments: boolean;
  /** Conversion-chat countdown end, epoch seconds (spec 000 §3). */
  conversionChatCountdownEnd: number | null;
  /** The access token for the realtime channel and the GraphQL services (spec 000 §6). */
  accessToken: string;
}

/** spec 000 §3 "Pin-call verification". */
export interface PinCallVerification {
  id: string;
  type: 'avs' | 'payment' | 'primaryFixed' | 'primaryMobile' | 'serviceTarget0900' | 'unique';
  verified: boolean;
  countryCode: string;
  preCode: string;
  number: string;
  e123: string;
  pinLength: 5 | 6;
}

export type GuestAnswer = { success: true; data: GuestSession } | { success: false; error: string };

/** POST album/{albumId}/buy and the other purchase routes (spec 001 §7). */
export interface PurchaseAnswer {
  success: boolean;
  guestBalance: number;
  guestBalanceFormatted: string;
  /** Set when success is false: why, in words a person can act on. */
  error?: string;
}

/**
 * POST payment/topup and payment/confirm3ds: 'requires_action' asks for the
 * 3-D Secure step (challengeId, and the sandbox page at challengeUrl).
 */
export interface TopUpAnswer {
  success: boolean;
  status: 'succeeded' | 'declined' | 'requires_action';
  paymentId: string;
  coins: number;
  /** Extra coins from an on-top bonus code. */
  bonusCoins: number;
  guestBalance: number;
  guestBalanceFormatted: string;
  challengeId?: string;
  challengeUrl?: string;
  error?: string;
}
