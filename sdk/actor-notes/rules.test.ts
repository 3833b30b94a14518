import { describe, expect, it } from 'vitest';
import { ACTOR_NOTE_MAX_LENGTH, actorNoteWrite, isActorNoteChanged } from './rules';

describe('actor notes (spec 001 §3 "Actor note: actorId, comment")', () => {
  it.each([
    ['likes long chats', { kind: 'store', comment: 'likes long chats' }],
    ['  trimmed  ', { kind: 'store', comment: 'trimmed' }],
    ['', { kind: 'clear' }],
    ['   \n ', { kind: 'clear' }],
    ['x'.repeat(ACTOR_NOTE_MAX_LENGTH), { kind: 'store', comment: 'x'.repeat(ACTOR_NOTE_MAX_LENGTH) }],
    ['x'.repeat(ACTOR_NOTE_MAX_LENGTH + 1), { kind: 'tooLong', length: ACTOR_NOTE_MAX_LENGTH + 1 }],
    [` ${'x'.repeat(ACTOR_NOTE_MAX_LENGTH)} `, { kind: 'store', comment: 'x'.repeat(ACTOR_NOTE_MAX_LENGTH) }],
  ])('storing %j: %j', (comment, expected) => {
    expect(actorNoteWrite(comment)).toEqual(expected);
  });

  it.each([
    ['a', 'a', false],
    ['a', ' a ', false],
    ['a', 'b', true],
    ['', 'b', true],
    ['a', '', true],
  ])('stored %j, draft %j: changed %s', (stored, draft, changed) => {
    expect(isActorNoteChanged(stored, draft)).toBe(changed);
  });
});
