/** The heat map call for the sdk REST client. */
import type { RestClient, RestRequestInit } from '../api/rest';
import type { HeatMap } from './rules';

/** GET actor/heatMap/{actorId}: when she was online, hour by hour, over the last days. */
export async function loadHeatMap(client: RestClient, actorId: number, init?: RestRequestInit): Promise<HeatMap> {
  return (await client.get<{ success: true; data: HeatMap }>(`actor/heatMap/${actorId}`, {}, init)).data;
}
