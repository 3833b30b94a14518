import { PagePager } from '../../../shared/components/page-pager';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import type { ActorSearchView } from '../use-actor-search';

/** Previous and next page of the shown search (the site's one pager); absent when everything fits one page. */
export function ResultPager({ view }: { view: ActorSearchView }) {
  const t = useSiteT();
  const shown = view.state.types[view.state.searchType];
  if (!shown.loaded || shown.status === 'error') return null;
  return <PagePager page={shown.currentPage} pages={shown.maxPage} hrefOf={(page) => view.hrefOf({ page })} label={t('actorSearch.pages')} />;
}
