/**
 * Actor notes (issue 15 §8, spec 001 §7 getActorNoteById, storeActorNote): the
 * guest's own note on a performer. Every read and write is keyed by the guest,
 * so no call can reach another guest's note.
 */
import type { Kysely } from 'kysely';
import { actorNoteWrite, ACTOR_NOTE_MAX_LENGTH } from '../../sdk/actor-notes/rules';
import type { ActorNote } from '../../sdk/actor-notes/types';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

type Db = Kysely<Database>;

/** The guest's note on the performer; comment '' when there is none. */
export async function actorNote(db: Db, guestId: string, actorId: number): Promise<ActorNote> {
  const row = await db.selectFrom('actor_notes').select('comment').where('guest_id', '=', guestId).where('actor_id', '=', actorId).executeTakeFirst();
  return { actorId, comment: row?.comment ?? '' };
}

/** Stores (or, for an empty text, deletes) the guest's note; 400 naming body.comment when it is too long. */
export async function storeActorNote(db: Db, guestId: string, actorId: number, comment: string, now = new Date()): Promise<ActorNote> {
  const write = actorNoteWrite(comment);
  if (write.kind === 'tooLong') {
    throw new HttpError(400, 'VALIDATION_FAILED', `comment must be at most ${ACTOR_NOTE_MAX_LENGTH} characters, got ${write.length}`, 'body.comment');
  }
  if (write.kind === 'clear') {
    await db.deleteFrom('actor_notes').where('guest_id', '=', guestId).where('actor_id', '=', actorId).execute();
    return { actorId, comment: '' };
  }
  const updatedAt = now.toISOString();
  await db.insertInto('actor_notes')
    .values({ guest_id: guestId, actor_id: actorId, comment: write.comment, updated_at: updatedAt })
    .onConflict((conflict) => conflict.columns(['guest_id', 'actor_id']).doUpdateSet({ comment: write.comment, updated_at: updatedAt }))
    .execute();
  return { actorId, comment: write.comment };
}
