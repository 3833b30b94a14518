/**
 * The headless actor search (issue 15 §2-3; spec 001 §3-§5): one state per search type, searched
 * again when its sort, mood, filters or page change, with only the newest request's answer applied.
 * The address is the page's business: it calls `apply` with the search of the address (a click, Back,
 * Forward) and writes `urlState()` back after an action. Any UI can render `$state`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ActiveFilter, ActorFilterField, ActorSearchAnswer, ActorSearchHit, ActorSearchSort, ActorSearchType, AvailableFilter, GuestLocation, MapMarker, SearchConditions } from './types';
import { FULL_MAP_VIEW, projectToMap, viewAround, type MapView } from './map-projection';
import { defaultSortOf, FILTER_FIELDS, INITIAL_URL_STATE, sameSearch, searchableZip, SEARCH_TYPES, toggledCondition, type ActorSearchUrlState } from './url-state';

/** The body of POST actorsearch/search (spec 001 §7); the page goes in the query. */
export interface ActorSearchRequest {
  moodValue: number;
  searchType: ActorSearchType;
  sortType: ActorSearchSort;
  requestId: number;
  forcedGuestLocation: { lat: number; long: number } | null;
  forcedGuestZip: string | null;
  forcedGuestLocationSource: 'zip' | 'browser' | null;
  currentCollection: string | null;
  searchConditions: SearchConditions;
  changedFilter: string | null;
}

/** The body of POST actorsearch/filter/delete: the conditions to take out of the guest's last search. */
export interface ActorFilterDeleteRequest {
  searchConditions: SearchConditions;
  searchType: ActorSearchType;
  sortType: ActorSearchSort;
  moodValue: number;
  requestId: number;
}

export interface ActorSearchTransport {
  search(request: ActorSearchRequest, page: number): Promise<ActorSearchAnswer>;
  /** POST actorsearch/init: the first page of a type with the guest's stored filters (the custom search's own). */
  init(request: { searchType: ActorSearchType; sortType: ActorSearchSort; currentCollection: string | null }): Promise<ActorSearchAnswer>;
  /** POST actorsearch/filter/delete: the guest's last search without the given conditions (first page). */
  deleteFilter(request: ActorFilterDeleteRequest): Promise<ActorSearchAnswer>;
  /** GET utility/getGeoLocationByZip: the place of a postcode, or null when the table does not know it. */
  lookupZip(zip: string): Promise<{ lat: number; long: number } | null>;
}

/** spec 001 §3 "Actor search state per type": what one tab shows. */
export interface ActorSearchTypeState {
  activeCategory: string | null;
  availableFilters: AvailableFilter[];
  activeFilters: ActiveFilter[];
  actors: ActorSearchHit[];
  currentPage: number;
  maxPage: number;
  totalHits: number;
  /** The part of the map shown: the hits' bounds and the guest's place. */
  mapState: MapView;
  markers: MapMarker[];
  moodValue: number;
  sortType: ActorSearchSort;
  /** The id of the newest request sent for this type: an answer with another id is old news. */
  requestCounter: number;
  /** What was asked last (filters as selected, the page). */
  conditions: SearchConditions;
  /** 'loading' while the newest request is out; 'error' when it failed (the page offers a retry). */
  status: 'idle' | 'loading' | 'error';
  /** An answer has arrived for this type. */
  loaded: boolean;
}

export interface ActorSearchState {
  searchType: ActorSearchType;
  types: Record<ActorSearchType, ActorSearchTypeState>;
  /** The guest's place (spec 000 §3 "geoLocation (lat, long, zip, source)"); null = none. */
  location: GuestLocation | null;
  /** 'notFound' after a failed postcode lookup (001 §4: the location was reset to empty). */
  zipStatus: 'none' | 'looking' | 'notFound';
  /** Counts the times the controller changed the asked search itself (the custom search's stored filters): the page writes it into the address. */
  restored: number;
}

const emptyType = (type: ActorSearchType): ActorSearchTypeState => ({
  activeCategory: null, availableFilters: [], activeFilters: [], actors: [], currentPage: 1, maxPage: 1, totalHits: 0,
  mapState: FULL_MAP_VIEW, markers: [], moodValue: 0, sortType: defaultSortOf(type), requestCounter: 0,
  conditions: {}, status: 'idle', loaded: false,
});

/** The custom search asked with nothing of its own (no filters, mood, page): the guest's stored filters are meant. */
export function opensStoredFilters(state: ActorSearchUrlState): boolean {
  return state.type === 'custom' && Object.keys(state.conditions).length === 0 && state.mood === 0 && state.page === 1 && state.category === null;
}

