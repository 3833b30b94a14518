import { describe, expect, it } from 'vitest';
import { coinsForTopUp, topUpAmountProblem } from './amounts';
import { cardLast4, cardProblem, isExpired, luhnValid, parseExpiry } from './card';

describe('luhnValid', () => {
  // issue 3 §3: "Luhn and expiry checked"
  it.each([
    ['4242 4242 4242 4242', true],
    ['4000 0000 0000 0002', true],
    ['4000-0000-0000-3220', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['79927398713', false], // valid Luhn but only 11 digits
    ['4242 4242 4242 424x', false],
    ['', false],
  ])('%s -> %s', (number, expected) => {
    expect(luhnValid(number)).toBe(expected);
  });
});

describe('expiry', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['11/26', { month: 11, year: 2026 }, false], // valid through the end of its month
    ['10/26', { month: 10, year: 2026 }, true],
    ['01/27', { month: 1, year: 2027 }, false],
    ['12/30', { month: 12, year: 2030 }, false],
  ] as const)('%s', (text, parsed, expired) => {
    expect(parseExpiry(text)).toEqual(parsed);
    expect(isExpired(parsed, now)).toBe(expired);
  });
  it.each(['13/26', '00/26', '1/26', '11-26', '11/2026'])('rejects the malformed %s', (text) => {
    expect(parseExpiry(text)).toBeNull();
  });
});

describe('cardProblem', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    [{ number: '4242424242424242', expiry: '12/28', cvc: '123' }, null],
    [{ number: '4242424242424241', expiry: '12/28', cvc: '123' }, { field: 'number', reason: 'luhn' }],
    [{ number: '4242424242424242', expiry: '1228', cvc: '123' }, { field: 'expiry', reason: 'format' }],
    [{ number: '4242424242424242', expiry: '01/20', cvc: '123' }, { field: 'expiry', reason: 'expired' }],
    [{ number: '4242424242424242', expiry: '12/28', cvc: '12' }, { field: 'cvc', reason: 'format' }],
  ])('%j', (card, expected) => {
    expect(cardProblem(card, now)).toEqual(expected);
  });
  it('keeps only the last four digits', () => expect(cardLast4('4242 4242 4242 4242')).toBe('4242'));
});

describe('top-up amounts', () => {
  it.each([
    [5, null], [500, null], [4.99, 'too-small'], [500.01, 'too-large'], [10.005, 'fraction-of-cent'], [Number.NaN, 'not-a-number'],
  ])('%s € -> %s', (euros, problem) => expect(topUpAmountProblem(euros)).toBe(problem));
  // spec 000 §1: "One euro equals 4 coins, rounded up."
  it.each([[5, 20], [12.34, 50], [9.99, 40], [500, 2000]])('%s € -> %s coins', (euros, coins) => expect(coinsForTopUp(euros)).toBe(coins));
});
