import { useState } from 'react';
import { defaultSortOf, paramOfField } from '../../../../sdk/actor-search/url-state';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { usePage } from '../../../shared/page/page-context';
import type { ActorSearchView } from '../use-actor-search';

/**
 * The available filters with their counts (issue 15 item 2 "filters for gender, type, age, languages,
 * country, categories, features and online"). A click searches at once; before the script runs the
 * panel is a GET form of the same address, so it works without one. On a phone it folds away.
 */
export function FilterPanel({ view }: { view: ActorSearchView }) {
  const t = useSiteT();
  const { pathname } = usePage();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const shown = view.state.types[view.state.searchType];
  const asked = view.controller.urlState();
  const activeCount = Object.entries(shown.conditions).filter(([field, values]) => field !== 'excludedIds' && Array.isArray(values) && values.length > 0)
    .reduce((sum, [, values]) => sum + (values as string[]).length, 0);
  if (shown.availableFilters.length === 0) return <div className="actor-search__filters" />;
  return (
    <form className="actor-search__filters" method="get" action={pathname} data-open={open}
      onSubmit={(event) => event.preventDefault()}>
      <button type="button" className="actor-search__filters-toggle" aria-expanded={open} aria-controls="actor-search-filter-body" onClick={() => setOpen(!open)}>
        {activeCount > 0 ? t('actorSearch.filtersActive', { count: activeCount }) : t('actorSearch.filters')}
      </button>
      <div id="actor-search-filter-body" className="actor-search__filter-body">
        {/* What the form does not show travels along, so a submit without a script keeps the search. */}
        {asked.type !== 'default' && <input type="hidden" name="type" value={asked.type} />}
        {asked.sort !== defaultSortOf(asked.type) && <input type="hidden" name="sort" value={asked.sort} />}
        {asked.zip && <input type="hidden" name="zip" value={asked.zip} />}
        {asked.mood !== 0 && <input type="hidden" name="mood" value={asked.mood} />}
        {asked.category && <input type="hidden" name="category" value={asked.category} />}
        {shown.availableFilters.map((filter) => (
          <fieldset key={filter.field} className="actor-search__fieldset" data-field={filter.field}>
            <legend>{filter.label}</legend>
            {filter.options.map((option) => {
              const checked = shown.conditions[filter.field]?.includes(option.value) ?? false;
              return (
                <label key={option.value} className="actor-search__option">
                  <input type="checkbox" name={paramOfField(filter.field)} value={option.value} checked={checked}
                    disabled={!checked && option.count === 0}
                    onChange={(event) => view.act((c) => c.toggleFilter(filter.field, option.value, event.target.checked))} />
                  <span className="actor-search__option-label">{option.label}</span>
                  <span className="actor-search__option-count">{option.count}</span>
                </label>
              );
            })}
          </fieldset>
        ))}
        {!hydrated && <button type="submit" className="button">{t('actorSearch.filtersApply')}</button>}
      </div>
    </form>
  );
}
