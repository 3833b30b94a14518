/**
 * The global search's wire types (issue 15 item 4, contract /work/wt/notes/SEARCH-CONTRACT15.md).
 * Spec 001: "Global search result: searchPattern, proposals, and for each of actors, videos, mediathek, blog:
 * count, link, items, type. Actor item: name, image, aspect, link, online, mobileVideoCall."
 */

export type SearchGroupType = 'actors' | 'videos' | 'mediathek' | 'blog';

export interface SearchActorItem {
  id: number;
  name: string;
  image: string;
  /** Width / height of `image`. */
  aspect: number;
  /** The localized profile path. */
  link: string;
  online: boolean;
  mobileVideoCall: boolean;
}

export interface SearchVideoItem {
  id: number;
  title: string;
  image: string;
  /** The localized video page path. */
  link: string;
  durationSeconds: number;
  actorName: string;
}

export interface SearchGroup<T> {
  type: SearchGroupType;
  count: number;
  /** The localized per-category result page; null when count is 0 or the page does not exist. */
  link: string | null;
  items: T[];
}

export interface GlobalSearchResult {
  searchPattern: string;
  proposals: string[];
  actors: SearchGroup<SearchActorItem>;
  videos: SearchGroup<SearchVideoItem>;
  /** Empty (count 0, link null) until those areas exist. */
  mediathek: SearchGroup<never>;
  blog: SearchGroup<never>;
}

/** GET searchResult/searchByType: searchType actors or videos. */
export type SearchByTypeType = 'actors' | 'videos';
export type SearchSort = 'relevance' | 'newest' | 'name';
export type SearchOrder = 'asc' | 'desc';

export interface SearchByTypeResult<T = SearchActorItem | SearchVideoItem> {
  items: T[];
  /** Present when the request asked withTotalCount=true. */
  totalCount?: number;
}

/** Spec 000 §5 / 001 §9: "Search pattern minimum length is 3; a shorter pattern triggers no per-type search." */
export const MIN_SEARCH_PATTERN_LENGTH = 3;
/** Spec 001 §9 "Per-type search page size 10": items per group in the global search. */
export const GLOBAL_SEARCH_GROUP_ITEMS = 10;
/** Spec 001 §9 "Last search requests kept: 3." */
export const LAST_SEARCHES_KEPT = 3;
/** The longest accepted pattern; longer is 400 VALIDATION_FAILED field params.searchPattern. */
export const MAX_SEARCH_PATTERN_LENGTH = 100;
/** Proposals (completions) in a global search answer. */
export const SEARCH_PROPOSALS_MAX = 5;
