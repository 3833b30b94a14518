import { describe, expect, it } from 'vitest';
import { autoRechargeDue } from './auto-recharge';

const rule = { enabled: true, thresholdCoins: 100, amountEuros: 20 };

describe('autoRechargeDue', () => {
  // "thresholdCoins: a balance in coins below which to recharge" (payment/autoRecharge/config).
  it.each([
    ['crossing below the threshold', rule, 150, 99, true],
    ['landing exactly on the threshold is not below it', rule, 150, 100, false],
    ['from exactly the threshold to below it', rule, 100, 99, true],
    ['already below before the spend (one recharge per crossing)', rule, 99, 50, false],
    ['staying above', rule, 500, 101, false],
    ['switched off', { ...rule, enabled: false }, 150, 10, false],
    ['no configuration', null, 150, 10, false],
    ['an amount of zero', { ...rule, amountEuros: 0 }, 150, 10, false],
    ['threshold 0: a balance never goes below it', { ...rule, thresholdCoins: 0 }, 10, 0, false],
  ] as const)('%s', (_, given, before, after, due) => {
    expect(autoRechargeDue(given, before, after)).toBe(due);
  });
});