/** An answer's active filters as conditions (field -> sorted values). */
function conditionsOf(active: readonly ActiveFilter[]): SearchConditions {
  const conditions: SearchConditions = {};
  for (const field of FILTER_FIELDS) {
    const values = active.filter((filter) => filter.field === field).map((filter) => filter.value);
    if (values.length > 0) conditions[field] = [...new Set(values)].sort();
  }
  return conditions;
}

/** True when an answer's active filters are exactly the asked conditions. */
function sameFilters(active: readonly ActiveFilter[], conditions: SearchConditions): boolean {
  const asked = FILTER_FIELDS.flatMap((field) => (conditions[field] ?? []).map((value) => `${field}=${value}`)).sort();
  const answered = active.map((filter) => `${filter.field}=${filter.value}`).sort();
  return asked.length === answered.length && asked.every((entry, index) => entry === answered[index]);
}

/** The map shows every marker and the guest's place ("zoom to the hits' bounds"). */
export function mapStateOf(markers: readonly MapMarker[], location: GuestLocation | null): MapView {
  const points = markers.map((marker) => projectToMap(marker.lat, marker.long));
  if (location) points.push(projectToMap(location.lat, location.long));
  return viewAround(points);
}

/** A type's state after its answer arrived. */
function answered(before: ActorSearchTypeState, answer: ActorSearchAnswer, location: GuestLocation | null): ActorSearchTypeState {
  return {
    ...before,
    activeCategory: answer.activeCategory,
    availableFilters: answer.availableFilters,
    activeFilters: answer.activeFilters,
    actors: answer.actors,
    currentPage: answer.currentPage,
    maxPage: answer.maxPage,
    totalHits: answer.totalHits,
    markers: answer.markers,
    mapState: mapStateOf(answer.markers, location),
    moodValue: answer.moodValue,
    // The server may fall back (001 §3 "distance (location)": without a place it sorts by rank).
    sortType: answer.sortType,
    status: 'idle',
    loaded: true,
  };
}

export interface ActorSearchControllerOptions {
  transport: ActorSearchTransport;
  /** The server's first answer for `initial` (the page was rendered from it): no request for it. */
  firstAnswer?: ActorSearchAnswer | null;
  initial?: ActorSearchUrlState;
  /** The server could not answer `initial` (the page shows the error state and its retry). */
  firstFailed?: boolean;
}

export interface ActorSearchController {
  readonly $state: ReadableAtom<ActorSearchState>;
  /** The search as asked now, for the address. */
  urlState(): ActorSearchUrlState;
  /** Goes to a search (the address changed): searches when it asks something else than the shown one. */
  apply(next: ActorSearchUrlState): Promise<void>;
  setType(type: ActorSearchType): Promise<void>;
  setSort(sort: ActorSearchSort): Promise<void>;
  setMood(mood: number): Promise<void>;
  setPage(page: number): Promise<void>;
  /** Adds or removes one filter value (a checkbox). */
  toggleFilter(field: ActorFilterField, value: string, on: boolean): Promise<void>;
  /** An active filter chip's "remove": through filter/delete when the server's last search is the one shown. */
  removeFilter(field: ActorFilterField, value: string): Promise<void>;
  /** 001 §5: runs only for exactly 5 characters (false: nothing was asked). */
  setZip(zip: string): boolean;
  /** The browser's place, after the guest allowed it. */
  useBrowserLocation(lat: number, long: number): Promise<void>;
  clearLocation(): Promise<void>;
  /** Sends the shown type's search again (the error state's "Try again"). */
  retry(): Promise<void>;
}

