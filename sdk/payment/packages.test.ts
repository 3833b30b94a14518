import { describe, expect, it } from 'vitest';
import { coinPackage, coinPackages, topUpBonusCoins, topUpBonusPercent } from './packages';

describe('coin packages (issue 12 §7: "offers coin packages (at least three, with any bonus shown)")', () => {
  it('offers at least three packages, ascending, at least one with a bonus', () => {
    const packages = coinPackages();
    expect(packages.length).toBeGreaterThanOrEqual(3);
    expect(packages.map((offer) => offer.euros)).toEqual([...packages.map((offer) => offer.euros)].sort((a, b) => a - b));
    expect(packages.some((offer) => offer.bonusCoins > 0)).toBe(true);
  });

  // spec 000 §1: "One euro equals 4 coins, rounded up."; the bonus is its tier's percent of those coins, rounded down.
  it.each([
    [10, 40, 0, 0],
    [25, 100, 0, 0],
    [49.99, 200, 0, 0],
    [50, 200, 10, 20],
    [60, 240, 10, 24],
    [50.01, 201, 10, 20],
    [99.99, 400, 10, 40],
    [100, 400, 20, 80],
    [500, 2000, 20, 400],
  ])('%s € buys %s coins, with a bonus of %s percent: %s coins', (euros, coins, percent, bonus) => {
    expect(coinPackage(euros)).toEqual({ euros, coins, bonusPercent: percent, bonusCoins: bonus });
    expect([topUpBonusPercent(euros), topUpBonusCoins(euros)]).toEqual([percent, bonus]);
  });

  it('takes the tiers the server sent (any order)', () => {
    const tiers = [{ fromEuros: 30, percent: 25 }, { fromEuros: 10, percent: 5 }];
    expect([topUpBonusCoins(9, tiers), topUpBonusCoins(10, tiers), topUpBonusCoins(30, tiers)]).toEqual([0, 2, 30]);
  });
});
