import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  FILTER_GENDERS, FILTER_LANGUAGES, hasFilters, LIVE_FEATURES, liveSearch, parseLiveFilters, PRICE_STEPS, type LiveFilters as Filters,
} from '../../../../sdk/live/lists';
import { languageName } from '../../../shared/lib/display-names';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import '../../../shared/components/text-field.css';

export interface LiveFiltersProps {
  /** The list's path without the query. */
  path: string;
  filters: Filters;
}

/**
 * The filters of a live list (gender, spoken language, price per minute, features). They live in the
 * address (?gender=F&lang=de...): every change is a new history entry, so Back restores the previous
 * filters, and a shared link shows the same list. Without script the form submits the same query.
 */
export function LiveFilters({ path, filters }: LiveFiltersProps) {
  const t = useSiteT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const active = (filters.gender ? 1 : 0) + (filters.language ? 1 : 0) + (filters.maxPrice !== null ? 1 : 0) + filters.features.length;
  const apply = (form: HTMLFormElement) => {
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') search.append(name, value);
    // A change of filters starts again at page 1.
    navigate(`${path}${liveSearch(parseLiveFilters(search))}`, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    <details className="live-filters" open={hasFilters(filters) || undefined}>
      <summary className="live-filters__summary">
        {t('live.filters')}
        {active > 0 ? <span className="live-filters__active">{t('live.filter.active', { count: active })}</span> : null}
      </summary>
      <form key={liveSearch(filters)} className="live-filters__form" method="get" action={path} onSubmit={onSubmit} onChange={(event) => apply(event.currentTarget)} aria-label={t('live.filters')}>
        <label className="live-filters__field">
          <span>{t('live.filter.gender')}</span>
          <select className="text-field text-field--on-surface" name="gender" defaultValue={filters.gender ?? ''}>
            <option value="">{t('live.gender.any')}</option>
            {FILTER_GENDERS.map((gender) => <option key={gender} value={gender}>{t(`live.gender.${gender}`)}</option>)}
          </select>
        </label>
        <label className="live-filters__field">
          <span>{t('live.filter.language')}</span>
          <select className="text-field text-field--on-surface" name="lang" defaultValue={filters.language ?? ''}>
            <option value="">{t('live.language.any')}</option>
            {FILTER_LANGUAGES.map((code) => <option key={code} value={code}>{languageName(code, language)}</option>)}
          </select>
        </label>
        <label className="live-filters__field">
          <span>{t('live.filter.price')}</span>
          <select className="text-field text-field--on-surface" name="maxPrice" defaultValue={filters.maxPrice === null ? '' : String(filters.maxPrice)}>
            <option value="">{t('live.price.any')}</option>
            {PRICE_STEPS.map((price) => <option key={price} value={price}>{t('live.price.upTo', { price })}</option>)}
          </select>
        </label>
        <fieldset className="live-filters__features">
          <legend>{t('live.filter.features')}</legend>
          {LIVE_FEATURES.map((feature) => (
            <label key={feature} className="live-filters__feature">
              <input type="checkbox" name="feature" value={feature} defaultChecked={filters.features.includes(feature)} />
              {t(`live.feature.${feature}`)}
            </label>
          ))}
        </fieldset>
        <div className="live-filters__actions">
          {hydrated ? null : <button type="submit" className="button">{t('live.filter.apply')}</button>}
          {hasFilters(filters) ? <Link className="live-filters__reset" to={path} preventScrollReset>{t('live.filter.reset')}</Link> : null}
        </div>
      </form>
    </details>
  );
}
