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

/** Newest first; equal times compare equal (a stable sort of hits in rank order keeps rank breaking the tie). */
export const newestFirst = (a: SearchPerformer, b: SearchPerformer) => (a.registeredAt < b.registeredAt ? 1 : a.registeredAt > b.registeredAt ? -1 : 0);

const COMPARE: Readonly<Record<ActorSearchSort, (a: Ranked, b: Ranked) => number>> = {
  rank: (a, b) => byRank(a.performer, b.performer),
  registered: (a, b) => newestFirst(a.performer, b.performer) || byRank(a.performer, b.performer),
  // Nearest first; performers without a location last, by rank.
  distance: (a, b) => {
    if (a.distanceKm === null || b.distanceKm === null) return a.distanceKm === b.distanceKm ? byRank(a.performer, b.performer) : a.distanceKm === null ? 1 : -1;
    return a.distanceKm - b.distanceKm || byRank(a.performer, b.performer);
  },
};

/** A sorted copy: the order's definition (./run.ts sorts faster, and its table test checks it against this). */
export function sortHits(hits: readonly Ranked[], sort: ActorSearchSort): Ranked[] {
  return [...hits].sort(COMPARE[sort]);
}
