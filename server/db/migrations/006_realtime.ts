/**
 * The realtime domain (issue 4 §4, §5): persisted notifications and the
 * guest's favourites (pinned actors, albums, sedcard albums and pictures).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull().check(sql`list in ('navbar', 'floating')`))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('link', 'text')
    .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('unseen', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // "The newest 5 of a list" and the unread count read this index.
  await db.schema.createIndex('notifications_guest_list').on('notifications').columns(['guest_id', 'list', 'created_at']).execute();

  await db.schema
    .createTable('favourites')
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('actor', 'album', 'sedcards', 'picture')`))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('email_notify', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sms_notify', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('favourites_pk', ['guest_id', 'kind', 'item_id'])
    .execute();
  // The fans of an actor: every guest who pinned it (actor online/offline fan-out).
  await db.schema.createIndex('favourites_item').on('favourites').columns(['kind', 'item_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favourites').execute();
  await db.schema.dropTable('notifications').execute();
}
