/**
 * Actor notes (spec 001 §3 "Actor note: actorId, comment"; §7 getActorNoteById,
 * storeActorNote): a guest's private note on a performer, one per guest and
 * performer. The spec gives no length; 1,000 characters hold a paragraph of
 * reminders and keep a row small.
 */
export const ACTOR_NOTE_MAX_LENGTH = 1_000;

/** What storing `comment` does: keep the trimmed text, clear the note (an empty text), or refuse it as too long. */
export type ActorNoteWrite =
  | { kind: 'store'; comment: string }
  | { kind: 'clear' }
  | { kind: 'tooLong'; length: number };

/** Decides what a storeActorNote with `comment` does; whitespace around the text is not kept. */
export function actorNoteWrite(comment: string): ActorNoteWrite {
  const trimmed = comment.trim();
  if (trimmed === '') return { kind: 'clear' };
  if (trimmed.length > ACTOR_NOTE_MAX_LENGTH) return { kind: 'tooLong', length: trimmed.length };
  return { kind: 'store', comment: trimmed };
}

/** True when the text in the editor differs from the stored note (so "Save" has something to do). */
export function isActorNoteChanged(stored: string, draft: string): boolean {
  return stored.trim() !== draft.trim();
}
