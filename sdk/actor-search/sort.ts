/**
 * The actor search's order (spec 001 §3 "Sort: rank (default), registered, distance (location)"), with the contract's
 * fallbacks: distance needs a location (without one the search sorts by rank and says so), new girls default to
 * registered, the location search to distance.
 */
import type { SearchPerformer } from './performer';
import type { ActorSearchSort, ActorSearchType } from './types';

/** The order a search type starts with when the request names none: new girls newest first, location nearest first. */
export const defaultSort = (type: ActorSearchType): ActorSearchSort => (type === 'newGirls' ? 'registered' : type === 'location' ? 'distance' : 'rank');

/** The order actually applied: distance without a location falls back to rank. */
export function effectiveSort(requested: ActorSearchSort | undefined, type: ActorSearchType, hasLocation: boolean): ActorSearchSort {
  const sort = requested ?? defaultSort(type);
  return sort === 'distance' && !hasLocation ? 'rank' : sort;
}

export interface Ranked { performer: SearchPerformer; distanceKm: number | null }

const byRank = (a: Ranked, b: Ranked) => a.performer.rank - b.performer.rank || a.performer.id - b.performer.id;

const COMPARE: Readonly<Record<ActorSearchSort, (a: Ranked, b: Ranked) => number>> = {
  rank: byRank,
  // Newest first.
  registered: (a, b) => (a.performer.registeredAt < b.performer.registeredAt ? 1 : a.performer.registeredAt > b.performer.registeredAt ? -1 : byRank(a, b)),
  // Nearest first; performers without a location last, by rank.
  distance: (a, b) => {
    if (a.distanceKm === null || b.distanceKm === null) return a.distanceKm === b.distanceKm ? byRank(a, b) : a.distanceKm === null ? 1 : -1;
    return a.distanceKm - b.distanceKm || byRank(a, b);
  },
};

/** A sorted copy. */
export function sortHits(hits: readonly Ranked[], sort: ActorSearchSort): Ranked[] {
  return [...hits].sort(COMPARE[sort]);
}
