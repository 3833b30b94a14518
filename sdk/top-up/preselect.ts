/**
 * Which amount the top-up starts on (issue 12 §7: "preselects an amount that
 * covers the item the guest wanted"; the bug was a fixed 20 € when the item
 * needed 170 VXC). The smallest package whose coins plus bonus cover what is
 * missing; when none does, a custom amount in whole euros that covers it on
 * its own. Nothing wanted (or already affordable): the smallest package.
 */
import { COINS_PER_EURO } from '../money';
import { MAX_TOPUP_EUROS, MIN_TOPUP_EUROS } from '../payment/amounts';
import type { CoinPackage } from '../payment/packages';

/** What the guest wanted when the top-up opened: the item's price and the balance they had, in coins. */
export interface TopUpWanted {
  priceCoins: number;
  balanceCoins: number;
}

export type TopUpChoice =
  /** One of the packages, by its price. */
  | { kind: 'package'; euros: number }
  /** The custom amount field, filled with these euros. */
  | { kind: 'custom'; euros: number };

/** The coins still missing for what the guest wanted (0 when nothing is wanted or the balance covers it). */
export function missingCoins(wanted: TopUpWanted | null): number {
  if (!wanted) return 0;
  const { priceCoins, balanceCoins } = wanted;
  if (!Number.isFinite(priceCoins) || !Number.isFinite(balanceCoins)) return 0;
  return Math.max(0, Math.ceil(priceCoins - Math.max(0, balanceCoins)));
}

/** The preselected choice for these packages (any order) and what the guest wanted. */
export function preselectTopUp(packages: readonly CoinPackage[], wanted: TopUpWanted | null): TopUpChoice {
  const sorted = [...packages].sort((a, b) => a.euros - b.euros);
  const missing = missingCoins(wanted);
  const covering = sorted.find((offer) => offer.coins + offer.bonusCoins >= missing);
  if (covering) return { kind: 'package', euros: covering.euros };
  // No package is enough: whole euros that cover the missing coins without counting on a bonus,
  // within what one top-up may be (beyond the maximum, the maximum is the closest the guest can get).
  const euros = Math.min(MAX_TOPUP_EUROS, Math.max(MIN_TOPUP_EUROS, Math.ceil(missing / COINS_PER_EURO)));
  return { kind: 'custom', euros };
}
