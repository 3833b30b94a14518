import { describe, expect, it } from 'vitest';
import { canBuy, canComment, isRestricted, purchaseRefusal, type GuestStanding } from './guest-rules';

const guest = (over: Partial<GuestStanding> = {}): GuestStanding => ({
  isLoggedIn: true, isLocked: false, restrictionLevel: 0, isBlockedForComments: false, ...over,
});

// spec 000 §6 roles: "restricted guest (with restriction level), locked guest, guest blocked from comments".
describe('purchaseRefusal', () => {
  it.each([
    ['a guest in good standing buys 18', guest(), 18, null],
    ['anonymous guests must log in', guest({ isLoggedIn: false }), 16, 'needsLogin'],
    ['locked guests cannot buy', guest({ isLocked: true }), 16, 'locked'],
    ['level 1 buys 16-rated', guest({ restrictionLevel: 1 }), 16, null],
    ['level 1 cannot buy 18-rated', guest({ restrictionLevel: 1 }), 18, 'restrictedAgeRated'],
    ['level 2 cannot buy at all', guest({ restrictionLevel: 2 }), 16, 'restricted'],
    ['level 5 cannot buy at all', guest({ restrictionLevel: 5 }), 18, 'restricted'],
    ['locked beats restricted', guest({ isLocked: true, restrictionLevel: 2 }), 18, 'locked'],
  ] as const)('%s', (_name, who, ageRating, expected) => {
    expect(purchaseRefusal(who, { ageRating })).toBe(expected);
    expect(canBuy(who, { ageRating })).toBe(expected === null);
  });
});

describe('isRestricted', () => {
  it.each([[0, false], [1, true], [3, true]])('level %i -> %s', (level, expected) => {
    expect(isRestricted({ restrictionLevel: level })).toBe(expected);
  });
});

describe('canComment', () => {
  it.each([
    ['logged in, in good standing', guest(), true],
    ['anonymous', guest({ isLoggedIn: false }), false],
    ['locked', guest({ isLocked: true }), false],
    ['blocked for comments', guest({ isBlockedForComments: true }), false],
    ['restricted guests may still comment', guest({ restrictionLevel: 2 }), true],
  ] as const)('%s -> %s', (_name, who, expected) => expect(canComment(who)).toBe(expected));
});
