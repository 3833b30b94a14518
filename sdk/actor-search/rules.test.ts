/**
 * The actor search rules as tables (issue 15 item 2: "filters for gender, type, age, languages, country, categories,
 * features (hd, live preview, toy control, audio) and online (excluding given ids); mood; sort by rank (default),
 * registered, distance").
 */
import { describe, expect, it } from 'vitest';
import { inAgeRange, matchesConditions, normalizeConditions, removeConditions } from './conditions';
import { activeFilters, availableFilters } from './facets';
import { searchLanguage, valueLabel } from './labels';
import { matchesMood, MOOD_WORDS } from './mood';
import type { SearchPerformer } from './performer';
import { finishActorSearch, prepareActorSearch, runActorSearch, type ActorSearchInput } from './run';
import { defaultSort, effectiveSort, sortHits } from './sort';
import { distanceKm } from '../geo/haversine';
import { ACTOR_SEARCH_PAGE_SIZE, type MapMarker, type SearchConditions } from './types';

function performer(id: number, over: Partial<SearchPerformer> = {}): SearchPerformer {
  return {
    id, name: `P${id}`, nameLower: `p${id}`, gender: 'F', type: 'F', age: 24, country: 'DE', languages: ['de'], categories: ['blonde'],
    features: ['hd'], words: ['calm', 'funny', 'bold'], online: false, isNew: false, rank: id, registeredAt: `2025-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    city: 'Berlin', lat: 52.52, long: 13.405, ...over,
  };
}

const anna = performer(1, { gender: 'F', age: 22, languages: ['de', 'en'], country: 'DE', categories: ['blonde'], features: ['hd', 'toyControl'], online: true });
const carl = performer(2, { gender: 'M', type: 'M', age: 40, languages: ['es'], country: 'ES', categories: ['fitness'], features: ['audio'], city: 'Madrid', lat: 40.417, long: -3.704 });
const duo = performer(3, { gender: 'C', type: 'FM', age: 30, languages: ['nl'], country: 'NL', categories: ['couples'], features: [], online: true, city: 'Amsterdam', lat: 52.37, long: 4.895 });
const ella = performer(4, { gender: 'F', age: 50, languages: ['de'], country: 'AT', categories: ['mature', 'blonde'], features: ['livePreview', 'hd'], isNew: true, city: 'Wien', lat: 48.208, long: 16.373 });

describe('conditions: which values a request may send (else 400 naming the field)', () => {
  it.each<[string, SearchConditions, string]>([
    ['unknown gender', { gender: ['X'] }, 'body.searchConditions.gender'],
    ['unknown age range', { age: ['20-30'] }, 'body.searchConditions.age'],
    ['upper-case language', { languages: ['DE'] }, 'body.searchConditions.languages'],
    ['lower-case country', { country: ['de'] }, 'body.searchConditions.country'],
    ['unknown category', { categories: ['nope'] }, 'body.searchConditions.categories'],
    ['unknown feature', { features: ['4k'] }, 'body.searchConditions.features'],
    ['online other than true', { online: ['false'] }, 'body.searchConditions.online'],
  ])('%s', (_name, raw, field) => {
    const result = normalizeConditions(raw);
    expect('error' in result && result.error.field).toBe(field);
  });

  it('drops empty fields, de-duplicates and sorts values (equal searches share one cache key)', () => {
    expect(normalizeConditions({ gender: ['M', 'F', 'M'], age: [], excludedIds: [3, 1, 3] })).toEqual({ conditions: { gender: ['F', 'M'], excludedIds: [1, 3] } });
  });
});

describe('conditions: matching ("within a field alternatives, fields combine")', () => {
  const all = [anna, carl, duo, ella];
  const ids = (conditions: SearchConditions) => all.filter((p) => matchesConditions(p, conditions)).map((p) => p.id);
  it.each<[string, SearchConditions, number[]]>([
    ['none', {}, [1, 2, 3, 4]],
    ['gender F', { gender: ['F'] }, [1, 4]],
    ['gender F or C', { gender: ['F', 'C'] }, [1, 3, 4]],
    ['type FM', { type: ['FM'] }, [3]],
    ['age 18-25', { age: ['18-25'] }, [1]],
    ['age 36-45 or 46+', { age: ['36-45', '46+'] }, [2, 4]],
    ['language en', { languages: ['en'] }, [1]],
    ['country AT or NL', { country: ['AT', 'NL'] }, [3, 4]],
    ['category blonde', { categories: ['blonde'] }, [1, 4]],
    ['features hd (one)', { features: ['hd'] }, [1, 4]],
    ['features hd and toy control (all of them)', { features: ['hd', 'toyControl'] }, [1]],
    ['features live preview', { features: ['livePreview'] }, [4]],
    ['online', { online: ['true'] }, [1, 3]],
    // spec 001 §5: "The actor online filter can exclude given ids."
    ['online excluding id 1', { online: ['true'], excludedIds: [1] }, [3]],
    ['gender F and online', { gender: ['F'], online: ['true'] }, [1]],
  ])('%s', (_name, conditions, expected) => {
    expect(ids(conditions)).toEqual(expected);
  });

  it.each([[18, '18-25', true], [25, '18-25', true], [26, '18-25', false], [46, '46+', true], [45, '46+', false]] as const)('age %i in %s: %s', (age, range, inside) => {
    expect(inAgeRange(age, range)).toBe(inside);
  });

  it('filter/delete removes the named values only', () => {
    expect(removeConditions({ gender: ['F', 'M'], age: ['18-25'], online: ['true'], excludedIds: [4, 5] }, { gender: ['M'], online: ['true'], excludedIds: [5] }))
      .toEqual({ gender: ['F'], age: ['18-25'], excludedIds: [4] });
  });
});

describe('mood: 0 any, 1 calm, 2 playful, 3 bold', () => {
  it.each([[0, ['calm'], true], [1, ['calm'], true], [1, ['bold', 'funny'], false], [2, ['bold', 'funny'], true], [3, ['bold'], true], [3, ['cosy'], false]] as const)('mood %i with %j: %s', (mood, words, fits) => {
    expect(matchesMood(mood, words)).toBe(fits);
  });

  it('every word belongs to one mood only', () => {
    const words = Object.values(MOOD_WORDS).flat();
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('sort: spec 001 §3 "Sort: rank (default), registered, distance (location)"', () => {
  it.each([
    ['default', undefined, false, 'rank'],
    ['newGirls', undefined, false, 'registered'],
    ['location', undefined, true, 'distance'],
    // The contract: "sortType 'distance' without a location: sorted by rank, answer's sortType 'rank'".
    ['location', undefined, false, 'rank'],
    ['default', 'distance', false, 'rank'],
    ['default', 'distance', true, 'distance'],
    ['newGirls', 'rank', false, 'rank'],
  ] as const)('%s asking %s with location %s -> %s', (type, asked, hasLocation, sort) => {
    expect(effectiveSort(asked, type, hasLocation)).toBe(sort);
  });

  it('defaults per type', () => {
    expect([defaultSort('default'), defaultSort('custom'), defaultSort('newGirls'), defaultSort('location')]).toEqual(['rank', 'rank', 'registered', 'distance']);
  });
});

const base = (over: Partial<ActorSearchInput> = {}): ActorSearchInput => ({
  performers: [anna, carl, duo, ella], searchType: 'default', moodValue: 0, conditions: {}, category: null, location: null, page: 1, language: 'en',
  link: (p) => `/en/${p.nameLower}/`, image: (p) => `/img/${p.id}.jpg`, ...over,
});

describe('the search run', () => {
  it('orders by rank by default, distance null without a location', () => {
    const result = runActorSearch(base());
    expect(result.actors.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect(result.actors.every((a) => a.distanceKm === null)).toBe(true);
    expect(result).toMatchObject({ sortType: 'rank', totalHits: 4, currentPage: 1, maxPage: 1 });
  });

  // Expected km computed independently (spherical law of cosines, same radius).
  it('orders by distance from the location, nearest first, km with one decimal', () => {
    const munich = { lat: 48.137, long: 11.575 };
    const result = runActorSearch(base({ sortType: 'distance', location: munich }));
    expect(result.actors.map((a) => [a.city, a.distanceKm])).toEqual([['Wien', 355.8], ['Berlin', 504.3], ['Amsterdam', 668.1], ['Madrid', 1484.5]]);
    expect(result.sortType).toBe('distance');
  });

  it('orders by registered, newest first', () => {
    expect(runActorSearch(base({ sortType: 'registered' })).actors.map((a) => a.id)).toEqual([4, 3, 2, 1]);
  });

  it('newGirls are the new performers only', () => {
    expect(runActorSearch(base({ searchType: 'newGirls' })).actors.map((a) => a.id)).toEqual([4]);
  });

  it('the category (currentCollection) and the mood narrow the hits', () => {
    expect(runActorSearch(base({ category: 'blonde' }))).toMatchObject({ activeCategory: 'blonde', totalHits: 2 });
    expect(runActorSearch(base({ moodValue: 2, performers: [anna, performer(9, { words: ['bold'] })] })).actors.map((a) => a.id)).toEqual([1]);
  });

  it('pages by 30, the last page past the end; markers hold every hit (not only the page)', () => {
    const many = Array.from({ length: 65 }, (_, i) => performer(i + 1));
    const first = runActorSearch(base({ performers: many }));
    expect(first).toMatchObject({ currentPage: 1, maxPage: 3, totalHits: 65 });
    expect(first.actors).toHaveLength(ACTOR_SEARCH_PAGE_SIZE);
    expect(first.markers).toHaveLength(65);
    const past = runActorSearch(base({ performers: many, page: 9 }));
    expect(past.currentPage).toBe(3);
    expect(past.actors.map((a) => a.id)).toEqual([61, 62, 63, 64, 65]);
  });

  it('no hits: one empty page', () => {
    expect(runActorSearch(base({ conditions: { country: ['PL'] } }))).toMatchObject({ actors: [], totalHits: 0, currentPage: 1, maxPage: 1, markers: [] });
  });

  it('a performer without a location is no marker and sorts last by distance', () => {
    const nowhere = performer(7, { city: null, lat: null, long: null, rank: 0 });
    const result = runActorSearch(base({ performers: [nowhere, anna], sortType: 'distance', location: { lat: 52.5, long: 13.4 } }));
    expect(result.actors.map((a) => [a.id, a.distanceKm])).toEqual([[1, 2.2], [7, null]]);
    expect(result.markers.map((m) => m.id)).toEqual([1]);
  });
});

// The server keeps a search's location-free part and sorts thousands of hits per new location with packed numbers
// (run.ts byDistance); the order must stay spec 001 §3's "Sort: rank (default), registered, distance (location)" with
// rank breaking ties, exactly as the plain comparator (sort.ts sortHits) defines it.
describe('the fast sort gives the defined order', () => {
  // 240 performers: cities repeat (equal distances), ranks repeat (the id breaks ties), registration days repeat, some have no city.
  // Near and far (New York, Sydney: distances past 2^14 tenths of a km use every digit of the radix sort).
  const cities = [[52.52, 13.405], [48.137, 11.575], [40.417, -3.704], [40.71, -74.0], [-33.87, 151.21]] as const;
  const crowd = Array.from({ length: 240 }, (_, i) => performer(i + 1, {
    rank: (i * 7919) % 60,
    registeredAt: `2025-01-${String(1 + ((i * 13) % 28)).padStart(2, '0')}T00:00:00.000Z`,
    ...(i % 17 === 0 ? { city: null, lat: null, long: null } : { lat: cities[i % 5]![0] + (i % 3) * 0.01, long: cities[i % 5]![1] }),
  }));
  const from = { lat: 50.11, long: 8.68 };
  it.each(['rank', 'registered', 'distance'] as const)('%s: every page and the markers follow the plain comparator', (sortType) => {
    const expected = sortHits(crowd.map((p) => ({ performer: p, distanceKm: p.lat === null || p.long === null ? null : distanceKm(from, { lat: p.lat, long: p.long }) })), sortType);
    const prepared = prepareActorSearch(base({ performers: crowd }));
    const pages = [1, 2, 3, 4, 5, 6, 7, 8].map((page) => finishActorSearch(prepared, { ...base(), sortType, location: from, page }));
    expect(pages.flatMap((r) => r.actors.map((a) => [a.id, a.distanceKm]))).toEqual(expected.map((h) => [h.performer.id, h.distanceKm]));
    expect(pages[0]!.markers.map((m) => m.id)).toEqual(expected.filter((h) => h.performer.lat !== null).map((h) => h.performer.id));
  });

  it('markers the caller keeps are the ones it would build', () => {
    const prepared = prepareActorSearch(base({ performers: crowd }));
    const kept = new Map<number, MapMarker>();
    const marker = (p: SearchPerformer, lat: number, long: number) => kept.get(p.id) ?? kept.set(p.id, { id: p.id, name: p.name, lat, long, online: p.online, link: base().link(p) }).get(p.id)!;
    for (const sortType of ['rank', 'distance'] as const) {
      expect(finishActorSearch(prepared, { ...base(), sortType, location: from, page: 1, marker })).toEqual(finishActorSearch(prepared, { ...base(), sortType, location: from, page: 1 }));
    }
  });

  it('one prepared search finished from two locations equals two whole runs', () => {
    const prepared = prepareActorSearch(base({ performers: crowd }));
    for (const location of [from, { lat: 41.39, long: 2.17 }]) {
      expect(finishActorSearch(prepared, { ...base(), sortType: 'distance', location, page: 2 })).toEqual(runActorSearch(base({ performers: crowd, sortType: 'distance', location, page: 2 })));
    }
  });
});

describe('available and active filters: "field to value to translation"', () => {
  it('counts each option with every other field applied (faceted), in the asked language', () => {
    const filters = availableFilters([anna, carl, duo, ella], { gender: ['F'], online: ['true'] }, 'de');
    const gender = filters.find((f) => f.field === 'gender')!;
    // Online applies to the gender counts; gender does not: F 1 (anna), C 1 (duo).
    expect(gender).toEqual({ field: 'gender', label: 'Geschlecht', options: [{ value: 'F', label: 'Frau', count: 1 }, { value: 'C', label: 'Paar', count: 1 }] });
    const online = filters.find((f) => f.field === 'online')!;
    expect(online.options).toEqual([{ value: 'true', label: 'Jetzt online', count: 1 }]);
    const age = filters.find((f) => f.field === 'age')!;
    expect(age.options.map((o) => o.value)).toEqual(['18-25']);
  });

  it('a chosen value without hits stays listed with count 0 (so it can be unticked)', () => {
    const country = availableFilters([anna], { country: ['PL'] }, 'en').find((f) => f.field === 'country')!;
    expect(country.options).toContainEqual({ value: 'PL', label: 'Poland', count: 0 });
  });

  it.each([
    ['de', 'languages', 'es', 'Spanisch'], ['nl', 'country', 'DE', 'Duitsland'], ['es', 'features', 'toyControl', 'Control del juguete'],
    ['en', 'type', 'FM', 'Couple (woman and man)'], ['nl', 'age', '46+', '46 jaar en ouder'], ['es', 'categories', 'blonde', 'Rubias'],
  ] as const)('%s %s %s -> %s', (language, field, value, label) => {
    expect(valueLabel(field, value, language)).toBe(label);
  });

  it('active filters carry their translation', () => {
    expect(activeFilters({ gender: ['C'], features: ['hd'] }, 'es')).toEqual([
      { field: 'gender', value: 'C', label: 'Pareja' }, { field: 'features', value: 'hd', label: 'HD' },
    ]);
  });

  it('an unknown request language answers in English', () => {
    expect([searchLanguage('fr'), searchLanguage('de-AT'), searchLanguage('nl')]).toEqual(['en', 'de', 'nl']);
  });
});
