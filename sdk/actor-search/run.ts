/**
 * One actor search over the performers a guest may see (issue 15 item 2): the search type, the category or collection, the mood
 * and the filter conditions choose the hits; the sort orders them; the page is cut; the available filters are
 * counted; the map gets a marker per hit. Pure: the server reads the performers and caches the result
 * (./cache.ts); requestId and the guest's own location are added per request, never cached.
 */
import { matchesConditions } from './conditions';
import { activeFilters, availableFilters } from './facets';
import type { SearchLanguage } from './labels';
import { matchesMood } from './mood';
import type { SearchPerformer } from './performer';
import { byRank, effectiveSort, newestFirst, type Ranked } from './sort';
import { distanceKm, type LatLong } from '../geo/haversine';
import { nearestHits, NO_LOCATION_TENTHS, placesOf, type HitPlaces } from './distance-order';
import {
  ACTOR_SEARCH_PAGE_SIZE, MAX_MARKERS, type ActorSearchAnswer, type ActorSearchHit, type ActorSearchSort, type ActorSearchType,
  type MapMarker, type MoodValue, type SearchConditions,
} from './types';

export interface ActorSearchInput {
  performers: readonly SearchPerformer[];
  searchType: ActorSearchType;
  sortType?: ActorSearchSort;
  moodValue: MoodValue;
  conditions: SearchConditions;
  /** currentCollection: a category or collection slug (answered as activeCategory), or null for all. */
  category: string | null;
  /**
   * When currentCollection names a curated collection (issue 15 item 6): its members, which narrow the hits instead
   * of a category. Absent or null: the slug is a category (sdk/collections/rules resolveCurrentCollection).
   */
  members?: ReadonlySet<number> | null;
  /** The location distances are measured from (the server rounds the guest's to ~100 m first), or null. */
  location: LatLong | null;
  /** 1-based; past the last page answers the last page. */
  page: number;
  language: SearchLanguage;
  /** The profile path of a performer in the language. */
  link: (performer: SearchPerformer) => string;
  image: (performer: SearchPerformer) => string;
}

/** The answer without requestId and location (those belong to the request, not to the shared result). */
export type ActorSearchResult = Omit<ActorSearchAnswer, 'requestId' | 'location'>;

/** Does a performer belong to the search type (before filters)? newGirls: spec 001 "New girls" = registered in the last 30 days (is_new). */
function inType(performer: SearchPerformer, type: ActorSearchType): boolean {
  return type !== 'newGirls' || performer.isNew;
}

/** What a search chooses before any location: the hits (in rank order), the facets and the active filters. */
export interface PreparedSearch {
  searchType: ActorSearchType;
  moodValue: MoodValue;
  activeCategory: string | null;
  availableFilters: ActorSearchResult['availableFilters'];
  activeFilters: ActorSearchResult['activeFilters'];
  /** The performers meeting the type, category, mood and conditions, best rank first. */
  hits: readonly SearchPerformer[];
  /** The same, newest first (rank breaking ties): the registered sort needs no location, so it is made once here. */
  newest: readonly SearchPerformer[];
  /** The hits grouped by place: a new location measures each place once (./distance-order.ts). */
  places: HitPlaces;
}

export type PrepareInput = Pick<ActorSearchInput, 'performers' | 'searchType' | 'moodValue' | 'conditions' | 'category' | 'members' | 'language'>;

/**
 * The part of a search that does not depend on the guest's location, the sort or the page: the server keeps it per
 * catalog version and reuses it for every location (an uncached search by a new location then only measures and sorts).
 */
export function prepareActorSearch(input: PrepareInput): PreparedSearch {
  const { performers, searchType, moodValue, conditions, category, language } = input;
  // The facets count within the type, category and mood: the filters narrow what those chose.
  const inCollection = (p: SearchPerformer) => (input.members ? input.members.has(p.id) : category === null || p.categories.includes(category));
  const scope = performers.filter((p) => inType(p, searchType) && inCollection(p) && matchesMood(moodValue, p.words));
  const hits = scope.filter((p) => matchesConditions(p, conditions)).sort(byRank);
  return {
    newest: [...hits].sort(newestFirst),
    places: placesOf(hits),
    searchType,
    moodValue,
    activeCategory: category,
    availableFilters: availableFilters(scope, conditions, language),
    activeFilters: activeFilters(conditions, language),
    hits,
  };
}

