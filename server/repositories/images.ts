/** Reads generated images by key. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Repository of the images table. */
export function createImageRepository(db: Kysely<Database>) {
  return {
    /** The image stored under `${kind}/${id}/${size}`, or undefined. */
    find(key: string) {
      return db.selectFrom('images').select(['content_type', 'body', 'etag']).where('key', '=', key).executeTakeFirst();
    },
  };
}

export type ImageRepository = ReturnType<typeof createImageRepository>;
