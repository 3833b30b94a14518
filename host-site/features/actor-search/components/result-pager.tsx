import { Link } from 'react-router';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import type { ActorSearchView } from '../use-actor-search';

/** Previous and next page of the shown search; absent when everything fits one page. */
export function ResultPager({ view }: { view: ActorSearchView }) {
  const t = useSiteT();
  const shown = view.state.types[view.state.searchType];
  const { currentPage: page, maxPage: pages } = shown;
  if (!shown.loaded || (pages <= 1 && page <= 1)) return null;
  return (
    <nav className="actor-search__pager" aria-label={t('actorSearch.pages')}>
      {page > 1 ? <Link rel="prev" to={view.hrefOf({ page: page - 1 })}>{t('actorSearch.previous')}</Link> : <span />}
      <span>{t('actorSearch.pageOf', { page, pages })}</span>
      {page < pages ? <Link rel="next" to={view.hrefOf({ page: page + 1 })}>{t('actorSearch.next')}</Link> : <span />}
    </nav>
  );
}
