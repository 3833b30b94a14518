import type { RestClient, RestClientOptions, RestRequestInit } from '../../../sdk/api/rest';
import { DEFAULT_CACHE_VERSION, normalizeLanguage, type Language, type VelvetConfig } from '../../../sdk/config';
import { $guest } from '../../../sdk/session/store';
import type { BrandConfig } from '../../../white-label/brands';
import type { AppServices } from './app-services';

export interface AppServicesOptions {
  /**
   * The brand's whole config: the server's file, which the browser reads from the page. The caller resolves
   * it, so the first route's bundle carries no brand list (white-label/brands loads only where one is needed).
   */
  brand: BrandConfig;
  /** The language of the first page; later pages pick their own through `restClient(language)`. */
  language?: string;
  /** '' (the default) means the same origin, which is how the host site is served. */
  apiBase?: string;
  cacheVersion?: string;
  /** Tests pass a fake transport here; the server render passes one that goes through app.inject. */
  fetch?: typeof fetch;
  /**
   * The access token sent with each call; the default reads the browser's session store. The server
   * render passes its own: the store is one per process, the visitor's cookie speaks for the request.
   */
  accessToken?: () => string | null;
}

/**
 * Builds the app's services once. The config is the site's own (its brand file, the language of its path, a
 * same-origin API): nothing a partner typed, so the partner-facing createConfig's checks, 2 kB of the first
 * route's script, are not needed here.
 */
export function createAppServices(options: AppServicesOptions): AppServices {
  const { brand } = options;
  const apiBase = (options.apiBase ?? '').trim().replace(/\/+$/, '');
  const config: VelvetConfig = {
    brand: brand.id,
    language: normalizeLanguage(options.language ?? brand.defaultLanguage),
    apiBase,
    siteBase: apiBase,
    cacheVersion: options.cacheVersion ?? DEFAULT_CACHE_VERSION,
    tracking: {},
  };
  const clients = new Map<Language, RestClient>();
  // Read globalThis.fetch at call time so a stub installed later is used.
  const transport = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const restClient = (language: Language): RestClient => {
    let client = clients.get(language);
    if (!client) {
      client = lazyRestClient({
        apiBase: config.apiBase,
        language,
        cacheVersion: config.cacheVersion,
        fetch: transport,
        // spec 000 §6: the session's access token goes along as Authorization. `.value`, not get():
        // get() would mount $guest and start a session load from inside a request.
        accessToken: options.accessToken ?? (() => $guest.value?.accessToken ?? null),
      });
      clients.set(language, client);
    }
    return client;
  };
  return { brand, config, restClient, fetch: transport };
}

const ABSOLUTE_URL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The REST client, its module imported on the first call: a hydrated page asks the API nothing before
 * its first paint (the server sent the loaders' data), so the client is no part of the first route's
 * JS (DESIGN.md "Budgets"). resolveUrl is synchronous (pictures render with it) and answers here, as
 * sdk/api/rest.ts's does.
 */
function lazyRestClient(options: RestClientOptions): RestClient {
  let client: Promise<RestClient> | null = null;
  const loaded = () => (client ??= import('../../../sdk/api/rest').then(({ createRestClient }) => createRestClient(options)));
  const apiBase = options.apiBase.replace(/\/+$/, '');
  return {
    get<T>(path: string, payload?: Record<string, unknown>, init?: RestRequestInit) {
      return loaded().then((rest) => rest.get<T>(path, payload, init));
    },
    post<T>(path: string, body?: unknown, init?: RestRequestInit) {
      return loaded().then((rest) => rest.post<T>(path, body, init));
    },
    delete<T>(path: string, init?: RestRequestInit) {
      return loaded().then((rest) => rest.delete<T>(path, init));
    },
    resolveUrl: (pathOrUrl) => (ABSOLUTE_URL.test(pathOrUrl) ? pathOrUrl : `${apiBase}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`),
  };
}
