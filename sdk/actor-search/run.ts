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
import { cosLatitude, distanceKm, haversineKmWithCosines, type LatLong } from '../geo/haversine';
import {
  ACTOR_SEARCH_PAGE_SIZE, MAX_MARKERS, type ActorSearchAnswer, type ActorSearchHit, type ActorSearchSort, type ActorSearchType,
  type MoodValue, type SearchConditions,
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
  /** cosLatitude of each hit (0 without a location): the distances from any place reuse them. */
  hitCosines: Float64Array;
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
    hitCosines: Float64Array.from(hits, (p) => (p.lat === null ? 0 : cosLatitude(p.lat))),
    searchType,
    moodValue,
    activeCategory: category,
    availableFilters: availableFilters(scope, conditions, language),
    activeFilters: activeFilters(conditions, language),
    hits,
  };
}

export type FinishInput = Pick<ActorSearchInput, 'sortType' | 'location' | 'page' | 'link' | 'image'>;

/** Distances in tenths of a km fit 21 bits (Earth's half circumference is about 200,000); this one sorts last. */
const NO_LOCATION = 2 ** 21 - 1;
/** Radix digits of 7 bits: three stable passes sort 21-bit keys. */
const DIGIT_BITS = 7;
const DIGITS = 2 ** DIGIT_BITS;

/**
 * The hits nearest first, rank breaking ties (sort.ts COMPARE.distance), with each one's distance in tenths of a km
 * (NO_LOCATION without one). The hits come in rank order, and a stable radix sort on the tenths (three passes of a
 * counting sort) keeps that order among equal distances: an uncached search by a new location sorts thousands, and a
 * comparator over objects, or even a native sort of packed numbers, cost most of its time.
 */
function byDistance({ hits, hitCosines }: PreparedSearch, from: LatLong): { sorted: SearchPerformer[]; tenths: number[] } {
  const n = hits.length;
  const cosFrom = cosLatitude(from.lat);
  let keys = new Uint32Array(n);
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const performer = hits[i]!;
    // distanceKm's own rounding (haversineKm to the bit: the cosines are the ones it would compute).
    keys[i] = performer.lat === null || performer.long === null ? NO_LOCATION : Math.round(haversineKmWithCosines(from, cosFrom, performer as LatLong, hitCosines[i]!) * 10);
    order[i] = i;
  }
  let nextKeys = new Uint32Array(n);
  let nextOrder = new Uint32Array(n);
  const starts = new Uint32Array(DIGITS);
  for (let shift = 0; shift < 21; shift += DIGIT_BITS) {
    starts.fill(0);
    for (let i = 0; i < n; i++) starts[(keys[i]! >>> shift) & (DIGITS - 1)]!++;
    let sum = 0;
    for (let digit = 0; digit < DIGITS; digit++) {
      const count = starts[digit]!;
      starts[digit] = sum;
      sum += count;
    }
    for (let i = 0; i < n; i++) {
      const to = starts[(keys[i]! >>> shift) & (DIGITS - 1)]!++;
      nextKeys[to] = keys[i]!;
      nextOrder[to] = order[i]!;
    }
    [keys, nextKeys] = [nextKeys, keys];
    [order, nextOrder] = [nextOrder, order];
  }
  const sorted = new Array<SearchPerformer>(n);
  const tenths = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    sorted[i] = hits[order[i]!]!;
    tenths[i] = keys[i]!;
  }
  return { sorted, tenths };
}

/** A prepared search measured from the location, sorted, cut to the page and mapped. */
export function finishActorSearch(prepared: PreparedSearch, input: FinishInput): ActorSearchResult {
  const { location } = input;
  const sortType = effectiveSort(input.sortType, prepared.searchType, location !== null);
  const measured = sortType === 'distance' && location ? byDistance(prepared, location) : null;
  const sorted = measured?.sorted ?? (sortType === 'registered' ? prepared.newest : prepared.hits);
  const maxPage = Math.max(1, Math.ceil(sorted.length / ACTOR_SEARCH_PAGE_SIZE));
  const currentPage = Math.min(Math.max(1, Math.floor(input.page)), maxPage);
  const from = (currentPage - 1) * ACTOR_SEARCH_PAGE_SIZE;
  const pageHits: Ranked[] = sorted.slice(from, from + ACTOR_SEARCH_PAGE_SIZE).map((performer, i) => {
    const tenths = measured?.tenths[from + i];
    const distance = tenths !== undefined
      ? (tenths === NO_LOCATION ? null : tenths / 10)
      : location && performer.lat !== null && performer.long !== null ? distanceKm(location, { lat: performer.lat, long: performer.long }) : null;
    return { performer, distanceKm: distance };
  });
  const markers: ActorSearchResult['markers'] = [];
  for (const performer of sorted) {
    if (markers.length === MAX_MARKERS) break;
    if (performer.lat === null || performer.long === null) continue;
    markers.push({ id: performer.id, name: performer.name, lat: performer.lat, long: performer.long, online: performer.online, link: input.link(performer) });
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
    totalHits: sorted.length,
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
