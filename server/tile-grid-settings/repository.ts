/**
 * Tile grid settings (issue 15 §7; spec 001 §3 "kept per grid type on the guest"): every read and write is
 * keyed by the guest, so no call reaches another guest's settings. The rules are sdk/tile-grid-settings.
 */
import type { Kysely } from 'kysely';
import {
  mergeTileGridSettings, readTileGridSettings, TILE_GRID_SETTINGS_MAX_BYTES, type TileGridSettings, type TileGridSettingType,
} from '../../sdk/tile-grid-settings/rules';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

type Db = Kysely<Database>;

async function storedSettings(db: Db, guestId: string, type: TileGridSettingType): Promise<TileGridSettings> {
  const row = await db.selectFrom('guest_tile_grid_settings').select('settings')
    .where('guest_id', '=', guestId).where('grid_type', '=', type).executeTakeFirst();
  if (!row) return {};
  try {
    return readTileGridSettings(type, JSON.parse(row.settings));
  } catch {
    return {};
  }
}

/** The guest's settings of a grid type; {} when none are stored. */
export async function tileGridSettings(db: Db, guestId: string, type: TileGridSettingType): Promise<TileGridSettings> {
  return storedSettings(db, guestId, type);
}

/** Merges a change into the guest's settings of a type and stores them; 400 naming the field the rules refuse. */
export async function storeTileGridSettings(db: Db, guestId: string, type: TileGridSettingType, change: unknown, now = new Date()): Promise<TileGridSettings> {
  // One transaction: two tabs saving different fields at once each keep theirs on SQLite (writes serialize);
  // on PostgreSQL the later write wins the row, which for a sort order is what the person did last.
  return db.transaction().execute(async (trx) => {
    const merged = mergeTileGridSettings(type, await storedSettings(trx, guestId, type), change);
    if (!merged.ok) throw new HttpError(400, 'VALIDATION_FAILED', merged.problem.message, `body.${merged.problem.field}`);
    const json = JSON.stringify(merged.settings);
    const bytes = Buffer.byteLength(json);
    if (bytes > TILE_GRID_SETTINGS_MAX_BYTES) {
      throw new HttpError(400, 'VALIDATION_FAILED', `settings must stay under ${TILE_GRID_SETTINGS_MAX_BYTES} bytes, got ${bytes}`, 'body.settings');
    }
    const updatedAt = now.toISOString();
    await trx.insertInto('guest_tile_grid_settings')
      .values({ guest_id: guestId, grid_type: type, settings: json, updated_at: updatedAt })
      .onConflict((conflict) => conflict.columns(['guest_id', 'grid_type']).doUpdateSet({ settings: json, updated_at: updatedAt }))
      .execute();
    return merged.settings;
  });
}
