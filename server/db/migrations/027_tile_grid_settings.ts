/**
 * Issue 15 §7: tile grid settings (spec 001 §3 "Tile grid settings: kept per grid type on the guest"),
 * one row per guest and grid type holding the settings as JSON text; the primary key keeps it one row
 * when two tabs save at once.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_tile_grid_settings')
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('grid_type', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('guest_tile_grid_settings_pk', ['guest_id', 'grid_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_tile_grid_settings').execute();
}
