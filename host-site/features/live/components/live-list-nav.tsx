import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { LiveList } from '../../../../sdk/live/lists';
import { buildPath } from '../../../../sdk/routes';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { LIST_TITLE, LIVE_NOW_LISTS, SCREEN_OF_LIST, TOP_CAMS_LISTS } from '../live-lists';
import '../../../shared/components/pill-link.css';

/** Links between the live lists and the top cams rankings; the current one is marked. */
export function LiveListNav({ current }: { current: LiveList }) {
  const t = useSiteT();
  const language = useLanguage();
  const nav = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: bring the current list into view (sideways only).
  useEffect(() => {
    const row = nav.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && link && row.scrollWidth > row.clientWidth) row.scrollLeft = link.offsetLeft - row.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  const item = (list: LiveList) => (
    <li key={list}>
      <Link className="pill-link" to={buildPath(SCREEN_OF_LIST[list], {}, language)} aria-current={list === current ? 'page' : undefined}>
        {t(LIST_TITLE[list])}
      </Link>
    </li>
  );
  return (
    <nav ref={nav} className="live-nav" aria-label={t('live.lists')}>
      <ul className="live-nav__list">{LIVE_NOW_LISTS.map(item)}</ul>
      <p className="live-nav__heading" id="live-nav-top">{t('live.topCams')}</p>
      <ul className="live-nav__list" aria-labelledby="live-nav-top">{TOP_CAMS_LISTS.map(item)}</ul>
    </nav>
  );
}
