/**
 * Issue 15 items 2-3 (actor search with geo): where each performer lives (her city's centre, never finer: the map and
 * the distance use it), the search features the catalog's features JSON does not hold (hd, toy control, audio; live
 * preview is copied so one table answers the features filter), and the guest's actor search state: the location the
 * guest searched from (spec 000 §3 guest session "geoLocation (lat, long, zip, source)") and the custom search's
 * filters (spec 001 §3 "Actor search state per type").
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('performer_locations')
    .addColumn('performer_id', 'integer', (c) => c.primaryKey().references('performers.id').onDelete('cascade'))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('long', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('performer_search_features')
    .addColumn('performer_id', 'integer', (c) => c.notNull().references('performers.id').onDelete('cascade'))
    .addColumn('feature', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('performer_search_features_pk', ['performer_id', 'feature'])
    .execute();
  await db.schema
    .createTable('guest_actor_search')
    .addColumn('guest_id', 'text', (c) => c.primaryKey())
    // JSON GuestLocation or null.
    .addColumn('geo_location', 'text')
    // JSON { [searchType]: { conditions, category } }: the last search of each type (the custom type's filters are the guest's own).
    .addColumn('searches_by_type', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_actor_search').execute();
  await db.schema.dropTable('performer_search_features').execute();
  await db.schema.dropTable('performer_locations').execute();
}
