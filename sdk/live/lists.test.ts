import { describe, expect, it } from 'vitest';
import {
  CAM_SHOW_PFM, LIVE_PAGE_SIZE, NO_FILTERS, belongsToList, liveListRequest, liveSearch, listPrice, parseLiveFilters, parseLivePage,
  selectLiveList, type LiveCandidate, type LiveFilters, type LiveList,
} from './lists';

const NO_FEATURES = { freeChat: false, livePreview: false, mobileVideocall: false, ticketShow: false, voyeurChat: false };

function performer(id: number, overrides: Partial<LiveCandidate> = {}): LiveCandidate {
  return {
    id, isOnline: true, isTicketShow: false, show: null, gender: 'F', languages: ['de'], prices: { video: 10, singlec2c: 18, ticketShow: 30 }, features: NO_FEATURES,
    rank: id, favoriteCount: 0, ratingCount: 0, satisfactionRate: null, paidVideoMinutes: 0, ...overrides,
  };
}

const ids = (list: LiveList, candidates: LiveCandidate[], filters: LiveFilters = NO_FILTERS) =>
  selectLiveList(list, candidates, filters).items.map((item) => item.candidate.id);

describe('belongsToList', () => {
  it.each<[LiveList, Partial<LiveCandidate>, boolean]>([
    // spec 000 §2 "cams": performers live now.
    ['cams', { isOnline: true }, true],
    ['cams', { isOnline: false }, false],
    // spec 000 §3 chat type "free chat": online performers who offer it.
    ['freeChat', { features: { ...NO_FEATURES, freeChat: true } }, true],
    ['freeChat', { isOnline: false, features: { ...NO_FEATURES, freeChat: true } }, false],
    ['freeChat', {}, false],
    // spec 000 §1 "private ticket show": cam shows list the performers with a show scheduled or running.
    ['camShows', { show: { startsAt: '2030-01-01T10:00:00.000Z', price: 30 } }, true],
    ['camShows', { isOnline: false, show: { startsAt: '2030-01-01T10:00:00.000Z', price: 30 } }, true],
    ['camShows', { isTicketShow: true }, true],
    ['camShows', { features: { ...NO_FEATURES, ticketShow: true } }, false],
    // Top lists rank everybody, online or not.
    ['top100', { isOnline: false }, true],
    ['topFavourites', { isOnline: false }, true],
    ['topBestChats', { isOnline: false }, true],
    ['topVideoCall', { isOnline: false, features: { ...NO_FEATURES, mobileVideocall: true } }, true],
    ['topVideoCall', {}, false],
  ])('%s with %o -> %s', (list, overrides, expected) => {
    expect(belongsToList(list, performer(1, overrides))).toBe(expected);
  });
});

describe('list order', () => {
  it('cams follow the rank (spec 001 §3 "Sort: rank (default)")', () => {
    expect(ids('cams', [performer(3, { rank: 1 }), performer(1, { rank: 9 }), performer(2, { rank: 5 })])).toEqual([3, 2, 1]);
  });

  it('cam shows: the shows running now first, then the next to start', () => {
    const at = (time: string) => ({ startsAt: `2030-01-01T${time}:00.000Z`, price: 30 });
    const list = [performer(1, { show: at('10:30') }), performer(2, { show: at('10:00'), isTicketShow: true }), performer(3, { show: at('10:00') })];
    expect(ids('camShows', list)).toEqual([2, 3, 1]);
  });

  it('top favourites: most pinned first (spec 001 §3 top cam "pinnedCount"), ties by rank', () => {
    const list = [performer(1, { favoriteCount: 5 }), performer(2, { favoriteCount: 50 }), performer(3, { favoriteCount: 5, rank: 0 })];
    expect(ids('topFavourites', list)).toEqual([2, 3, 1]);
  });

  it('best chats: rated performers by satisfaction; fewer than 10 ratings count as unrated (spec 001 §9 "Rating threshold 10 ratings")', () => {
    const list = [
      performer(1, { ratingCount: 9, satisfactionRate: 100 }),
      performer(2, { ratingCount: 10, satisfactionRate: 80 }),
      performer(3, { ratingCount: 40, satisfactionRate: 95 }),
      performer(4, { ratingCount: 0, rank: 0 }),
    ];
    expect(ids('topBestChats', list)).toEqual([3, 2, 4, 1]);
  });

  it('top video call: by paid video-chat minutes of the window, online or not; ties by rank (sdk/live/video-call-ranking.ts)', () => {
    const calls = { ...NO_FEATURES, mobileVideocall: true };
    const list = [
      performer(1, { isOnline: false, features: calls, paidVideoMinutes: 120 }),
      performer(2, { features: calls, rank: 50, paidVideoMinutes: 30 }),
      performer(3, { features: calls, rank: 20 }),
      performer(4, { features: calls, rank: 10 }),
      performer(5, { paidVideoMinutes: 500 }),
    ];
    expect(ids('topVideoCall', list)).toEqual([1, 2, 4, 3]);
  });

  it('a top list ranks at most 100 performers', () => {
    const list = Array.from({ length: 130 }, (_, index) => performer(index + 1));
    const result = selectLiveList('top100', list, NO_FILTERS);
    expect([result.total, result.items.at(-1)?.position]).toEqual([100, 100]);
  });
});

