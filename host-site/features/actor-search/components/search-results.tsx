import { actorSearchQuery } from '../../../../sdk/actor-search/url-state';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import type { ActorSearchView } from '../use-actor-search';
import { ActiveFilterChips } from './active-filter-chips';
import { ResultPager } from './result-pager';
import { ResultTiles } from './result-tiles';

/** The results of the actor search and of a collection's page: chips, tiles and pages, busy while a search is out. */
export function SearchResults({ view }: { view: ActorSearchView }) {
  const t = useSiteT();
  const { state } = view;
  const shown = state.types[state.searchType];
  return (
    // data-asked: the search the results answer (or will, while busy), for tests and tools to wait on.
    <section className="actor-search__results" aria-labelledby="actor-search-results" aria-busy={shown.status === 'loading' || state.zipStatus === 'looking'}
      data-asked={actorSearchQuery(view.controller.urlState())}>
      <h2 id="actor-search-results" className="visually-hidden">{t('actorSearch.results')}</h2>
      <ActiveFilterChips view={view} />
      <ResultTiles view={view} />
      <ResultPager view={view} />
    </section>
  );
}
