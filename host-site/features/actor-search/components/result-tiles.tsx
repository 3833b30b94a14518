import { Link } from 'react-router';
import type { ActorSearchHit } from '../../../../sdk/actor-search/types';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import type { ActorSearchView } from '../use-actor-search';
import '../../../shared/components/card-tiles.css';

/** The hits of the shown page with their states: searching, nothing found, failed (with a retry). */
export function ResultTiles({ view }: { view: ActorSearchView }) {
  const t = useSiteT();
  const { state } = view;
  const shown = state.types[state.searchType];
  const asked = view.controller.urlState();
  if (shown.status === 'error') {
    return (
      <div className="actor-search__state" role="alert" data-state="error">
        <p>{t('actorSearch.error')}</p>
        <button type="button" className="button" onClick={() => void view.controller.retry()}>{t('actorSearch.retry')}</button>
      </div>
    );
  }
  if (!shown.loaded) return <p className="actor-search__state" role="status" data-state="loading">{t('actorSearch.loading')}</p>;
  const hasFilters = Object.keys(asked.conditions).length > 0;
  return (
    <>
      <p className="actor-search__count" role="status" data-testid="actor-search-count">
        {shown.status === 'loading' ? t('actorSearch.loading') : t('actorSearch.count', { count: shown.totalHits })}
      </p>
      {state.searchType === 'location' && !state.location && <p className="actor-search__hint" data-state="location-needed">{t('actorSearch.locationNeeded')}</p>}
      {shown.actors.length === 0 ? (
        <div className="actor-search__state" data-state="empty">
          <p><strong>{t('actorSearch.empty')}</strong></p>
          <p>{t('actorSearch.emptyHint')}</p>
          {hasFilters && <Link className="button" to={view.hrefOf({ conditions: {}, page: 1 })}>{t('actorSearch.clearFilters')}</Link>}
        </div>
      ) : (
        <ul className="card-grid actor-search__tiles" data-loading={shown.status === 'loading' || undefined}>
          {shown.actors.map((hit, index) => <HitTile key={hit.id} hit={hit} eager={index < 4} />)}
        </ul>
      )}
    </>
  );
}

/** One performer: picture, name and age, online state, city and the distance when the guest gave a place. */
function HitTile({ hit, eager }: { hit: ActorSearchHit; eager: boolean }) {
  const t = useSiteT();
  const language = useLanguage();
  const { restClient } = useAppServices();
  const distance = hit.distanceKm === null ? null : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(hit.distanceKm);
  return (
    <li className={`card-tile actor-search__tile${hit.online ? '' : ' card-tile--offline'}`} data-actor-id={hit.id} data-online={hit.online}>
      <Link className="card-tile__link" to={hit.link}>
        <span className="card-tile__picture card-tile__picture--square">
          <img src={restClient(language).resolveUrl(hit.image)} alt="" width={320} height={320} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          {hit.online && <span className="card-tile__badge card-tile__badge--top-left card-tile__badge--online">{t('actorSearch.online')}</span>}
          {hit.isNew && <span className="card-tile__badge card-tile__badge--top-right card-tile__badge--dark">{t('actorSearch.new')}</span>}
        </span>
        <span className="card-tile__title">{hit.name}, {hit.age}</span>
        <span className="card-tile__meta">{hit.city}</span>
        {distance !== null && <span className="card-tile__meta actor-search__distance" data-km={hit.distanceKm}>{t('actorSearch.distance', { distance })}</span>}
      </Link>
    </li>
  );
}
