import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { loadFirstTilePage, type TileGridFirstPage, type TileGridQuery } from '../../../sdk/tile-grid/first-page';
import { RoutedTileGrid } from '../../shared/components/routed-tile-grid';
import { PageHead } from '../../shared/seo/page-head';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { VIDEO_LIST_TABS, videoListFor, type VideoList } from './video-lists';
import './videos.css';

// The widget's default page size, written out: the loader's first page must answer the grid's own query.
const VIDEO_PAGE_SIZE = 30;

/** The grid query of a video list: the loader and the grid use the same one. */
export function videoListQuery(list: VideoList): TileGridQuery {
  return { type: 'videos', filter: list.filter, order: list.order, pageSize: VIDEO_PAGE_SIZE };
}

export interface VideosData {
  firstPage: TileGridFirstPage | null;
}

/** The list's first page; when it fails the grid loads it itself in the browser (and shows its own error). */
export async function loadVideos({ client, page }: PageLoaderArgs): Promise<VideosData> {
  const query = videoListQuery(videoListFor(page.screen ?? 'videos'));
  return { firstPage: await loadFirstTilePage(client, query, page.language).catch(() => null) };
}

/** The LCP image is the list's first video: preloaded by the page route. */
export const videosLcpGrids = ({ firstPage }: VideosData) => [firstPage];

/** The video list page (/en/videos/) and its variants (new, free, on sale, VIP) as filter tabs. */
export function VideosScreen() {
  const t = useSiteT();
  const { screen, language } = usePage();
  const list = videoListFor(screen ?? 'videos');
  const { firstPage } = usePageData<VideosData>();
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
      <RoutedTileGrid {...videoListQuery(list)} label={title} firstPage={firstPage} />
    </div>
  );
}
