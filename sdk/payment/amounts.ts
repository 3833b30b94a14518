/** Top-up amount rules (issue 3 §3): whole cents from 5 € to 500 €, credited at 4 coins per euro, rounded up. */
import { eurosToCoins } from '../money';

export const MIN_TOPUP_EUROS = 5;
export const MAX_TOPUP_EUROS = 500;

/** Null when the amount may be topped up, else why not. */
export function topUpAmountProblem(amountEuros: number): 'not-a-number' | 'too-small' | 'too-large' | 'fraction-of-cent' | null {
  if (typeof amountEuros !== 'number' || !Number.isFinite(amountEuros)) return 'not-a-number';
  if (amountEuros < MIN_TOPUP_EUROS) return 'too-small';
  if (amountEuros > MAX_TOPUP_EUROS) return 'too-large';
  if (Math.abs(Math.round(amountEuros * 100) - amountEuros * 100) > 1e-6) return 'fraction-of-cent';
  return null;
}

/** spec 000 §1: "One euro equals 4 coins, rounded up." */
export function coinsForTopUp(amountEuros: number): number {
  return eurosToCoins(amountEuros);
}

/** Euros to integer cents, the unit payments are stored in. */
export function eurosToCents(amountEuros: number): number {
  return Math.round(amountEuros * 100);
}
