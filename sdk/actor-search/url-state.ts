/**
 * The actor search's state in the address (?type=&sort=&mood=&zip=&gender=...&page=), so the page is
 * rendered on the server from it and Back and Forward restore a search. One canonical form: values
 * the server would take by default are left out, lists are sorted, unknown values are dropped.
 */
import { defaultSort } from './sort';
import { MOOD_VALUES, ZIP_LENGTH, type ActorFilterField, type ActorSearchSort, type ActorSearchType, type SearchConditions } from './types';

export const SEARCH_TYPES: readonly ActorSearchType[] = ['default', 'location', 'custom', 'newGirls'];
export const SORT_TYPES: readonly ActorSearchSort[] = ['rank', 'registered', 'distance'];
/** The filter fields in the order the page lists them (the online filter's excludedIds never travel in the address). */
export const FILTER_FIELDS: readonly ActorFilterField[] = ['gender', 'type', 'age', 'languages', 'country', 'categories', 'features', 'online'];

/** The address's name of a filter field: the performer type filter cannot be ?type=, which names the search type. */
export const paramOfField = (field: ActorFilterField): string => (field === 'type' ? 'performerType' : field);

export interface ActorSearchUrlState {
  type: ActorSearchType;
  sort: ActorSearchSort;
  mood: number;
  /** A postcode of exactly ZIP_LENGTH characters, else null. */
  zip: string | null;
  /** A category slug (currentCollection), else null. */
  category: string | null;
  conditions: SearchConditions;
  page: number;
}

/** The order a type starts with (the server's rule, sdk/actor-search/sort.ts): new girls newest first, near you nearest first, else rank. */
export const defaultSortOf = defaultSort;

/** spec 001 §5 "Search by zip runs only when the code is exactly 5 characters": the code to search with, or null. */
export function searchableZip(input: string | null | undefined): string | null {
  const zip = (input ?? '').trim();
  return zip.length === ZIP_LENGTH ? zip : null;
}

export const INITIAL_URL_STATE: ActorSearchUrlState = { type: 'default', sort: 'rank', mood: 0, zip: null, category: null, conditions: {}, page: 1 };

const MAX_PAGE = 1000;
// Filter values are short words or ranges ('de', '18-25', 'toyControl'); anything else is not ours.
const VALUE = /^[\w.+-]{1,40}$/;

/** The search of a query string; what it does not name (or names wrongly) is the default. */
export function parseActorSearchUrl(search: string | URLSearchParams): ActorSearchUrlState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const type = SEARCH_TYPES.find((candidate) => candidate === params.get('type')) ?? 'default';
  const sort = SORT_TYPES.find((candidate) => candidate === params.get('sort')) ?? defaultSortOf(type);
  const moodNumber = Number(params.get('mood'));
  const mood = (MOOD_VALUES as readonly number[]).includes(moodNumber) ? moodNumber : 0;
  const page = Number(params.get('page'));
  const category = params.get('category');
  const conditions: SearchConditions = {};
  for (const field of FILTER_FIELDS) {
    const values = params.getAll(paramOfField(field)).flatMap((value) => value.split(',')).filter((value) => VALUE.test(value));
    if (values.length > 0) conditions[field] = [...new Set(values)].sort();
  }
  return {
    type,
    sort,
    mood,
    zip: searchableZip(params.get('zip')),
    category: category && VALUE.test(category) ? category : null,
    conditions,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string of a search ('' for the default search), in one canonical order. */
export function actorSearchQuery(state: ActorSearchUrlState): string {
  const params = new URLSearchParams();
  if (state.type !== 'default') params.set('type', state.type);
  if (state.sort !== defaultSortOf(state.type)) params.set('sort', state.sort);
  if (state.mood !== 0) params.set('mood', String(state.mood));
  if (state.zip) params.set('zip', state.zip);
  if (state.category) params.set('category', state.category);
  for (const field of FILTER_FIELDS) {
    const values = state.conditions[field];
    if (values && values.length > 0) params.set(paramOfField(field), [...values].sort().join(','));
  }
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The conditions with one value added or taken away (a field left empty disappears). */
export function toggledCondition(conditions: SearchConditions, field: ActorFilterField, value: string, on: boolean): SearchConditions {
  const values = new Set(conditions[field] ?? []);
  if (on) values.add(value);
  else values.delete(value);
  const next: SearchConditions = { ...conditions };
  if (values.size > 0) next[field] = [...values].sort();
  else delete next[field];
  return next;
}

/** True when two searches ask the same (the address of one is the address of the other). */
export function sameSearch(a: ActorSearchUrlState, b: ActorSearchUrlState): boolean {
  return actorSearchQuery(a) === actorSearchQuery(b);
}
