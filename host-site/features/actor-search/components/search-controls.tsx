import type { ActorSearchSort } from '../../../../sdk/actor-search/types';
import { MOOD_VALUES } from '../../../../sdk/actor-search/types';
import { SORT_TYPES } from '../../../../sdk/actor-search/url-state';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import type { ActorSearchView } from '../use-actor-search';
import '../../../shared/components/text-field.css';

const SORT_LABEL = { rank: 'actorSearch.sort.rank', registered: 'actorSearch.sort.registered', distance: 'actorSearch.sort.distance' } as const satisfies Record<ActorSearchSort, string>;
const MOOD_LABEL = ['actorSearch.mood.0', 'actorSearch.mood.1', 'actorSearch.mood.2', 'actorSearch.mood.3'] as const;

/** Sort (001 §3 "rank (default), registered, distance (location)") and mood; a change searches again from page 1. */
export function SearchControls({ view }: { view: ActorSearchView }) {
  const t = useSiteT();
  const { state } = view;
  const shown = state.types[state.searchType];
  const sort = view.controller.urlState().sort;
  return (
    <div className="actor-search__controls">
      <label className="actor-search__control">
        <span>{t('actorSearch.sort')}</span>
        <select className="text-field" name="sort" value={sort} onChange={(event) => view.act((c) => c.setSort(event.target.value as ActorSearchSort))}>
          {SORT_TYPES.map((value) => (
            // Distance needs a place: without one the option is there but cannot be chosen.
            <option key={value} value={value} disabled={value === 'distance' && !state.location}>{t(SORT_LABEL[value])}</option>
          ))}
        </select>
      </label>
      <label className="actor-search__control">
        <span>{t('actorSearch.mood')}</span>
        <select className="text-field" name="mood" value={shown.moodValue} onChange={(event) => view.act((c) => c.setMood(Number(event.target.value)))}>
          {MOOD_VALUES.map((value) => <option key={value} value={value}>{t(MOOD_LABEL[value])}</option>)}
        </select>
      </label>
    </div>
  );
}
