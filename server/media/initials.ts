/**
 * The letters a clip shows: "the performer's initials" (issue 13 item 1) of
 * the first video that plays the clip (video id n plays clip n for n <= 16).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** "Lena Marie" -> "LM", "anna_belle" -> "AB", "Xenia" -> "X"; at most three letters. */
export function initialsOf(name: string): string {
  return name
    .split(/[^\p{L}\p{N}]+|(?<=\p{Ll})(?=\p{Lu})/u)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

/** Reads the performer of video `index + 1` for a clip key `cNN`; null when the catalog has no such video. */
export function catalogInitials(db: Kysely<Database>) {
  return async (clipKey: string): Promise<string | null> => {
    const videoId = Number(clipKey.slice(1));
    const row = await db
      .selectFrom('videos')
      .innerJoin('performers', 'performers.id', 'videos.performer_id')
      .select('performers.name')
      .where('videos.id', '=', videoId)
      .executeTakeFirst();
    return row ? initialsOf(row.name) : null;
  };
}
