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
import { effectiveSort, sortHits, type Ranked } from './sort';
import { distanceKm, type LatLong } from '../geo/haversine';
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

export function runActorSearch(input: ActorSearchInput): ActorSearchResult {
  const { performers, searchType, moodValue, conditions, category, location, language } = input;
  const sortType = effectiveSort(input.sortType, searchType, location !== null);
  // The facets count within the type, category and mood: the filters narrow what those chose.
  const inCollection = (p: SearchPerformer) => (input.members ? input.members.has(p.id) : category === null || p.categories.includes(category));
  const scope = performers.filter((p) => inType(p, searchType) && inCollection(p) && matchesMood(moodValue, p.words));
  const hits: Ranked[] = scope
    .filter((p) => matchesConditions(p, conditions))
    .map((performer) => ({
      performer,
      distanceKm: location && performer.lat !== null && performer.long !== null ? distanceKm(location, { lat: performer.lat, long: performer.long }) : null,
    }));
  const sorted = sortHits(hits, sortType);
  const maxPage = Math.max(1, Math.ceil(sorted.length / ACTOR_SEARCH_PAGE_SIZE));
  const currentPage = Math.min(Math.max(1, Math.floor(input.page)), maxPage);
  const pageHits = sorted.slice((currentPage - 1) * ACTOR_SEARCH_PAGE_SIZE, currentPage * ACTOR_SEARCH_PAGE_SIZE);
  return {
    searchType,
    sortType,
    moodValue,
    activeCategory: category,
    availableFilters: availableFilters(scope, conditions, language),
    activeFilters: activeFilters(conditions, language),
    actors: pageHits.map((hit) => toHit(hit, input)),
    currentPage,
    maxPage,
    totalHits: sorted.length,
    markers: sorted
      .filter((hit) => hit.performer.lat !== null && hit.performer.long !== null)
      .slice(0, MAX_MARKERS)
      .map(({ performer }) => ({ id: performer.id, name: performer.name, lat: performer.lat!, long: performer.long!, online: performer.online, link: input.link(performer) })),
  };
}

function toHit({ performer, distanceKm: km }: Ranked, input: ActorSearchInput): ActorSearchHit {
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
