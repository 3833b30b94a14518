/**
 * Guest standing (issue 3 §8): the admin hooks that lock, restrict or block a
 * guest from comments, and the purchase check MONEY runs before charging.
 * What each restriction level means lives in sdk/trust/guest-rules.ts.
 */
import type { Kysely } from 'kysely';
import type { ErrorCode } from '../../sdk/api/error-codes';
import { purchaseRefusal, type PurchaseRefusal } from '../../sdk/trust';
import type { Database } from '../db/schema';
import type { GuestRecord } from '../guests/current-guest';
import { endAllSessions } from '../guests/sessions';
import { HttpError } from '../http/errors';
import type { Change } from '../changes';

export interface StandingChange {
  isLocked?: boolean;
  restrictionLevel?: number;
  isBlockedForComments?: boolean;
}

/**
 * Changes a guest's flags (an internal/admin hook; spec 000 §6 does not say
 * who calls it). Locking ends every session: a locked guest is logged out;
 * the caller publishes the returned guestLocked, which closes its sockets.
 */
export async function setGuestStanding(db: Kysely<Database>, guestId: string, change: StandingChange): Promise<{ changes: Change[] }> {
  if (change.restrictionLevel !== undefined && (!Number.isInteger(change.restrictionLevel) || change.restrictionLevel < 0)) {
    throw new HttpError(400, 'VALIDATION_FAILED', `restrictionLevel must be an integer >= 0, got ${change.restrictionLevel}`, 'restrictionLevel');
  }
  const values = {
    ...(change.isLocked === undefined ? {} : { is_locked: change.isLocked ? 1 : 0 }),
    ...(change.restrictionLevel === undefined ? {} : { restriction_level: change.restrictionLevel }),
    ...(change.isBlockedForComments === undefined ? {} : { is_blocked_for_comments: change.isBlockedForComments ? 1 : 0 }),
  };
  if (Object.keys(values).length === 0) return { changes: [] };
  const result = await db.updateTable('guests').set(values).where('id', '=', guestId).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, 'NOT_FOUND', `No guest ${JSON.stringify(guestId)}`, 'guestId');
  if (change.isLocked) await endAllSessions(db, guestId);
  return { changes: change.isLocked ? [{ kind: 'guestLocked', guestId }] : [] };
}

const REFUSALS: Record<PurchaseRefusal, [status: number, code: ErrorCode, message: string]> = {
  needsLogin: [401, 'LOGIN_REQUIRED', 'Login required'],
  locked: [403, 'ACCOUNT_LOCKED', 'Account locked'],
  restricted: [403, 'ACCOUNT_RESTRICTED', 'Purchases are suspended for this account'],
  restrictedAgeRated: [403, 'ACCOUNT_RESTRICTED', 'This account may not buy 18-rated content'],
};

/** Throws the HttpError that refuses the purchase (401 anonymous, 403 locked or restricted), or returns when the guest may buy. */
export function assertMayBuy(guest: GuestRecord | null, item: { ageRating: 16 | 18 }): asserts guest is GuestRecord {
  const refusal = guest ? purchaseRefusal(guest, item) : 'needsLogin';
  if (refusal) {
    const [status, code, message] = REFUSALS[refusal];
    throw new HttpError(status, code, message);
  }
}
