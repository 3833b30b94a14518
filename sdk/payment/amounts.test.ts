import { describe, expect, it } from 'vitest';
import { coinsForTopUp, topUpEurosCovering } from './amounts';

describe('topUpEurosCovering (issue 12 §8: the top-up offered for a shortfall covers it; issue 3 §3 "from 5 € to 500 €")', () => {
  it.each([
    [0, 5],
    [1, 5],
    [20, 5],
    [21, 6],
    [170, 43],
    [2000, 500],
    [5000, 500],
  ])('%i coins missing -> %i €', (coins, euros) => {
    expect(topUpEurosCovering(coins)).toBe(euros);
  });

  it('always brings in at least the missing coins inside the range (spec 000 §1 "One euro equals 4 coins")', () => {
    for (let coins = 0; coins <= 2000; coins++) expect(coinsForTopUp(topUpEurosCovering(coins))).toBeGreaterThanOrEqual(coins);
  });
});
