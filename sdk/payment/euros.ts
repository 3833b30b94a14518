/**
 * The one parser of euro amounts a guest types (issue 11 B5): every form that
 * takes euros (top-up, one-click, auto-recharge) reads them here, so "12,50"
 * means the same everywhere and nothing JavaScript's Number() would accept by
 * accident ("0x10", "1e3", " ", "Infinity") becomes an amount.
 */
import { topUpAmountProblem } from './amounts';

const EUROS = /^(\d{1,9})(?:[.,](\d{1,9}))?$/;

/**
 * Euros from what a guest typed: digits with an optional decimal mark ("," or
 * "."), spaces and a "€" around them allowed; null for anything else
 * (signs, exponents, hex, thousands separators, empty text).
 */
export function parseEuros(text: string): number | null {
  const match = EUROS.exec(text.trim().replace(/^€\s*|\s*€$/g, ''));
  if (!match) return null;
  return Number(`${match[1]}.${match[2] ?? '0'}`);
}

export type TopUpAmountReading = { ok: true; euros: number } | { ok: false; problem: 'not-a-number' | 'too-small' | 'too-large' | 'fraction-of-cent' };

/** A typed top-up amount checked against the top-up rules (5 € to 500 €, whole cents). */
export function readTopUpAmount(text: string): TopUpAmountReading {
  const euros = parseEuros(text);
  if (euros === null) return { ok: false, problem: 'not-a-number' };
  const problem = topUpAmountProblem(euros);
  return problem ? { ok: false, problem } : { ok: true, euros };
}
