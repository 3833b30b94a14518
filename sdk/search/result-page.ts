/**
 * The per-category search result pages (issue 15 item 4: "per-category result pages ... and the video search
 * route"): which screen shows which type, the page size of 001 §2 and the page in the address (?page=2).
 */
import type { Screen } from '../routes';
import type { SearchByTypeType } from './types';

/** Spec 001 §2 "Search result groups and page size: actors 30, models 30, videos 30". */
export const SEARCH_RESULT_PAGE_SIZE = 30;
/** searchByType answers up to SEARCH_RESULTS_MAX (1000) hits: 34 pages of 30. */
const MAX_PAGE = 34;

export type SearchResultScreen = 'actorSearch' | 'videoSearch';

export const SEARCH_SCREEN_OF_TYPE: Readonly<Record<SearchByTypeType, SearchResultScreen>> = { actors: 'actorSearch', videos: 'videoSearch' };

/** The type a result screen shows, or null for any other screen. */
export function searchTypeOfScreen(screen: Screen | null): SearchByTypeType | null {
  if (screen === 'actorSearch') return 'actors';
  if (screen === 'videoSearch') return 'videos';
  return null;
}

/** The page of the address: a whole number from 1 to 34; anything else is the first page. */
export function parseResultPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The query of a page's address: none for the first page, so it has one address only. */
export function resultPageSearch(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}

/** The number of pages for a total (at least 1: an empty result is one empty page). */
export function resultPageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.min(total, MAX_PAGE * SEARCH_RESULT_PAGE_SIZE) / SEARCH_RESULT_PAGE_SIZE));
}

/** The searchByType request of a result page (relevance order, with the total for the pager). */
export function resultPageRequest(type: SearchByTypeType, searchPattern: string, page: number) {
  return { searchPattern, searchType: type, from: (page - 1) * SEARCH_RESULT_PAGE_SIZE, take: SEARCH_RESULT_PAGE_SIZE, withTotalCount: true };
}
