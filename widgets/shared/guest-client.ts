import { createRestClient, type RestClient } from '../../sdk/api/rest';
import type { Language } from '../../sdk/config';
import { $guest, configureSessionIfUnset } from '../../sdk/session/store';

/**
 * A REST client that calls as the signed-in guest (bearer token of the session store, cookies included):
 * built per call because the element's api-base and lang attributes may change between calls.
 */
export function guestRestClient(widget: { readonly apiBase: string; readonly language: Language }): RestClient {
  return createRestClient({ apiBase: widget.apiBase, language: widget.language, accessToken: () => $guest.value?.accessToken ?? null, credentials: 'include' });
}

/**
 * The guest's session on a page whose host loads none (a partner page): widgets that act as the guest (the
 * messenger's query service takes only an access token, never a cookie) load it with the guest's cookies, once.
 * The site configures its own session first, so there this does nothing.
 */
export function ensureGuestSession(widget: { readonly apiBase: string; readonly language: Language }): void {
  configureSessionIfUnset(() => guestRestClient(widget));
}
