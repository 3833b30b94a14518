import { Link } from 'react-router';
import type { ActorSearchType } from '../../../../sdk/actor-search/types';
import { defaultSortOf, SEARCH_TYPES } from '../../../../sdk/actor-search/url-state';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import type { ActorSearchView } from '../use-actor-search';
import '../../../shared/components/pill-link.css';

const LABEL = {
  default: 'actorSearch.tab.default',
  location: 'actorSearch.tab.location',
  custom: 'actorSearch.tab.custom',
  newGirls: 'actorSearch.tab.newGirls',
} as const satisfies Record<ActorSearchType, string>;

/** spec 001 §3 "search types default, location, custom and new girls": one tab each, each keeping its own state. */
export function SearchTabs({ view }: { view: ActorSearchView }) {
  const t = useSiteT();
  const current = view.state.searchType;
  return (
    <nav className="actor-search__tabs" aria-label={t('actorSearch.tabs')}>
      {SEARCH_TYPES.map((type) => (
        <Link key={type} className="pill-link actor-search__tab" data-type={type} aria-current={type === current ? 'page' : undefined}
          to={view.hrefOf({ type, sort: defaultSortOf(type), page: 1 })} preventScrollReset>
          {t(LABEL[type])}
        </Link>
      ))}
    </nav>
  );
}
