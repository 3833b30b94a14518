import { createRestClient, type RestClient } from '../../sdk/api/rest';
import type { Language } from '../../sdk/config';
import { $guest } from '../../sdk/session/store';

/**
 * A REST client that calls as the signed-in guest (bearer token of the session store, cookies included):
 * built per call because the element's api-base and lang attributes may change between calls.
 */
export function guestRestClient(widget: { readonly apiBase: string; readonly language: Language }): RestClient {
  return createRestClient({ apiBase: widget.apiBase, language: widget.language, accessToken: () => $guest.value?.accessToken ?? null, credentials: 'include' });
}
