import { describe, expect, it } from 'vitest';
import { bonusRefusal, normalizeBonusCode, onTopCoins, staggeredAmount, type BonusCodeConfig, type BonusGuestFacts } from './bonus-codes';

const config = (over: Partial<BonusCodeConfig> = {}): BonusCodeConfig => ({
  containsTopUpBenefit: false, validTo: null, conditions: { requireMobileAuth: false, vip: false }, benefits: [], ...over,
});
const guest = (over: Partial<BonusGuestFacts> = {}): BonusGuestFacts => ({
  isLoggedIn: true, isVip: false, hasMobileAuth: false, alreadyRedeemed: false, ...over,
});
const now = new Date('2026-06-01T00:00:00Z');
const from = '2026-01-01T00:00:00Z';

describe('bonusRefusal', () => {
  // spec 002 §6: "Bonus codes can require mobile authentication or VIP status." and §3.7 validTo
  it.each([
    ['redeemable', { config: config(), validFrom: from }, guest(), null],
    ['unknown code', null, guest(), 'unknownCode'],
    ['anonymous guest', { config: config(), validFrom: from }, guest({ isLoggedIn: false }), 'loginRequired'],
    ['not yet valid', { config: config(), validFrom: '2026-07-01T00:00:00Z' }, guest(), 'notYetValid'],
    ['expired', { config: config({ validTo: '2026-05-01T00:00:00Z' }), validFrom: from }, guest(), 'expired'],
    ['one redemption per guest', { config: config(), validFrom: from }, guest({ alreadyRedeemed: true }), 'alreadyRedeemed'],
    ['requireMobileAuth without it', { config: config({ conditions: { requireMobileAuth: true, vip: false } }), validFrom: from }, guest(), 'requiresMobileAuth'],
    ['requireMobileAuth with it', { config: config({ conditions: { requireMobileAuth: true, vip: false } }), validFrom: from }, guest({ hasMobileAuth: true }), null],
    ['vip without it', { config: config({ conditions: { requireMobileAuth: false, vip: true } }), validFrom: from }, guest(), 'requiresVip'],
    ['vip with it', { config: config({ conditions: { requireMobileAuth: false, vip: true } }), validFrom: from }, guest({ isVip: true }), null],
  ] as const)('%s', (_n, code, facts, expected) => {
    expect(bonusRefusal(code, facts, now)).toBe(expected);
  });
});

describe('staggeredAmount', () => {
  // spec 002 §3.7: "Most benefit kinds support staggered amounts by top-up level."
  const benefit = { amount: 10, stagger: [{ fromTopUpEuros: 100, amount: 50 }, { fromTopUpEuros: 20, amount: 20 }] };
  it.each([[0, 10], [19.99, 10], [20, 20], [99, 20], [100, 50], [1000, 50]])('top-up level %s € -> %s', (level, amount) => {
    expect(staggeredAmount(benefit, level)).toBe(amount);
  });
  it('is the plain amount without steps', () => expect(staggeredAmount({ amount: 7 }, 500)).toBe(7));
});

describe('onTopCoins', () => {
  it.each([[40, 20], [41, 21], [1000, 200]])('50%% of %s coins, at most 200 -> %s', (coins, extra) => {
    expect(onTopCoins({ amount: 50, maxCoins: 200 }, coins)).toBe(extra);
  });
  it('normalizes codes', () => expect(normalizeBonusCode('  neu50welcome ')).toBe('NEU50WELCOME'));
});