describe('filters', () => {
  const list = [
    performer(1, { gender: 'F', languages: ['de', 'en'], prices: { video: 8, singlec2c: 16, ticketShow: 40 } }),
    performer(2, { gender: 'M', languages: ['es'], prices: { video: 20, singlec2c: 28, ticketShow: 20 }, features: { ...NO_FEATURES, livePreview: true, ticketShow: true }, isTicketShow: true }),
    performer(3, { gender: 'C', languages: ['en'], isOnline: false, features: { ...NO_FEATURES, livePreview: true } }),
  ];
  it.each<[string, Partial<LiveFilters>, number[]]>([
    ['gender', { gender: 'M' }, [2]],
    ['spoken language', { language: 'en' }, [1, 3]],
    ['price per minute of the video chat', { maxPrice: 10 }, [1, 3]],
    ['features (all named)', { features: ['livePreview'] }, [2, 3]],
    ['several at once', { language: 'en', features: ['livePreview'] }, [3]],
  ])('narrow a top list by %s without renumbering it', (_, filters, expected) => {
    expect(ids('top100', list, { ...NO_FILTERS, ...filters })).toEqual(expected);
  });

  it('filter cam shows by the ticket price, and count who is online', () => {
    expect(listPrice('camShows', list[1]!)).toBe(20);
    expect(listPrice('camShows', { ...list[1]!, show: { startsAt: '2030-01-01T10:00:00.000Z', price: 25 } })).toBe(25);
    expect(ids('camShows', list, { ...NO_FILTERS, maxPrice: 20 })).toEqual([2]);
    const top = selectLiveList('top100', list, { ...NO_FILTERS, features: ['livePreview'] });
    expect([top.total, top.onlineCount, top.items.map((item) => item.position)]).toEqual([2, 1, [2, 3]]);
  });
});

describe('the address of a filtered list (Back restores it)', () => {
  it('round-trips filters and page in one fixed order', () => {
    const filters: LiveFilters = { gender: 'F', language: 'es', maxPrice: 15, features: ['voyeurChat', 'livePreview'] };
    const search = liveSearch(filters, 3);
    expect(search).toBe('?gender=F&lang=es&maxPrice=15&feature=livePreview&feature=voyeurChat&page=3');
    const params = new URLSearchParams(search);
    expect(parseLiveFilters(params)).toEqual({ ...filters, features: ['livePreview', 'voyeurChat'] });
    expect(parseLivePage(params)).toBe(3);
    expect(liveSearch(NO_FILTERS)).toBe('');
  });

  it.each([
    ['?gender=X&lang=german&maxPrice=-3&feature=teleport&page=0', NO_FILTERS, 1],
    ['?maxPrice=1.5&page=abc', NO_FILTERS, 1],
  ])('drops unknown values of %s instead of failing the page', (search, filters, page) => {
    const params = new URLSearchParams(search);
    expect([parseLiveFilters(params), parseLivePage(params)]).toEqual([filters, page]);
  });

  it(`asks the cam show list with the fixed pfm ${CAM_SHOW_PFM} (spec 001 §9 "Fixed pfm id 1502 in cam show lists"), the others without`, () => {
    expect(liveListRequest('camShows', NO_FILTERS, 2)).toEqual({ offset: LIVE_PAGE_SIZE, limit: LIVE_PAGE_SIZE, pfm: 1502 });
    expect(liveListRequest('cams', { ...NO_FILTERS, features: ['voyeurChat', 'freeChat'] }, 1)).toEqual({ offset: 0, limit: 30, features: 'freeChat,voyeurChat' });
  });
});
