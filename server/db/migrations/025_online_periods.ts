/**
 * Issue 15 §8: the heat map of online hours needs to know when each performer
 * was online. One row per online period; `ended_at` null while she is online.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('performer_online_periods')
    .addColumn('performer_id', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('performer_online_periods_by_performer').on('performer_online_periods').columns(['performer_id', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('performer_online_periods').execute();
}
