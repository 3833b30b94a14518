import { loadHeatMap } from '../../../../sdk/heat-map/api';
import { busiestHours, localHeatRows } from '../../../../sdk/heat-map/rules';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { usePage } from '../../../shared/page/page-context';
import { useClientLoad } from '../../../shared/lib/use-client-load';
import { useAppServices } from '../../../shared/services/app-services';

/** Hour labels under the grid: every third hour (every sixth on a phone, see profile.css). */
const LABELLED_HOURS = [0, 3, 6, 9, 12, 15, 18, 21];

/**
 * When the performer was online over the last days, hour by hour, in the guest's
 * time zone (issue 15 §8 "heat map of online hours (hoursToBeOnline)"). Loaded
 * after hydration: the server does not know the guest's zone, and the map is
 * below the facts.
 */
export function OnlineHeatMap({ actorId, actorName }: { actorId: number; actorName: string }) {
  const t = useSiteT();
  const { language } = usePage();
  const client = useAppServices().restClient(language);
  const { state, retry } = useClientLoad(
    (signal) => loadHeatMap(client, actorId, { signal }).then((map) => ({ map, rows: localHeatRows(map.heatMaps, -new Date().getTimezoneOffset(), Date.now()) })),
    [actorId],
  );

  const hourLabel = (hour: number) => new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1, hour));
  const dayLabel = (date: string) => new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));

  return (
    <section className="heat-map" aria-labelledby="heat-map-title" aria-busy={state.kind === 'loading'}>
      <h2 id="heat-map-title" className="heat-map__title">{t('heatMap.title')}</h2>
      {state.kind === 'loading' ? <p className="heat-map__hint">{t('heatMap.loading')}</p> : null}
      {state.kind === 'failed' ? (
        <p className="heat-map__hint" role="alert">
          {t('heatMap.failed')}{' '}
          <button type="button" className="link-button" onClick={retry}>{t('heatMap.retry')}</button>
        </p>
      ) : null}
      {state.kind === 'ready' && state.value.map.heatMaps.length === 0 ? <p className="heat-map__hint">{t('heatMap.empty', { name: actorName, days: state.value.map.days })}</p> : null}
      {state.kind === 'ready' && state.value.map.heatMaps.length > 0 ? (
        <>
          <p className="heat-map__summary">
            {t('heatMap.summary', { name: actorName, hours: new Intl.NumberFormat(language).format(state.value.map.hoursToBeOnline), days: state.value.map.days })}
          </p>
          <div
            className="heat-map__grid"
            role="img"
            aria-label={t('heatMap.busiest', { name: actorName, hours: new Intl.ListFormat(language).format(busiestHours(state.value.rows).map(hourLabel)) })}
          >
            {state.value.rows.map((row) => (
              <div key={row.date} className="heat-map__row">
                <span className="heat-map__day">{dayLabel(row.date)}</span>
                {row.levels.map((level, hour) => <span key={hour} className={`heat-map__cell heat-map__cell--${level}`} />)}
              </div>
            ))}
            <div className="heat-map__row heat-map__row--hours" aria-hidden="true">
              <span className="heat-map__day" />
              {Array.from({ length: 24 }, (_, hour) => (
                <span key={hour} className={hour % 6 === 0 ? 'heat-map__hour' : 'heat-map__hour heat-map__hour--minor'}>{LABELLED_HOURS.includes(hour) ? hourLabel(hour) : ''}</span>
              ))}
            </div>
          </div>
          <p className="heat-map__hint">{t('heatMap.legend')}</p>
        </>
      ) : null}
    </section>
  );
}
