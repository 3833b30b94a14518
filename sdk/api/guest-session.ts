import type { GuestAnswer } from './guest-types';
import type { RestClient, RestRequestInit } from './rest';

/** GET guest/session: the full guest session of spec 000 §3 (an anonymous one when nobody is logged in). */
export function getGuestSession(client: RestClient, init?: RestRequestInit): Promise<GuestAnswer> {
  return client.get<GuestAnswer>('guest/session', undefined, init);
}
