import { describe, expect, it } from 'vitest';
import type { ActorSearchAnswer, ActorSearchHit } from './types';
import { createActorSearchController, type ActorFilterDeleteRequest, type ActorSearchRequest, type ActorSearchTransport } from './controller';
import { FULL_MAP_VIEW } from './map-projection';
import { INITIAL_URL_STATE, parseActorSearchUrl } from './url-state';

const hit = (id: number, lat = 52.5, long = 13.4): ActorSearchHit => ({
  id, name: `Lena${id}`, link: `/en/amateur/lena${id}/`, image: `/img/performer/${id}/w320.svg`, online: id % 2 === 0, age: 25,
  country: 'DE', city: 'Berlin', distanceKm: null, lat, long, isNew: false, features: [],
});

function answerFor(request: ActorSearchRequest, page: number, ids: number[], extra: Partial<ActorSearchAnswer> = {}): ActorSearchAnswer {
  const actors = ids.map((id) => hit(id));
  return {
    requestId: request.requestId, searchType: request.searchType, sortType: request.sortType, moodValue: request.moodValue,
    activeCategory: request.currentCollection, availableFilters: [], activeFilters: [], actors, currentPage: page, maxPage: 3,
    totalHits: 70, location: request.forcedGuestLocation ? { ...request.forcedGuestLocation, zip: request.forcedGuestZip, source: request.forcedGuestLocationSource ?? 'zip' } : null,
    markers: actors.map(({ id, name, lat, long, online, link }) => ({ id, name, lat, long, online, link })), ...extra,
  };
}

/** A transport whose answers the test releases one by one, in any order (a slow first request, a quick second). */
function fakeTransport(places: Record<string, { lat: number; long: number }> = {}) {
  const calls: Array<{ request: ActorSearchRequest; page: number; answer: (ids: number[], extra?: Partial<ActorSearchAnswer>) => Promise<void>; fail: () => Promise<void> }> = [];
  const lookups: string[] = [];
  const deletes: Array<{ request: ActorFilterDeleteRequest; answer: (ids: number[], extra?: Partial<ActorSearchAnswer>) => Promise<void> }> = [];
  const inits: Array<{ request: unknown; answer: (ids: number[], extra?: Partial<ActorSearchAnswer>) => Promise<void> }> = [];
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const transport: ActorSearchTransport = {
    search: (request, page) => new Promise((resolve, reject) => {
      calls.push({
        request, page,
        answer: (ids, extra) => (resolve(answerFor(request, page, ids, extra)), settle()),
        fail: () => (reject(new Error('offline')), settle()),
      });
    }),
    init: (request) => new Promise((resolve) => {
      const asRequest = { ...request, moodValue: 0, requestId: 0, forcedGuestLocation: null, forcedGuestZip: null, forcedGuestLocationSource: null, searchConditions: {}, changedFilter: null };
      inits.push({ request, answer: (ids, extra) => (resolve(answerFor(asRequest, 1, ids, extra)), settle()) });
    }),
    deleteFilter: (request) => new Promise((resolve) => {
      const asRequest = { ...request, forcedGuestLocation: null, forcedGuestZip: null, forcedGuestLocationSource: null, currentCollection: null, changedFilter: null };
      deletes.push({ request, answer: (ids, extra) => (resolve(answerFor(asRequest, 1, ids, extra)), settle()) });
    }),
    lookupZip: async (zip) => {
      lookups.push(zip);
      return places[zip] ?? null;
    },
  };
  return { transport, calls, lookups, deletes, inits, settle };
}

