import { opensStoredFilters } from '../../../sdk/actor-search/controller';
import { initActors, requestOfAddress, searchActors } from '../../../sdk/actor-search/rest-transport';
import { parseActorSearchUrl } from '../../../sdk/actor-search/url-state';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, type PageLoaderArgs, type WithStatus } from '../../shared/page/page-data';
import type { CollectionSummary } from '../../../sdk/api/schemas/collections';
import { PageHead } from '../../shared/seo/page-head';
import { FilterPanel } from './components/filter-panel';
import { LocationBox } from './components/location-box';
import { ResultMap } from './components/result-map';
import { SearchResults } from './components/search-results';
import { SearchControls } from './components/search-controls';
import { SearchTabs } from './components/search-tabs';
import { useActorSearch, type ActorSearchPageData } from './use-actor-search';
import { CollectionScreen, loadCollectionPage, type CollectionPageData } from './collection-screen';
import { loadCollections } from './collections-data';
import { CollectionCards } from './components/collection-cards';
import { failedAsNull } from './search-failure';
import './actor-search.css';

/** The search of the address, answered by the server for the first paint (spec 001 §7 POST actorsearch/search). */
export async function loadActorSearch({ client, request }: PageLoaderArgs): Promise<ActorSearchPageData & { collections: CollectionSummary[] | null }> {
  const asked = parseActorSearchUrl(new URL(request.url).search);
  const init = { signal: request.signal };
  // "My filters" without filters in the address opens the guest's own (stored) ones: actorsearch/init.
  const [answer, collections] = await Promise.all([
    (opensStoredFilters(asked)
      ? initActors(client, { searchType: asked.type, sortType: asked.sort, currentCollection: asked.category }, init)
      : searchActors(client, requestOfAddress(asked), asked.page, init)).catch(failedAsNull),
    // Issue 15 item 6: the collections' cards above the search.
    loadCollections(client, request.signal),
  ]);
  return { asked, answer, collections };
}


/**
 * The actor search (issue 15 items 2-3): four kinds of search, filters with counts, mood, sort,
 * postcode or the browser's location, tiles with the distance, pages, and a map of the hits.
 * Keyed by the path, so another language starts a new visit from its own loader's answer.
 */
export function ActorSearchScreen() {
  const { pathname } = usePage();
  const data = usePageData<ActorSearchPageData & { collections: CollectionSummary[] | null }>();
  return <ActorSearchPage key={pathname} data={data} />;
}

function ActorSearchPage({ data }: { data: ActorSearchPageData & { collections?: CollectionSummary[] | null } }) {
  const t = useSiteT();
  const view = useActorSearch(data);
  return (
    <div className="page actor-search" data-screen="performerSearch">
      <PageHead title={t('actorSearch.title')} description="seo.actorSearch" />
      <h1 className="page__title">{t('actorSearch.title')}</h1>
      <p className="actor-search__intro">{t('actorSearch.intro')}</p>
      <CollectionCards collections={data.collections ?? null} title={t('collections.title')} />
      <SearchTabs view={view} />
      <div className="actor-search__bar">
        <LocationBox view={view} />
        <SearchControls view={view} />
      </div>
      <div className="actor-search__layout">
        <FilterPanel view={view} />
        <SearchResults view={view} />
        <ResultMap view={view} />
      </div>
    </div>
  );
}

/** The actor search and a collection's page (issue 15 item 6), which searches within the collection: one module. */
export function ActorSearchOrCollectionScreen() {
  return usePage().screen === 'performerCollection' ? <CollectionScreen /> : <ActorSearchScreen />;
}

export function loadActorSearchOrCollection(args: PageLoaderArgs): Promise<ActorSearchPageData | CollectionPageData | WithStatus<CollectionPageData>> {
  return args.page.screen === 'performerCollection' ? loadCollectionPage(args) : loadActorSearch(args);
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { ActorSearchOrCollectionScreen as Screen, loadActorSearchOrCollection as loader };
