import { Link } from 'react-router';
import { useSiteT } from '../i18n/use-site-t';
import './page-pager.css';

export interface PagePagerProps {
  page: number;
  pages: number;
  /** The address of a page of the same list (filters and order kept by the caller). */
  hrefOf: (page: number) => string;
  /** The navigation's accessible name; "Pages" by default. */
  label?: string;
}

/**
 * Previous page, "Page n of m", next page: the one pager of the site's lists. Absent when everything fits
 * one page; a page beyond the last (an old link) still offers the way back.
 */
export function PagePager({ page, pages, hrefOf, label }: PagePagerProps) {
  const t = useSiteT();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="page-pager" aria-label={label ?? t('mediaLibrary.pages')}>
      {page > 1 ? <Link rel="prev" to={hrefOf(page - 1)}>{t('mediaLibrary.previous')}</Link> : <span />}
      <span>{t('mediaLibrary.pageOf', { page, pages })}</span>
      {page < pages ? <Link rel="next" to={hrefOf(page + 1)}>{t('mediaLibrary.next')}</Link> : <span />}
    </nav>
  );
}
