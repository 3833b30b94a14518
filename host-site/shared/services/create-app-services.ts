import { createRestClient, type RestClient } from '../../../sdk/api/rest';
import { createConfig, type Language } from '../../../sdk/config';
import { $guest } from '../../../sdk/session/store';
import { getBrand } from '../../../white-label/brands';
import type { AppServices } from './app-services';

export interface AppServicesOptions {
  /** From `<meta name="velvet-brand">`. */
  brandId: string;
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

/** Builds and validates the app's services once; throws UnknownBrandError or ConfigError on bad input. */
export function createAppServices(options: AppServicesOptions): AppServices {
  const brand = getBrand(options.brandId);
  const config = createConfig({
    brand: brand.id,
    apiBase: options.apiBase ?? '',
    language: options.language ?? brand.defaultLanguage,
    ...(options.cacheVersion === undefined ? {} : { cacheVersion: options.cacheVersion }),
  });
  const clients = new Map<Language, RestClient>();
  // Read globalThis.fetch at call time so a stub installed later is used.
  const transport = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const restClient = (language: Language): RestClient => {
    let client = clients.get(language);
    if (!client) {
      client = createRestClient({
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
