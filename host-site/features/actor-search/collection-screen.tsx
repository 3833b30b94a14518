/**
 * A collection's page (issue 15 item 6 "collections"; spec 001 §3 "Collection: id, name, slug, label, imageId,
 * imageUrl, modelCount, footerText, teaserText, linkVX, models"): its teaser text, its models through the actor
 * search with currentCollection (spec 001 §7), so sort, mood and filters work inside it, its footer text, and the
 * other collections. An unknown slug answers 404 with the collections to go on with.
 */
import { Link } from 'react-router';
import type { Collection, CollectionSummary } from '../../../sdk/api/schemas/collections';
import { searchActors, requestOfAddress } from '../../../sdk/actor-search/rest-transport';
import { parseActorSearchUrl } from '../../../sdk/actor-search/url-state';
import { breadcrumbWord } from '../../../sdk/breadcrumbs/labels';
import { buildPath } from '../../../sdk/routes';
import { BreadcrumbNav } from '../../shared/components/breadcrumbs';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, withStatus, type PageLoaderArgs, type WithStatus } from '../../shared/page/page-data';
import { PageHead } from '../../shared/seo/page-head';
import { loadCollection, loadCollections } from './collections-data';
import { CollectionCards } from './components/collection-cards';
import { FilterPanel } from './components/filter-panel';
import { SearchControls } from './components/search-controls';
import { SearchResults } from './components/search-results';
import { failedAsNull } from './search-failure';
import { useActorSearch, type ActorSearchPageData } from './use-actor-search';
import './actor-search.css';

export type CollectionPageData =
  | { kind: 'collection'; slug: string; collection: Collection; search: ActorSearchPageData; collections: CollectionSummary[] | null }
  /** The collection could not be loaded (not a 404): the page says so and offers a retry. */
  | { kind: 'failed'; slug: string; collections: CollectionSummary[] | null }
  | { kind: 'missing'; slug: string; collections: CollectionSummary[] | null };

/** The collection, the first page of its search (from the address's sort, mood, filters and page) and the other collections. */
export async function loadCollectionPage({ client, page, request }: PageLoaderArgs): Promise<CollectionPageData | WithStatus<CollectionPageData>> {
  const slug = page.params.collectionSlug ?? '';
  const signal = request.signal;
  const asked = { ...parseActorSearchUrl(new URL(request.url).search), category: slug };
  const [collection, answer, collections] = await Promise.all([
    loadCollection(client, slug, signal),
    searchActors(client, requestOfAddress(asked), asked.page, { signal }).catch(failedAsNull),
    loadCollections(client, signal),
  ]);
  if (collection === 'missing') return withStatus<CollectionPageData>({ kind: 'missing', slug, collections }, 404);
  if (collection === null) return { kind: 'failed', slug, collections };
  return { kind: 'collection', slug, collection, search: { asked, answer }, collections };
}

export function CollectionScreen() {
  const { pathname } = usePage();
  const data = usePageData<CollectionPageData>();
  if (data.kind === 'collection') return <CollectionPage key={pathname} data={data} />;
  return <CollectionProblem data={data} />;
}

function useTrail(name: string) {
  const t = useSiteT();
  const { language, pathname } = usePage();
  return [
    { name: breadcrumbWord('home', language), path: buildPath('home', {}, language) },
    { name: t('nav.performerSearch'), path: buildPath('performerSearch', {}, language) },
    { name, path: pathname },
  ];
}

function CollectionPage({ data }: { data: Extract<CollectionPageData, { kind: 'collection' }> }) {
  const t = useSiteT();
  const { collection } = data;
  const view = useActorSearch(data.search, data.slug);
  return (
    <div className="page actor-search collection-page" data-screen="performerCollection" data-collection={collection.slug}>
      <PageHead title={collection.name} description="seo.collection" image={collection.imageUrl}
        values={{ name: collection.name, teaser: collection.teaserText, count: collection.modelCount }} />
      <BreadcrumbNav trail={useTrail(collection.name)} type="collection" />
      <h1 className="page__title">{collection.name}</h1>
      <p className="collection-page__teaser">{collection.teaserText}</p>
      {collection.modelCount === 0 ? <p className="actor-search__state" data-state="empty">{t('collections.emptyModels')}</p> : (
        <>
          <div className="actor-search__bar"><SearchControls view={view} /></div>
          <div className="actor-search__layout collection-page__layout">
            <FilterPanel view={view} />
            <SearchResults view={view} />
          </div>
        </>
      )}
      <p className="collection-page__footer">{collection.footerText}</p>
      <CollectionCards collections={data.collections} currentSlug={collection.slug} title={t('collections.others')} />
    </div>
  );
}

/** An unknown slug (404) or a collection that could not be loaded: say which, and offer the way on. */
function CollectionProblem({ data }: { data: Exclude<CollectionPageData, { kind: 'collection' }> }) {
  const t = useSiteT();
  const { language, pathname } = usePage();
  const title = data.kind === 'missing' ? t('collections.notFound') : t('collections.error');
  return (
    <div className="page actor-search collection-page" data-screen="performerCollection" data-state={data.kind}>
      <PageHead title={title} description="seo.actorSearch" noindex />
      <BreadcrumbNav trail={useTrail(title)} type="collection" />
      <h1 className="page__title">{title}</h1>
      {data.kind === 'missing'
        ? <p>{t('collections.notFoundHint')}</p>
        : <p role="alert"><a className="button" href={pathname}>{t('collections.retry')}</a></p>}
      <CollectionCards collections={data.collections} title={t('collections.title')} />
      <p><Link className="button" to={buildPath('performerSearch', {}, language)}>{t('collections.back')}</Link></p>
    </div>
  );
}
