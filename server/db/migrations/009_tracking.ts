/**
 * Tracking events (issue 6 §7, spec 002 §3.11, §7.8): tracker/track,
 * tracker/trackActorProfileVisit and the query service's trackApplication,
 * one row each. data is JSON text; guest_id is null for callers without a session.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('track', 'actorProfileVisit', 'application')`))
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Reports read by kind and time; a guest's data export or deletion reads by guest.
  await db.schema.createIndex('tracking_events_kind_time').on('tracking_events').columns(['kind', 'created_at']).execute();
  await db.schema.createIndex('tracking_events_guest').on('tracking_events').columns(['guest_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tracking_events').execute();
}
