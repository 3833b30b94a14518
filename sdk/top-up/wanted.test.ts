import { describe, expect, it } from 'vitest';
import { readTopUpWanted, topUpOverlayRequest } from './wanted';

describe('what an opener tells the top-up (issue 12 §7)', () => {
  it('a "not enough coins" opener asks for moneycharge with the price and the balance', () => {
    expect(topUpOverlayRequest({ priceCoins: 170, balanceCoins: 20 })).toEqual({ flow: 'moneycharge', options: { wantedCoins: 170, balanceCoins: 20 } });
  });

  it('without a wanted item it is the plain moneycharge flow', () => {
    expect(topUpOverlayRequest()).toEqual({ flow: 'moneycharge' });
    expect(topUpOverlayRequest(null)).toEqual({ flow: 'moneycharge' });
  });

  it('drops numbers that are not coin amounts', () => {
    expect(topUpOverlayRequest({ priceCoins: Number.NaN, balanceCoins: 20 })).toEqual({ flow: 'moneycharge', options: {} });
    expect(topUpOverlayRequest({ priceCoins: 170, balanceCoins: -1 })).toEqual({ flow: 'moneycharge', options: { wantedCoins: 170 } });
  });

  it.each<[string, Record<string, unknown>, number | null | undefined, ReturnType<typeof readTopUpWanted>]>([
    ['the page\'s numbers', { wantedCoins: 170, balanceCoins: 20 }, undefined, { priceCoins: 170, balanceCoins: 20 }],
    ['the overlay\'s own balance wins', { wantedCoins: 170, balanceCoins: 20 }, 80, { priceCoins: 170, balanceCoins: 80 }],
    ['no balance: 0', { wantedCoins: 170 }, null, { priceCoins: 170, balanceCoins: 0 }],
    ['nothing wanted', { balanceCoins: 20 }, 80, null],
    ['a string is no price', { wantedCoins: '170' }, 80, null],
    ['a negative price is none', { wantedCoins: -1 }, 80, null],
  ])('reads back %s', (_name, options, sessionBalance, expected) => {
    expect(readTopUpWanted(options, sessionBalance)).toEqual(expected);
  });
});
