/**
 * The messenger (issue 5 §1): one channel per guest and performer, its
 * messages, and the images guests upload to send (bytes kept in the database
 * so SQLite and PostgreSQL deployments need no file store).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('channels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_messages_amount', 'integer', (c) => c.notNull().defaultTo(3).check(sql`free_messages_amount >= 0`))
    .addColumn('last_viewed_at', 'text')
    .addColumn('last_message_at', 'text')
    .addColumn('last_message_id', 'text')
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // "touch" creates a guest's channel with a performer once, even when two devices race.
    .addUniqueConstraint('channels_guest_actor', ['guest_id', 'actor_id'])
    .execute();
  // The channel list: a guest's channels, newest message first.
  await db.schema.createIndex('channels_guest_time').on('channels').columns(['guest_id', 'last_message_at']).execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sender_type', 'text', (c) => c.notNull().check(sql`sender_type in ('actor', 'guest', 'system')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('gifts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_id', 'text')
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0).check(sql`price >= 0`))
    // The realtime client id of a guest's message: a resend is recognised, never stored or charged twice.
    .addColumn('cid', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('messages_channel_cid', ['channel_id', 'cid'])
    .execute();
  // Paging a conversation and counting unread messages after last_viewed_at.
  await db.schema.createIndex('messages_channel_time').on('messages').columns(['channel_id', 'created_at']).execute();

  await db.schema
    .createTable('message_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_images_guest').on('message_images').columns(['guest_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_images').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('channels').execute();
}
