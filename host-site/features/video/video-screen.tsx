import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { VideoDetail } from '../../../sdk/api/types';
import { buildPath } from '../../../sdk/routes';
import { TagChipLink } from '../../shared/components/chip-links';
import { MediaPrice } from '../../shared/components/media-access/media-price';
import { MediaHead } from '../../shared/components/media-access/media-head';
import { MediaScreen } from '../../shared/components/media-access/media-screen';
import { PurchasePanel } from '../../shared/components/media-access/purchase-panel';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { Breadcrumbs } from '../../shared/components/breadcrumbs';
import { loadMediaItem, useMediaReload, type MediaData } from '../../shared/components/media-access/media-data';
import { fetchVideo } from './api/get-video';
import { VideoRecommendations } from './components/recommendations';
import { ShareMail } from './components/share-mail';
import { VoteBar } from './components/vote-bar';
import { WatchArea } from './components/watch-area';
import './video.css';

/**
 * The video page (/en/amateur/{actorName}/videos/{videoId}/, issue 13 §4): the
 * video or its trailer, facts, restrictions and the buy form, votes, the share
 * e-mail, and recommendations by actor and by album.
 */
export function VideoScreen() {
  const data = usePageData<MediaData<VideoDetail>>();
  const reloadNow = useMediaReload();
  // One function for the page's life: the watch area's timers and player listener depend on it.
  const latest = useRef(reloadNow);
  latest.current = reloadNow;
  const reload = useCallback(() => latest.current(), []);
  return (
    <MediaScreen screen="actorVideo" data={data}>
      {(video) => (
        <>
          <Breadcrumbs type="actorProfileVideoDetails" subject={{ actor: { name: video.actor.name }, video: { id: video.id, title: video.title } }} />
          <VideoDetails video={video} reload={reload} />
          <VideoRecommendations video={video} />
        </>
      )}
    </MediaScreen>
  );
}

/** The video of the page; 404 when there is none, a 301 to its own address when asked for under another performer. */
export function loadVideoPage({ client, page, request }: PageLoaderArgs) {
  return loadMediaItem(() => fetchVideo(client, Number(page.params.videoId)), {
    page,
    request,
    canonicalPath: (video) => buildPath('actorVideo', { actorName: video.actor.name, videoId: video.id }, page.language),
  });
}

function VideoDetails({ video, reload }: { video: VideoDetail; reload(): void }) {
  const t = useSiteT();
  const { language } = usePage();
  // Bought on this page: the full video starts by itself once the fresh answer brings it (the click on "buy" was the gesture).
  const [boughtHere, setBoughtHere] = useState(false);
  const onBought = useCallback(() => {
    setBoughtHere(true);
    reload();
  }, [reload]);
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
      <WatchArea video={video} reload={reload} autoplay={boughtHere} />
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
        {/* After a purchase the page re-reads the answer: hlsUrl arrives and the player swaps to the full video in place. */}
        <PurchasePanel kind="video" id={video.id} price={video.price} access={video} onBought={onBought} />
        <VoteBar video={video} />
        <ShareMail videoId={video.id} />
        {video.description ? <p className="media-page__description">{video.description}</p> : null}
        {video.tags.length > 0 ? (
          <ul className="media-page__tags" aria-label={t('profile.tags')}>
            {video.tags.map((tag) => (
              <li key={tag}>
                <TagChipLink tag={tag} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { VideoScreen as Screen, loadVideoPage as loader };
