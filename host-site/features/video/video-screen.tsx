import { Link } from 'react-router';
import type { VideoDetail } from '../../../sdk/api/types';
import { buildPath } from '../../../sdk/routes';
import { formatDuration } from '../../../widgets/tile-grid/format-duration';
import { MediaPrice } from '../../shared/components/media-access/media-price';
import { MediaHead } from '../../shared/components/media-access/media-head';
import { MediaHeroImage, MediaScreen } from '../../shared/components/media-access/media-screen';
import { PurchasePanel } from '../../shared/components/media-access/purchase-panel';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { loadMediaItem, useMediaReload, type MediaData } from '../../shared/components/media-access/media-data';
import { fetchVideo } from './api/get-video';

/** The video page (/en/amateur/{actorName}/videos/{videoId}/): preview, facts, restrictions and the buy form. */
export function VideoScreen() {
  const data = usePageData<MediaData<VideoDetail>>();
  const reload = useMediaReload();
  return (
    <MediaScreen screen="actorVideo" data={data}>
      {(video) => <VideoDetails video={video} onBought={reload} />}
    </MediaScreen>
  );
}

/** The video of the page; 404 when there is none. */
export function loadVideoPage({ client, page }: PageLoaderArgs) {
  return loadMediaItem(() => fetchVideo(client, Number(page.params.videoId)));
}

function VideoDetails({ video, onBought }: { video: VideoDetail; onBought(): void }) {
  const t = useSiteT();
  const { language } = usePage();
  const badges = [
    video.free && t('media.badge.free'),
    video.vip && t('media.badge.vip'),
    video.new && t('media.badge.new'),
    video.onSale && t('media.badge.onSale'),
    video.ageRating === 18 && t('media.badge.adult'),
  ].filter((badge): badge is string => Boolean(badge));
  return (
    <article className="media-page__layout">
      <MediaHead kind="video" item={video} />
      <div className="media-page__picture">
        <MediaHeroImage preview={video.preview} />
        <span className="media-page__duration">
          <span className="visually-hidden">{t('media.duration')} </span>
          {formatDuration(video.duration)}
        </span>
      </div>
      <div className="media-page__text">
        <h1 className="page__title">{video.title}</h1>
        <p className="media-page__meta">
          <Link to={buildPath('actorProfile', { actorName: video.actor.name }, language)}>{video.actor.name}</Link>
          {' · '}
          {video.free ? t('media.badge.free') : <MediaPrice price={video.price.value} basePrice={video.basePrice.value} />}
        </p>
        {badges.length > 0 ? (
          <ul className="media-page__badges" aria-label={t('media.badges')}>
            {badges.map((badge) => (
              <li key={badge} className="media-page__badge">
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
        <PurchasePanel kind="video" id={video.id} price={video.price} access={video} onBought={onBought} />
        {video.description ? <p className="media-page__description">{video.description}</p> : null}
        {video.tags.length > 0 ? (
          <ul className="media-page__tags" aria-label={t('profile.tags')}>
            {video.tags.map((tag) => (
              <li key={tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
