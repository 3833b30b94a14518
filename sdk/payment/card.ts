/**
 * Card checks for top-ups (issue 3 §3: "Luhn and expiry checked"), pure so the
 * payment form and the server agree on what a valid card is.
 */

/** Digits only: spaces and dashes people type between groups are dropped. */
export function normalizeCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) checksum over a card number of 12 to 19 digits. */
export function luhnValid(number: string): boolean {
  const digits = normalizeCardNumber(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' as month and four-digit year, or null when malformed. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is usable through the last day of its expiry month (UTC). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const firstOfNextMonth = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() >= firstOfNextMonth;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardProblem = { field: 'number' | 'expiry' | 'cvc'; reason: 'luhn' | 'format' | 'expired' };

/** The first problem with a card, or null when the number, expiry and CVC are acceptable. */
export function cardProblem(card: CardInput, now: Date): CardProblem | null {
  if (!luhnValid(card.number)) return { field: 'number', reason: 'luhn' };
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { field: 'expiry', reason: 'format' };
  if (isExpired(expiry, now)) return { field: 'expiry', reason: 'expired' };
  if (!/^\d{3,4}$/.test(card.cvc)) return { field: 'cvc', reason: 'format' };
  return null;
}

/** The last four digits, the only part of a number worth keeping. */
export function cardLast4(number: string): string {
  return normalizeCardNumber(number).slice(-4);
}
