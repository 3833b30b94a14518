/**
 * The AVS state of guests and the checkouts that move it (spec 000 §4). Every
 * change goes through the sdk's avsTransition, so client and server agree.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { avsStateOf, avsTransition, INITIAL_AVS_STATE, type AvsEvent, type AvsState } from '../../sdk/trust';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { AgeVerificationProvider } from './avs-provider';
import { guestEvent, type Change } from '../changes';

type Db = Kysely<Database>;

/** The guest's AVS state; a guest without a row is unknown. */
export async function readAvsState(db: Db, guestId: string): Promise<AvsState> {
  const row = await db.selectFrom('age_verifications').select(['status', 'reject_message']).where('guest_id', '=', guestId).executeTakeFirst();
  return row ? avsStateOf(row.status, row.reject_message) : { ...INITIAL_AVS_STATE };
}

/** Applies a server event (avsSet, avsPending, avsRejected, avsRevoked) and stores the new state. */
export async function applyAvsEvent(db: Db, guestId: string, event: AvsEvent, now = new Date()): Promise<AvsState> {
  const next = avsTransition(await readAvsState(db, guestId), event);
  const values = { status: next.avsStatus, reject_message: next.avsRejectMessage, updated_at: now.toISOString() };
  await db
    .insertInto('age_verifications')
    .values({ guest_id: guestId, ...values })
    .onConflict((oc) => oc.column('guest_id').doUpdateSet(values))
    .execute();
  return next;
}

/** Opens a checkout with the provider and moves the guest to pending; answers the link the guest follows, and avsPending to publish. */
export async function startAgeVerification(
  db: Db,
  provider: AgeVerificationProvider,
  input: { guestId: string; forwardUrl: string | null },
  now = new Date(),
): Promise<{ checkoutId: string; checkoutLink: string; state: AvsState; changes: Change[] }> {
  const current = await readAvsState(db, input.guestId);
  if (current.avsStatus === 'accepted') throw new HttpError(409, 'AGE_ALREADY_VERIFIED', 'Your age is already verified; there is nothing to start');
  const checkoutId = randomUUID();
  // Only the newest checkout may decide: a stale tab must not overwrite a later verification.
  await db.updateTable('avs_checkouts').set({ status: 'superseded', decided_at: now.toISOString() })
    .where('guest_id', '=', input.guestId).where('status', '=', 'pending').execute();
  const { checkoutLink } = await provider.createCheckout({ checkoutId, guestId: input.guestId, forwardUrl: input.forwardUrl });
  await db
    .insertInto('avs_checkouts')
    .values({
      id: checkoutId, guest_id: input.guestId, provider: provider.name, status: 'pending',
      forward_url: input.forwardUrl, reject_message: null, created_at: now.toISOString(), decided_at: null,
    })
    .execute();
  const state = await applyAvsEvent(db, input.guestId, { type: 'avsPending' }, now);
  return { checkoutId, checkoutLink, state, changes: [guestEvent(input.guestId, { type: 'avsPending' })] };
}

export type AvsDecision = { outcome: 'accepted' } | { outcome: 'rejected'; message: string };

/** The checkout by id, or undefined. */
export function findCheckout(db: Db, checkoutId: string) {
  return db.selectFrom('avs_checkouts').selectAll().where('id', '=', checkoutId).executeTakeFirst();
}

/**
 * The provider's decision on a checkout: accepted gives avsSet, rejected gives
 * avsRejected with the message. A checkout is decided once (409 afterwards;
 * starting a new one supersedes the pending one). The changes carry the
 * event for the caller to publish after the commit.
 */
export async function decideAgeVerification(db: Db, checkoutId: string, decision: AvsDecision, now = new Date()) {
  const decided = await db.transaction().execute(async (trx) => {
    const checkout = await findCheckout(trx, checkoutId);
    if (!checkout) throw new HttpError(404, 'NOT_FOUND', `No age verification checkout ${JSON.stringify(checkoutId)}`, 'id');
    const updated = await trx
      .updateTable('avs_checkouts')
      .set({ status: decision.outcome, reject_message: decision.outcome === 'rejected' ? decision.message : null, decided_at: now.toISOString() })
      .where('id', '=', checkoutId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, 'AGE_CHECK_ALREADY_DECIDED', `This age verification was already ${checkout.status}`);
    const event: AvsEvent = decision.outcome === 'accepted' ? { type: 'avsSet' } : { type: 'avsRejected', message: decision.message };
    const state = await applyAvsEvent(trx, checkout.guest_id, event, now);
    return { guestId: checkout.guest_id, forwardUrl: checkout.forward_url, state };
  });
  const event = decision.outcome === 'accepted' ? { type: 'avsSet' as const } : { type: 'avsRejected' as const, message: decision.message };
  return { ...decided, changes: [guestEvent(decided.guestId, event)] };
}

/** avsRevoked: back to unknown, no age verification; open checkouts can no longer decide. */
export async function revokeAgeVerification(db: Db, guestId: string, now = new Date()): Promise<{ state: AvsState; changes: Change[] }> {
  await db.updateTable('avs_checkouts').set({ status: 'superseded', decided_at: now.toISOString() })
    .where('guest_id', '=', guestId).where('status', '=', 'pending').execute();
  const state = await applyAvsEvent(db, guestId, { type: 'avsRevoked' }, now);
  return { state, changes: [guestEvent(guestId, { type: 'avsRevoked' })] };
}
