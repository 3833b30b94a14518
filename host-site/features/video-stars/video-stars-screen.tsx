import { loadFirstTilePage, type TileGridFirstPage, type TileGridQuery } from '../../../sdk/tile-grid/first-page';
import { VIDEO_STARS_COUNT } from '../../../sdk/video-lists';
import { RoutedTileGrid } from '../../shared/components/routed-tile-grid';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { PageHead } from '../../shared/seo/page-head';
import { VideoListNav } from '../videos/components/video-list-nav';
import './video-stars.css';

// spec 001 §9 "video stars 100": the performers by the sales of their videos, the first 100 only.
// The widget's default page size, written out: the loader's first page must answer the grid's own query.
export const VIDEO_STARS_QUERY: TileGridQuery = { type: 'performers', order: 'videoSales', pageSize: 30, maxTiles: VIDEO_STARS_COUNT };

export interface VideoStarsData {
  firstPage: TileGridFirstPage | null;
}

/** The grid's first page; when it fails the grid loads it itself in the browser (and shows its own error). */
export async function loadVideoStars({ client, page }: PageLoaderArgs): Promise<VideoStarsData> {
  return { firstPage: await loadFirstTilePage(client, VIDEO_STARS_QUERY, page.language).catch(() => null) };
}

/** /en/videos/stars/: the video stars, best selling first. */
export function VideoStarsScreen() {
  const t = useSiteT();
  const { firstPage } = usePageData<VideoStarsData>();
  return (
    <div className="page" data-screen="videoStars">
      <PageHead title={t('videoStars.title')} description="seo.videoStars" />
      <h1 className="page__title">{t('videoStars.title')}</h1>
      <VideoListNav current="videoStars" />
      <p className="video-stars__intro">{t('videoStars.intro')}</p>
      <RoutedTileGrid {...VIDEO_STARS_QUERY} label={t('videoStars.title')} firstPage={firstPage} />
    </div>
  );
}
