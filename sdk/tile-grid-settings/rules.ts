/**
 * Tile grid settings (spec 001 §3 "Tile grid settings: kept per grid type on the guest"; §7 "POST
 * storeTileGridSettings (type, settings as JSON; answer settings)"). What a person changes on a grid and
 * expects to find again: a video list's sort order (the sort control) and its ticked types (the filter
 * panel). Tile sizes are not settings: the grid fits its columns to the width, and no control changes them.
 * The server validates and merges with these rules; the site and the widget restore with them. Pure.
 */
import { isVideoOrder, type VideoOrder } from '../video-lists/orders';

/**
 * The grids whose settings are kept: the site's video lists (one each, as each has its own default
 * order: spec 001 §9), and the widget's two grid types (its `settings-type` attribute names one of these).
 */
export const TILE_GRID_SETTING_TYPES = [
  'videos', 'allVideos', 'newVideos', 'videoTrends', 'freeClips', 'onSaleVideos', 'vipVideos', 'performers',
] as const;
export type TileGridSettingType = (typeof TILE_GRID_SETTING_TYPES)[number];

/** The filter types a person ticks in a video list's filter panel (the site's PANEL_TYPES). */
export const REMEMBERED_VIDEO_TYPES = ['free', 'premium', 'discount', 'vip', 'classic'] as const;
export type RememberedVideoType = (typeof REMEMBERED_VIDEO_TYPES)[number];

/** The settings of one grid type; a field that is absent falls back to the grid's default. */
export interface TileGridSettings {
  order?: VideoOrder;
  types?: RememberedVideoType[];
}

/** The stored settings of one type stay small: two short fields need far less. */
export const TILE_GRID_SETTINGS_MAX_BYTES = 512;

export function isTileGridSettingType(value: unknown): value is TileGridSettingType {
  return typeof value === 'string' && (TILE_GRID_SETTING_TYPES as readonly string[]).includes(value);
}

/** A refused settings change: the field it names (`settings.order`) and what was expected. */
export interface SettingsProblem {
  field: string;
  message: string;
}

export type SettingsChange = { ok: true; settings: TileGridSettings } | { ok: false; problem: SettingsProblem };

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);
const refuse = (field: string, expected: string, got: unknown): SettingsChange => ({
  ok: false, problem: { field: `settings.${field}`, message: `${field} must be ${expected}, got ${shown(got)}` },
});

/**
 * Merges a change into the stored settings of a grid: each field given replaces the stored one, `null`
 * removes it (the grid's default again), fields not given stay. Performer grids have no video order
 * or types (nor any setting yet: the type is kept so a partner's performer grid can name it). Unknown fields are refused rather than stored, so the stored settings stay ones a grid reads.
 */
export function mergeTileGridSettings(type: TileGridSettingType, stored: TileGridSettings, change: unknown): SettingsChange {
  if (change === null || typeof change !== 'object' || Array.isArray(change)) {
    return { ok: false, problem: { field: 'settings', message: `settings must be a JSON object such as {"order":"newest"}, got ${shown(change)}` } };
  }
  const next: TileGridSettings = { ...stored };
  for (const [field, value] of Object.entries(change)) {
    const videoOnly = type !== 'performers';
    if (field === 'order' && videoOnly) {
      if (value === null) delete next.order;
      else if (isVideoOrder(value)) next.order = value;
      else return refuse(field, 'a video order (newest, topRated, ...) or null', value);
    } else if (field === 'types' && videoOnly) {
      if (value === null) delete next.types;
      else if (Array.isArray(value) && value.length <= REMEMBERED_VIDEO_TYPES.length && value.every((t) => (REMEMBERED_VIDEO_TYPES as readonly unknown[]).includes(t))) {
        // In the panel's order, once each: the same choice is stored the same way.
        next.types = REMEMBERED_VIDEO_TYPES.filter((t) => (value as unknown[]).includes(t));
      } else return refuse(field, `a list of ${REMEMBERED_VIDEO_TYPES.join(', ')} or null`, value);
    } else {
      const known = videoOnly ? 'order or types' : 'none yet (performer grids have no sort control)';
      return { ok: false, problem: { field: `settings.${field}`, message: `${field} is no setting of a ${type} grid; expected ${known}` } };
    }
  }
  return { ok: true, settings: next };
}

/**
 * Reads stored settings back leniently (a row written by an older version, or edited by hand): every
 * field that still passes the rules is kept, anything else dropped, so a grid never fails on old settings.
 */
export function readTileGridSettings(type: TileGridSettingType, stored: unknown): TileGridSettings {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
  let settings: TileGridSettings = {};
  for (const [field, value] of Object.entries(stored)) {
    const merged = mergeTileGridSettings(type, settings, { [field]: value });
    if (merged.ok) settings = merged.settings;
  }
  return settings;
}

/** What the address says of a grid (null: it says nothing of that part). */
export interface AddressView {
  order: string | null;
  /** The address's filter parameters, or null when it carries none. */
  types: string[] | null;
}

/**
 * The view a grid shows: spec 001 §3 keeps the settings per grid type, and a link someone followed says
 * what they want to see, so the address wins part by part; the remembered settings fill in only what
 * the address leaves open.
 */
export function restoredView(address: AddressView, remembered: TileGridSettings): { order: string | null; types: string[] } {
  return {
    order: address.order ?? remembered.order ?? null,
    types: address.types ?? remembered.types ?? [],
  };
}
