import { describe, expect, it } from 'vitest';
import { coinPackages } from '../payment/packages';
import { missingCoins, preselectTopUp, type TopUpWanted } from './preselect';

// Packages: 10 € = 40, 25 € = 100, 50 € = 200 + 20 bonus, 100 € = 400 + 80 bonus.
const packages = coinPackages();
const wanted = (priceCoins: number, balanceCoins: number): TopUpWanted => ({ priceCoins, balanceCoins });

describe('preselectTopUp (issue 12 §7: "preselects an amount that covers the item the guest wanted")', () => {
  it.each<[string, TopUpWanted | null, ReturnType<typeof preselectTopUp>]>([
    // The bug: "defaults to 20 EUR when the item needs 170 VXC" (20 € = 80 VXC do not cover it).
    ['an item of 170 VXC with an empty balance: 50 € (200 + 20)', wanted(170, 0), { kind: 'package', euros: 50 }],
    ['an item of 170 VXC with 20 VXC: 150 missing, 50 €', wanted(170, 20), { kind: 'package', euros: 50 }],
    ['an item of 170 VXC with 80 VXC: 90 missing, 25 € (100)', wanted(170, 80), { kind: 'package', euros: 25 }],
    ['exactly a package: 100 missing, 25 €', wanted(100, 0), { kind: 'package', euros: 25 }],
    ['one coin over a package: 101 missing, 50 €', wanted(101, 0), { kind: 'package', euros: 50 }],
    ['the bonus counts: 220 missing, 50 € (200 + 20)', wanted(220, 0), { kind: 'package', euros: 50 }],
    ['the bonus counts: 480 missing, 100 € (400 + 80)', wanted(480, 0), { kind: 'package', euros: 100 }],
    ['more than any package: 481 missing, a custom 121 € (484 coins)', wanted(481, 0), { kind: 'custom', euros: 121 }],
    ['far more than one top-up may be: the maximum, 500 €', wanted(5000, 0), { kind: 'custom', euros: 500 }],
    ['already affordable: the smallest package', wanted(170, 500), { kind: 'package', euros: 10 }],
    ['nothing wanted: the smallest package', null, { kind: 'package', euros: 10 }],
  ])('%s', (_name, want, expected) => {
    expect(preselectTopUp(packages, want)).toEqual(expected);
  });

  it('whatever order the packages come in', () => {
    expect(preselectTopUp([...packages].reverse(), wanted(170, 20))).toEqual({ kind: 'package', euros: 50 });
  });

  it('without packages (they could not be loaded): the custom amount that covers it, at least the minimum of 5 €', () => {
    expect(preselectTopUp([], wanted(170, 20))).toEqual({ kind: 'custom', euros: 38 });
    expect(preselectTopUp([], wanted(3, 0))).toEqual({ kind: 'custom', euros: 5 });
  });
});

describe('missingCoins', () => {
  it.each<[TopUpWanted | null, number]>([
    [wanted(170, 20), 150],
    [wanted(170, 170), 0],
    [wanted(170, 500), 0],
    [wanted(170, -5), 170],
    [wanted(Number.NaN, 0), 0],
    [null, 0],
  ])('%j -> %s', (want, missing) => {
    expect(missingCoins(want)).toBe(missing);
  });
});
