/**
 * Available and active filters (spec 001 §3 "available and active filters (field to value to translation)").
 * An option's count is how many performers the search would find with that value chosen instead of the field's
 * current choice: every other field's conditions apply, the field's own do not (the usual faceted count, so
 * choosing a second gender shows how many that adds).
 */
import { matchesField, valuesOf } from './conditions';
import { fieldLabel, valueLabel, type SearchLanguage } from './labels';
import type { SearchPerformer } from './performer';
import { ACTOR_FILTER_FIELDS, AGE_RANGES, type ActiveFilter, type ActorFilterField, type AvailableFilter, type SearchConditions } from './types';

/** Fixed option orders; other fields list by count, then label. */
const FIXED_ORDER: Partial<Record<string, readonly string[]>> = { age: AGE_RANGES };

const collators = new Map<string, Intl.Collator>();
/** One collator per language (String#localeCompare with a locale builds a new one on every call). */
function collator(language: SearchLanguage): Intl.Collator {
  let found = collators.get(language);
  if (!found) collators.set(language, (found = new Intl.Collator(language)));
  return found;
}

export function availableFilters(performers: readonly SearchPerformer[], conditions: SearchConditions, language: SearchLanguage): AvailableFilter[] {
  const counts = new Map<ActorFilterField, Map<string, number>>(ACTOR_FILTER_FIELDS.map((field) => [field, new Map()]));
  // One pass: a performer meeting every condition counts in every field; one failing exactly one field counts only
  // in that field (choosing another value there could bring her in); one failing two or more counts nowhere.
  for (const performer of performers) {
    let failed: ActorFilterField | null = null;
    let failures = 0;
    for (const field of ACTOR_FILTER_FIELDS) {
      if (matchesField(performer, field, conditions)) continue;
      failed = field;
      if (++failures > 1) break;
    }
    if (failures > 1) continue;
    for (const field of failed === null ? ACTOR_FILTER_FIELDS : [failed]) {
      const map = counts.get(field)!;
      for (const value of valuesOf(performer, field)) map.set(value, (map.get(value) ?? 0) + 1);
    }
  }
  const compare = collator(language).compare;
  return ACTOR_FILTER_FIELDS.map((field) => {
    const fieldCounts = counts.get(field)!;
    // A chosen value stays listed (count 0) so its chip can be unticked.
    for (const value of conditions[field] ?? []) if (!fieldCounts.has(value)) fieldCounts.set(value, 0);
    const options = [...fieldCounts].map(([value, count]) => ({ value, label: valueLabel(field, value, language), count }));
    const fixed = FIXED_ORDER[field];
    options.sort(fixed ? (a, b) => fixed.indexOf(a.value) - fixed.indexOf(b.value) : (a, b) => b.count - a.count || compare(a.label, b.label));
    return { field, label: fieldLabel(field, language), options };
  });
}

/** The chosen values, each with its translation, in field order. */
export function activeFilters(conditions: SearchConditions, language: SearchLanguage): ActiveFilter[] {
  return ACTOR_FILTER_FIELDS.flatMap((field) => (conditions[field] ?? []).map((value) => ({ field, value, label: valueLabel(field, value, language) })));
}