describe('actor search controller', () => {
  it('applies only the newest request\'s answer (001 §4 "only the newest request\'s response is applied")', async () => {
    const { transport, calls } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.setSort('registered');
    void controller.setSort('rank');
    expect(calls.map((call) => [call.request.sortType, call.request.requestId])).toEqual([['registered', 1], ['rank', 2]]);
    // The newer answer arrives first, the older one after it: the older one is dropped.
    await calls[1]!.answer([2, 4]);
    await calls[0]!.answer([7]);
    const shown = controller.$state.get().types.default;
    expect([shown.actors.map((actor) => actor.id), shown.sortType, shown.requestCounter, shown.status]).toEqual([[2, 4], 'rank', 2, 'idle']);
  });

  it('drops an older failure too, so it cannot hide the newer answer', async () => {
    const { transport, calls } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.setMood(1);
    void controller.setMood(2);
    await calls[1]!.answer([3]);
    await calls[0]!.fail();
    expect(controller.$state.get().types.default.status).toBe('idle');
  });

  it.each([
    ['a change of sort type', (c: ReturnType<typeof createActorSearchController>) => c.setSort('registered')],
    ['a change of filters', (c: ReturnType<typeof createActorSearchController>) => c.toggleFilter('gender', 'F', true)],
  ])('%s searches again from page 1 (001 §4 "a change of sort type or filters triggers a new search")', async (_, change) => {
    const { transport, calls } = fakeTransport();
    const controller = createActorSearchController({ transport, initial: { ...INITIAL_URL_STATE, page: 2 }, firstAnswer: answerFor({ requestId: 0, searchType: 'default', sortType: 'rank', moodValue: 0, currentCollection: null, forcedGuestLocation: null, forcedGuestZip: null, forcedGuestLocationSource: null, searchConditions: {}, changedFilter: null }, 2, [1]) });
    void change(controller);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.page).toBe(1);
  });

  it('names the changed filter and keeps the others, and a chip\'s removal searches without it', async () => {
    const { transport, calls } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.toggleFilter('languages', 'de', true);
    void controller.toggleFilter('languages', 'en', true);
    void controller.toggleFilter('gender', 'F', true);
    expect(calls[2]!.request.searchConditions).toEqual({ languages: ['de', 'en'], gender: ['F'] });
    expect(calls[2]!.request.changedFilter).toBe('gender');
    void controller.toggleFilter('languages', 'de', false);
    expect(calls[3]!.request.searchConditions).toEqual({ languages: ['en'], gender: ['F'] });
    expect(controller.urlState().conditions).toEqual({ languages: ['en'], gender: ['F'] });
  });

  it('keeps one state per search type (001 §3 "Actor search state per type"): going back to a tab asks nothing', async () => {
    const { transport, calls } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.apply(INITIAL_URL_STATE);
    await calls[0]!.answer([1, 2]);
    void controller.setType('newGirls');
    expect(calls[1]!.request).toMatchObject({ searchType: 'newGirls', sortType: 'registered' });
    await calls[1]!.answer([9]);
    await controller.setType('default');
    expect(calls).toHaveLength(2);
    const state = controller.$state.get();
    expect([state.searchType, state.types.default.actors.length, state.types.newGirls.actors.length]).toEqual(['default', 2, 1]);
  });

  it('runs a postcode search only for exactly 5 characters (001 §5)', async () => {
    const { transport, calls, lookups, settle } = fakeTransport({ 10115: { lat: 52.53, long: 13.38 } });
    const controller = createActorSearchController({ transport });
    expect(['1011', '101155', '    '].map((zip) => controller.setZip(zip))).toEqual([false, false, false]);
    expect(lookups).toEqual([]);
    expect(controller.setZip(' 10115 ')).toBe(true);
    await settle();
    expect(lookups).toEqual(['10115']);
    expect(calls[0]!.request).toMatchObject({ forcedGuestLocation: { lat: 52.53, long: 13.38 }, forcedGuestZip: '10115', forcedGuestLocationSource: 'zip' });
    await calls[0]!.answer([1]);
    expect(controller.$state.get().location).toEqual({ lat: 52.53, long: 13.38, zip: '10115', source: 'zip' });
    expect(controller.urlState().zip).toBe('10115');
  });

  it('a failed postcode lookup resets the location to empty (001 §4)', async () => {
    const { transport, calls, settle } = fakeTransport({ 10115: { lat: 52.53, long: 13.38 } });
    const controller = createActorSearchController({ transport });
    controller.setZip('10115');
    await settle();
    await calls[0]!.answer([1]);
    void controller.setSort('distance');
    await calls[1]!.answer([1]);
    controller.setZip('99999');
    await settle();
    const state = controller.$state.get();
    expect([state.location, state.zipStatus]).toEqual([null, 'notFound']);
    // Searched again without a place; distance needs one, so the order falls back to rank.
    expect(calls[2]!.request).toMatchObject({ forcedGuestLocation: null, forcedGuestZip: null, sortType: 'rank' });
    expect(controller.urlState()).toMatchObject({ zip: null, sort: 'rank' });
    // The browser's place after it: found, so the "not found" is over.
    void controller.useBrowserLocation(48.1, 11.6);
    expect([controller.$state.get().zipStatus, controller.$state.get().location?.source]).toEqual(['none', 'browser']);
  });

  it('resets the location when the server answers a search with a place without one', async () => {
    const { transport, calls } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.useBrowserLocation(40.4, -3.7);
    expect(controller.$state.get().location).toEqual({ lat: 40.4, long: -3.7, zip: null, source: 'browser' });
    await calls[0]!.answer([1], { location: null });
    expect(controller.$state.get().location).toBeNull();
  });

  it('starts from the server\'s answer without asking again, and a failed postcode of the address leaves it', () => {
    const { transport, calls } = fakeTransport();
    const initial = parseActorSearchUrl('?zip=99999&sort=distance');
    const firstRequest = { requestId: 0, searchType: 'default' as const, sortType: 'rank' as const, moodValue: 0, currentCollection: null, forcedGuestLocation: null, forcedGuestZip: null, forcedGuestLocationSource: null, searchConditions: {}, changedFilter: null };
    const controller = createActorSearchController({ transport, initial, firstAnswer: answerFor(firstRequest, 1, [1, 2]) });
    expect(calls).toHaveLength(0);
    const state = controller.$state.get();
    expect([state.types.default.actors.length, state.zipStatus, state.location, controller.urlState().zip]).toEqual([2, 'notFound', null, null]);
  });

  it('Back to an earlier address restores that search (newest wins over the one still out)', async () => {
    const { transport, calls } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.apply(parseActorSearchUrl('?gender=F'));
    void controller.apply(parseActorSearchUrl('?gender=F&sort=registered'));
    void controller.apply(parseActorSearchUrl('?gender=F'));
    expect(calls).toHaveLength(3);
    await calls[2]!.answer([5]);
    await calls[1]!.answer([6]);
    const shown = controller.$state.get().types.default;
    expect([shown.actors.map((actor) => actor.id), shown.sortType]).toEqual([[5], 'rank']);
  });

  it('frames the map around the hits and the guest\'s place, and the whole map without hits', async () => {
    const { transport, calls } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.apply(INITIAL_URL_STATE);
    await calls[0]!.answer([]);
    expect(controller.$state.get().types.default.mapState).toEqual(FULL_MAP_VIEW);
    void controller.setPage(2);
    await calls[1]!.answer([1]);
    expect(controller.$state.get().types.default.mapState.width).toBeLessThan(FULL_MAP_VIEW.width);
  });

  it('shows an error state for a failed search, and retry sends it again', async () => {
    const { transport, calls } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.apply(INITIAL_URL_STATE);
    await calls[0]!.fail();
    expect(controller.$state.get().types.default.status).toBe('error');
    void controller.retry();
    await calls[1]!.answer([1]);
    expect(controller.$state.get().types.default.status).toBe('idle');
  });

  it('a chip\'s removal goes through filter/delete while the server\'s last search is the one shown (001 §7 "POST actorsearch/filter/delete (searchConditions)")', async () => {
    const { transport, calls, deletes } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.toggleFilter('gender', 'F', true);
    void controller.toggleFilter('languages', 'de', true);
    await calls[1]!.answer([1, 2]);
    void controller.removeFilter('gender', 'F');
    expect(calls).toHaveLength(2);
    expect(deletes.map((call) => call.request)).toEqual([{ searchConditions: { gender: ['F'] }, searchType: 'default', sortType: 'rank', moodValue: 0, requestId: 3 }]);
    expect(controller.urlState().conditions).toEqual({ languages: ['de'] });
    await deletes[0]!.answer([7], { activeFilters: [{ field: 'languages', value: 'de', label: 'German' }] });
    const shown = controller.$state.get().types.default;
    expect([shown.actors.map((actor) => actor.id), shown.status, shown.requestCounter]).toEqual([[7], 'idle', 3]);
  });

  it('after Back to a tab the server did not search last, a chip\'s removal sends the whole search instead', async () => {
    const { transport, calls, deletes } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.apply(parseActorSearchUrl('?gender=F'));
    await calls[0]!.answer([1]);
    void controller.apply(parseActorSearchUrl('?type=newGirls&gender=F'));
    await calls[1]!.answer([2]);
    await controller.apply(parseActorSearchUrl('?gender=F'));
    expect(calls).toHaveLength(2);
    void controller.removeFilter('gender', 'F');
    expect(deletes).toHaveLength(0);
    expect(calls[2]!.request).toMatchObject({ searchType: 'default', searchConditions: {}, changedFilter: 'gender' });
  });

  it('a page whose first search failed on the server shows the error state, and retry asks it', async () => {
    const { transport, calls } = fakeTransport();
    const controller = createActorSearchController({ transport, initial: parseActorSearchUrl('?gender=F'), firstFailed: true });
    expect(controller.$state.get().types.default.status).toBe('error');
    void controller.retry();
    expect(calls[0]!.request.searchConditions).toEqual({ gender: ['F'] });
  });

  it('a filter/delete answer for other filters than asked (the stored search changed in another tab) is followed by the whole search', async () => {
    const { transport, calls, deletes, settle } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.toggleFilter('gender', 'F', true);
    await calls[0]!.answer([1]);
    void controller.removeFilter('gender', 'F');
    await deletes[0]!.answer([7], { activeFilters: [{ field: 'country', value: 'ES', label: 'Spain' }] });
    await settle();
    expect(calls[1]!.request).toMatchObject({ searchConditions: {}, requestId: 2, changedFilter: 'gender' });
    await calls[1]!.answer([3]);
    expect(controller.$state.get().types.default.actors.map((actor) => actor.id)).toEqual([3]);
  });

  it('"My filters" without filters of its own opens the guest\'s stored ones through actorsearch/init, and they become the asked search', async () => {
    const { transport, calls, inits } = fakeTransport();
    const controller = createActorSearchController({ transport });
    void controller.setType('custom');
    expect(calls).toHaveLength(0);
    expect(inits.map((call) => call.request)).toEqual([{ searchType: 'custom', sortType: 'rank', currentCollection: null }]);
    await inits[0]!.answer([4], { activeFilters: [{ field: 'languages', value: 'nl', label: 'Dutch' }, { field: 'gender', value: 'F', label: 'Women' }] });
    expect([controller.urlState().conditions, controller.$state.get().restored]).toEqual([{ gender: ['F'], languages: ['nl'] }, 1]);
    // A filter change from there keeps the restored ones (and never asks init again).
    void controller.toggleFilter('age', '18-25', true);
    expect(calls[0]!.request.searchConditions).toEqual({ gender: ['F'], languages: ['nl'], age: ['18-25'] });
    void controller.toggleFilter('age', '18-25', false);
    void controller.toggleFilter('gender', 'F', false);
    void controller.toggleFilter('languages', 'nl', false);
    expect([calls.length, inits.length, calls[3]!.request.searchConditions]).toEqual([4, 1, {}]);
  });
});