export type FinishInput = Pick<ActorSearchInput, 'sortType' | 'location' | 'page' | 'link' | 'image'> & {
  /** A performer's map marker (her link is input.link's), when the caller keeps them: a new search then builds none. */
  marker?: (performer: SearchPerformer, lat: number, long: number) => MapMarker;
};

/** The hits at the given indices (a plain loop: Array.from over a typed array with a map function is many times slower). */
function inOrder(hits: readonly SearchPerformer[], order: Uint32Array): SearchPerformer[] {
  const out = new Array<SearchPerformer>(order.length);
  for (let i = 0; i < order.length; i++) out[i] = hits[order[i]!]!;
  return out;
}

/** A prepared search measured from the location, sorted, cut to the page and mapped. */
export function finishActorSearch(prepared: PreparedSearch, input: FinishInput): ActorSearchResult {
  const { location } = input;
  const sortType = effectiveSort(input.sortType, prepared.searchType, location !== null);
  const total = prepared.hits.length;
  const maxPage = Math.max(1, Math.ceil(total / ACTOR_SEARCH_PAGE_SIZE));
  const currentPage = Math.min(Math.max(1, Math.floor(input.page)), maxPage);
  const from = (currentPage - 1) * ACTOR_SEARCH_PAGE_SIZE;
  // By distance only the start of the order is made: as far as the page and the markers reach.
  const measured = sortType === 'distance' && location
    ? nearestHits(prepared.places, location, Math.max(MAX_MARKERS, from + ACTOR_SEARCH_PAGE_SIZE))
    : null;
  const sorted = measured ? inOrder(prepared.hits, measured.order) : sortType === 'registered' ? prepared.newest : prepared.hits;
  const pageHits: Ranked[] = sorted.slice(from, from + ACTOR_SEARCH_PAGE_SIZE).map((performer, i) => {
    const tenths = measured?.tenths[from + i];
    const distance = tenths !== undefined
      ? (tenths === NO_LOCATION_TENTHS ? null : tenths / 10)
      : location && performer.lat !== null && performer.long !== null ? distanceKm(location, { lat: performer.lat, long: performer.long }) : null;
    return { performer, distanceKm: distance };
  });
  const marker = input.marker ?? ((performer: SearchPerformer, lat: number, long: number) => ({ id: performer.id, name: performer.name, lat, long, online: performer.online, link: input.link(performer) }));
  const markers: ActorSearchResult['markers'] = [];
  for (let i = 0; i < sorted.length && markers.length < MAX_MARKERS; i++) {
    const performer = sorted[i]!;
    if (performer.lat !== null && performer.long !== null) markers.push(marker(performer, performer.lat, performer.long));
  }
  return {
    searchType: prepared.searchType,
    sortType,
    moodValue: prepared.moodValue,
    activeCategory: prepared.activeCategory,
    availableFilters: prepared.availableFilters,
    activeFilters: prepared.activeFilters,
    actors: pageHits.map((hit) => toHit(hit, input)),
    currentPage,
    maxPage,
    totalHits: total,
    markers,
  };
}

export function runActorSearch(input: ActorSearchInput): ActorSearchResult {
  return finishActorSearch(prepareActorSearch(input), input);
}

function toHit({ performer, distanceKm: km }: Ranked, input: FinishInput): ActorSearchHit {
  return {
    id: performer.id,
    name: performer.name,
    link: input.link(performer),
    image: input.image(performer),
    online: performer.online,
    age: performer.age,
    country: performer.country,
    city: performer.city ?? '',
    distanceKm: km,
    // A performer without a location has none to show: 0/0 with distance null; markers leave her out.
    lat: performer.lat ?? 0,
    long: performer.long ?? 0,
    isNew: performer.isNew,
    features: [...performer.features],
  };
}
