import { describe, expect, it } from 'vitest';
import { actorSearchQuery, defaultSortOf, INITIAL_URL_STATE, parseActorSearchUrl, searchableZip, toggledCondition } from './url-state';

describe('the actor search in the address', () => {
  it.each([
    ['', INITIAL_URL_STATE],
    ['?type=newGirls', { ...INITIAL_URL_STATE, type: 'newGirls', sort: 'registered' }],
    ['?type=location&sort=distance&zip=10115&mood=2&page=3', { ...INITIAL_URL_STATE, type: 'location', sort: 'distance', zip: '10115', mood: 2, page: 3 }],
    ['?gender=F&languages=en,de&languages=de&features=hd', { ...INITIAL_URL_STATE, conditions: { gender: ['F'], languages: ['de', 'en'], features: ['hd'] } }],
    // The performer type filter has its own name: ?type= is the search type.
    ['?type=custom&performerType=amateur', { ...INITIAL_URL_STATE, type: 'custom', conditions: { type: ['amateur'] } }],
    // Wrong values fall back to the defaults rather than failing the page.
    ['?type=x&sort=cheapest&mood=9&page=-1&zip=1234&gender=<b>', INITIAL_URL_STATE],
  ])('reads %j', (query, state) => {
    expect(parseActorSearchUrl(query)).toEqual(state);
  });

  it('writes one canonical query that reads back the same, defaults left out', () => {
    const query = '?type=location&sort=registered&mood=1&zip=28001&category=blonde&gender=F&languages=de%2Cen&page=2';
    expect(actorSearchQuery(parseActorSearchUrl(query))).toBe(query);
    expect(actorSearchQuery(INITIAL_URL_STATE)).toBe('');
    expect(actorSearchQuery({ ...INITIAL_URL_STATE, type: 'newGirls', sort: 'registered' })).toBe('?type=newGirls');
    // Near you starts nearest first (the server's rule, sdk/actor-search/sort.ts), so that order goes unnamed.
    expect(actorSearchQuery({ ...INITIAL_URL_STATE, type: 'location', sort: 'distance' })).toBe('?type=location');
  });

  it('sorts by rank by default, new girls by registration (001 §3 "Sort: rank (default), registered, distance")', () => {
    expect(['default', 'location', 'custom', 'newGirls'].map((type) => defaultSortOf(type as never))).toEqual(['rank', 'distance', 'rank', 'registered']);
  });

  it.each([['10115', '10115'], [' 28001 ', '28001'], ['1011', null], ['101150', null], ['', null], [null, null]])(
    'searches by postcode %j only with exactly 5 characters (001 §5)', (input, zip) => expect(searchableZip(input)).toBe(zip));

  it('adds and removes filter values; an empty field disappears', () => {
    const on = toggledCondition({ gender: ['F'] }, 'languages', 'de', true);
    expect(on).toEqual({ gender: ['F'], languages: ['de'] });
    expect(toggledCondition(on, 'gender', 'F', false)).toEqual({ languages: ['de'] });
  });
});
