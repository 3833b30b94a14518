/**
 * Album views (spec 001 §5 "Album view counts are sent only when logged in"):
 * one view per logged-in guest and album or sedcard album, so a reload or a
 * second device does not inflate albumTotalViews.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;
export type ViewedKind = 'album' | 'sedcards';

/** Records that the guest opened the album (again: nothing changes). */
export async function countView(db: Db, kind: ViewedKind, itemId: number, guestId: string, now = new Date()): Promise<void> {
  await db.insertInto('album_views').values({ kind, item_id: itemId, guest_id: guestId, viewed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['kind', 'item_id', 'guest_id']).doNothing()).execute();
}

/** albumTotalViews: the logged-in guests who opened it. */
export async function totalViews(db: Db, kind: ViewedKind, itemId: number): Promise<number> {
  const row = await db.selectFrom('album_views').select(sql<number | string>`count(*)`.as('n'))
    .where('kind', '=', kind).where('item_id', '=', itemId).executeTakeFirstOrThrow();
  return Number(row.n);
}
