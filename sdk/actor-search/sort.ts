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

/** Best rank first; the id breaks ties, so the order is total. */
export const byRank = (a: SearchPerformer, b: SearchPerformer) => a.rank - b.rank || a.id - b.id;

/**
 * The primary keys only: ties keep the order they come in. Sorting hits already in rank order (stable sort) gives
 * the full order with rank breaking ties, without comparing ranks again (the uncached search sorts thousands).
 */
const PRIMARY: Readonly<Record<Exclude<ActorSearchSort, 'rank'>, (a: Ranked, b: Ranked) => number>> = {
  // Newest first.
  registered: (a, b) => (a.performer.registeredAt < b.performer.registeredAt ? 1 : a.performer.registeredAt > b.performer.registeredAt ? -1 : 0),
  // Nearest first; performers without a location last.
  distance: (a, b) => {
    if (a.distanceKm === null || b.distanceKm === null) return a.distanceKm === b.distanceKm ? 0 : a.distanceKm === null ? 1 : -1;
    return a.distanceKm - b.distanceKm;
  },
};

/** Sorts hits given in rank order (best first) by the sort, in place: rank breaks every tie. */
export function sortRankedHits(hits: Ranked[], sort: ActorSearchSort): Ranked[] {
  return sort === 'rank' ? hits : hits.sort(PRIMARY[sort]);
}

/** A sorted copy of hits in any order. */
export function sortHits(hits: readonly Ranked[], sort: ActorSearchSort): Ranked[] {
  return sortRankedHits([...hits].sort((a, b) => byRank(a.performer, b.performer)), sort);
}
