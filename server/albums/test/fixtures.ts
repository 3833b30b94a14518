/** Albums the album suites use: free and priced, 16 and 18, of performers that ban no country, plus a banned pair. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Guest } from '../../trust/test/env';

export interface AlbumFixtures {
  free16: number; priced16: number; free18: number; pictureOfPriced16: number; pictureOfFree16: number;
  performer: { id: number; name: string };
  banned: { albumId: number; actorId: number; country: string };
}

const noBan = (eb: any) => eb.not(eb.exists(eb.selectFrom('performer_banned_countries').select('performer_id').whereRef('performer_id', '=', 'albums.performer_id')));

/** Looks the fixtures up in the seeded catalog. */
export async function albumFixtures(db: Kysely<Database>): Promise<AlbumFixtures> {
  const album = (age: number, priced: boolean) => db.selectFrom('albums').select(['id', 'performer_id']).where('age_rating', '=', age).where('price', priced ? '>' : '=', 0)
    .where(noBan).orderBy('id').executeTakeFirstOrThrow();
  const [free16, priced16, free18] = await Promise.all([album(16, false), album(16, true), album(18, false)]);
  const firstPicture = async (albumId: number) => (await db.selectFrom('pictures').select('id').where('album_id', '=', albumId).orderBy('position').executeTakeFirstOrThrow()).id;
  const performer = await db.selectFrom('performers').select(['id', 'name']).where('id', '=', free16.performer_id).executeTakeFirstOrThrow();
  const banned = await db.selectFrom('performer_banned_countries').innerJoin('albums', 'albums.performer_id', 'performer_banned_countries.performer_id')
    .select(['albums.id as albumId', 'albums.performer_id as actorId', 'performer_banned_countries.country_code as country']).orderBy('albums.id').executeTakeFirstOrThrow();
  return {
    free16: free16.id, priced16: priced16.id, free18: free18.id,
    pictureOfPriced16: await firstPicture(priced16.id), pictureOfFree16: await firstPicture(free16.id), performer, banned,
  };
}

/** Gives the guest the album as if bought. */
export function own(db: Kysely<Database>, guest: Guest, albumId: number) {
  return db.insertInto('owned_items').values({ guest_id: guest.guestId, item_type: 'album', item_id: String(albumId), purchase_id: randomUUID(), created_at: new Date().toISOString() }).execute();
}
