import { Link } from 'react-router';
import type { SearchActorItem, SearchVideoItem } from '../../../sdk/search/types';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { useLanguage } from '../../shared/page/page-context';
import { useAppServices } from '../../shared/services/app-services';

/** Pictures come from the API's origin (the white label's too). */
function useResolve() {
  const language = useLanguage();
  const { restClient } = useAppServices();
  return restClient(language).resolveUrl;
}

/** 754 -> "12:34"; an hour or more -> "1:02:03". */
function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}

/** A performer found: square avatar, name and online state, linking to the profile. */
export function ActorResultTile({ actor, eager }: { actor: SearchActorItem; eager: boolean }) {
  const t = useSiteT();
  const resolve = useResolve();
  return (
    <li className={`search-tile${actor.online ? '' : ' search-tile--offline'}`} data-actor-id={actor.id} data-online={actor.online}>
      <Link className="search-tile__link" to={actor.link}>
        <span className="search-tile__picture search-tile__picture--square">
          <img src={resolve(actor.image)} alt="" width={320} height={Math.round(320 / actor.aspect)} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          <span className={`search-tile__state search-tile__state--${actor.online ? 'online' : 'offline'}`}>{t(actor.online ? 'search.online' : 'search.offline')}</span>
        </span>
        <span className="search-tile__title">{actor.name}</span>
      </Link>
    </li>
  );
}

/** A video found: 16:9 preview with its length, title and performer, linking to the video page. */
export function VideoResultTile({ video, eager }: { video: SearchVideoItem; eager: boolean }) {
  const t = useSiteT();
  const resolve = useResolve();
  return (
    <li className="search-tile" data-video-id={video.id}>
      <Link className="search-tile__link" to={video.link}>
        <span className="search-tile__picture">
          <img src={resolve(video.image)} alt="" width={320} height={180} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          <span className="search-tile__duration">{clock(video.durationSeconds)}</span>
        </span>
        <span className="search-tile__title">{video.title}</span>
        <span className="search-tile__meta">{t('search.by', { name: video.actorName })}</span>
      </Link>
    </li>
  );
}
