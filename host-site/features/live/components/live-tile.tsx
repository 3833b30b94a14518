import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { livePicturePath } from '../../../../sdk/live/live-picture';
import { isRated, TOP_LISTS, type LiveList } from '../../../../sdk/live/lists';
import type { LiveCam } from '../../../../sdk/live/list-types';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { useInView } from '../../../shared/live/use-in-view';
import { ShowTime } from './show-time';

export interface LiveTileProps {
  list: LiveList;
  cam: LiveCam;
  online: boolean;
  /** In a running ticket show now. */
  ticketShow: boolean;
  /** The page's picture bucket; the tile follows it only while it is in view. */
  bucket: number;
  /** The first tiles are the page's largest paint: loaded eagerly. */
  eager: boolean;
}

/**
 * One performer of a live list: the live picture (refreshed every 10 s while the tile is visible),
 * the online state, the list's price and, on the top lists, the ranking facts (spec 001 §3 "Top cam").
 * An offline performer, or a live picture that fails, shows the avatar instead.
 */
export function LiveTile({ list, cam, online, ticketShow, bucket, eager }: LiveTileProps) {
  const t = useSiteT();
  const language = useLanguage();
  const { restClient } = useAppServices();
  const resolve = restClient(language).resolveUrl;
  const ref = useRef<HTMLLIElement>(null);
  const inView = useInView(ref);
  const [shownBucket, setShownBucket] = useState(bucket);
  const [failedBucket, setFailedBucket] = useState<number | null>(null);
  useEffect(() => {
    if (inView) setShownBucket(bucket);
  }, [bucket, inView]);
  const live = online && failedBucket !== shownBucket;
  const picture = useRef<HTMLImageElement>(null);
  // A server-rendered picture can fail before hydration attaches onError: look once it is ours.
  useEffect(() => {
    const image = picture.current;
    if (live && image && image.complete && image.naturalWidth === 0) setFailedBucket(shownBucket);
  }, [live, shownBucket]);
  const src = live ? resolve(livePicturePath(cam.id, shownBucket)) : resolve(cam.avatarPicture);
  const isTop = TOP_LISTS.has(list);
  return (
    <li ref={ref} className={`live-tile card-tile${online ? '' : ' card-tile--offline'}`} data-actor-id={cam.id} data-online={online}>
      <Link className="card-tile__link" to={cam.profileLink}>
        <span className="card-tile__picture card-tile__picture--cam">
          <img ref={picture} src={src} alt="" width={320} height={240} loading={eager ? 'eager' : 'lazy'} decoding="async" data-live-picture={live ? '' : undefined}
            onError={() => live && setFailedBucket(shownBucket)} />
          <span className={`card-tile__badge card-tile__badge--top-left card-tile__badge--${online ? 'online' : 'offline'}`}>
            {t(!online ? 'live.offline' : ticketShow ? 'live.ticketShowRunning' : 'live.online')}
          </span>
          {isTop ? <span className="card-tile__badge card-tile__badge--top-right card-tile__badge--dark">{t('live.position', { position: cam.position })}</span> : null}
        </span>
        <span className="live-tile__name">{cam.name}<span className="card-tile__meta">{cam.age}</span></span>
        <span className="live-tile__facts card-tile__meta">
          <span>{t(list === 'camShows' ? 'live.ticketPrice' : 'live.pricePerMinute', { price: cam.pricePerMinute })}</span>
          {list === 'camShows' && !ticketShow && cam.showStartsAt ? <ShowTime startsAt={cam.showStartsAt} /> : null}
          {list === 'topFavourites' ? <span>{t('live.pinnedCount', { count: cam.pinnedCount })}</span> : null}
          {list === 'topBestChats' && isRated(cam) ? <span>{t('live.satisfaction', { rate: cam.satisfactionRate ?? 0, count: cam.ratingCount })}</span> : null}
          {list === 'topVideoCall' ? <span>{t(cam.onlineVideocall ? 'live.videoCallNow' : 'live.videoCallLater')}</span> : null}
        </span>
      </Link>
    </li>
  );
}
