/** Wire schemas of the money answers (spec 000 §7, spec 001 §7, spec 002 §3): balance, purchases, top-up, bonus codes. */
import { Type } from 'typebox';
import { Answer, ErrorBodySchema, Nullable } from './common';
import { VoucherSchema } from './guest';

const balance = {
  guestBalance: Type.Number({ description: 'coins' }),
  guestBalanceFormatted: Type.String(),
};

/** GET guest/getGuestBalance (spec 000 §7: "reads data.balance, balanceFormatted, isPayingCustomer"). */
export const BalanceDataSchema = Type.Object({ balance: Type.Number(), balanceFormatted: Type.String(), isPayingCustomer: Type.Boolean() });
export const BalanceFoundSchema = Answer(BalanceDataSchema);
export const BalanceAnswerSchema = Type.Union([BalanceFoundSchema, ErrorBodySchema]);

/** POST album/{albumId}/buy and the other purchase routes (spec 001 §7). */
export const PurchaseAnswerSchema = Type.Object({
  success: Type.Boolean(),
  ...balance,
  paidWith: Type.Optional(Type.Enum(['coins', 'voucher', 'free'], { description: 'what paid for a new purchase' })),
  error: Type.Optional(Type.String()),
});

/** The 402 of a purchase: NOT_ENOUGH_COINS, with the balance the server knows (nothing was written). */
export const PurchaseRefusalSchema = Type.Object({ ...ErrorBodySchema.properties, ...balance }, { title: 'PurchaseRefusal' });

/**
 * POST payment/topup and payment/confirm3ds: 'requires_action' asks for the
 * 3-D Secure step (challengeId, and the sandbox page at challengeUrl).
 */
const topUp = {
  success: Type.Boolean(),
  status: Type.Enum(['succeeded', 'declined', 'requires_action']),
  paymentId: Type.String(),
  coins: Type.Number(),
  bonusCoins: Type.Number({ description: 'extra coins: the top-up bonus of the amount (sdk/payment/packages.ts) plus an on-top bonus code' }),
  ...balance,
  challengeId: Type.Optional(Type.String()),
  challengeUrl: Type.Optional(Type.String()),
};
export const TopUpAnswerSchema = Type.Object({ ...topUp, error: Type.Optional(Type.String()) });

/** The 402 of a declined top-up: the TopUpAnswer plus the ErrorBody fields (PAYMENT_DECLINED). */
export const TopUpDeclinedSchema = Type.Object({ ...topUp, ...ErrorBodySchema.properties, success: Type.Literal(false) }, { title: 'TopUpDeclined' });

/** spec 002 §3.5 / 000 §3: "Benefits: voucher, spinwheelSpins, messengerGiftCount, freeMessagesCount, privateShowTickets (actor), chatShowTickets (show id, start, end, actor)." */
export const GuestBenefitsSchema = Type.Object({
  voucher: Type.Array(VoucherSchema),
  spinwheelSpins: Type.Number(),
  messengerGiftCount: Type.Number(),
  freeMessagesCount: Type.Number(),
  privateShowTickets: Type.Array(Type.Object({ actor: Nullable(Type.Integer()) })),
  chatShowTickets: Type.Array(Type.Object({ showId: Type.Integer(), start: Type.String(), end: Nullable(Type.String()), actor: Nullable(Type.Integer()) })),
});
export const BenefitsAnswerSchema = Answer(GuestBenefitsSchema);

const BONUS_BENEFIT_KINDS = [
  'bonusMoney', 'coins', 'credits', 'vipSubscription', 'premiumSubscription', 'videoVoucher', 'photoVoucher',
  'freeMinutes', 'freeMessages', 'mediaAlbum', 'performerSubscription', 'messengerGifts', 'liveShow', 'onTopPercent',
] as const;
const BONUS_REFUSALS = ['unknownCode', 'loginRequired', 'notYetValid', 'expired', 'alreadyRedeemed', 'requiresMobileAuth', 'requiresVip'] as const;

/** spec 002 §3.7: "config holds containsTopUpBenefit, validTo, conditions (requireMobileAuth, vip) and benefits." */
export const BonusCodeConfigSchema = Type.Object({
  containsTopUpBenefit: Type.Boolean(),
  validTo: Nullable(Type.String()),
  conditions: Type.Object({ requireMobileAuth: Type.Boolean(), vip: Type.Boolean() }),
  benefits: Type.Array(Type.Object({
    kind: Type.Enum([...BONUS_BENEFIT_KINDS]),
    amount: Type.Number(),
    stagger: Type.Optional(Type.Array(Type.Object({ fromTopUpEuros: Type.Number(), amount: Type.Number() }))),
    validDays: Type.Optional(Type.Number()),
    maxCoins: Type.Optional(Type.Number()),
    actorId: Type.Optional(Type.Integer()),
  })),
});

