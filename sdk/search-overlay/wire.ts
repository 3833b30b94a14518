/**
 * The global search answer as the overlay reads it: helper P's sdk/search/types.ts (SEARCH-CONTRACT15,
 * spec 001 "Global search result: searchPattern, proposals, and for each of actors, videos, mediathek,
 * blog: count, link, items, type").
 */
export type { GlobalSearchResult, SearchActorItem, SearchGroup, SearchGroupType, SearchVideoItem } from '../search/types';
export { MAX_SEARCH_PATTERN_LENGTH, MIN_SEARCH_PATTERN_LENGTH } from '../search/types';
