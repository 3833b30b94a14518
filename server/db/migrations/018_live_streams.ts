/**
 * Issue 14 item 1 (live contract §2, owner H): live stream state and the live
 * preview limit.
 * - performers.is_ticket_show: 1 while the performer runs a ticket show (J's show
 *   scheduler sets it through server/live/state.ts setTicketShow); with
 *   is_online it decides the stream state (sdk/live/stream.ts liveStreamState).
 * - live_preview_counts: previews started per guest per UTC day (spec 000 §9
 *   "Live preview limit 5 (VIP 20)"); the primary key and a conditional
 *   increment hold the limit when two requests race.
 * - live_previews: one row per started preview; its playlist reloads check it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('performers').addColumn('is_ticket_show', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('live_preview_counts')
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_preview_counts_pk', ['guest_id', 'day'])
    .execute();
  await db.schema
    .createTable('live_previews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_previews_guest').on('live_previews').columns(['guest_id', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_previews').execute();
  await db.schema.dropTable('live_preview_counts').execute();
  await db.schema.alterTable('performers').dropColumn('is_ticket_show').execute();
}
