import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { RoutedTileGrid } from '../../shared/components/routed-tile-grid';
import { PageHead } from '../../shared/seo/page-head';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { VIDEO_LIST_TABS, videoListFor } from './video-lists';
import './videos.css';

/** The video list page (/en/videos/) and its variants (new, free, on sale, VIP) as filter tabs. */
export function VideosScreen() {
  const t = useSiteT();
  const { screen, language } = usePage();
  const list = videoListFor(screen ?? 'videos');
  const title = list.screen === 'videos' ? t('videos.title') : `${t('videos.title')}: ${t(list.labelKey)}`;
  return (
    <div className="page videos" data-screen={screen ?? undefined}>
      <PageHead title={title} description={list.screen === 'videos' ? 'seo.videos' : 'seo.videoList'} values={{ list: t(list.labelKey) }} />
      <h1 className="page__title">{t('videos.title')}</h1>
      <nav className="videos__filters" aria-label={t('videos.filterLabel')}>
        <ul className="videos__filter-list">
          {VIDEO_LIST_TABS.map((tab) => (
            <li key={tab.screen}>
              <Link
                className="videos__filter"
                to={buildPath(tab.screen, {}, language)}
                aria-current={tab.screen === list.screen ? 'page' : undefined}
              >
                {t(tab.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <RoutedTileGrid type="videos" filter={list.filter} order={list.order} label={title} />
    </div>
  );
}
