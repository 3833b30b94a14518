/** The overlay's calls to helper P's search API (SEARCH-CONTRACT15), through the sdk REST client. */
import type { RestClient } from '../api/rest';
import type { Language } from '../config';
import type { GlobalSearchResult } from './wire';

export interface SearchOverlayApi {
  search(pattern: string, signal: AbortSignal): Promise<GlobalSearchResult>;
  /** The guest's last 3 searches, newest first (stored only with functional consent). */
  lastSearches(): Promise<string[]>;
  /** Deletes the guest's kept searches (DELETE searchResult/lastSearches). */
  clearLastSearches(): Promise<void>;
}

export function createSearchOverlayApi(client: RestClient, language: Language): SearchOverlayApi {
  return {
    async search(pattern, signal) {
      const answer = await client.get<{ data: GlobalSearchResult }>(`searchResult/search/${language}/${encodeURIComponent(pattern)}`, undefined, { signal });
      return answer.data;
    },
    async lastSearches() {
      const answer = await client.get<{ data: string[] }>('searchResult/lastSearches');
      return Array.isArray(answer.data) ? answer.data.filter((item): item is string => typeof item === 'string') : [];
    },
    async clearLastSearches() {
      await client.delete('searchResult/lastSearches');
    },
  };
}
