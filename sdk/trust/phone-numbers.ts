/**
 * Phone numbers for pin-call verification: parsing "+49 171 1234567" into
 * country code, pre-code and number, and telling mobile from fixed lines.
 */
import type { LineKind } from './pin-call';

/** A number split the way PinCallVerification carries it (spec 000 §3). */
export interface ParsedPhoneNumber {
  /** Country calling code without "+", e.g. "49". */
  countryCode: string;
  /** Area or mobile network code, e.g. "171". */
  preCode: string;
  /** The subscriber part. */
  number: string;
  /** The whole number in international form "+49 171 1234567" (E.123). */
  e123: string;
  /** Digits only with "+", e.g. "+491711234567" (E.164): the identity of a number. */
  e164: string;
  kind: LineKind;
}

/**
 * Country calling codes we know the numbering of, with their mobile prefixes
 * (digits after the country code) and the pre-code length. The longest
 * country code that matches wins; unknown codes are rejected as invalid.
 */
const PLANS: Record<string, { mobile: readonly string[]; preCodeLength: number }> = {
  '49': { mobile: ['15', '16', '17'], preCodeLength: 3 },
  '43': { mobile: ['65', '66', '67', '68', '69'], preCodeLength: 3 },
  '41': { mobile: ['75', '76', '77', '78', '79'], preCodeLength: 2 },
  '31': { mobile: ['6'], preCodeLength: 2 },
  '34': { mobile: ['6', '7'], preCodeLength: 3 },
  '44': { mobile: ['7'], preCodeLength: 4 },
  '33': { mobile: ['6', '7'], preCodeLength: 1 },
  '1': { mobile: [], preCodeLength: 3 },
  '7': { mobile: ['9'], preCodeLength: 3 },
  '86': { mobile: ['13', '15', '18'], preCodeLength: 3 },
  '234': { mobile: ['70', '80', '81', '90'], preCodeLength: 3 },
};

/** Parses "+49 171 1234567", "0049-171/1234567" and the like; null when it is not an international number we know. */
export function parsePhoneNumber(input: string): ParsedPhoneNumber | null {
  const trimmed = input.trim();
  if (!/^(\+|00)[0-9 ()/.-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/^00/, '').replace(/\D/g, '');
  // E.164: at most 15 digits; below 8 no real subscriber number fits.
  if (digits.length < 8 || digits.length > 15) return null;
  const countryCode = [3, 2, 1].map((n) => digits.slice(0, n)).find((code) => code in PLANS);
  if (!countryCode) return null;
  const plan = PLANS[countryCode]!;
  const national = digits.slice(countryCode.length);
  // A trunk "0" after the country code ("+49 0171 ...") is a common mistake, not a number.
  if (national.startsWith('0') || national.length <= plan.preCodeLength + 3) return null;
  const preCode = national.slice(0, plan.preCodeLength);
  const number = national.slice(plan.preCodeLength);
  const kind: LineKind = plan.mobile.some((prefix) => national.startsWith(prefix)) ? 'mobile' : 'fixed';
  return { countryCode, preCode, number, e123: `+${countryCode} ${preCode} ${number}`, e164: `+${digits}`, kind };
}
