import { Link } from 'react-router';
import type { SearchActorItem, SearchVideoItem } from '../../../sdk/search/types';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { useLanguage } from '../../shared/page/page-context';
import { useAppServices } from '../../shared/services/app-services';
import '../../shared/components/card-tiles.css';

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
    <li className={`search-tile card-tile${actor.online ? '' : ' card-tile--offline'}`} data-actor-id={actor.id} data-online={actor.online}>
      <Link className="card-tile__link" to={actor.link}>
        <span className="card-tile__picture card-tile__picture--square">
          <img src={resolve(actor.image)} alt="" width={320} height={Math.round(320 / actor.aspect)} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          <span className={`card-tile__badge card-tile__badge--top-left card-tile__badge--${actor.online ? 'online' : 'offline'}`}>{t(actor.online ? 'search.online' : 'search.offline')}</span>
        </span>
        <span className="card-tile__title">{actor.name}</span>
      </Link>
    </li>
  );
}

/** A video found: 16:9 preview with its length, title and performer, linking to the video page. */
export function VideoResultTile({ video, eager }: { video: SearchVideoItem; eager: boolean }) {
  const t = useSiteT();
  const resolve = useResolve();
  return (
    <li className="search-tile card-tile" data-video-id={video.id}>
      <Link className="card-tile__link" to={video.link}>
        <span className="card-tile__picture">
          <img src={resolve(video.image)} alt="" width={320} height={180} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          <span className="card-tile__badge card-tile__badge--bottom-right card-tile__badge--dark">{clock(video.durationSeconds)}</span>
        </span>
        <span className="card-tile__title">{video.title}</span>
        <span className="card-tile__meta">{t('search.by', { name: video.actorName })}</span>
      </Link>
    </li>
  );
}
