/**
 * Available and active filters (spec 001 §3 "available and active filters (field to value to translation)").
 * An option's count is how many performers the search would find with that value chosen instead of the field's
 * current choice: every other field's conditions apply, the field's own do not (the usual faceted count, so
 * choosing a second gender shows how many that adds).
 */
import { matchesConditions, valuesOf } from './conditions';
import { fieldLabel, valueLabel, type SearchLanguage } from './labels';
import type { SearchPerformer } from './performer';
import { ACTOR_FILTER_FIELDS, AGE_RANGES, type ActiveFilter, type AvailableFilter, type SearchConditions } from './types';

/** Fixed option orders; other fields list by count, then label. */
const FIXED_ORDER: Partial<Record<string, readonly string[]>> = { age: AGE_RANGES };

export function availableFilters(performers: readonly SearchPerformer[], conditions: SearchConditions, language: SearchLanguage): AvailableFilter[] {
  return ACTOR_FILTER_FIELDS.map((field) => {
    const counts = new Map<string, number>();
    for (const performer of performers) {
      if (!matchesConditions(performer, conditions, field)) continue;
      for (const value of valuesOf(performer, field)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    // A chosen value stays listed (count 0) so its chip can be unticked.
    for (const value of conditions[field] ?? []) if (!counts.has(value)) counts.set(value, 0);
    const options = [...counts].map(([value, count]) => ({ value, label: valueLabel(field, value, language), count }));
    const fixed = FIXED_ORDER[field];
    options.sort(fixed ? (a, b) => fixed.indexOf(a.value) - fixed.indexOf(b.value) : (a, b) => b.count - a.count || a.label.localeCompare(b.label, language));
    return { field, label: fieldLabel(field, language), options };
  });
}

/** The chosen values, each with its translation, in field order. */
export function activeFilters(conditions: SearchConditions, language: SearchLanguage): ActiveFilter[] {
  return ACTOR_FILTER_FIELDS.flatMap((field) => (conditions[field] ?? []).map((value) => ({ field, value, label: valueLabel(field, value, language) })));
}
