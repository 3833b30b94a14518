/**
 * The actor search's filter conditions (spec 001 §3 "filters for gender, type, age, languages, country, categories,
 * features (hd, live preview, toy control, audio) and online (excluding given ids)"): checking what a request sends,
 * matching a performer, and removing conditions (POST actorsearch/filter/delete).
 * Within a field the values are alternatives (gender F or C); fields combine (F or C, and 18-25).
 */
import { ACTOR_TYPES, GENDERS } from '../api/constants';
import { CATEGORY_SLUGS } from '../video-lists/categories';
import type { SearchPerformer } from './performer';
import { ACTOR_FILTER_FIELDS, AGE_RANGES, SEARCH_FEATURES, type ActorFilterField, type SearchConditions } from './types';

/** A value a field may take; null when the field takes any value of a pattern. */
const ALLOWED: Readonly<Record<ActorFilterField, readonly string[] | RegExp>> = {
  gender: GENDERS,
  type: ACTOR_TYPES,
  age: AGE_RANGES,
  languages: /^[a-z]{2}$/,
  country: /^[A-Z]{2}$/,
  categories: CATEGORY_SLUGS,
  features: SEARCH_FEATURES,
  online: ['true'],
};

export interface ConditionError { field: string; message: string }

/**
 * The conditions with empty fields dropped and values de-duplicated and sorted (so equal searches share a cache
 * key), or the first value no field takes, named as body.searchConditions.<field>.
 */
export function normalizeConditions(raw: SearchConditions | undefined, part = 'body.searchConditions'): { conditions: SearchConditions } | { error: ConditionError } {
  const conditions: SearchConditions = {};
  for (const field of ACTOR_FILTER_FIELDS) {
    const values = raw?.[field];
    if (!values || values.length === 0) continue;
    const allowed = ALLOWED[field];
    const bad = values.find((value) => (Array.isArray(allowed) ? !allowed.includes(value) : !(allowed as RegExp).test(value)));
    if (bad !== undefined) {
      const expected = Array.isArray(allowed) ? `one of ${allowed.join(', ')}` : field === 'languages' ? 'a 2-letter language code such as de' : 'a 2-letter country code such as DE';
      return { error: { field: `${part}.${field}`, message: `${field} value ${JSON.stringify(bad)} is not known; expected ${expected}` } };
    }
    conditions[field] = [...new Set(values)].sort();
  }
  if (raw?.excludedIds && raw.excludedIds.length > 0) conditions.excludedIds = [...new Set(raw.excludedIds)].sort((a, b) => a - b);
  return { conditions };
}

/** The bounds of each range value ('18-25' -> 18..25, '46+' -> 46..). Parsed once: the search checks thousands of ages. */
const AGE_BOUNDS: ReadonlyMap<string, readonly [number, number]> = new Map(AGE_RANGES.map((range) => {
  const open = /^(\d+)\+$/.exec(range);
  const [from = 0, to = 0] = open ? [Number(open[1]), Infinity] : range.split('-').map(Number);
  return [range, [from, to] as const];
}));

/** True when an age lies in a range value ('18-25', '46+'). */
export function inAgeRange(age: number, range: string): boolean {
  const bounds = AGE_BOUNDS.get(range);
  return bounds !== undefined && age >= bounds[0] && age <= bounds[1];
}

/** The values a performer has for a field (for matching and for counting the filter options). */
export function valuesOf(performer: SearchPerformer, field: ActorFilterField): readonly string[] {
  switch (field) {
    case 'gender': return [performer.gender];
    case 'type': return [performer.type];
    case 'age': return AGE_RANGES.filter((range) => inAgeRange(performer.age, range));
    case 'languages': return performer.languages;
    case 'country': return [performer.country];
    case 'categories': return performer.categories;
    case 'features': return performer.features;
    case 'online': return performer.online ? ['true'] : [];
  }
}

/** Does the performer meet one field's condition? Features must all be present; every other field needs one value. */
export function matchesField(performer: SearchPerformer, field: ActorFilterField, conditions: SearchConditions): boolean {
  const wanted = conditions[field];
  if (!wanted || wanted.length === 0) return true;
  const has = valuesOf(performer, field);
  // "hd and toy control" means both: a tile without one of them would disappoint.
  if (field === 'features') return wanted.every((value) => has.includes(value));
  if (field === 'online') {
    // spec 001 §5: "The actor online filter can exclude given ids."
    return performer.online && !(conditions.excludedIds ?? []).includes(performer.id);
  }
  return wanted.some((value) => has.includes(value));
}

/** Does the performer meet every condition (optionally all but one field, for counting that field's options)? */
export function matchesConditions(performer: SearchPerformer, conditions: SearchConditions, except?: ActorFilterField): boolean {
  return ACTOR_FILTER_FIELDS.every((field) => field === except || matchesField(performer, field, conditions));
}

/** The conditions without the given ones (filter/delete): each named value leaves its field; excludedIds likewise. */
export function removeConditions(conditions: SearchConditions, remove: SearchConditions): SearchConditions {
  const left: SearchConditions = {};
  for (const field of ACTOR_FILTER_FIELDS) {
    const values = (conditions[field] ?? []).filter((value) => !(remove[field] ?? []).includes(value));
    if (values.length > 0) left[field] = values;
  }
  const excluded = (conditions.excludedIds ?? []).filter((id) => !(remove.excludedIds ?? []).includes(id));
  if (excluded.length > 0) left.excludedIds = excluded;
  return left;
}

/** A stable text of the conditions (a cache key part). */
export const conditionsKey = (conditions: SearchConditions) =>
  JSON.stringify([...ACTOR_FILTER_FIELDS.map((field) => conditions[field] ?? []), conditions.excludedIds ?? []]);
