/**
 * Issue 14 items 7 and 8: ticket shows (spec 000 §3 "private ticket show"),
 * the guests' chat tickets (spec 000 §7 "chat ticket buy (id, creationType,
 * modelId, start, promoCode) and remove (id)"; creation types M manual,
 * C chat ticket, P purchased) and anonymous voice calls with their billed minutes.
 * Rules held by the schema: one live (not removed) ticket per guest and show
 * (a partial unique index, so two racing buys leave one ticket and one charge),
 * one billed row per call and minute (a minute is never billed twice).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('ticket_shows')
    // The wire show id is a number (spec 002 §3.5 "chatShowTickets (show id, ...)").
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('performer_id', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled').check(sql`status in ('scheduled', 'running', 'ended')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The schedule keeps one show per performer and start: the simulator's ticks on several processes insert it once.
  await db.schema.createIndex('ticket_shows_performer_start').on('ticket_shows').columns(['performer_id', 'starts_at']).unique().execute();
  await db.schema.createIndex('ticket_shows_status_start').on('ticket_shows').columns(['status', 'starts_at']).execute();

  await db.schema
    .createTable('chat_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('show_id', 'integer', (c) => c.notNull())
    .addColumn('creation_type', 'text', (c) => c.notNull().defaultTo('C').check(sql`creation_type in ('M', 'C', 'P')`))
    .addColumn('promo_code', 'text')
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    // How it was paid: coins through the ledger, or one unit of a live-show voucher (type 7).
    .addColumn('paid_with', 'text', (c) => c.notNull().check(sql`paid_with in ('coins', 'voucher')`))
    .addColumn('voucher_id', 'integer')
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await sql`create unique index chat_tickets_live on chat_tickets (guest_id, show_id) where removed = 0`.execute(db);
  await db.schema.createIndex('chat_tickets_show').on('chat_tickets').columns(['show_id', 'removed']).execute();

  await db.schema
    .createTable('voice_calls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('performer_id', 'integer', (c) => c.notNull())
    .addColumn('price_per_minute', 'integer', (c) => c.notNull())
    // 1 when the caller was not logged in (spec 000 §3 session isAnonymousVoicecall).
    .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    // The caller's audio player reloading the call's playlist (server/live-shows/live-access.ts): a call nobody
    // listens to any more ends instead of billing on.
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'integer')
    .addColumn('billed_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One running call per guest: a second start while one runs is refused by the schema too.
  await sql`create unique index voice_calls_running on voice_calls (guest_id) where ended_at is null`.execute(db);
  await db.schema
    .createTable('voice_call_minutes')
    .addColumn('call_id', 'text', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('billed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('voice_call_minutes_pk', ['call_id', 'minute'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voice_call_minutes').execute();
  await db.schema.dropTable('voice_calls').execute();
  await db.schema.dropTable('chat_tickets').execute();
  await db.schema.dropTable('ticket_shows').execute();
}
