import { describe, expect, it } from 'vitest';
import type { Voucher } from '../api/guest-types';
import { gift } from './fixtures';
import { giftCharge, GiftChargeError, messageCharge, paysMessagePrice, type MessageCharge } from './pricing';
import type { IncludedGift } from './types';

const voucher = (extra: Partial<Voucher> = {}): Voucher => ({
  id: 1, guestId: 'g1', type: 5, amount: 1, validFrom: '2026-01-01T00:00:00Z', validTo: null, actorId: null, actors: [], ...extra,
});
const paid = { actorId: 4, isMessagingFree: false, freeChat: false, freeMessagesAmount: 0, messagePrice: 3 };

describe('messageCharge (issue 5 §1 "a message costs messagePrice unless messaging is free or a free message remains")', () => {
  it.each<[string, Partial<typeof paid>, Voucher[], MessageCharge]>([
    ['messaging free costs nothing', { isMessagingFree: true, freeMessagesAmount: 2 }, [voucher()], { kind: 'free', coins: 0 }],
    ['a free show (freeChat) costs nothing', { freeChat: true }, [], { kind: 'free', coins: 0 }],
    ['a price of 0 costs nothing', { messagePrice: 0 }, [], { kind: 'free', coins: 0 }],
    ['a free message left pays it before a voucher', { freeMessagesAmount: 1 }, [voucher()], { kind: 'freeMessage', coins: 0 }],
    // spec 000 §3 voucher type 5 "messages"; §5 "vouchers ... unrestricted or match the given actor"
    ['a messages voucher for this performer pays it', {}, [voucher({ actorId: 4 })], { kind: 'voucher', coins: 0 }],
    ['a messages voucher for any performer pays it', {}, [voucher()], { kind: 'voucher', coins: 0 }],
    ['a messages voucher for another performer does not', {}, [voucher({ actorId: 9 })], { kind: 'coins', coins: 3 }],
    ['a voucher of another type does not', {}, [voucher({ type: 6 })], { kind: 'coins', coins: 3 }],
    ['otherwise messagePrice coins', {}, [], { kind: 'coins', coins: 3 }],
  ])('%s', (_name, channel, vouchers, expected) => {
    expect(messageCharge({ ...paid, ...channel }, vouchers)).toEqual(expected);
  });
});

describe('paysMessagePrice (issue 12 §8 "a gift sent without text is also charged the message price": only the gift price is charged)', () => {
  it.each<['text' | 'gift' | 'image', string, boolean]>([
    ['text', 'hello', true],
    ['image', '', true],
    ['gift', '', false],
    ['gift', '  \n ', false],
    ['gift', 'for you', true],
  ])('a %s message with text %j pays it: %s', (type, text, expected) => {
    expect(paysMessagePrice(type, text)).toBe(expected);
  });
});

describe('giftCharge (issue 5 §1 "gifts are bought or taken from boughtGifts")', () => {
  const catalog = [gift(1, 10), gift(2, 25), gift(3, 5, { active: false })];

  it.each<[string, Record<string, number>, IncludedGift[], Array<[number, number, number, number]>, number]>([
    ['all from bought gifts cost nothing', { '1': 3 }, [{ giftId: 1, quantity: 2 }], [[1, 2, 0, 0]], 0],
    ['bought gifts first, the rest bought at the price', { '1': 1 }, [{ giftId: 1, quantity: 3 }], [[1, 1, 2, 20]], 20],
    ['without bought gifts all are bought', {}, [{ giftId: 2, quantity: 2 }], [[2, 0, 2, 50]], 50],
    ['a negative bought count counts as none', { '2': -4 }, [{ giftId: 2, quantity: 1 }], [[2, 0, 1, 25]], 25],
    ['two lines of one gift are one line', { '1': 1 }, [{ giftId: 1, quantity: 1 }, { giftId: 1, quantity: 1 }], [[1, 1, 1, 10]], 10],
    ['several gifts add up', { '2': 1 }, [{ giftId: 1, quantity: 1 }, { giftId: 2, quantity: 2 }], [[1, 0, 1, 10], [2, 1, 1, 25]], 35],
  ])('%s', (_name, bought, included, lines, coins) => {
    const charge = giftCharge(catalog, bought, included);
    expect(charge.lines).toEqual(lines.map(([giftId, fromBought, boughtNow, lineCoins]) => ({ giftId, fromBought, bought: boughtNow, coins: lineCoins })));
    expect(charge.coins).toBe(coins);
  });

  it.each<[string, IncludedGift[], RegExp, number]>([
    ['an unknown gift', [{ giftId: 99, quantity: 1 }], /no active gift 99/, 99],
    ['an inactive gift', [{ giftId: 3, quantity: 1 }], /no active gift 3/, 3],
    ['a quantity of 0', [{ giftId: 1, quantity: 0 }], /quantity of gift 1 must be an integer from 1 to 100, got 0/, 1],
    ['a fractional quantity', [{ giftId: 1, quantity: 1.5 }], /got 1.5/, 1],
    ['a quantity above 100', [{ giftId: 2, quantity: 101 }], /got 101/, 2],
  ])('refuses %s, naming the gift', (_name, included, message, giftId) => {
    let caught: unknown;
    try {
      giftCharge(catalog, {}, included);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(GiftChargeError);
    expect((caught as GiftChargeError).message).toMatch(message);
    expect((caught as GiftChargeError).giftId).toBe(giftId);
  });
});
