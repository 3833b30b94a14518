/** The tile grid settings calls for the sdk REST client (spec 001 §7); each answers its data or throws RestError. */
import type { RestClient, RestRequestInit } from '../api/rest';
import type { TileGridSettings, TileGridSettingType } from './rules';

type Data<T> = { success: true; data: T };

/** GET guest/getTileGridSettings/{type}: the guest's settings of a grid type, {} when none (or no guest yet). */
export async function loadTileGridSettings(client: RestClient, type: TileGridSettingType, init?: RestRequestInit): Promise<TileGridSettings> {
  return (await client.get<Data<TileGridSettings>>(`guest/getTileGridSettings/${type}`, {}, init)).data;
}

/** POST storeTileGridSettings: merges the change (null removes a field) and answers the settings now stored. */
export async function storeTileGridSettings(client: RestClient, type: TileGridSettingType, settings: { [K in keyof TileGridSettings]?: TileGridSettings[K] | null }): Promise<TileGridSettings> {
  return (await client.post<Data<TileGridSettings>>('storeTileGridSettings', { type, settings: JSON.stringify(settings) })).data;
}
