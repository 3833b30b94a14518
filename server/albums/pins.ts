/** Which of some albums, pictures or sedcard albums the guest pinned (spec 000 §4 pins), so pages show the pin the server holds. */
import type { Kysely } from 'kysely';
import type { FavouriteKind } from '../../sdk/realtime/protocol';
import type { Database } from '../db/schema';

/** The ids among `ids` of `kind` the guest pinned; none for an anonymous guest (null). */
export async function pinnedAmong(db: Kysely<Database>, guestId: string | null, kind: FavouriteKind, ids: readonly number[]): Promise<Set<number>> {
  if (!guestId || ids.length === 0) return new Set();
  const rows = await db.selectFrom('favourites').select('item_id').where('guest_id', '=', guestId).where('kind', '=', kind).where('item_id', 'in', [...ids]).execute();
  return new Set(rows.map((row) => row.item_id));
}
