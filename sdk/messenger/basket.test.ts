import { describe, expect, it } from 'vitest';
import { addGiftToBasket, BASKET_GIFT_MAX, clearBasket, rebaseBasket, removeGiftFromBasket } from './basket';
import { stateWith } from './fixtures';
import type { MessengerState } from './state';

// spec 000 §4 "Gift basket: adding a gift consumes a temporary bought count; removing restores it, never above the bought count."
const bought = { '7': 2 };
const steps = (ops: Array<'add' | 'remove'>, giftId = 7, start: MessengerState = stateWith([])) =>
  ops.reduce((state, op) => (op === 'add' ? addGiftToBasket : removeGiftFromBasket)(state, giftId, bought), start);

describe('gift basket', () => {
  it.each<[string, Array<'add' | 'remove'>, number, number]>([
    ['adding consumes a bought count', ['add'], 1, 1],
    ['adding twice consumes both', ['add', 'add'], 2, 0],
    ['adding beyond the bought count is allowed (bought on send), the count stays 0', ['add', 'add', 'add'], 3, 0],
    ['removing restores a bought count', ['add', 'add', 'remove'], 1, 1],
    ['removing all restores the whole bought count, never above it', ['add', 'remove', 'remove'], 0, 2],
    ['removing one beyond the bought count restores nothing yet', ['add', 'add', 'add', 'remove'], 2, 0],
  ])('%s', (_name, ops, inBasket, left) => {
    const next = steps(ops);
    expect(next.basket).toEqual(inBasket === 0 ? [] : [{ giftId: 7, quantity: inBasket }]);
    expect(next.basketAvailable['7']).toBe(left);
  });

  it('a gift the guest never bought is added with a count of 0', () => {
    const next = steps(['add'], 9);
    expect(next).toMatchObject({ basket: [{ giftId: 9, quantity: 1 }], basketAvailable: { '9': 0 } });
  });

  it('removing a gift that is not in the basket changes nothing', () => {
    const state = stateWith([]);
    expect(removeGiftFromBasket(state, 7, bought)).toBe(state);
  });

  it(`stops at ${BASKET_GIFT_MAX} of one gift (the most a message may carry)`, () => {
    const full = stateWith([], { basket: [{ giftId: 7, quantity: BASKET_GIFT_MAX }] });
    expect(addGiftToBasket(full, 7, bought)).toBe(full);
  });

  it('clearing after a send empties the basket and shows the bought counts again', () => {
    const next = clearBasket(steps(['add', 'add']), { '7': 0 });
    expect(next).toMatchObject({ basket: [], basketAvailable: { '7': 0 } });
  });

  it('a new boughtGifts from the server recomputes the counts against the basket', () => {
    expect(rebaseBasket(steps(['add']), { '7': 5 }).basketAvailable).toEqual({ '7': 4 });
  });
});
