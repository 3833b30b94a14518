import { Link } from 'react-router';
import { LIVE_PAGE_SIZE, liveSearch, type LiveFilters } from '../../../../sdk/live/lists';
import { useSiteT } from '../../../shared/i18n/use-site-t';

/** Previous and next page of a list, keeping the filters; absent when everything fits one page. */
export function LivePager({ path, filters, page, total }: { path: string; filters: LiveFilters; page: number; total: number }) {
  const t = useSiteT();
  const pages = Math.max(1, Math.ceil(total / LIVE_PAGE_SIZE));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="live-pager" aria-label={t('mediaLibrary.pages')}>
      {page > 1 ? <Link rel="prev" to={`${path}${liveSearch(filters, page - 1)}`}>{t('mediaLibrary.previous')}</Link> : <span />}
      <span>{t('mediaLibrary.pageOf', { page, pages })}</span>
      {page < pages ? <Link rel="next" to={`${path}${liveSearch(filters, page + 1)}`}>{t('mediaLibrary.next')}</Link> : <span />}
    </nav>
  );
}