/** GET bonus/check/{code}: whether the guest can redeem it now, and why not. */
export const BonusCheckAnswerSchema = Answer(Type.Object({
  code: Type.String(),
  canRedeem: Type.Boolean(),
  config: BonusCodeConfigSchema,
  reason: Type.Optional(Type.Enum([...BONUS_REFUSALS])),
  message: Type.Optional(Type.String({ description: 'the reason in the guest\'s language' })),
}));

/** POST guest/redeemBonus: the benefits credited and the new balance. */
export const RedeemBonusAnswerSchema = Answer(Type.Object({
  code: Type.String(),
  benefits: Type.Array(Type.Object({ kind: Type.Enum([...BONUS_BENEFIT_KINDS]), amount: Type.Number() })),
  balance: Type.Number(),
}));

/** A refused redemption: the ErrorBody (its code says why) plus the refusal's name (absent when the account is locked). */
export const BonusRefusalSchema = Type.Object({ ...ErrorBodySchema.properties, reason: Type.Optional(Type.Enum([...BONUS_REFUSALS])) }, { title: 'BonusRefusal' });

/** GET promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode}. */
export const OnTopAnswerSchema = Answer(Type.Boolean());

/** POST subscription/{kind}/cancel. */
export const SubscriptionCancelAnswerSchema = Answer(Type.Object({ ended: Type.Boolean() }));

/** POST payment/oneClick/config and payment/autoRecharge/config: the stored configuration. */
export const OneClickConfigAnswerSchema = Answer(Type.Object({ oneClickConfig: Type.Object({ enabled: Type.Boolean(), amounts: Type.Array(Type.Number()) }) }));
export const AutoRechargeConfigAnswerSchema = Answer(Type.Object({
  autoRechargeConfig: Type.Object({ enabled: Type.Boolean(), amountEuros: Type.Number(), thresholdCoins: Type.Number() }),
}));

/** GET payment/sandbox3ds/{challengeId}: the sandbox's stand-in for a bank's 3-D Secure page. */
export const Sandbox3dsAnswerSchema = Answer(Type.Object({ challengeId: Type.String(), instructions: Type.String() }));

/** One coin package of GET payment/packages (issue 12 §7). */
export const CoinPackageSchema = Type.Object({
  euros: Type.Number({ description: 'the price in euros' }),
  coins: Type.Integer({ description: 'the coins the price buys (4 per euro, rounded up)' }),
  bonusCoins: Type.Integer({ description: 'extra coins credited with the top-up (0 without a bonus)' }),
  bonusPercent: Type.Number({ description: 'the bonus as a percent of the coins' }),
});

/**
 * GET payment/packages: the packages the top-up offers, the bonus tiers every
 * top-up amount gets (a typed amount too), and the limits of a custom amount.
 */
export const TopUpOfferSchema = Type.Object({
  packages: Type.Array(CoinPackageSchema),
  bonusTiers: Type.Array(Type.Object({ fromEuros: Type.Number(), percent: Type.Number() })),
  minEuros: Type.Number(),
  maxEuros: Type.Number(),
  coinsPerEuro: Type.Number(),
});
export const TopUpOfferAnswerSchema = Answer(TopUpOfferSchema);

/** POST payment/providerNotice and dev/paymentReversal (issue 16 §2): what a refund or chargeback reversed. */
export const PaymentNoticeAnswerSchema = Answer(Type.Object({
  noticeId: Type.String({ description: "the provider's notice id" }),
  paymentId: Type.String(),
  kind: Type.Union([Type.Literal('refund'), Type.Literal('chargeback')]),
  amountCents: Type.Integer({ description: 'the amount reversed, the whole payment' }),
  coins: Type.Integer({ description: 'the coins the payment bought' }),
  coinsTaken: Type.Integer({ description: 'the coins the ledger took back (with the top-up bonus)' }),
  coinsOwed: Type.Integer({ description: 'the coins already spent, now owed and paid off from the next credit' }),
  replayed: Type.Boolean({ description: 'true for a repeat delivery of a notice applied before: nothing was written now' }),
}));
