/**
 * The media library's query-service calls (spec 001 §7 "media library assets,
 * totals, archive, unarchive") at {apiBase}/vxql with the session's access
 * token as `Authorization: Bearer` (without it the service answers 'Missing Vxql-Token').
 */
import type { LibraryItemKind, LibraryMediaType, LibraryOrigin, LibrarySource } from './rules';
import { MEDIA_LIBRARY_PAGE_SIZE } from './rules';
import type { MediaLibraryAsset, MediaLibraryPage, MediaLibraryTotals } from './types';

const ASSET_FIELDS = 'key assetType id mediaType source origin title actorId actorName addedAt duration pictureCount albumId images { w320 w640 w1280 }';

/** One page of assets and the totals, in one request. */
export const MEDIA_LIBRARY_QUERY = /* GraphQL */ `query MediaLibrary($mediaType: String!, $source: String, $origin: String, $first: Int, $offset: Int) {
  mediaLibraryAssets(mediaType: $mediaType, source: $source, origin: $origin, first: $first, offset: $offset) { total offset items { ${ASSET_FIELDS} } }
  mediaLibraryTotals { videos photos audio chatClips }
}`;
const archiveMutation = (field: 'archiveMediaLibraryAsset' | 'unarchiveMediaLibraryAsset') =>
  /* GraphQL */ `mutation($assetType: String!, $id: Int!) { ${field}(assetType: $assetType, id: $id) { ${ASSET_FIELDS} } }`;

/** A refused or failed call: `code` is the service's machine-readable code (LOGIN_REQUIRED, NOT_FOUND, ...) or NETWORK / SERVER. */
export class MediaLibraryError extends Error {
  constructor(message: string, readonly code: string, readonly field?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaLibraryError';
  }
}

export interface MediaLibraryApiOptions {
  /** Site origin as VelvetConfig.apiBase ('' = same origin). */
  apiBase: string;
  getAccessToken: () => string | null;
  fetch?: typeof fetch;
}

export interface MediaLibraryRequest {
  mediaType: LibraryMediaType;
  source: LibrarySource;
  origin: LibraryOrigin | null;
  /** From 1. */
  page: number;
}

export interface MediaLibraryView {
  page: MediaLibraryPage;
  totals: MediaLibraryTotals;
}

type GraphQLAnswer<T> = { data?: T | null; errors?: Array<{ message?: string; extensions?: { code?: unknown; field?: unknown } }> };

/** The calls bound to one origin and token source. */
export function createMediaLibraryApi(options: MediaLibraryApiOptions) {
  const url = `${options.apiBase.replace(/\/+$/, '')}/vxql`;

  async function call<T>(query: string, variables: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
    const token = options.getAccessToken();
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let answer: GraphQLAnswer<T>;
    try {
      const transport = options.fetch ?? globalThis.fetch.bind(globalThis);
      const response = await transport(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }), ...(signal ? { signal } : {}) });
      answer = (await response.json()) as GraphQLAnswer<T>;
      if (!response.ok && !answer.errors?.length) throw new MediaLibraryError(`vxql: HTTP ${response.status}`, response.status === 401 ? 'LOGIN_REQUIRED' : 'SERVER');
    } catch (error) {
      if (error instanceof MediaLibraryError) throw error;
      throw new MediaLibraryError('vxql: the request failed', 'NETWORK', undefined, { cause: error });
    }
    const problem = answer.errors?.[0];
    if (problem) {
      const code = typeof problem.extensions?.code === 'string' ? problem.extensions.code : problem.message === 'Missing Vxql-Token' ? 'LOGIN_REQUIRED' : 'SERVER';
      const field = typeof problem.extensions?.field === 'string' ? problem.extensions.field : undefined;
      throw new MediaLibraryError(problem.message ?? 'vxql: refused', code, field);
    }
    if (!answer.data) throw new MediaLibraryError('vxql: expected data, got none', 'SERVER');
    return answer.data;
  }

  return {
    /** One page (20, newest first) of a shelf, with the totals. */
    async load(request: MediaLibraryRequest, signal?: AbortSignal): Promise<MediaLibraryView> {
      const data = await call<{ mediaLibraryAssets: MediaLibraryPage; mediaLibraryTotals: MediaLibraryTotals }>(MEDIA_LIBRARY_QUERY, {
        mediaType: request.mediaType, source: request.source, origin: request.origin,
        first: MEDIA_LIBRARY_PAGE_SIZE, offset: (request.page - 1) * MEDIA_LIBRARY_PAGE_SIZE,
      }, signal);
      return { page: data.mediaLibraryAssets, totals: data.mediaLibraryTotals };
    },
    /** Archives (true) or unarchives (false) an item of the library. */
    async setArchived(assetType: LibraryItemKind, id: number, archived: boolean): Promise<MediaLibraryAsset> {
      const field = archived ? 'archiveMediaLibraryAsset' : 'unarchiveMediaLibraryAsset';
      const data = await call<Record<typeof field, MediaLibraryAsset>>(archiveMutation(field), { assetType, id });
      return data[field];
    },
  };
}

export type MediaLibraryApi = ReturnType<typeof createMediaLibraryApi>;
