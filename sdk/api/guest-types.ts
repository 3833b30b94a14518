/**
 * Wire types of guests, money and purchases (spec 000 §3, §7; spec 002 §3):
 * the Static types of the schemas in ./schemas, shared by the server and the
 * sdk like ./types.
 */
import type { Static } from 'typebox';
import type * as Guest from './schemas/guest';
import type * as Money from './schemas/money';

export { VOUCHER_TYPES } from './constants';
export type { AvsStatus, ContentRestriction, VoucherType } from './constants';

export type Voucher = Static<typeof Guest.VoucherSchema>;

export type TestGroup = Static<typeof Guest.TestGroupSchema>;

export type GeoLocation = Static<typeof Guest.GeoLocationSchema>;

/** spec 000 §3 "Guest session": every field, as the server serves it. */
export type GuestSession = Static<typeof Guest.GuestSessionSchema>;

/** spec 000 §3 "Pin-call verification". */
export type PinCallVerification = Static<typeof Guest.PinCallVerificationSchema>;

/** guest/signup, guest/login, guest/session: the whole guest session. */
export type GuestAnswer = Static<typeof Guest.GuestAnswerSchema>;

/** POST album/{albumId}/buy and the other purchase routes (spec 001 §7); a refusal (402) is a PurchaseRefusal. */
export type PurchaseAnswer = Static<typeof Money.PurchaseAnswerSchema>;

/** The 402 of a purchase: the ErrorBody (NOT_ENOUGH_COINS) with the guest's balance. */
export type PurchaseRefusal = Static<typeof Money.PurchaseRefusalSchema>;

/**
 * POST payment/topup and payment/confirm3ds: 'requires_action' asks for the
 * 3-D Secure step (challengeId, and the sandbox page at challengeUrl).
 */
export type TopUpAnswer = Static<typeof Money.TopUpAnswerSchema>;

/** GET payment/packages (issue 12 §7): the coin packages, the bonus tiers and the custom amount's limits. */
export type TopUpOffer = Static<typeof Money.TopUpOfferSchema>;
