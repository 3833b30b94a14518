import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { ZIP_LENGTH } from '../../../../sdk/actor-search/types';
import { parseActorSearchUrl, searchableZip } from '../../../../sdk/actor-search/url-state';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { usePage } from '../../../shared/page/page-context';
import type { ActorSearchView } from '../use-actor-search';
import '../../../shared/components/text-field.css';

type GeoStatus = 'idle' | 'locating' | 'denied' | 'unavailable';

/**
 * The guest's place (issue 15 item 3): a postcode ("exactly 5 characters", 001 §5) or the browser's
 * location after the guest allowed it. The place stays on this visit (and on the guest, by the
 * server); only a postcode goes into the address.
 */
export function LocationBox({ view }: { view: ActorSearchView }) {
  const t = useSiteT();
  const { pathname } = usePage();
  const { state } = view;
  const { search } = useLocation();
  const addressZip = parseActorSearchUrl(search).zip;
  const [zip, setZip] = useState(addressZip ?? '');
  // The code of the last lookup, for "we do not know the postcode ..." after the address dropped it.
  const [tried, setTried] = useState<string | null>(addressZip);
  const [tooShort, setTooShort] = useState(false);
  const [geo, setGeo] = useState<GeoStatus>('idle');

  // Back and Forward bring the postcode of their search into the box (a failed one stays for correcting).
  const notFound = state.zipStatus === 'notFound';
  useEffect(() => {
    if (!notFound) setZip(addressZip ?? '');
  }, [addressZip, notFound]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = searchableZip(zip);
    setTooShort(code === null);
    if (code === null) return;
    setTried(code);
    setGeo('idle');
    view.act((c) => c.setZip(code));
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setGeo('unavailable');
    setGeo('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setGeo('idle');
        setZip('');
        view.act((c) => c.useBrowserLocation(position.coords.latitude, position.coords.longitude));
      },
      (error) => setGeo(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: 20_000, maximumAge: 600_000 },
    );
  };

  const place = state.location;
  return (
    <div className="actor-search__location">
      <form className="actor-search__zip" method="get" action={pathname} onSubmit={submit} noValidate>
        <label htmlFor="actor-search-zip">{t('actorSearch.zipLabel')}</label>
        <input id="actor-search-zip" className="text-field" name="zip" value={zip} inputMode="numeric" autoComplete="postal-code" maxLength={ZIP_LENGTH}
          size={ZIP_LENGTH + 2} aria-describedby="actor-search-zip-state" aria-invalid={tooShort || undefined}
          onChange={(event) => { setZip(event.target.value); setTooShort(false); }} />
        <button type="submit" className="button">{t('actorSearch.zipSubmit')}</button>
        <button type="button" className="button button--secondary actor-search__locate" onClick={locate} disabled={geo === 'locating'}>
          {t('actorSearch.useLocation')}
        </button>
      </form>
      <p id="actor-search-zip-state" className="actor-search__location-state" role="status">
        {tooShort ? t('actorSearch.zipHint', { length: ZIP_LENGTH })
          : state.zipStatus === 'looking' ? t('actorSearch.zipLooking')
          : state.zipStatus === 'notFound' ? <span data-state="zip-not-found">{t('actorSearch.zipNotFound', { zip: tried ?? zip })}</span>
          : geo === 'locating' ? t('actorSearch.locating')
          : geo === 'denied' ? t('actorSearch.locationDenied')
          : geo === 'unavailable' ? t('actorSearch.locationUnavailable')
          : place ? (
            <>
              <span data-testid="actor-search-place">{place.source === 'zip' && place.zip ? t('actorSearch.near.zip', { zip: place.zip }) : t('actorSearch.near.browser')}</span>{' '}
              <button type="button" className="actor-search__forget" onClick={() => { setZip(''); view.act((c) => c.clearLocation()); }}>{t('actorSearch.clearLocation')}</button>
            </>
          ) : null}
      </p>
    </div>
  );
}
