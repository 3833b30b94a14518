/**
 * Issue 13 §6: the personal media library (spec 001 §4 "Media library: items
 * can be archived and unarchived"). Purchases (owned_items) and pins
 * (favourites) stay where they are; this table holds only the guest's archive
 * marks, one per item (kind = sdk/media-library LibraryItemKind).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_library_archive')
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('video', 'chatClip', 'album', 'sedcards', 'picture')`))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('archived_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_library_archive_pk', ['guest_id', 'kind', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_library_archive').execute();
}
