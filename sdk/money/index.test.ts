import { describe, expect, it } from 'vitest';
import { CURRENCIES, eurosToCoins, formatCoins, formatEuros, formatMoney, toCurrency, UnknownCurrencyError } from './index';

const NBSP = '\u00a0';
/** Intl puts (narrow) no-break spaces around symbols; compare with plain spaces for readable tables. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  // spec 000 §3: "Currencies: EUR (symbol €), CHF, Credits, Voucher, VXC.
  // Coin, credit and voucher amounts show 0 decimals; EUR and CHF show 2."
  it.each([
    [1234.5, 'EUR', 'de', '1.234,50 €'],
    [1234.5, 'EUR', 'en', '€1,234.50'],
    [1234.5, 'EUR', 'es', '1234,50 €'], // Spanish groups thousands only from 5 digits (CLDR)
    [12345.5, 'EUR', 'es', '12.345,50 €'],
    [1234.5, 'EUR', 'nl', '€ 1.234,50'],
    [2, 'EUR', 'de', '2,00 €'],
    [2.675, 'EUR', 'en', '€2.68'],
    [0.5, 'EUR', 'de', '0,50 €'],
    [1234.5, 'CHF', 'de', '1.234,50 CHF'],
    [1234.5, 'CHF', 'en', 'CHF 1,234.50'],
    [9.9, 'CHF', 'nl', 'CHF 9,90'],
    [1234, 'VXC', 'de', '1.234 VXC'],
    [1234, 'VXC', 'en', '1,234 VXC'],
    [1234, 'VXC', 'nl', '1.234 VXC'],
    [20.4, 'VXC', 'es', '20 VXC'],
    [19.5, 'VXC', 'en', '20 VXC'],
    [0, 'VXC', 'de', '0 VXC'],
    [1, 'Credits', 'en', '1 credit'],
    [1500, 'Credits', 'de', '1.500 Credits'],
    [3, 'Credits', 'es', '3 créditos'],
    [1, 'Voucher', 'de', '1 Gutschein'],
    [2, 'Voucher', 'en', '2 vouchers'],
    [2, 'Voucher', 'es', '2 vales'],
    [5, 'Voucher', 'nl', '5 vouchers'],
    [-12.5, 'EUR', 'de', '-12,50 €'],
  ] as const)('%d %s in %s -> %s', (amount, currency, language, expected) => {
    expect(plain(formatMoney(amount, currency, language))).toBe(expected);
  });

  it('keeps the unit on the same line as the number (no-break space)', () => {
    expect(formatMoney(1234, 'VXC', 'de')).toBe(`1.234${NBSP}VXC`);
  });

  it.each(['vxc', 'eur', 'credits'])('accepts %j in any letter case', (currency) => {
    expect(() => formatMoney(1, currency, 'en')).not.toThrow();
  });

  // spec 000 §3: "An unknown currency is an error."
  it.each(['USD', '€', '', 'Coins', 'VX C'])('unknown currency %j throws UnknownCurrencyError naming it', (currency) => {
    const error = (() => {
      try {
        formatMoney(10, currency, 'en');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(UnknownCurrencyError);
    expect(error).toMatchObject({ currency });
    expect((error as Error).message).toBe(`Unknown currency: expected one of EUR, CHF, Credits, Voucher, VXC, got ${JSON.stringify(currency)}`);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('amount %d throws a RangeError', (amount) => {
    expect(() => formatMoney(amount, 'EUR', 'en')).toThrow(/expected a finite number, got/);
  });

  it('toCurrency returns the canonical spelling', () => {
    expect(CURRENCIES.map((c) => toCurrency(c.toUpperCase()))).toEqual(CURRENCIES);
  });
});

describe('formatCoins and formatEuros (formatMoney of one currency, for small bundles)', () => {
  it.each(['de', 'en', 'es', 'nl'] as const)('say in %s what formatMoney says', (language) => {
    for (const amount of [0, 1, 170, 1234.5, 1_000_000]) {
      expect(formatCoins(amount, language)).toBe(formatMoney(amount, 'VXC', language));
      expect(formatEuros(amount, language)).toBe(formatMoney(amount, 'EUR', language));
    }
  });

  it('refuses what is not a number', () => {
    expect(() => formatCoins(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatEuros(Infinity, 'en')).toThrow(RangeError);
  });
});

describe('eurosToCoins', () => {
  // spec 000 §1: "One euro equals 4 coins, rounded up."
  it.each([
    [0, 0],
    [1, 4],
    [0.1, 1], // 0.4 coins rounds up
    [0.25, 1],
    [0.26, 2],
    [0.5, 2],
    [2.675, 11], // 10.7 coins
    [19.99, 80], // 79.96 coins
    [20, 80],
    [9.75, 39],
    [0.7 + 0.05, 3], // float noise 0.7500000000000001 must not add a coin
    [0.1 + 0.2, 2], // 1.2 coins
    [0.001, 1], // any fraction of a coin rounds up
    [1234.56, 4939], // 4938.24 coins
    [1e6, 4e6],
  ])('%d EUR -> %d VXC', (euros, coins) => {
    expect(eurosToCoins(euros)).toBe(coins);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('%d throws a RangeError naming what came', (euros) => {
    expect(() => eurosToCoins(euros)).toThrow(RangeError);
    expect(() => eurosToCoins(euros)).toThrow(String(euros));
  });
});
