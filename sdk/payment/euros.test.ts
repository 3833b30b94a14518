// issue 11 B5: "one euro-amount parser used everywhere". People type the decimal mark of their
// language ("12,50" and "12.50" alike); nothing Number() accepts by accident becomes an amount.
import { describe, expect, it } from 'vitest';
import { parseEuros, readTopUpAmount } from './euros';

describe('parseEuros', () => {
  it.each<[string, number | null]>([
    ['20', 20],
    ['12,50', 12.5],
    ['12.50', 12.5],
    ['12,5', 12.5],
    [' 7 ', 7],
    ['05', 5],
    ['€ 20', 20],
    ['20 €', 20],
    ['19.99', 19.99],
    ['10.005', 10.005],
    ['', null],
    ['   ', null],
    ['0x10', null],
    ['1e3', null],
    ['Infinity', null],
    ['NaN', null],
    ['-5', null],
    ['+5', null],
    ['1.000,00', null],
    ['12.', null],
    ['.5', null],
    ['12,50 EUR', null],
    ['true', null],
    ['[5]', null],
  ])('%j -> %j', (text, euros) => {
    expect(parseEuros(text)).toBe(euros);
  });
});

// issue 3 §3: "whole cents from 5 € to 500 €".
describe('readTopUpAmount', () => {
  it.each<[string, ReturnType<typeof readTopUpAmount>]>([
    ['20', { ok: true, euros: 20 }],
    ['12,34', { ok: true, euros: 12.34 }],
    ['500', { ok: true, euros: 500 }],
    ['4,99', { ok: false, problem: 'too-small' }],
    ['500,01', { ok: false, problem: 'too-large' }],
    ['10,005', { ok: false, problem: 'fraction-of-cent' }],
    ['zehn', { ok: false, problem: 'not-a-number' }],
  ])('%j -> %j', (text, reading) => {
    expect(readTopUpAmount(text)).toEqual(reading);
  });
});
