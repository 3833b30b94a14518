/**
 * Album comments (spec 001 §3-§7): pages of comments newest first
 * (getComments, 5 at a time from the site), one comment per guest per album
 * (postComment), refused for guests blocked from comments, isCreator for the
 * performer's own. The rules are sdk/albums/rules.ts; the unique index of
 * migration 014 settles two devices posting at once.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { commentRefusal, commentTextProblem, COMMENT_MAX_LENGTH, isGuestAllowedToCommentAlbum } from '../../sdk/albums/rules';
import type { AlbumComment, AlbumComments, PostedComment } from '../../sdk/albums/types';
import type { Database } from '../db/schema';
import type { GuestRecord } from '../guests/current-guest';
import { HttpError } from '../http/errors';
import { isUniqueViolation } from '../money/db-errors';
import type { AlbumCommentsTable } from './tables';

type Db = Kysely<Database>;

const toComment = (row: AlbumCommentsTable): AlbumComment => ({
  id: row.id, text: row.text, created: row.created_at, isCreator: row.is_creator === 1, user: { name: row.author_name },
});

/** True when the guest already commented the album. */
async function hasCommented(db: Db, albumId: number, guestId: string): Promise<boolean> {
  const row = await db.selectFrom('album_comments').select('id').where('album_id', '=', albumId).where('guest_id', '=', guestId).executeTakeFirst();
  return row !== undefined;
}

/** commentsTotal of an album. */
export async function commentsTotal(db: Db, albumId: number): Promise<number> {
  const row = await db.selectFrom('album_comments').select(sql<number | string>`count(*)`.as('n')).where('album_id', '=', albumId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** isGuestAllowedToCommentAlbum for a guest (false for anonymous ones, spec 000 §6 login first). */
export async function mayComment(db: Db, albumId: number, guest: GuestRecord | null): Promise<boolean> {
  if (!guest) return false;
  return isGuestAllowedToCommentAlbum(guest, guest.isLoggedIn ? await hasCommented(db, albumId, guest.id) : false);
}

/** One page of an album's comments, newest first, with the total and whether this guest may still comment. */
export async function commentsPage(db: Db, albumId: number, guest: GuestRecord | null, offset: number, limit: number): Promise<AlbumComments> {
  const [rows, total, allowed] = await Promise.all([
    db.selectFrom('album_comments').selectAll().where('album_id', '=', albumId)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    commentsTotal(db, albumId),
    mayComment(db, albumId, guest),
  ]);
  return { list: rows.map(toComment), commentsTotal: total, isGuestAllowedToCommentAlbum: allowed };
}

/**
 * Stores the guest's one comment on the album; 403 COMMENTS_BLOCKED for a
 * guest blocked from comments, 409 ALREADY_COMMENTED for a second one,
 * 400 naming body.commentText for an empty or too long text.
 */
export async function postComment(db: Db, albumId: number, guest: GuestRecord, text: string, now = new Date()): Promise<PostedComment> {
  const problem = commentTextProblem(text);
  if (problem === 'empty') throw new HttpError(400, 'VALIDATION_FAILED', 'commentText must not be empty', 'body.commentText');
  if (problem === 'tooLong') throw new HttpError(400, 'VALIDATION_FAILED', `commentText must be at most ${COMMENT_MAX_LENGTH} characters, got ${text.trim().length}`, 'body.commentText');
  const refusal = commentRefusal(guest, await hasCommented(db, albumId, guest.id));
  if (refusal === 'needsLogin') throw new HttpError(401, 'LOGIN_REQUIRED', 'Login required');
  if (refusal === 'locked') throw new HttpError(403, 'ACCOUNT_LOCKED', 'Account locked');
  if (refusal === 'blocked') throw new HttpError(403, 'COMMENTS_BLOCKED', 'This account may not write comments', 'body.commentText');
  if (refusal === 'alreadyCommented') throw alreadyCommented(albumId);
  const row: AlbumCommentsTable = {
    id: randomUUID(), album_id: albumId, guest_id: guest.id, author_name: guest.name ?? 'Guest', is_creator: 0, text: text.trim(), created_at: now.toISOString(),
  };
  try {
    await db.insertInto('album_comments').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyCommented(albumId);
    throw error;
  }
  return { comment: toComment(row), commentsTotal: await commentsTotal(db, albumId), isGuestAllowedToCommentAlbum: false };
}

const alreadyCommented = (albumId: number) =>
  new HttpError(409, 'ALREADY_COMMENTED', `You already commented album ${albumId}: one comment per guest per album`, 'body.albumId');