export function createActorSearchController(options: ActorSearchControllerOptions): ActorSearchController {
  const { transport } = options;
  let asked: ActorSearchUrlState = options.initial ?? INITIAL_URL_STATE;
  const types = Object.fromEntries(SEARCH_TYPES.map((type) => [type, emptyType(type)])) as Record<ActorSearchType, ActorSearchTypeState>;
  const first = options.firstAnswer;
  let location: GuestLocation | null = first?.location ?? null;
  // The server opened the custom search with the guest's stored filters: they are what is asked now.
  const restoredFirst = first && opensStoredFilters(asked) && first.activeFilters.length > 0;
  if (restoredFirst) asked = { ...asked, conditions: conditionsOf(first.activeFilters) };
  if (first) types[asked.type] = { ...answered(types[asked.type], first, location), conditions: asked.conditions };
  else if (options.firstFailed) types[asked.type] = { ...types[asked.type], status: 'error', sortType: asked.sort, moodValue: asked.mood, conditions: asked.conditions };
  // The server answered a postcode of the address without a place: the lookup failed (001 §4).
  const zipStatus = first && asked.zip && !location ? 'notFound' : 'none';
  if (zipStatus === 'notFound') asked = { ...asked, zip: null };
  const $state = atom<ActorSearchState>({ searchType: asked.type, types, location, zipStatus, restored: restoredFirst ? 1 : 0 });
  // What each type's shown answer was asked with: switching back to a tab with the same search asks nothing.
  const askedPerType = new Map<ActorSearchType, ActorSearchUrlState>(first ? [[asked.type, asked]] : []);
  // Counters: every request gets a new id, so an older answer can never pass for a newer one.
  let requestCounter = 0;
  let lookupCounter = 0;
  // The search the server saw last (its guest's stored search, which filter/delete edits) and the place it was sent with.
  let lastSent: { state: ActorSearchUrlState; location: GuestLocation | null } | null = first ? { state: asked, location } : null;

  const update = (change: (state: ActorSearchState) => ActorSearchState) => $state.set(change($state.get()));
  const updateType = (type: ActorSearchType, change: (state: ActorSearchTypeState) => ActorSearchTypeState) =>
    update((state) => ({ ...state, types: { ...state.types, [type]: change(state.types[type]) } }));

  /** Sends one request for `state` (a search, or a filter/delete) and applies its answer if it is still the newest. */
  async function send(state: ActorSearchUrlState, ask: (requestId: number) => { request: ActorSearchRequest; answer: Promise<ActorSearchAnswer> }, applied?: (answer: ActorSearchAnswer) => void): Promise<void> {
    const requestId = ++requestCounter;
    const { type } = state;
    askedPerType.set(type, state);
    lastSent = { state, location };
    updateType(type, (before) => ({ ...before, requestCounter: requestId, status: 'loading', sortType: state.sort, moodValue: state.mood, conditions: state.conditions }));
    const { request, answer: pending } = ask(requestId);
    let answer: ActorSearchAnswer | null;
    try {
      answer = await pending;
    } catch {
      answer = null;
    }
    // spec 001 §4 "only the newest request's response is applied".
    if ($state.get().types[type].requestCounter !== requestId) return;
    if (!answer) return void updateType(type, (before) => ({ ...before, status: 'error' }));
    // The server did not know the place (a 5-character postcode outside its table): 001 §4 "resets the search location to empty".
    if (request.forcedGuestLocation && answer.location === null) {
      location = null;
      update((s) => ({ ...s, location: null, zipStatus: request.forcedGuestLocationSource === 'zip' ? 'notFound' : s.zipStatus }));
    }
    updateType(type, (before) => answered(before, answer, location));
    applied?.(answer);
  }

  function requestOf(state: ActorSearchUrlState, requestId: number, changedFilter: string | null): ActorSearchRequest {
    return {
      moodValue: state.mood,
      searchType: state.type,
      sortType: state.sort,
      requestId,
      forcedGuestLocation: location ? { lat: location.lat, long: location.long } : null,
      forcedGuestZip: location?.zip ?? null,
      forcedGuestLocationSource: location?.source ?? null,
      currentCollection: state.category,
      searchConditions: state.conditions,
      changedFilter,
    };
  }

  function search(state: ActorSearchUrlState, changedFilter: string | null = null): Promise<void> {
    return send(state, (requestId) => {
      const request = requestOf(state, requestId, changedFilter);
      return { request, answer: transport.search(request, state.page) };
    });
  }

  /**
   * The custom search opened without filters of its own in the address: "the guest's own filters" (stored on the
   * server) come from actorsearch/init and become the asked search (and so the address).
   */
  function openStored(next: ActorSearchUrlState): Promise<void> {
    return send(next, (requestId) => ({
      request: requestOf(next, requestId, null),
      answer: transport.init({ searchType: next.type, sortType: next.sort, currentCollection: next.category }),
    }), (answer) => {
      const conditions = conditionsOf(answer.activeFilters);
      if (Object.keys(conditions).length === 0) return;
      const restored = { ...next, conditions };
      askedPerType.set(next.type, restored);
      lastSent = { state: restored, location };
      updateType(next.type, (before) => ({ ...before, conditions }));
      if (asked === next) {
        asked = restored;
        update((state) => ({ ...state, restored: state.restored + 1 }));
      }
    });
  }

  /** Searches the type of `next` unless its shown answer was asked exactly so (and the place is the same). */
  function goTo(next: ActorSearchUrlState, force = false, changedFilter: string | null = null): Promise<void> {
    asked = next;
    update((state) => ({ ...state, searchType: next.type }));
    const before = askedPerType.get(next.type);
    if (!force && before && sameSearch(before, next) && $state.get().types[next.type].status !== 'error') return Promise.resolve();
    if (changedFilter === null && opensStoredFilters(next)) return openStored(next);
    return search(next, changedFilter);
  }

  /** Every type's shown answer depends on the place: a new place makes them all stale. */
  function placeChanged(place: GuestLocation | null): void {
    location = place;
    askedPerType.clear();
    // A place found ends an earlier "postcode not found".
    update((state) => ({ ...state, location: place, zipStatus: place ? 'none' : state.zipStatus }));
  }

  async function lookUp(zip: string, next: ActorSearchUrlState): Promise<void> {
    const lookupId = ++lookupCounter;
    update((state) => ({ ...state, zipStatus: 'looking' }));
    let place: { lat: number; long: number } | null;
    try {
      place = await transport.lookupZip(zip);
    } catch {
      place = null;
    }
    if (lookupId !== lookupCounter) return;
    // 001 §4 "A failed zip lookup resets the search location to empty": the postcode leaves the search too.
    const found = place ? { lat: place.lat, long: place.long, zip, source: 'zip' as const } : null;
    placeChanged(found);
    update((state) => ({ ...state, zipStatus: found ? 'none' : 'notFound' }));
    const settled = { ...next, zip: found ? zip : null, sort: !found && next.sort === 'distance' ? defaultSortOf(next.type) : next.sort };
    await goTo(settled, true);
  }

  function apply(next: ActorSearchUrlState): Promise<void> {
    const zipNow = location?.source === 'zip' ? location.zip : null;
    if (next.zip !== zipNow) {
      if (next.zip) return lookUp(next.zip, next);
      // The postcode left the address (Back to before it was typed): the place it gave goes too.
      if (location?.source === 'zip') placeChanged(null);
    }
    return goTo(next);
  }

  const current = () => asked;
  return {
    $state,
    urlState: current,
    apply,
    setType: (type) => apply({ ...current(), type, sort: defaultSortOf(type), page: 1 }),
    setSort: (sort) => apply({ ...current(), sort, page: 1 }),
    setMood: (mood) => apply({ ...current(), mood, page: 1 }),
    setPage: (page) => apply({ ...current(), page }),
    toggleFilter(field, value, on) {
      // spec 001 §4 "a change of sort type or filters triggers a new search"; changedFilter names the field for the server's counts.
      return goTo({ ...current(), conditions: toggledCondition(current().conditions, field, value, on), page: 1 }, false, field);
    },
    removeFilter(field, value) {
      const shown = current();
      const next = { ...shown, conditions: toggledCondition(shown.conditions, field, value, false), page: 1 };
      // filter/delete edits the guest's last search on the server: only when that is the search shown
      // (after Back to a cached tab the server's last search is another one, so the whole search is sent).
      const serverHasShown = lastSent !== null && lastSent.location === location && sameSearch(lastSent.state, shown) && $state.get().types[shown.type].status === 'idle';
      if (!serverHasShown) return goTo(next, false, field);
      asked = next;
      update((state) => ({ ...state, searchType: next.type }));
      return send(next, (requestId) => {
        const request = requestOf(next, requestId, field);
        // The guest's stored search may have changed meanwhile (another tab): an answer for other filters is
        // not the one asked, so the whole search is sent after all.
        const answer = transport.deleteFilter({ searchConditions: { [field]: [value] }, searchType: next.type, sortType: next.sort, moodValue: next.mood, requestId })
          .then((deleted) => (sameFilters(deleted.activeFilters, next.conditions) ? deleted : transport.search(request, 1)));
        return { request, answer };
      });
    },
    setZip(input) {
      const zip = searchableZip(input);
      if (!zip) return false;
      asked = { ...current(), zip, page: 1 };
      void lookUp(zip, asked);
      return true;
    },
    useBrowserLocation(lat, long) {
      placeChanged({ lat, long, zip: null, source: 'browser' });
      return goTo({ ...current(), zip: null, page: 1 }, true);
    },
    clearLocation() {
      placeChanged(null);
      const next = current();
      return goTo({ ...next, zip: null, sort: next.sort === 'distance' ? defaultSortOf(next.type) : next.sort, page: 1 }, true);
    },
    retry: () => goTo(current(), true),
  };
}
