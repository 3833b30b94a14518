/**
 * The REST client of spec 000 §7: "REST calls live under /rest/v1/. Language
 * and a caching version are appended as query parameters. GET payloads travel
 * as query parameters; other methods send a JSON body. ... A non-OK answer
 * raises an error". The transport (`fetch`) is an option so tests and
 * non-browser hosts can pass their own.
 */
import { DEFAULT_CACHE_VERSION, type Language } from '../config';
import { readErrorBody, RestError } from './errors';

export { RestError } from './errors';

export interface RestClientOptions {
  /** '' for same origin, else an origin with optional path; a trailing slash is ignored. */
  apiBase: string;
  language: Language;
  cacheVersion?: string;
  fetch?: typeof fetch;
  /** Cookies are included for some calls (spec 000 §7); the default is the browser's 'same-origin'. */
  credentials?: RequestCredentials;
  /**
   * spec 000 §6: "An access token from the page configuration is sent as an
   * Authorization header and as an access_token query parameter": read per
   * call (it changes with the session); null sends none and the session
   * cookie speaks alone. The server keeps the parameter out of its logs.
   */
  accessToken?: () => string | null;
}

export interface RestRequestInit {
  signal?: AbortSignal;
}

export interface RestClient {
  get<T>(path: string, payload?: Record<string, unknown>, init?: RestRequestInit): Promise<T>;
  post<T>(path: string, body?: unknown, init?: RestRequestInit): Promise<T>;
  /** DELETE (a resource of the guest's own, such as the last searches). */
  delete<T>(path: string, init?: RestRequestInit): Promise<T>;
  /** Resolves a server-relative path ('/img/x.jpg') against apiBase; absolute URLs come back unchanged. */
  resolveUrl(pathOrUrl: string): string;
}

export const REST_PREFIX = '/rest/v1/';

const ABSOLUTE_URL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** Turns a GET payload into query pairs: arrays repeat the key, objects travel as JSON, null/undefined are left out. */
export function toQueryPairs(payload: Record<string, unknown> = {}): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    pairs.push([key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
  };
  for (const [key, value] of Object.entries(payload)) {
    if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else add(key, value);
  }
  return pairs;
}

function encodePairs(pairs: Array<[string, string]>): string {
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

/** Creates a client bound to one API base, language and cache version. */
export function createRestClient(options: RestClientOptions): RestClient {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const cacheVersion = options.cacheVersion ?? DEFAULT_CACHE_VERSION;

  function buildUrl(path: string, token: string | null, payload?: Record<string, unknown>): string {
    const pairs = toQueryPairs(payload);
    pairs.push(['lang', options.language], ['v', cacheVersion]);
    if (token) pairs.push(['access_token', token]);
    const separator = path.includes('?') ? '&' : '?';
    return `${apiBase}${REST_PREFIX}${path.replace(/^\/+/, '')}${separator}${encodePairs(pairs)}`;
  }

  async function send<T>(method: string, path: string, payload: Record<string, unknown> | undefined, body: unknown, init?: RestRequestInit): Promise<T> {
    // Read fetch at call time so a polyfill or test stub installed later is used.
    const transport = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.accessToken?.() ?? null;
    if (token) headers.authorization = `Bearer ${token}`;
    const url = buildUrl(path, token, payload);
    const request: RequestInit = { method, headers };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      request.body = JSON.stringify(body);
    }
    if (init?.signal) request.signal = init.signal;
    if (options.credentials) request.credentials = options.credentials;
    // Network failures and aborts reject as they are: an AbortError must stay an AbortError.
    const response = await transport(url, request);
    if (!response.ok) throw new RestError(method, path, response.status, undefined, { body: await readErrorBody(response) });
    try {
      return (await response.json()) as T;
    } catch (cause) {
      if (init?.signal?.aborted) throw cause;
      throw new RestError(method, path, response.status, 'a JSON body', { cause });
    }
  }

  return {
    get: (path, payload, init) => send('GET', path, payload, undefined, init),
    post: (path, body, init) => send('POST', path, undefined, body, init),
    delete: (path, init) => send('DELETE', path, undefined, undefined, init),
    resolveUrl(pathOrUrl) {
      if (ABSOLUTE_URL.test(pathOrUrl)) return pathOrUrl;
      return `${apiBase}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
    },
  };
}
