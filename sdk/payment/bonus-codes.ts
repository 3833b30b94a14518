/**
 * Bonus-code rules of spec 002 §3.7 and §4.10: the config a check returns,
 * whether a guest can redeem, and staggered amounts by top-up level. Pure, so
 * the overlay can explain a refusal the same way the server decides it.
 */
import type { ErrorCode } from '../api/error-codes';

/** spec 002 §3.7: "Benefit kinds: bonus money, coins, credits, VIP subscription, premium subscription, video voucher, photo voucher, free minutes, free messages, media album, performer subscription, messenger gifts, live show." */
export type BonusBenefitKind =
  | 'bonusMoney' | 'coins' | 'credits' | 'vipSubscription' | 'premiumSubscription' | 'videoVoucher' | 'photoVoucher'
  | 'freeMinutes' | 'freeMessages' | 'mediaAlbum' | 'performerSubscription' | 'messengerGifts' | 'liveShow'
  /** The top-up benefit (containsTopUpBenefit): percent extra coins on the next top-up. */
  | 'onTopPercent';

/** One step of a staggered benefit: from this total top-up (euros) on, this amount. */
export interface BonusStep {
  fromTopUpEuros: number;
  amount: number;
}

export interface BonusBenefit {
  kind: BonusBenefitKind;
  /** Coins, euros (bonusMoney), days (subscriptions), units (vouchers), percent (onTopPercent), or an album id (mediaAlbum). */
  amount: number;
  /** spec 002 §3.7: "Most benefit kinds support staggered amounts by top-up level." */
  stagger?: BonusStep[];
  /** Vouchers: days they stay valid (none = no end). */
  validDays?: number;
  /** onTopPercent: the most coins it adds. */
  maxCoins?: number;
  actorId?: number;
}

/** spec 002 §3.7: "config holds containsTopUpBenefit, validTo, conditions (requireMobileAuth, vip) and benefits." */
export interface BonusCodeConfig {
  containsTopUpBenefit: boolean;
  validTo: string | null;
  conditions: { requireMobileAuth: boolean; vip: boolean };
  benefits: BonusBenefit[];
}

export type BonusRefusal = 'unknownCode' | 'loginRequired' | 'notYetValid' | 'expired' | 'alreadyRedeemed' | 'requiresMobileAuth' | 'requiresVip';

/** The ErrorBody.code of each refusal (a refused redemption answers with it; a check names the refusal in `reason`). */
export const BONUS_REFUSAL_CODES = {
  unknownCode: 'BONUS_CODE_UNKNOWN',
  loginRequired: 'LOGIN_REQUIRED',
  notYetValid: 'BONUS_CODE_NOT_YET_VALID',
  expired: 'BONUS_CODE_EXPIRED',
  alreadyRedeemed: 'BONUS_CODE_ALREADY_REDEEMED',
  requiresMobileAuth: 'BONUS_CODE_NEEDS_MOBILE',
  requiresVip: 'BONUS_CODE_VIP_ONLY',
} as const satisfies Record<BonusRefusal, ErrorCode>;

export interface BonusGuestFacts {
  isLoggedIn: boolean;
  isVip: boolean;
  hasMobileAuth: boolean;
  alreadyRedeemed: boolean;
}

/** Why the guest cannot redeem the code now, or null when it can (checked in the order a guest can fix them). */
export function bonusRefusal(
  code: { config: BonusCodeConfig; validFrom: string } | null,
  guest: BonusGuestFacts,
  now: Date,
): BonusRefusal | null {
  if (!code) return 'unknownCode';
  if (!guest.isLoggedIn) return 'loginRequired';
  if (Date.parse(code.validFrom) > now.getTime()) return 'notYetValid';
  if (code.config.validTo !== null && Date.parse(code.config.validTo) <= now.getTime()) return 'expired';
  if (guest.alreadyRedeemed) return 'alreadyRedeemed';
  if (code.config.conditions.requireMobileAuth && !guest.hasMobileAuth) return 'requiresMobileAuth';
  if (code.config.conditions.vip && !guest.isVip) return 'requiresVip';
  return null;
}

/** The amount of a benefit for a guest who has topped up `topUpEuros` in total: the highest step reached, else the base amount. */
export function staggeredAmount(benefit: Pick<BonusBenefit, 'amount' | 'stagger'>, topUpEuros: number): number {
  let amount = benefit.amount;
  let reached = -Infinity;
  for (const step of benefit.stagger ?? []) {
    if (topUpEuros >= step.fromTopUpEuros && step.fromTopUpEuros > reached) {
      reached = step.fromTopUpEuros;
      amount = step.amount;
    }
  }
  return amount;
}

/** Extra coins an on-top benefit adds to a top-up of `coins`, rounded up and capped. */
export function onTopCoins(benefit: Pick<BonusBenefit, 'amount' | 'maxCoins'>, coins: number): number {
  const extra = Math.ceil((coins * benefit.amount) / 100);
  return benefit.maxCoins === undefined ? extra : Math.min(extra, benefit.maxCoins);
}

/** Codes are matched without regard to case or surrounding spaces. */
export function normalizeBonusCode(code: string): string {
  return code.trim().toUpperCase();
}
