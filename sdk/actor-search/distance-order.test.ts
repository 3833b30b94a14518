/**
 * The fast distance order (./distance-order.ts) against the plain comparator (sort.ts sortHits 'distance', spec 001
 * §3: nearest first, rank breaking ties): for every prefix length the server asks for, the same hits in the same
 * order with the same distances, including places at the same tenth of a km, shared cities and hits without a place.
 */
import { describe, expect, it } from 'vitest';
import type { SearchPerformer } from './performer';
import { nearestHits, NO_LOCATION_TENTHS, placesOf } from './distance-order';
import { byRank, sortHits } from './sort';
import { distanceKm, type LatLong } from '../geo/haversine';

function performer(id: number, rank: number, place: LatLong | null): SearchPerformer {
  return {
    id, name: `P${id}`, nameLower: `p${id}`, gender: 'F', type: 'F', age: 24, country: 'DE', languages: [], categories: [], features: [], words: [],
    online: false, isNew: false, rank, registeredAt: '2025-01-01T00:00:00.000Z', city: place && 'X', lat: place?.lat ?? null, long: place?.long ?? null,
  };
}

/** A deterministic pseudo-random sequence (the tables compare across runs). */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** Hits in rank order (as prepareActorSearch hands them over): cities repeat, ranks repeat (the id breaks ties). */
function crowd(size: number, places: LatLong[], seed: number, unplacedEvery = 13): SearchPerformer[] {
  const next = random(seed);
  return Array.from({ length: size }, (_, i) => performer(i + 1, Math.floor(next() * size / 3), i % unplacedEvery === 0 ? null : places[Math.floor(next() * places.length)]!))
    .sort(byRank);
}

const expected = (hits: SearchPerformer[], from: LatLong) => sortHits(hits.map((p) => ({ performer: p, distanceKm: p.lat === null || p.long === null ? null : distanceKm(from, { lat: p.lat, long: p.long }) })), 'distance')
  .map((h) => [h.performer.id, h.distanceKm]);

const fast = (hits: SearchPerformer[], from: LatLong, count: number) => {
  const { order, tenths } = nearestHits(placesOf(hits), from, count);
  return Array.from(order, (i, at) => [hits[i]!.id, tenths[at] === NO_LOCATION_TENTHS ? null : tenths[at]! / 10]);
};

const cities: LatLong[] = [[52.52, 13.405], [48.137, 11.575], [40.417, -3.704], [40.71, -74.0], [-33.87, 151.21], [50.11, 8.68], [53.55, 9.99]].map(([lat, long]) => ({ lat: lat!, long: long! }));
// Places a few metres apart: different places, the same tenth of a km from anywhere far (their hits merge by rank).
const neighbours: LatLong[] = [0, 0.00001, 0.00002, 0.00003].flatMap((d) => [{ lat: 48.2 + d, long: 16.37 }, { lat: 48.2, long: 16.37 + d }]);
// Every hit in a place of its own (the worst case: no sharing).
const scattered: LatLong[] = Array.from({ length: 400 }, (_, i) => ({ lat: -60 + (i * 37) % 120 + i / 1000, long: -170 + (i * 53) % 340 }));

describe('nearest hits follow the plain distance comparator', () => {
  it.each([
    ['shared cities', 300, cities, { lat: 50.11, long: 8.68 }],
    ['neighbouring places tie on the tenth', 200, [...neighbours, ...cities.slice(0, 2)], { lat: 52.52, long: 13.405 }],
    ['a place of its own each', 400, scattered, { lat: 0, long: 0 }],
    ['from the antipode of a city', 120, cities, { lat: -52.52, long: -166.595 }],
  ] as const)('%s', (_name, size, places, from) => {
    const hits = crowd(size, [...places], size);
    const all = expected(hits, from);
    for (const count of [0, 1, 7, 30, 31, 60, 150, size - 1, size, size + 50]) expect(fast(hits, from, count)).toEqual(all.slice(0, count));
  });

  it('no places at all: the hits in rank order, without distances', () => {
    const hits = crowd(20, cities, 3, 1);
    expect(fast(hits, { lat: 1, long: 2 }, 25)).toEqual(hits.map((p) => [p.id, null]));
  });

  it('a coordinate that is no number counts as no place: every hit once, that one last', () => {
    const hits = [performer(1, 1, { lat: Number.NaN, long: 2 }), performer(2, 2, cities[0]!), performer(3, 3, null)];
    const { order } = nearestHits(placesOf(hits), cities[1]!, 3);
    expect(Array.from(order)).toEqual([1, 0, 2]);
  });

  it('no hits: nothing', () => {
    expect(fast([], { lat: 1, long: 2 }, 500)).toEqual([]);
  });

  it('groups hits by exact coordinates, each place\'s hits in rank order', () => {
    const hits = [performer(1, 1, cities[0]!), performer(2, 2, null), performer(3, 3, cities[1]!), performer(4, 4, cities[0]!)];
    const places = placesOf(hits);
    expect([Array.from(places.lat), Array.from(places.start), Array.from(places.members), Array.from(places.unplaced)])
      .toEqual([[52.52, 48.137], [0, 2, 3], [0, 3, 2], [1]]);
  });
});
