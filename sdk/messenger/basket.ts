/**
 * The gift basket (spec 000 §4 "Gift basket: adding a gift consumes a
 * temporary bought count; removing restores it, never above the bought
 * count"). The temporary count is derived, not counted up and down: left =
 * bought - in basket, never below 0. So a gift added beyond what was bought
 * (allowed: the composer prices it with giftCharge and it is bought on send)
 * restores nothing when removed until the basket is back within the bought
 * count, and a count can never exceed what $guest.boughtGifts says.
 */
import type { MessengerState } from './state';
import type { IncludedGift } from './types';

/** giftCharge accepts at most 100 of one gift; adding more is ignored rather than failing on send. */
export const BASKET_GIFT_MAX = 100;

type Bought = Readonly<Record<string, number>>;

const quantityOf = (basket: readonly IncludedGift[], giftId: number): number =>
  basket.find((line) => line.giftId === giftId)?.quantity ?? 0;

/** The temporary bought counts of the gifts in or touched by the basket. */
export function basketAvailability(bought: Bought, basket: readonly IncludedGift[], touched: readonly number[] = []): Record<string, number> {
  const available: Record<string, number> = {};
  for (const giftId of new Set([...basket.map((line) => line.giftId), ...touched])) {
    available[String(giftId)] = Math.max(0, Math.max(0, bought[String(giftId)] ?? 0) - quantityOf(basket, giftId));
  }
  return available;
}

function withQuantity(basket: readonly IncludedGift[], giftId: number, quantity: number): IncludedGift[] {
  if (quantity <= 0) return basket.filter((line) => line.giftId !== giftId);
  if (!basket.some((line) => line.giftId === giftId)) return [...basket, { giftId, quantity }];
  return basket.map((line) => (line.giftId === giftId ? { giftId, quantity } : line));
}

/** Puts one more of a gift in the basket, consuming a bought one when one is left. */
export function addGiftToBasket(state: MessengerState, giftId: number, bought: Bought): MessengerState {
  const quantity = quantityOf(state.basket, giftId) + 1;
  if (quantity > BASKET_GIFT_MAX) return state;
  const basket = withQuantity(state.basket, giftId, quantity);
  return { ...state, basket, basketAvailable: { ...state.basketAvailable, ...basketAvailability(bought, basket, [giftId]) } };
}

/** Takes one of a gift out of the basket, restoring a bought one (never above the bought count). */
export function removeGiftFromBasket(state: MessengerState, giftId: number, bought: Bought): MessengerState {
  const quantity = quantityOf(state.basket, giftId);
  if (quantity === 0) return state;
  const basket = withQuantity(state.basket, giftId, quantity - 1);
  return { ...state, basket, basketAvailable: { ...state.basketAvailable, ...basketAvailability(bought, basket, [giftId]) } };
}

/** After a send: an empty basket; the counts follow the server's boughtGifts from then on. */
export function clearBasket(state: MessengerState, bought: Bought): MessengerState {
  if (state.basket.length === 0) return state;
  return { ...state, basket: [], basketAvailable: basketAvailability(bought, [], Object.keys(state.basketAvailable).map(Number)) };
}

/** The server changed boughtGifts (giftsUpdate): recompute the temporary counts against it. */
export function rebaseBasket(state: MessengerState, bought: Bought): MessengerState {
  return { ...state, basketAvailable: basketAvailability(bought, state.basket, Object.keys(state.basketAvailable).map(Number)) };
}
