/** Wire schemas of the guest answers (spec 000 §3 "Guest session", §7 guest/* and utility/*). */
import { Type } from 'typebox';
import { AVS_STATUSES, PIN_CALL_TYPES, VOUCHER_TYPES } from '../constants';
import { Answer, ErrorBodySchema, Nullable } from './common';

const anyObject = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

export const VoucherSchema = Type.Object({
  id: Type.Integer(),
  guestId: Type.String(),
  type: Type.Enum(Object.values(VOUCHER_TYPES), { description: 'a voucher type number (spec 000 §3)' }),
  amount: Type.Number(),
  validFrom: Type.String({ description: 'ISO time' }),
  validTo: Nullable(Type.String({ description: 'ISO time' })),
  /** Restricted to one actor, or null for any. */
  actorId: Nullable(Type.Integer({ description: 'restricted to one actor, or null for any' })),
  actors: Type.Array(Type.Integer()),
});

export const TestGroupSchema = Type.Object({ value: Type.String(), isActive: Type.Boolean() });

export const GeoLocationSchema = Type.Object({ lat: Type.Number(), long: Type.Number(), zip: Type.String(), source: Type.String() });

/** spec 000 §3 "Pin-call verification". */
export const PinCallVerificationSchema = Type.Object({
  id: Type.String(),
  type: Type.Enum([...PIN_CALL_TYPES]),
  verified: Type.Boolean(),
  countryCode: Type.String(),
  preCode: Type.String(),
  number: Type.String(),
  e123: Type.String(),
  pinLength: Type.Union([Type.Literal(5), Type.Literal(6)]),
});

/** spec 000 §3 "Guest session": every field, as the server serves it. */
export const GuestSessionSchema = Type.Object({
  isLoggedIn: Type.Boolean(),
  id: Type.String(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  balance: Type.Number(),
  balanceFormatted: Type.String(),
  isPayingCustomer: Type.Boolean(),
  isForcePayment: Type.Boolean(),
  vouchers: Type.Array(VoucherSchema),
  avsStatus: Type.Enum([...AVS_STATUSES]),
  avsRejectMessage: Nullable(Type.String()),
  hasAvs: Type.Boolean(),
  isLocked: Type.Boolean(),
  isRestricted: Type.Boolean(),
  restrictionLevel: Type.Integer(),
  isVip: Type.Boolean(),
  isVXSelect: Type.Boolean(),
  isVXTVAboSubscriber: Type.Boolean(),
  wasVXTVAboSubscriber: Type.Boolean(),
  oneClickConfig: Nullable(anyObject('the one-click configuration')),
  oneClickAmounts: Type.Array(Type.Number()),
  oneClickChargeAmounts: Type.Array(Type.Number()),
  autoRechargeConfig: Nullable(anyObject('the auto-recharge configuration')),
  autoRechargeAmount: Nullable(Type.Number()),
  boughtGifts: Type.Record(Type.String(), Type.Number(), { description: 'gift id -> quantity' }),
  loyaltyPoints: Type.Number(),
  isVoicecallActive: Type.Boolean(),
  isAnonymousVoicecall: Type.Boolean(),
  showDataProtection: Type.Boolean(),
  testGroups: Type.Array(TestGroupSchema),
  geoLocation: Nullable(GeoLocationSchema),
  urlPreviewPicture: Nullable(Type.String()),
  notificationsSettings: Type.Record(Type.String(), Type.Boolean()),
  signupOrigin: Nullable(Type.String()),
  preferences: anyObject('the preferences the guest saved'),
  pincallVerifications: Type.Array(PinCallVerificationSchema),
  isBlockedForComments: Type.Boolean(),
  conversionChatCountdownEnd: Nullable(Type.Integer({ description: 'conversion-chat countdown end, epoch seconds (spec 000 §3)' })),
  accessToken: Type.String({ description: 'the access token for the realtime channel and the GraphQL services (spec 000 §6)' }),
});

export const GuestFoundSchema = Answer(GuestSessionSchema);
export const GuestAnswerSchema = Type.Union([GuestFoundSchema, ErrorBodySchema]);

/** GET guest/profile/get. */
export const GuestProfileAnswerSchema = Answer(Type.Object({
  id: Type.String(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  emailVerified: Type.Boolean(),
  country: Type.String(),
  createdAt: Type.String({ description: 'ISO time' }),
  signupOrigin: Nullable(Type.String()),
}));

/** POST guest/passwordLost: the same words whether or not the address exists. */
export const PasswordLostAnswerSchema = Answer(Type.Object({ message: Type.String() }));

/** POST guest/getNotificationsSettings: setting name -> on. */
export const NotificationsSettingsAnswerSchema = Answer(Type.Record(Type.String(), Type.Boolean()));

/** POST guest/conversionChat. */
export const ConversionChatAnswerSchema = Answer(Type.Object({ conversionChatCountdownEnd: Nullable(Type.Integer({ description: 'epoch seconds' })) }));

/** POST guest/sendVideoShareEmail (spec 000 §8: OK, FAILED or TIMEOUT). */
export const ShareMailAnswerSchema = Type.Object({ status: Type.Enum(['OK', 'FAILED', 'TIMEOUT']) });

/** POST utility/relation/hasRelation. */
export const HasRelationAnswerSchema = Answer(Type.Object({ hasRelation: Type.Boolean() }));

