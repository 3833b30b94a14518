import { describe, expect, it } from 'vitest';
import { VOUCHER_TYPES, type Voucher } from '../api/guest-types';
import { benefitsFromVouchers, countVouchersOfType, isVoucherValidAt, pickVoucher } from './vouchers';

let nextId = 1;
const voucher = (over: Partial<Voucher>): Voucher => ({
  id: nextId++, guestId: 'g', type: VOUCHER_TYPES.video, amount: 1,
  validFrom: '2026-01-01T00:00:00.000Z', validTo: null, actorId: null, actors: [], ...over,
});

const wallet = [
  voucher({ type: 1, amount: 2 }),
  voucher({ type: 1, amount: 3, actorId: 7 }),
  voucher({ type: 1, amount: 5, actors: [8, 9] }),
  voucher({ type: 4, amount: 1 }),
  voucher({ type: 4, amount: 4, actorId: 9 }),
];

describe('countVouchersOfType', () => {
  // spec 000 §5: "Voucher counting by type sums the amounts of vouchers of that type that are unrestricted or match the given actor."
  it.each([
    ['video, no actor: only unrestricted', 1, undefined, 2],
    ['video, actor 7: unrestricted + actorId 7', 1, 7, 5],
    ['video, actor 9: unrestricted + actors list [8, 9]', 1, 9, 7],
    ['video, actor 1: nothing bound to 1', 1, 1, 2],
    ['photo album, actor 9', 4, 9, 5],
    ['photo album, null actor', 4, null, 1],
    ['messenger gift: none held', 6, 7, 0],
  ] as const)('%s', (_name, type, actor, expected) => {
    expect(countVouchersOfType(wallet, type, actor)).toBe(expected);
  });
});

describe('isVoucherValidAt', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it.each([
    ['open-ended, started', '2026-01-01T00:00:00Z', null, true],
    ['not started yet', '2026-07-01T00:00:00Z', null, false],
    ['expired', '2026-01-01T00:00:00Z', '2026-05-31T23:59:59Z', false],
    ['ends later', '2026-01-01T00:00:00Z', '2026-06-02T00:00:00Z', true],
  ] as const)('%s', (_n, validFrom, validTo, expected) => {
    expect(isVoucherValidAt({ validFrom, validTo }, now)).toBe(expected);
  });
});

describe('pickVoucher', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('prefers a voucher bound to the actor over an unrestricted one', () => {
    expect(pickVoucher(wallet, 1, 7, now)?.actorId).toBe(7);
  });
  it('uses an unrestricted voucher for an actor nobody bound', () => {
    expect(pickVoucher(wallet, 1, 3, now)?.amount).toBe(2);
  });
  it('takes the one expiring first among equals, and skips expired and empty ones', () => {
    const list = [
      voucher({ type: 6, validTo: '2026-09-01T00:00:00Z' }),
      voucher({ type: 6, validTo: '2026-07-01T00:00:00Z' }),
      voucher({ type: 6, validTo: '2026-05-01T00:00:00Z' }),
      voucher({ type: 6, amount: 0 }),
    ];
    expect(pickVoucher(list, 6, null, now)?.validTo).toBe('2026-07-01T00:00:00Z');
  });
  it('needs enough units for a quantity', () => {
    expect(pickVoucher([voucher({ type: 6, amount: 2 })], 6, null, now, 3)).toBeNull();
  });
});

describe('benefitsFromVouchers', () => {
  // spec 002 §3.5: "Fields: voucher, spinwheelSpins, messengerGiftCount, freeMessagesCount, privateShowTickets (actor), chatShowTickets (show id, start, end, actor)."
  it('sums spins, gifts and free messages and makes one ticket per show unit', () => {
    const list = [
      voucher({ type: 10, amount: 3 }), voucher({ type: 6, amount: 2 }), voucher({ type: 6, amount: 1, actorId: 5 }),
      voucher({ type: 5, amount: 10 }), voucher({ type: 8, amount: 2, actorId: 9 }), voucher({ type: 7, amount: 1, validTo: '2026-12-01T00:00:00.000Z' }),
    ];
    const benefits = benefitsFromVouchers(list);
    expect([benefits.spinwheelSpins, benefits.messengerGiftCount, benefits.freeMessagesCount]).toEqual([3, 3, 10]);
    expect(benefits.privateShowTickets).toEqual([{ actor: 9 }, { actor: 9 }]);
    expect(benefits.chatShowTickets).toHaveLength(1);
    expect(benefits.chatShowTickets[0]?.end).toBe('2026-12-01T00:00:00.000Z');
    expect(benefits.voucher).toHaveLength(6);
  });
});
