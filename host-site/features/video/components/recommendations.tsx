import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { VideoDetail } from '../../../../sdk/api/types';
import { buildPath } from '../../../../sdk/routes';
import { $guest } from '../../../../sdk/session';
import { fetchVideoRecommendations, type RecommendationBasis, type RecommendedVideo } from '../../../../sdk/video-page';
import { formatDuration } from '../../../../widgets/tile-grid/format-duration';
import { MediaPrice } from '../../../shared/components/media-access/media-price';
import { SectionHeading } from '../../../shared/components/section-heading';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { useStore } from '../../../shared/session/use-store';
import { useQueryService } from '../api/query-service';

/**
 * Videos to watch next (spec 001 §7 "video recommendations by actor or album";
 * issue 13 §4): the performer's other videos, and similar videos of others (by
 * the video's album). Loaded after the page, below the fold: the first paint
 * needs none of it, and the list space is kept so nothing jumps (CLS).
 */
export function VideoRecommendations({ video }: { video: VideoDetail }) {
  const t = useSiteT();
  return (
    <div className="video-recommendations">
      <RecommendationSection title={t('video.moreOf', { name: video.actor.name })} basis={{ actorId: video.actor.id, excludeVideoId: video.id }} />
      <RecommendationSection title={t('video.similar')} basis={{ albumId: video.id }} />
    </div>
  );
}

type ListState = { status: 'loading' } | { status: 'ready'; items: RecommendedVideo[] } | { status: 'error' };

function RecommendationSection({ title, basis }: { title: string; basis: RecommendationBasis }) {
  const t = useSiteT();
  const headingId = useId();
  const query = useQueryService();
  // The query service needs the session's token: wait for the session (anonymous ones included).
  const guest = useStore($guest);
  const viewer = guest ? `${guest.id}|${guest.isLoggedIn}` : null;
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(basis);

  useEffect(() => {
    if (viewer === null) return undefined;
    let current = true;
    setState({ status: 'loading' });
    fetchVideoRecommendations(query, JSON.parse(key) as RecommendationBasis).then(
      (items) => current && setState({ status: 'ready', items }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [query, key, viewer, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <section className="video-recommendations__section" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <SectionHeading id={headingId}>{title}</SectionHeading>
      {state.status === 'loading' ? (
        <ul className="video-recommendations__list" aria-hidden="true">
          {[0, 1, 2, 3].map((n) => <li key={n} className="video-recommendations__tile video-recommendations__tile--placeholder" />)}
        </ul>
      ) : null}
      {state.status === 'loading' ? <p className="visually-hidden" role="status">{t('video.recommendations.loading')}</p> : null}
      {state.status === 'error' ? (
        <p className="video-recommendations__message" role="alert">
          {t('video.recommendations.error')}{' '}
          <button type="button" className="link-button" onClick={retry}>{t('video.retry')}</button>
        </p>
      ) : null}
      {state.status === 'ready' && state.items.length === 0 ? <p className="video-recommendations__message">{t('video.recommendations.empty')}</p> : null}
      {state.status === 'ready' && state.items.length > 0 ? (
        <ul className="video-recommendations__list">
          {state.items.map((item) => <RecommendedTile key={item.id} item={item} />)}
        </ul>
      ) : null}
    </section>
  );
}

function RecommendedTile({ item }: { item: RecommendedVideo }) {
  const t = useSiteT();
  const language = useLanguage();
  const resolve = useAppServices().restClient(language).resolveUrl;
  return (
    <li className="video-recommendations__tile">
      <Link className="video-recommendations__link" to={buildPath('actorVideo', { actorName: item.actorName, videoId: String(item.id) }, language)}>
        <span className="video-recommendations__picture">
          <img src={resolve(item.preview)} srcSet={`${resolve(item.preview)} 320w, ${resolve(item.previewLarge)} 640w`} sizes="(min-width: 1023px) 22vw, 45vw" width={320} height={180} alt="" loading="lazy" decoding="async" />
          <span className="media-page__duration">
            <span className="visually-hidden">{t('media.duration')} </span>
            {formatDuration(item.duration)}
          </span>
        </span>
        <span className="video-recommendations__title">{item.title}</span>
        <span className="video-recommendations__meta">
          {item.actorName}
          {' · '}
          {item.bought ? t('video.bought') : item.free ? t('media.badge.free') : <MediaPrice price={item.price} basePrice={item.basePrice} />}
        </span>
      </Link>
    </li>
  );
}
