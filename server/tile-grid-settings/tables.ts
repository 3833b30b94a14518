/** Kysely type of the guest_tile_grid_settings table (migration 027). */
export interface GuestTileGridSettingsTable {
  guest_id: string;
  grid_type: string;
  /** The settings as JSON text (sdk/tile-grid-settings TileGridSettings). */
  settings: string;
  updated_at: string;
}
