/**
 * The global search answer as the overlay reads it: the shape of SEARCH-CONTRACT15's
 * sdk/search/types.ts (helper P's, spec 001 §3 "Global search result: searchPattern,
 * proposals, and for each of actors, videos, mediathek, blog: count, link, items, type").
 * Kept here until P's module is on main; then these become re-exports of it.
 */
export type SearchGroupType = 'actors' | 'videos' | 'mediathek' | 'blog';
export interface SearchActorItem { id: number; name: string; image: string; aspect: number; link: string; online: boolean; mobileVideoCall: boolean }
export interface SearchVideoItem { id: number; title: string; image: string; link: string; durationSeconds: number; actorName: string }
export interface SearchGroup<T> { type: SearchGroupType; count: number; link: string | null; items: T[] }
export interface GlobalSearchResult {
  searchPattern: string;
  proposals: string[];
  actors: SearchGroup<SearchActorItem>;
  videos: SearchGroup<SearchVideoItem>;
  mediathek: SearchGroup<never>;
  blog: SearchGroup<never>;
}
/** spec 000 §5 "Search pattern minimum length is 3." */
export const MIN_SEARCH_PATTERN_LENGTH = 3;
/** The longest pattern the API accepts (longer: 400 VALIDATION_FAILED field params.searchPattern). */
export const MAX_SEARCH_PATTERN_LENGTH = 100;
