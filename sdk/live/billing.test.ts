import { describe, expect, it } from 'vitest';
import { VOUCHER_TYPES } from '../api/constants';
import { canStartChat, chatVoucherType, currentMinute, minutePayment, minuteToBill, paidUntilMs, pricePerMinute, secondsLeft, shouldOfferTopUp, voucherMayPay, type ActorChatPrices } from './billing';
import type { ChatType } from './chat-types';
import { MIN_CHAT_BALANCE_COINS } from './timing';

const PRICES: ActorChatPrices = { video: 12, voyeur: 6, single: 16, singlec2c: 20, ticketShow: 30, voucherChatMinutes: 5 };
const MINUTE = 60_000;

describe('pricePerMinute and chatVoucherType: issue 14 §5 "price from the actor\'s prices, chat-minute vouchers (videochat, live show, private show types) used first"', () => {
  it.each<[ChatType, number, number | null]>([
    ['liveChat', 12, VOUCHER_TYPES.videochat],
    ['voyeurChat', 6, VOUCHER_TYPES.videochat],
    ['voyeurPrivateChat', 6, VOUCHER_TYPES.videochat],
    ['mobileCallChat', 16, VOUCHER_TYPES.privateShow],
    ['videoCall', 20, VOUCHER_TYPES.privateShow],
    ['liveShow', 16, VOUCHER_TYPES.liveShow],
    ['freeChat', 0, null],
    ['livePreview', 0, null],
  ])('%s costs %i per minute, voucher type %s', (type, price, voucher) => {
    expect(pricePerMinute(type, PRICES)).toBe(price);
    expect(chatVoucherType(type)).toBe(voucher);
  });
});

describe('voucherMayPay: videochat vouchers pay at most the actor\'s voucherChatMinutes per chat (0: no limit)', () => {
  it.each<[ChatType, number, number, boolean]>([
    ['liveChat', 5, 0, true],
    ['liveChat', 5, 4, true],
    ['liveChat', 5, 5, false],
    ['liveChat', 0, 0, true],
    ['liveChat', 0, 40, true],
    ['videoCall', 0, 99, true],
    ['liveShow', 0, 3, true],
    ['freeChat', 5, 0, false],
  ])('%s with voucherChatMinutes %i after %i voucher minutes: %s', (type, cap, used, expected) => {
    expect(voucherMayPay(type, { ...PRICES, voucherChatMinutes: cap }, used)).toBe(expected);
  });
});

describe('canStartChat: spec 000 §5 "Minimum balance to start a chat is 0.5" (0.5 € = 2 coins) plus the prepaid first minute', () => {
  it.each([
    { price: 12, balance: 12, voucher: false, expected: { ok: true } },
    { price: 12, balance: 11, voucher: false, expected: { ok: false, missingCoins: 1 } },
    { price: 12, balance: 0, voucher: true, expected: { ok: true } },
    { price: 1, balance: 1, voucher: false, expected: { ok: false, missingCoins: MIN_CHAT_BALANCE_COINS - 1 } },
    { price: 1, balance: 2, voucher: false, expected: { ok: true } },
    { price: 0, balance: 0, voucher: false, expected: { ok: true } },
  ])('price $price, balance $balance, voucher $voucher', ({ price, balance, voucher, expected }) => {
    expect(canStartChat({ pricePerMinute: price, balance, voucherPaysFirstMinute: voucher })).toEqual(expected);
  });
});

describe('minuteToBill: prepaid, minute 0 at start, only the running minute, never twice', () => {
  it.each([
    { elapsed: 0, last: -1, expected: 0 },
    { elapsed: 59_999, last: 0, expected: null },
    { elapsed: 60_000, last: 0, expected: 1 },
    { elapsed: 61_000, last: 1, expected: null },
    // A restart after three silent minutes bills the running minute 4 only: 1 to 3 are missed, never billed late.
    { elapsed: 4 * MINUTE + 5, last: 0, expected: 4 },
    { elapsed: 2 * MINUTE, last: 2, expected: null },
  ])('$elapsed ms after the start with minute $last billed: $expected', ({ elapsed, last, expected }) => {
    expect(minuteToBill({ startedAtMs: 1000, lastBilledMinute: last }, 1000 + elapsed, MINUTE)).toBe(expected);
  });

  it('counts minutes and paid time from the start', () => {
    expect(currentMinute(1000, 500, MINUTE)).toBe(0);
    expect(currentMinute(0, 3 * MINUTE - 1, MINUTE)).toBe(2);
    expect(paidUntilMs(1000, 3, MINUTE)).toBe(1000 + 3 * MINUTE);
    expect(secondsLeft(10_000, 8_500)).toBe(2);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe('minutePayment: vouchers first, else coins', () => {
  it.each([
    { price: 12, may: true, has: true, expected: 'voucher' },
    { price: 12, may: true, has: false, expected: 'coins' },
    { price: 12, may: false, has: true, expected: 'coins' },
    { price: 0, may: true, has: true, expected: 'free' },
  ])('price $price, may $may, has $has: $expected', ({ price, may, has, expected }) => {
    expect(minutePayment({ pricePerMinute: price, voucherMayPay: may, voucherAvailable: has })).toBe(expected);
  });
});

describe('shouldOfferTopUp: spec 000 §9 "One-click payment in chat 60"', () => {
  it.each([
    { balance: 5, price: 12, left: 60, expected: true },
    { balance: 5, price: 12, left: 61, expected: false },
    { balance: 12, price: 12, left: 10, expected: false },
    { balance: 0, price: 0, left: 0, expected: false },
  ])('balance $balance, price $price, $left s left: $expected', ({ balance, price, left, expected }) => {
    expect(shouldOfferTopUp({ balance, pricePerMinute: price, secondsLeft: left })).toBe(expected);
  });
});
