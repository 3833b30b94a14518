/**
 * How an opener tells the top-up what the guest wanted (issue 12 §7): every
 * "not enough coins" (the purchase panel, the not-enough-money modal, the
 * messenger) asks for the moneycharge flow with the item's price and the
 * balance it saw, and the overlay preselects an amount that covers the item
 * (./preselect.ts). The two numbers travel as overlay options.
 */
import type { OverlayOptions } from '../overlay/protocol';
import type { TopUpWanted } from './preselect';

export type { TopUpWanted } from './preselect';

/** The overlay options that carry what the guest wanted. */
export type TopUpWantedOptions = Pick<OverlayOptions, 'wantedCoins' | 'balanceCoins'>;

const coins = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10_000_000 ? Math.ceil(value) : undefined;

/** The options for a top-up opened because the guest wanted something costing `priceCoins` while holding `balanceCoins`. */
export function topUpWantedOptions(wanted: TopUpWanted): TopUpWantedOptions {
  const options: TopUpWantedOptions = {};
  const price = coins(wanted.priceCoins);
  const balance = coins(wanted.balanceCoins);
  if (price !== undefined) options.wantedCoins = price;
  if (price !== undefined && balance !== undefined) options.balanceCoins = balance;
  return options;
}

/**
 * The detail of a `velvet-overlay-request` (or the arguments of the site's
 * openSiteOverlay) for a top-up: flow moneycharge, plus what was wanted when known.
 */
export function topUpOverlayRequest(wanted?: TopUpWanted | null): { flow: 'moneycharge'; options?: TopUpWantedOptions } {
  return wanted ? { flow: 'moneycharge', options: topUpWantedOptions(wanted) } : { flow: 'moneycharge' };
}

/**
 * What the guest wanted, read back from overlay options (the overlay's side: the page is not
 * trusted to send numbers); `sessionBalance` is the balance the overlay loaded itself, which wins.
 */
export function readTopUpWanted(options: Partial<OverlayOptions>, sessionBalance?: number | null): TopUpWanted | null {
  const priceCoins = coins(options.wantedCoins);
  if (priceCoins === undefined) return null;
  const balanceCoins = coins(sessionBalance ?? undefined) ?? coins(options.balanceCoins) ?? 0;
  return { priceCoins, balanceCoins };
}
