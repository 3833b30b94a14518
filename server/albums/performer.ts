/** The performer an album call names (by id or by name in any case), with the country ban of spec 000 §6 as errors naming the field. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { bansCountry } from '../trust/media';

/** The performer's id and name, or 404 naming `field`; 451 when the performer bans `country`. */
export async function visiblePerformer(db: Kysely<Database>, idOrName: string, country: string, field: string): Promise<{ id: number; name: string }> {
  const key = idOrName.trim();
  let row = /^\d{1,9}$/.test(key) ? await db.selectFrom('performers').select(['id', 'name']).where('id', '=', Number(key)).executeTakeFirst() : undefined;
  row ??= await db.selectFrom('performers').select(['id', 'name']).where('name_lower', '=', key.toLowerCase()).executeTakeFirst();
  if (!row) throw new HttpError(404, 'NOT_FOUND', `No performer with the id or name ${JSON.stringify(idOrName)}`, field);
  if (await bansCountry(db, row.id, country)) throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `${row.name} is not available in your country (${country})`);
  return row;
}

/** The album's performer, or 404 naming `field`; 451 when the performer bans `country`. */
export async function visibleAlbum(db: Kysely<Database>, albumId: number, country: string, field: string) {
  const row = await db.selectFrom('albums').innerJoin('performers', 'performers.id', 'albums.performer_id')
    .select(['albums.id', 'albums.performer_id', 'albums.age_rating', 'albums.price', 'albums.title', 'performers.name as performer_name'])
    .where('albums.id', '=', albumId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'NOT_FOUND', `No album with the id ${albumId}`, field);
  if (await bansCountry(db, row.performer_id, country)) throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `Albums of ${row.performer_name} are not available in your country (${country})`);
  return row;
}
