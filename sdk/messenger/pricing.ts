/**
 * What the next message costs (issue 5 §1 "a message costs messagePrice
 * unless messaging is free or a free message remains; gifts are bought or
 * taken from boughtGifts"). One pure rule: the server charges by it and the
 * composer shows it, so the price a guest sees is the price they pay.
 */
import type { Voucher } from '../api/guest-types';
import { countVouchersOfType } from '../money/vouchers';
import type { IncludedGift, MessengerChannel, MessengerGift } from './types';

/** spec 000 §3 voucher type 5 "messages". */
export const MESSAGES_VOUCHER_TYPE = 5;

export type MessageCharge =
  /** Messaging is free in this channel (isMessagingFree, or a free show runs: freeChat). */
  | { kind: 'free'; coins: 0 }
  /** One of the channel's free messages pays it (freeMessagesAmount goes down by one). */
  | { kind: 'freeMessage'; coins: 0 }
  /** A messages voucher (type 5) for this performer, or for any, pays it. */
  | { kind: 'voucher'; coins: 0 }
  /** messagePrice coins from the balance. */
  | { kind: 'coins'; coins: number };

type PricedChannel = Pick<MessengerChannel, 'actorId' | 'isMessagingFree' | 'freeChat' | 'freeMessagesAmount' | 'messagePrice'>;

/** The charge of the next message in `channel`, in the order: free, free message, voucher, coins. */
export function messageCharge(channel: PricedChannel, vouchers: readonly Voucher[]): MessageCharge {
  if (channel.isMessagingFree || channel.freeChat || channel.messagePrice <= 0) return { kind: 'free', coins: 0 };
  if (channel.freeMessagesAmount > 0) return { kind: 'freeMessage', coins: 0 };
  if (countVouchersOfType(vouchers, MESSAGES_VOUCHER_TYPE as Voucher['type'], channel.actorId) > 0) return { kind: 'voucher', coins: 0 };
  return { kind: 'coins', coins: channel.messagePrice };
}

/**
 * Whether a message pays the message price (issue 12 §8 "a gift sent without
 * text is also charged the message price" is a defect): text and images do;
 * a gift pays only its gifts unless it carries words, which make it a message
 * too. The server charges by this and the composer shows it.
 */
export function paysMessagePrice(type: 'text' | 'gift' | 'image', text: string): boolean {
  return type !== 'gift' || text.trim() !== '';
}

export interface GiftCharge {
  /** Per gift: how many come from boughtGifts and how many are bought now. */
  lines: Array<{ giftId: number; fromBought: number; bought: number; coins: number }>;
  coins: number;
}

/** Why gifts cannot be sent: names the gift, so the error a person sees is actionable. */
export class GiftChargeError extends Error {
  override name = 'GiftChargeError';
  constructor(message: string, readonly giftId: number) {
    super(message);
  }
}

/**
 * The charge of the included gifts: each takes from the guest's boughtGifts
 * first, the rest is bought at the gift's price. Throws GiftChargeError for an
 * unknown or inactive gift, or a quantity that is not a positive integer.
 */
export function giftCharge(catalog: readonly MessengerGift[], boughtGifts: Readonly<Record<string, number>>, included: readonly IncludedGift[]): GiftCharge {
  const lines: GiftCharge['lines'] = [];
  const wanted = new Map<number, number>();
  for (const { giftId, quantity } of included) {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100) {
      throw new GiftChargeError(`includedGifts: quantity of gift ${giftId} must be an integer from 1 to 100, got ${quantity}`, giftId);
    }
    wanted.set(giftId, (wanted.get(giftId) ?? 0) + quantity);
  }
  let coins = 0;
  for (const [giftId, quantity] of wanted) {
    const gift = catalog.find((candidate) => candidate.id === giftId);
    if (!gift || !gift.active) throw new GiftChargeError(`includedGifts: no active gift ${giftId}`, giftId);
    const fromBought = Math.min(quantity, Math.max(0, boughtGifts[String(giftId)] ?? 0));
    const bought = quantity - fromBought;
    lines.push({ giftId, fromBought, bought, coins: bought * gift.price });
    coins += bought * gift.price;
  }
  return { lines, coins };
}
