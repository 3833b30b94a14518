/**
 * Guest ratings of albums, pictures and sedcard albums (spec 001 §3 "Ratings:
 * album dislike 1, album like 5"): one rating per guest and item, a new one
 * replaces the old. The route checks the value with isAlbumRating first.
 */
import { sql, type Kysely } from 'kysely';
import type { AlbumRating } from '../../sdk/albums/rules';
import type { RatingState } from '../../sdk/albums/types';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The three rated things, their table and the column naming the item. */
const TARGETS = {
  album: { table: 'album_ratings', column: 'album_id' },
  picture: { table: 'picture_ratings', column: 'picture_id' },
  sedcards: { table: 'sedcard_ratings', column: 'actor_id' },
} as const;
export type RatedKind = keyof typeof TARGETS;

/** Likes and dislikes of one item and the guest's own rating (none for null). */
export async function ratingState(db: Db, kind: RatedKind, itemId: number, guestId: string | null): Promise<RatingState> {
  const states = await ratingStates(db, kind, [itemId], guestId);
  return states.get(itemId) ?? { guestRatingLikes: 0, guestRatingDislikes: 0, isLiked: false, isDisliked: false };
}

/** Ratings of several items in two queries (counts, the guest's own), whatever their number. */
export async function ratingStates(db: Db, kind: RatedKind, itemIds: readonly number[], guestId: string | null): Promise<Map<number, RatingState>> {
  const result = new Map<number, RatingState>();
  if (itemIds.length === 0) return result;
  for (const id of itemIds) result.set(id, { guestRatingLikes: 0, guestRatingDislikes: 0, isLiked: false, isDisliked: false });
  const { table, column } = TARGETS[kind];
  // Kysely cannot follow a table chosen at run time through its column types; the three tables share their shape.
  const rated = db.selectFrom(table as 'album_ratings').where(column as 'album_id', 'in', [...itemIds]);
  const [counts, own] = await Promise.all([
    rated.select([`${column} as item` as 'album_id as item', 'rating', sql<number | string>`count(*)`.as('n')]).groupBy([column as 'album_id', 'rating']).execute(),
    guestId ? rated.select([`${column} as item` as 'album_id as item', 'rating']).where('guest_id', '=', guestId).execute() : Promise.resolve([]),
  ]);
  for (const row of counts) {
    const state = result.get(Number(row.item));
    if (!state) continue;
    if (row.rating === 5) state.guestRatingLikes = Number(row.n);
    else state.guestRatingDislikes = Number(row.n);
  }
  for (const row of own) {
    const state = result.get(Number(row.item));
    if (!state) continue;
    state.isLiked = row.rating === 5;
    state.isDisliked = row.rating === 1;
  }
  return result;
}

/** Stores the guest's rating of an item (replacing an earlier one) and answers the new state. */
export async function rate(db: Db, kind: RatedKind, itemId: number, guestId: string, rating: AlbumRating, now = new Date()): Promise<RatingState> {
  const { table, column } = TARGETS[kind];
  await db.insertInto(table as 'album_ratings')
    .values({ guest_id: guestId, [column as 'album_id']: itemId, rating, rated_at: now.toISOString() } as never)
    .onConflict((oc) => oc.columns(['guest_id', column as 'album_id']).doUpdateSet({ rating, rated_at: now.toISOString() }))
    .execute();
  return ratingState(db, kind, itemId, guestId);
}
