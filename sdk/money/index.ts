/**
 * Money of spec 000 §3: "Currencies: EUR (symbol €), CHF, Credits, Voucher,
 * VXC. Coin, credit and voucher amounts show 0 decimals; EUR and CHF show 2.
 * An unknown currency is an error." and §1: "One euro equals 4 coins,
 * rounded up." Formatting uses Intl.NumberFormat with the language's locale.
 */
import type { Language } from '../config';

export type Currency = 'EUR' | 'CHF' | 'Credits' | 'Voucher' | 'VXC';

export const CURRENCIES: readonly Currency[] = ['EUR', 'CHF', 'Credits', 'Voucher', 'VXC'];

/** spec 000 §3: "Coin, credit and voucher amounts show 0 decimals; EUR and CHF show 2." */
export const CURRENCY_DECIMALS: Readonly<Record<Currency, 0 | 2>> = { EUR: 2, CHF: 2, Credits: 0, Voucher: 0, VXC: 0 };

/** spec 000 §1: "One euro equals 4 coins". */
export const COINS_PER_EURO = 4;

/** Locale per interface language; English uses en-GB because prices are in euros (€1,234.50, not US style). */
export const LOCALES: Readonly<Record<Language, string>> = { de: 'de-DE', en: 'en-GB', es: 'es-ES', nl: 'nl-NL' };

/** Unit words after coin-like amounts, singular and plural. VXC is a code and never translated. */
const UNIT_WORDS: Readonly<Record<'Credits' | 'Voucher', Record<Language, readonly [one: string, other: string]>>> = {
  Credits: { de: ['Credit', 'Credits'], en: ['credit', 'credits'], es: ['crédito', 'créditos'], nl: ['credit', 'credits'] },
  Voucher: { de: ['Gutschein', 'Gutscheine'], en: ['voucher', 'vouchers'], es: ['vale', 'vales'], nl: ['voucher', 'vouchers'] },
};

/** spec 000 §3: "An unknown currency is an error." */
export class UnknownCurrencyError extends Error {
  readonly currency: string;

  constructor(currency: unknown) {
    super(`Unknown currency: expected one of ${CURRENCIES.join(', ')}, got ${JSON.stringify(currency) ?? String(currency)}`);
    this.name = 'UnknownCurrencyError';
    this.currency = String(currency);
  }
}

/** Returns the canonical currency; accepts any letter case ('vxc', 'credits' as tracking sends it). */
export function toCurrency(input: string): Currency {
  const found = typeof input === 'string' ? CURRENCIES.find((c) => c.toLowerCase() === input.trim().toLowerCase()) : undefined;
  if (!found) throw new UnknownCurrencyError(input);
  return found;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const decimals = CURRENCY_DECIMALS[currency];
    formatter =
      decimals === 2
        ? new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })
        : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formatters.set(key, formatter);
  }
  return formatter;
}

function assertFinite(amount: number, what: string): void {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new RangeError(`${what}: expected a finite number, got ${String(amount)}`);
  }
}

/**
 * Formats an amount for display: "1.234,50 €" / "€1,234.50" for euros, "1.234 VXC" for coins.
 * Coin-like amounts are followed by a no-break space and the unit, as Intl does for "€".
 */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const code = toCurrency(currency);
  assertFinite(amount, 'formatMoney amount');
  if (code === 'VXC') return formatCoins(amount, language);
  const locale = LOCALES[language] ?? LOCALES.en;
  const number = formatterFor(locale, code).format(amount);
  if (code === 'EUR' || code === 'CHF') return number;
  const [one, other] = UNIT_WORDS[code][language] ?? UNIT_WORDS[code].en;
  const rounded = Math.round(Math.abs(amount));
  return `${number}\u00a0${rounded === 1 ? one : other}`;
}

/**
 * formatMoney(amount, 'VXC', language) on its own ("1.234 VXC"), for bundles
 * that show coins only: without the other currencies' unit words.
 */
export function formatCoins(amount: number, language: Language): string {
  assertFinite(amount, 'formatCoins amount');
  return `${formatterFor(LOCALES[language] ?? LOCALES.en, 'VXC').format(amount)}\u00a0VXC`;
}

/** formatMoney(amount, 'EUR', language) on its own ("12,50 €", "€12.50"). */
export function formatEuros(amount: number, language: Language): string {
  assertFinite(amount, 'formatEuros amount');
  return formatterFor(LOCALES[language] ?? LOCALES.en, 'EUR').format(amount);
}

/**
 * spec 000 §1: "One euro equals 4 coins, rounded up."
 * Works in whole micro-euros so float noise in the input (0.7 + 0.05 =
 * 0.7500000000000001) cannot push an exact amount up by one coin, while a
 * real fraction of a coin (0.001 €) still rounds up.
 */
export function eurosToCoins(euros: number): number {
  assertFinite(euros, 'eurosToCoins euros');
  if (euros < 0) throw new RangeError(`eurosToCoins euros: expected an amount >= 0, got ${euros}`);
  const microEuros = Math.round(euros * 1_000_000);
  // Integer numerator over 1e6: the quotient is exact when it is a whole number, so ceil never overshoots.
  return Math.ceil((microEuros * COINS_PER_EURO) / 1_000_000);
}
export * from './vouchers';
