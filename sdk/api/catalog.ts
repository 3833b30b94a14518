/** Catalog calls of spec 001 §7 (tile grids, actor data), typed with the shared wire types. */
import type { RestClient, RestRequestInit } from './rest';
import type { ActorAnswer, TileGridAnswer, TileGridPayload, TileGridType } from './types';

/** spec 001 §7: "GET tileGrid/get/{type}/{payload} (payload URL-encoded JSON, no cache; answer data with initialTiles and total, or success false)". */
export function getTileGridPage(
  client: RestClient,
  type: TileGridType,
  payload: TileGridPayload,
  init?: RestRequestInit,
): Promise<TileGridAnswer> {
  const encoded = encodeURIComponent(JSON.stringify(payload));
  return client.get<TileGridAnswer>(`tileGrid/get/${encodeURIComponent(type)}/${encoded}`, undefined, init);
}

/** spec 001 §7: "GET actor/getActorDataByIdOrName/{actorIdOrName}"; names are lower-cased like in URLs (spec 000 §2). */
export function getActorData(client: RestClient, actorIdOrName: string | number, init?: RestRequestInit): Promise<ActorAnswer> {
  const key = encodeURIComponent(String(actorIdOrName).toLowerCase());
  return client.get<ActorAnswer>(`actor/getActorDataByIdOrName/${key}`, undefined, init);
}
