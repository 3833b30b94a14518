import { Link } from 'react-router';
import { resultPageCount, resultPageSearch } from '../../../sdk/search/result-page';
import { useSiteT } from '../../shared/i18n/use-site-t';

/** Previous and next result page; absent when everything fits one page. */
export function SearchPager({ path, page, total }: { path: string; page: number; total: number }) {
  const t = useSiteT();
  const pages = resultPageCount(total);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="search-pager" aria-label={t('search.pages')}>
      {page > 1 ? <Link rel="prev" to={`${path}${resultPageSearch(page - 1)}`}>{t('search.previous')}</Link> : <span />}
      <span>{t('search.pageOf', { page, pages })}</span>
      {page < pages ? <Link rel="next" to={`${path}${resultPageSearch(page + 1)}`}>{t('search.next')}</Link> : <span />}
    </nav>
  );
}
