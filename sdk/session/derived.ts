/**
 * Helpers the spec derives from the guest session (spec 000 §3, §5), as pure
 * functions of a session and as computed stores of `$guest`.
 */
import { computed } from 'nanostores';
import type { GuestSession, VoucherType } from '../api/guest-types';
import { countVouchersOfType } from '../money/vouchers';
import { $guest } from './store';

/** spec 000 §5: "Voucher counting by type sums the amounts of vouchers of that type that are unrestricted or match the given actor." */
export function sessionVoucherCount(session: GuestSession | null, type: VoucherType, actorId?: number | null): number {
  return session ? countVouchersOfType(session.vouchers, type, actorId) : 0;
}

/** spec 000 §4: only an accepted age verification counts; pending, rejected and revoked do not. */
export function hasAcceptedAvs(session: GuestSession | null): boolean {
  return session?.avsStatus === 'accepted';
}

/** spec 000 §4 "Conversion chat: a guest is eligible while the countdown end lies in the future" (epoch seconds). */
export function isConversionChatEligible(session: GuestSession | null, nowMs: number): boolean {
  const end = session?.conversionChatCountdownEnd;
  return typeof end === 'number' && end * 1000 > nowMs;
}

/** The accepted age verification of the current guest. */
export const $hasAvs = computed($guest, hasAcceptedAvs);
