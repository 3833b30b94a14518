/**
 * Issue 14 §5, §6: live chat sessions, their billed minutes, their text chat,
 * the per-guest start sequence, and actor chat ratings.
 * - chat_sessions.active_guest_id equals guest_id while the chat runs and is
 *   null once it ended: its unique index lets one guest hold one running chat
 *   (spec 000 §8 "already in progress") on both dialects without partial indexes.
 * - chat_minutes has (chat_id, minute) as its primary key: a minute is billed
 *   once even when two processes (or a restarted one) tick the same chat.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('active_guest_id', 'text')
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('chat_type', 'text', (c) => c.notNull())
    .addColumn('price_per_minute', 'integer', (c) => c.notNull())
    .addColumn('start_seq', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('last_billed_minute', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('billed_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voucher_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_until', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('is_toy_control', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'integer')
    .execute();
  await db.schema.createIndex('chat_sessions_active_guest').unique().on('chat_sessions').column('active_guest_id').execute();
  await db.schema.createIndex('chat_sessions_guest').on('chat_sessions').columns(['guest_id', 'started_at']).execute();
  // The ticker's scan: running chats whose paid time is over.
  await db.schema.createIndex('chat_sessions_running').on('chat_sessions').columns(['ended_at', 'paid_until']).execute();

  await db.schema
    .createTable('chat_minutes')
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('paid_with', 'text', (c) => c.notNull().check(sql`paid_with in ('coins', 'voucher', 'free')`))
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('voucher_id', 'integer')
    .addColumn('billed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_minutes_pk', ['chat_id', 'minute'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('sender_type', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_chat').on('chat_messages').columns(['chat_id', 'created_at']).execute();

  // spec 000 §8 "wrong sequence number": the newest start sequence number per guest.
  await db.schema
    .createTable('chat_start_seqs')
    .addColumn('guest_id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_ratings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('guest_id', 'text')
    // One rating per chat; seeded ratings have none.
    .addColumn('chat_id', 'text', (c) => c.unique())
    .addColumn('stars', 'integer', (c) => c.notNull().check(sql`stars between 1 and 5`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_ratings_actor').on('chat_ratings').columns(['actor_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat_ratings', 'chat_start_seqs', 'chat_messages', 'chat_minutes', 'chat_sessions']) await db.schema.dropTable(table).execute();
}
