/**
 * Per-guest quotas (issue 11 A11, A12): how much of a daily quota a guest
 * used, one row per guest, quota and UTC day, taken with one conditional
 * upsert so two processes can never both pass the cap; and an index for the
 * sweep that deletes uploaded messenger images no message carried.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_daily_usage')
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('quota', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('guest_daily_usage_pk', ['guest_id', 'quota', 'day'])
    .execute();
  // The sweep drops past days.
  await db.schema.createIndex('guest_daily_usage_day').on('guest_daily_usage').column('day').execute();
  // Unsent uploads (channel_id null) by age: the orphan sweep and the per-guest quota.
  await db.schema.createIndex('message_images_unsent').on('message_images').columns(['channel_id', 'guest_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('message_images_unsent').execute();
  await db.schema.dropTable('guest_daily_usage').execute();
}
