/** The search result pages' pure rules (issue 15 item 4; spec 001 §2 page sizes) as table tests. */
import { describe, expect, it } from 'vitest';
import { parseResultPage, resultPageCount, resultPageRequest, resultPageSearch, searchTypeOfScreen, SEARCH_RESULT_PAGE_SIZE } from './result-page';

describe('search result pages', () => {
  it('spec 001 §2 "Search result groups and page size: actors 30, models 30, videos 30"', () => {
    expect(SEARCH_RESULT_PAGE_SIZE).toBe(30);
  });
  it.each([
    ['', 1], ['page=2', 2], ['page=0', 1], ['page=-1', 1], ['page=2.5', 1], ['page=x', 1], ['page=34', 34], ['page=35', 1],
  ])('parseResultPage(%j) -> %s', (query, page) => expect(parseResultPage(new URLSearchParams(query))).toBe(page));
  it.each([[1, ''], [2, '?page=2']])('resultPageSearch(%s) -> %j', (page, search) => expect(resultPageSearch(page)).toBe(search));
  it.each([[0, 1], [1, 1], [30, 1], [31, 2], [1000, 34], [5000, 34]])('resultPageCount(%s) -> %s', (total, pages) => expect(resultPageCount(total)).toBe(pages));
  it.each([['actorSearch', 'actors'], ['videoSearch', 'videos'], ['videos', null], [null, null]] as const)('%s shows %s', (screen, type) => expect(searchTypeOfScreen(screen)).toBe(type));
  it('asks page 3 from 60, 30 items, with the total', () => {
    expect(resultPageRequest('videos', 'anna', 3)).toEqual({ searchPattern: 'anna', searchType: 'videos', from: 60, take: 30, withTotalCount: true });
  });
});
