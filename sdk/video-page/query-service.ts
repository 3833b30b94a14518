/**
 * A small client of the query service (spec 001 §7: "POST, GraphQL style,
 * bearer token, language"): one POST /vxql per call; a GraphQL error becomes
 * a QueryServiceError with the server's code and field, so a page picks its
 * words from the code (LOGIN_REQUIRED, NOT_FOUND ...), never from the English text.
 */
import { readErrorBody, RestError } from '../api/errors';

export interface QueryServiceOptions {
  /** Site origin as VelvetConfig.apiBase ('' = same origin). */
  apiBase: string;
  language: string;
  accessToken(): string | null;
  fetch?: typeof fetch;
  /** 'include' for a widget on a partner page whose answers set cookies (the voice call's vm); default same-origin. */
  credentials?: RequestCredentials;
}

export class QueryServiceError extends Error {
  readonly code: string;
  readonly field: string | undefined;

  constructor(message: string, code: string, field?: string) {
    super(message);
    this.name = 'QueryServiceError';
    this.code = code;
    this.field = field;
  }
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message?: string; extensions?: { code?: unknown; field?: unknown } }>;
}

/** A function running one query or mutation and answering its data. */
export type QueryService = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** Binds the query service to an origin, a language and the session's token. */
export function createQueryService(options: QueryServiceOptions): QueryService {
  const url = `${options.apiBase.replace(/\/+$/, '')}/vxql?lang=${encodeURIComponent(options.language)}`;
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const transport = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
    const token = options.accessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await transport(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }), ...(options.credentials ? { credentials: options.credentials } : {}) });
    if (!response.ok) throw new RestError('POST', 'vxql', response.status, undefined, { body: await readErrorBody(response) });
    const answer = (await response.json()) as GraphQLAnswer<T>;
    const problem = answer.errors?.[0];
    if (problem) {
      const code = typeof problem.extensions?.code === 'string' ? problem.extensions.code : 'UNKNOWN';
      const field = typeof problem.extensions?.field === 'string' ? problem.extensions.field : undefined;
      throw new QueryServiceError(problem.message ?? 'query service error', code, field);
    }
    if (!answer.data) throw new QueryServiceError('query service: expected data, got none', 'UNKNOWN');
    return answer.data;
  };
}
