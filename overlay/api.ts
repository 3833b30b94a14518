/**
 * The overlay's calls to the platform API on the site origin: CORS with the
 * access token from init-session as a Bearer token (and the site's cookie,
 * which a login inside the overlay sets).
 */
import { readErrorCode } from '../sdk/api/error-codes';

/** A non-2xx answer: the status, the server's error text (for logs) and its machine-readable code (for the words shown). */
export class ApiError extends Error {
  constructor(readonly status: number, readonly path: string, readonly body: Record<string, unknown> | null) {
    super(typeof body?.error === 'string' ? body.error : `${path} answered HTTP ${status}`);
  }

  /** ErrorBody.code (one of ERROR_CODES), when the answer carried one. */
  get code(): string | undefined {
    return readErrorCode(this.body);
  }
}

export interface OverlayApi {
  get<T = Record<string, unknown>>(path: string): Promise<T>;
  post<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T>;
  /** A URL on the API origin (the 3-D Secure popup). */
  url(path: string): string;
}

/** Creates the client; the token is read per call because init-session may come again after a login. */
export function createOverlayApi(apiBase: string, language: string, token: () => string | null, fetcher: typeof fetch = fetch): OverlayApi {
  const url = (path: string) => `${apiBase}/rest/v1/${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = {};
    const bearer = token();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    const response = await fetcher(url(path), { method, headers, credentials: 'include', ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}) });
    const parsed = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok) throw new ApiError(response.status, path, parsed);
    return parsed as T;
  };
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body), url };
}
