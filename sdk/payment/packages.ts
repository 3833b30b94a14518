/**
 * Coin packages and the top-up bonus (issue 12 §7: "offers coin packages (at
 * least three, with any bonus shown)"). The bonus is a rule of the amount, not
 * of the button pressed: a top-up from 50 € gets 10 % more coins, from 100 €
 * 20 %, whether the guest picked a package or typed the amount. So the server
 * credits it on every top-up path (card, one-click, auto-recharge) without
 * trusting the client, and the overlay shows a typed amount's bonus the same way.
 */
import { coinsForTopUp } from './amounts';

/** From `fromEuros` on, a top-up brings `percent` % more coins. */
export interface TopUpBonusTier {
  fromEuros: number;
  percent: number;
}

/** What the server's packages answer describes for one package. */
export interface CoinPackage {
  euros: number;
  /** The coins the euros buy (4 per euro, rounded up). */
  coins: number;
  /** The extra coins of the bonus tier this amount reaches (0 without one). */
  bonusCoins: number;
  bonusPercent: number;
}

/** The bonus tiers, ascending. */
export const TOP_UP_BONUS_TIERS: readonly TopUpBonusTier[] = [
  { fromEuros: 50, percent: 10 },
  { fromEuros: 100, percent: 20 },
];

/** The package prices offered, ascending: the smallest is the default when the guest wants nothing in particular. */
export const TOP_UP_PACKAGE_EUROS: readonly number[] = [10, 25, 50, 100];

/** The bonus percent of an amount: the highest tier it reaches, else 0. */
export function topUpBonusPercent(amountEuros: number, tiers: readonly TopUpBonusTier[] = TOP_UP_BONUS_TIERS): number {
  let percent = 0;
  for (const tier of tiers) if (amountEuros >= tier.fromEuros) percent = Math.max(percent, tier.percent);
  return percent;
}

/** The bonus coins of an amount: its tier's percent of the bought coins, rounded down (a bonus never rounds itself up). */
export function topUpBonusCoins(amountEuros: number, tiers: readonly TopUpBonusTier[] = TOP_UP_BONUS_TIERS): number {
  const percent = topUpBonusPercent(amountEuros, tiers);
  return percent === 0 ? 0 : Math.floor((coinsForTopUp(amountEuros) * percent) / 100);
}

/** One package of `euros`, with its coins and bonus. */
export function coinPackage(euros: number, tiers: readonly TopUpBonusTier[] = TOP_UP_BONUS_TIERS): CoinPackage {
  return { euros, coins: coinsForTopUp(euros), bonusCoins: topUpBonusCoins(euros, tiers), bonusPercent: topUpBonusPercent(euros, tiers) };
}

/** Every package offered. */
export function coinPackages(): CoinPackage[] {
  return TOP_UP_PACKAGE_EUROS.map((euros) => coinPackage(euros));
}
