import { useSiteT } from '../../../shared/i18n/use-site-t';
import type { ActorSearchView } from '../use-actor-search';

/** The active filters as chips (001 §3 "active filters (field to value to translation)"); each removes itself. */
export function ActiveFilterChips({ view }: { view: ActorSearchView }) {
  const t = useSiteT();
  const shown = view.state.types[view.state.searchType];
  if (shown.activeFilters.length === 0) return null;
  const labelOf = (field: string) => shown.availableFilters.find((filter) => filter.field === field)?.label ?? field;
  return (
    <ul className="actor-search__chips" aria-label={t('actorSearch.activeFilters')}>
      {shown.activeFilters.map((filter) => {
        const label = `${labelOf(filter.field)}: ${filter.label}`;
        return (
          <li key={`${filter.field}=${filter.value}`}>
            <button type="button" className="actor-search__chip" data-field={filter.field} data-value={filter.value}
              aria-label={t('actorSearch.removeFilter', { label })} onClick={() => view.act((c) => c.removeFilter(filter.field, filter.value))}>
              {filter.label}<span aria-hidden="true"> ×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
