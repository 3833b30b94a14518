/**
 * The distance order of a search's hits (spec 001 §3 "Sort: ... distance (location)": nearest first, rank breaking
 * ties, sort.ts COMPARE.distance), made fast for an uncached search by a new location (issue 15 bench/search).
 *
 * A performer's location is her city's centre, never finer, so thousands of hits share a few hundred places. The
 * places and their hits are grouped once per prepared search (placesOf); a new location then measures each place once,
 * sorts the places, and hands out their hits (kept in rank order) only as far as the caller needs: the page and the
 * 500 markers, not all 4,000. Places at the same distance (in tenths of a km, the answer's rounding) merge their hits
 * by rank. Distances are distanceKm's to the bit (the same haversine operations on the same cosines).
 */
import { cosLatitude, haversineKmOf, type LatLong } from '../geo/haversine';

/** The hits of a search grouped by place: all typed arrays, measured from any location without building objects. */
export interface HitPlaces {
  lat: Float64Array;
  long: Float64Array;
  /** cosLatitude of each place. */
  cos: Float64Array;
  /** Place p's hits are members[start[p]] .. members[start[p + 1] - 1], hit indices ascending (rank order). */
  start: Uint32Array;
  members: Uint32Array;
  /** Hits without a location, ascending: they sort last. */
  unplaced: Uint32Array;
}

/** Groups hits (in rank order) by their exact coordinates. */
export function placesOf(hits: ReadonlyArray<{ lat: number | null; long: number | null }>): HitPlaces {
  const index = new Map<number, Map<number, number>>();
  const lats: number[] = [];
  const longs: number[] = [];
  const placeOfHit = new Int32Array(hits.length).fill(-1);
  const counts: number[] = [];
  let unplacedCount = 0;
  hits.forEach((hit, i) => {
    // A coordinate that is no number (bad data) counts as none: the hit sorts last instead of corrupting the order.
    if (hit.lat === null || hit.long === null || !Number.isFinite(hit.lat) || !Number.isFinite(hit.long)) {
      unplacedCount++;
      return;
    }
    let byLong = index.get(hit.lat);
    if (!byLong) index.set(hit.lat, (byLong = new Map()));
    let place = byLong.get(hit.long);
    if (place === undefined) {
      byLong.set(hit.long, (place = lats.length));
      lats.push(hit.lat);
      longs.push(hit.long);
      counts.push(0);
    }
    placeOfHit[i] = place;
    counts[place]!++;
  });
  const start = new Uint32Array(lats.length + 1);
  for (let p = 0; p < lats.length; p++) start[p + 1] = start[p]! + counts[p]!;
  const members = new Uint32Array(hits.length - unplacedCount);
  const unplaced = new Uint32Array(unplacedCount);
  const filled = start.slice(0, lats.length);
  let u = 0;
  // Ascending i: each place's members (and the unplaced) stay in rank order.
  for (let i = 0; i < hits.length; i++) {
    const place = placeOfHit[i]!;
    if (place === -1) unplaced[u++] = i;
    else members[filled[place]!++] = i;
  }
  return { lat: Float64Array.from(lats), long: Float64Array.from(longs), cos: Float64Array.from(lats, cosLatitude), start, members, unplaced };
}

/** The tenths of a km of a hit without a location (sorts after every distance: Earth's half circumference is ~200,000). */
export const NO_LOCATION_TENTHS = 2 ** 21 - 1;

/** The first `count` hits nearest first (rank breaking ties), as hit indices, with each one's distance in tenths of a km. */
export function nearestHits(places: HitPlaces, from: LatLong, count: number): { order: Uint32Array; tenths: Uint32Array } {
  const total = places.members.length + places.unplaced.length;
  const wanted = Math.max(0, Math.min(count, total));
  const order = new Uint32Array(wanted);
  const tenths = new Uint32Array(wanted);
  const n = places.lat.length;
  const cosFrom = cosLatitude(from.lat);
  // Each place as tenths * n + place: one native numeric sort orders places by distance, then by index.
  const packed = new Float64Array(n);
  for (let p = 0; p < n; p++) {
    // distanceKm's own rounding (haversineKm to the bit: the cosines are the ones it would compute).
    packed[p] = Math.round(haversineKmOf(from.lat, from.long, cosFrom, places.lat[p]!, places.long[p]!, places.cos[p]!) * 10) * n + p;
  }
  packed.sort();
  const { start, members } = places;
  let filled = 0;
  for (let i = 0; i < n && filled < wanted;) {
    const key = Math.floor(packed[i]! / n);
    let j = i + 1;
    while (j < n && Math.floor(packed[j]! / n) === key) j++;
    if (j === i + 1) {
      const p = packed[i]! - key * n;
      for (let m = start[p]!; m < start[p + 1]! && filled < wanted; m++) {
        order[filled] = members[m]!;
        tenths[filled++] = key;
      }
    } else {
      // Places at the same distance: their hits merge by rank (hit index).
      const tied: number[] = [];
      for (let g = i; g < j; g++) {
        const p = packed[g]! - key * n;
        for (let m = start[p]!; m < start[p + 1]!; m++) tied.push(members[m]!);
      }
      const merged = Uint32Array.from(tied).sort();
      for (let m = 0; m < merged.length && filled < wanted; m++) {
        order[filled] = merged[m]!;
        tenths[filled++] = key;
      }
    }
    i = j;
  }
  for (let u = 0; filled < wanted; u++) {
    order[filled] = places.unplaced[u]!;
    tenths[filled++] = NO_LOCATION_TENTHS;
  }
  return { order, tenths };
}
