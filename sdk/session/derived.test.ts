import { describe, expect, it } from 'vitest';
import { VOUCHER_TYPES, type GuestSession, type Voucher } from '../api/guest-types';
import { hasAcceptedAvs, isConversionChatEligible, sessionVoucherCount } from './derived';

const voucher = (type: Voucher['type'], amount: number, actorId: number | null = null): Voucher => ({
  id: amount, guestId: 'g', type, amount, validFrom: '2026-01-01T00:00:00Z', validTo: null, actorId, actors: [],
});
const session = (fields: Partial<GuestSession>) => ({ vouchers: [], avsStatus: 'unknown', conversionChatCountdownEnd: null, ...fields }) as GuestSession;

describe('sessionVoucherCount', () => {
  // spec 000 §5: "Voucher counting by type sums the amounts of vouchers of that type that are unrestricted or match the given actor."
  const vouchers = [voucher(VOUCHER_TYPES.video, 2), voucher(VOUCHER_TYPES.video, 3, 7), voucher(VOUCHER_TYPES.photoAlbum, 5)];
  it.each([
    ['video vouchers for actor 7: unrestricted 2 + actor 7 3', VOUCHER_TYPES.video, 7, 5],
    ['video vouchers for actor 8: only the unrestricted 2', VOUCHER_TYPES.video, 8, 2],
    ['album vouchers without an actor', VOUCHER_TYPES.photoAlbum, undefined, 5],
    ['a type the guest has none of', VOUCHER_TYPES.spins, undefined, 0],
  ])('%s', (_name, type, actorId, expected) => {
    expect(sessionVoucherCount(session({ vouchers }), type, actorId)).toBe(expected);
  });

  it('is 0 before the session loaded', () => {
    expect(sessionVoucherCount(null, VOUCHER_TYPES.video)).toBe(0);
  });
});

describe('hasAcceptedAvs', () => {
  // spec 000 §4: "avsSet gives accepted; avsPending gives pending; avsRejected gives rejected; avsRevoked gives unknown"
  it.each([
    ['accepted', true],
    ['pending', false],
    ['rejected', false],
    ['unknown', false],
  ] as const)('%s -> %s', (avsStatus, expected) => {
    expect(hasAcceptedAvs(session({ avsStatus }))).toBe(expected);
  });
});

describe('isConversionChatEligible', () => {
  // spec 000 §4: "a guest is eligible while the countdown end lies in the future"
  it.each([
    ['end in the future', 1_000, 999_000, true],
    ['end now', 1_000, 1_000_000, false],
    ['no countdown', null, 0, false],
  ])('%s', (_name, end, now, expected) => {
    expect(isConversionChatEligible(session({ conversionChatCountdownEnd: end }), now)).toBe(expected);
  });
});
