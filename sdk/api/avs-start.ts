/**
 * POST avs/start on its own (re-exported by ./guest): the chat room asks for the
 * age check too, and a module of its own keeps the chat room's lazy chunk free
 * of the other guest calls (rollup would otherwise put them where both load).
 */
import type { Static } from 'typebox';
import type { RestClient, RestRequestInit } from './rest';
import type * as Trust from './schemas/trust';

/** POST avs/start: the age check's state and its checkout link at the provider. */
export type AvsStartAnswer = Static<typeof Trust.AvsStartAnswerSchema>;

/** POST avs/start: the age check's checkout link at the provider; it sends the guest back to `forwardUrl`. */
export function postAvsStart(client: RestClient, forwardUrl: string, init?: RestRequestInit): Promise<AvsStartAnswer> {
  return client.post<AvsStartAnswer>('avs/start', { forwardUrl }, init);
}
