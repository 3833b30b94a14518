/**
 * Albums and galleries (issue 13 §5): comments (one per guest per album,
 * spec 001 §4), guest ratings of albums, pictures and sedcard albums (like 5,
 * dislike 1, spec 001 §3) and album views of logged-in guests (spec 001 §5).
 * No foreign keys to the catalog: a reseed replaces albums, and these rows
 * must not stop it (the seed clears them first).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('album_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('album_id', 'integer', (c) => c.notNull())
    // Null for the performer's own comments (isCreator): performers have no guest account.
    .addColumn('guest_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('is_creator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // spec 001 §4 "one comment per guest per album": two devices posting at once still store one.
    .addUniqueConstraint('album_comments_one_per_guest', ['album_id', 'guest_id'])
    .execute();
  await db.schema.createIndex('album_comments_album_time').on('album_comments').columns(['album_id', 'created_at']).execute();

  for (const [table, target] of [['album_ratings', 'album_id'], ['picture_ratings', 'picture_id'], ['sedcard_ratings', 'actor_id']] as const) {
    await db.schema
      .createTable(table)
      .addColumn('guest_id', 'text', (c) => c.notNull())
      .addColumn(target, 'integer', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating in (1, 5)`))
      .addColumn('rated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['guest_id', target])
      .execute();
    // Counting an item's likes and dislikes.
    await db.schema.createIndex(`${table}_target`).on(table).columns([target, 'rating']).execute();
  }

  // One row per logged-in guest and album (a sedcard album is 'sedcards' + actor id): reloads do not inflate the count.
  await db.schema
    .createTable('album_views')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('album', 'sedcards')`))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('album_views_pk', ['kind', 'item_id', 'guest_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['album_views', 'sedcard_ratings', 'picture_ratings', 'album_ratings', 'album_comments']) await db.schema.dropTable(table).execute();
}
