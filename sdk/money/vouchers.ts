/**
 * Voucher rules of spec 000 §5 / 002 §3.4: counting by type and choosing the
 * voucher that pays for a purchase. Shared by the server (which redeems) and
 * the widgets (which show "you have 2 video vouchers").
 */
import type { Voucher, VoucherType } from '../api/guest-types';

/** True when the voucher is for any actor, or names the given one (by actorId or in actors). */
export function voucherMatchesActor(voucher: Pick<Voucher, 'actorId' | 'actors'>, actorId?: number | null): boolean {
  const unrestricted = voucher.actorId === null && voucher.actors.length === 0;
  if (unrestricted) return true;
  if (actorId === undefined || actorId === null) return false;
  return voucher.actorId === actorId || voucher.actors.includes(actorId);
}

/**
 * spec 000 §5: "Voucher counting by type sums the amounts of vouchers of that
 * type that are unrestricted or match the given actor." Without an actor only
 * unrestricted vouchers count: a voucher for one performer is no use elsewhere.
 */
export function countVouchersOfType(vouchers: readonly Voucher[], type: VoucherType, actorId?: number | null): number {
  let total = 0;
  for (const voucher of vouchers) {
    if (voucher.type === type && voucherMatchesActor(voucher, actorId)) total += voucher.amount;
  }
  return total;
}

/** True when `now` lies inside the voucher's validity window (validTo null = no end). */
export function isVoucherValidAt(voucher: Pick<Voucher, 'validFrom' | 'validTo'>, now: Date): boolean {
  const time = now.getTime();
  if (Date.parse(voucher.validFrom) > time) return false;
  return voucher.validTo === null || Date.parse(voucher.validTo) > time;
}

/**
 * The voucher that pays for a purchase of `type` (for `actorId`), or null:
 * valid now, with amount left; an actor-bound voucher goes first (it is useless
 * elsewhere), then the one expiring soonest.
 */
export function pickVoucher(vouchers: readonly Voucher[], type: VoucherType, actorId: number | null, now: Date, units = 1): Voucher | null {
  const usable = vouchers.filter(
    (v) => v.type === type && v.amount >= units && isVoucherValidAt(v, now) && voucherMatchesActor(v, actorId),
  );
  usable.sort((a, b) => {
    const boundA = a.actorId !== null || a.actors.length > 0 ? 0 : 1;
    const boundB = b.actorId !== null || b.actors.length > 0 ? 0 : 1;
    if (boundA !== boundB) return boundA - boundB;
    const endA = a.validTo === null ? Infinity : Date.parse(a.validTo);
    const endB = b.validTo === null ? Infinity : Date.parse(b.validTo);
    return endA - endB || a.id - b.id;
  });
  return usable[0] ?? null;
}

/** spec 002 §3.5 / 000 §3: "Benefits: voucher, spinwheelSpins, messengerGiftCount, freeMessagesCount, privateShowTickets (actor), chatShowTickets (show id, start, end, actor)." */
export interface GuestBenefits {
  /** Every usable voucher. */
  voucher: Voucher[];
  spinwheelSpins: number;
  messengerGiftCount: number;
  freeMessagesCount: number;
  privateShowTickets: { actor: number | null }[];
  chatShowTickets: { showId: number; start: string; end: string | null; actor: number | null }[];
}

/**
 * The benefits overview from the guest's usable vouchers. Counts include
 * actor-bound vouchers: an overview shows every unit the guest holds, while
 * countVouchersOfType answers "how many can pay for this actor". One ticket
 * per unit of a private- or live-show voucher.
 */
export function benefitsFromVouchers(vouchers: readonly Voucher[]): GuestBenefits {
  const sum = (type: number) => vouchers.filter((v) => v.type === type).reduce((total, v) => total + v.amount, 0);
  const tickets = <T>(type: number, make: (v: Voucher) => T): T[] =>
    vouchers.filter((v) => v.type === type).flatMap((v) => Array.from({ length: v.amount }, () => make(v)));
  return {
    voucher: [...vouchers],
    spinwheelSpins: sum(10),
    messengerGiftCount: sum(6),
    freeMessagesCount: sum(5),
    privateShowTickets: tickets(8, (v) => ({ actor: v.actorId })),
    chatShowTickets: tickets(7, (v) => ({ showId: v.id, start: v.validFrom, end: v.validTo, actor: v.actorId })),
  };
}
