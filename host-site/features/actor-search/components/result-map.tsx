import { Link } from 'react-router';
import { MAP_HEIGHT, MAP_WIDTH, percentIn, projectToMap, spreadColocated } from '../../../../sdk/actor-search/map-projection';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import type { ActorSearchView } from '../use-actor-search';

/** The bundled outlines (scripts/build-europe-map.ts): no tile server, no network beyond the site. */
const MAP_FILE = '/maps/europe.svg';

/**
 * The hits on a map (issue 15 item 3 "the results on a map with markers that works offline"): the
 * country outlines zoomed to the hits and the guest's place, a marker per hit that is a link to the
 * profile (a tab stop with the performer's name), and the guest's place.
 */
export function ResultMap({ view }: { view: ActorSearchView }) {
  const t = useSiteT();
  const { state } = view;
  const shown = state.types[state.searchType];
  const frame = shown.mapState;
  const points = spreadColocated(shown.markers.map((marker) => projectToMap(marker.lat, marker.long)), frame.width * 0.012);
  const you = state.location ? percentIn(frame, projectToMap(state.location.lat, state.location.long)) : null;
  return (
    <section className="actor-search__map-box" aria-labelledby="actor-search-map">
      <h2 id="actor-search-map" className="visually-hidden">{t('actorSearch.map')}</h2>
      <div className="actor-search__map" style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }} data-loading={shown.status === 'loading' || undefined}>
        <svg className="actor-search__outlines" viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
          <image href={MAP_FILE} width={MAP_WIDTH} height={MAP_HEIGHT} />
        </svg>
        <ul className="actor-search__markers" aria-label={t('actorSearch.map')}>
          {shown.markers.map((marker, index) => {
            const at = percentIn(frame, points[index]!);
            if (at.left < 0 || at.left > 100 || at.top < 0 || at.top > 100) return null;
            return (
              <li key={marker.id} className="actor-search__marker-item" style={{ left: `${at.left}%`, top: `${at.top}%` }}>
                <Link className="actor-search__marker" data-actor-id={marker.id} data-online={marker.online} to={marker.link}
                  aria-label={marker.online ? t('actorSearch.mapMarkerOnline', { name: marker.name }) : marker.name} title={marker.name} />
              </li>
            );
          })}
        </ul>
        {you && <span className="actor-search__you" role="img" aria-label={t('actorSearch.mapYou')} title={t('actorSearch.mapYou')} style={{ left: `${you.left}%`, top: `${you.top}%` }} />}
      </div>
      {shown.loaded && shown.markers.length < shown.totalHits && (
        <p className="actor-search__map-note">{t('actorSearch.mapPartial', { shown: shown.markers.length, count: shown.totalHits })}</p>
      )}
    </section>
  );
}
