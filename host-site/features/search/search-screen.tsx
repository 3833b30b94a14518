import { Link } from 'react-router';
import { RestError } from '../../../sdk/api/rest';
import { buildPath } from '../../../sdk/routes';
import { isSearchablePattern, normalizePattern } from '../../../sdk/search/rules';
import { parseResultPage, resultPageCount, resultPageRequest, resultPageSearch, searchTypeOfScreen, SEARCH_SCREEN_OF_TYPE } from '../../../sdk/search/result-page';
import { MIN_SEARCH_PATTERN_LENGTH, type SearchActorItem, type SearchByTypeResult, type SearchByTypeType, type SearchVideoItem } from '../../../sdk/search/types';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { PageHead } from '../../shared/seo/page-head';
import { SearchForm } from './search-form';
import { ActorResultTile, VideoResultTile } from './search-tiles';
import { PagePager } from '../../shared/components/page-pager';
import '../../shared/components/pill-link.css';
import './search.css';

export interface SearchPageData {
  type: SearchByTypeType;
  /** The pattern as searched (trimmed, inner spaces collapsed). */
  pattern: string;
  page: number;
  /** Null when the results could not be loaded (the page offers a retry). */
  answer: { items: Array<SearchActorItem | SearchVideoItem>; totalCount: number } | null;
}

/** One page of one type's results (?page=2): searchByType, relevance order, 30 per page (spec 001 §2). */
export async function loadSearchResults({ client, page, request }: PageLoaderArgs): Promise<SearchPageData> {
  const type = searchTypeOfScreen(page.screen) ?? 'videos';
  const search = new URL(request.url).searchParams;
  // ?q= is what the search box sends without a script (the script puts the pattern into the path instead).
  const pattern = normalizePattern(search.get('q') ?? page.params.searchPattern ?? '');
  const pageNumber = parseResultPage(search);
  // spec 001 §9: "a shorter pattern triggers no per-type search": no request at all.
  if (!isSearchablePattern(pattern)) return { type, pattern, page: pageNumber, answer: { items: [], totalCount: 0 } };
  const answer = await client
    .get<{ data: SearchByTypeResult }>('searchResult/searchByType', resultPageRequest(type, pattern, pageNumber), { signal: request.signal })
    .then(({ data }) => ({ items: data.items, totalCount: data.totalCount ?? data.items.length }))
    .catch(failedAsNull);
  return { type, pattern, page: pageNumber, answer };
}

/** A refused or failed request shows the page's error state; anything else (a bug) the route's error page. */
function failedAsNull(error: unknown): null {
  if (error instanceof RestError || (error instanceof Error && error.name === 'TypeError')) return null;
  throw error;
}

const TITLE = { actors: 'search.title.actors', videos: 'search.title.videos' } as const;
const COUNT = { actors: 'search.count.actors', videos: 'search.count.videos' } as const;
const EMPTY = { actors: 'search.empty.actors', videos: 'search.empty.videos' } as const;
const SEO = { actors: 'seo.search.actors', videos: 'seo.search.videos' } as const;

/**
 * The per-category search result pages (issue 15 item 4): /en/search/models/{pattern}/ and
 * /en/search/videos/{pattern}/, rendered on the server, with a search box, the other type one tab away,
 * pages, and states a visitor can act on (too short, nothing found, not loaded).
 */
export function SearchScreen() {
  const t = useSiteT();
  const { language, pathname } = usePage();
  const { type, pattern, page, answer } = usePageData<SearchPageData>();
  const title = t(TITLE[type], { pattern });
  const screen = SEARCH_SCREEN_OF_TYPE[type];
  const searchable = isSearchablePattern(pattern);
  return (
    <div className="page search-page" data-screen={screen}>
      {/* Search results are endless thin lists: never indexed (sdk/seo/indexing.ts). */}
      <PageHead title={title} description={SEO[type]} values={{ pattern }} noindex />
      <h1 className="page__title">{title}</h1>
      {/* Keyed: another pattern (a tab, Back) starts the box from that pattern. */}
      <SearchForm key={pattern} type={type} pattern={pattern} />
      <nav className="search-page__tabs" aria-label={t('search.tabs')}>
        {(['actors', 'videos'] as const).map((tab) => (
          <Link key={tab} className="pill-link" aria-current={tab === type ? 'page' : undefined}
            to={buildPath(SEARCH_SCREEN_OF_TYPE[tab], { searchPattern: pattern || '-' }, language)}>{t(tab === 'actors' ? 'search.tab.actors' : 'search.tab.videos')}</Link>
        ))}
      </nav>
      {!searchable ? (
        <div className="search-page__state" data-state="too-short">
          <p>{t('search.tooShort', { min: MIN_SEARCH_PATTERN_LENGTH })}</p>
        </div>
      ) : answer === null ? (
        <div className="search-page__state" role="alert" data-state="error">
          <p>{t('search.loadFailed')}</p>
          <Link className="button" to={`${pathname}${resultPageSearch(page)}`}>{t('search.retry')}</Link>
        </div>
      ) : answer.items.length === 0 && page === 1 ? (
        <div className="search-page__state" data-state="empty">
          <p><strong>{t(EMPTY[type], { pattern })}</strong></p>
          <p>{t('search.empty.hint')}</p>
          <Link className="button" to={buildPath(type === 'actors' ? 'newGirls' : 'videos', {}, language)}>{t(type === 'actors' ? 'nav.newGirls' : 'nav.videos')}</Link>
        </div>
      ) : (
        <>
          <p className="search-page__count" data-testid="search-count">{t(COUNT[type], { count: answer.totalCount })}</p>
          <ul className="card-grid" aria-label={title}>
            {answer.items.map((item, index) => (type === 'actors'
              ? <ActorResultTile key={item.id} actor={item as SearchActorItem} eager={index < 4} />
              : <VideoResultTile key={item.id} video={item as SearchVideoItem} eager={index < 4} />))}
          </ul>
          <PagePager page={page} pages={resultPageCount(answer.totalCount)} label={t('search.pages')} hrefOf={(number) => `${buildPath(screen, { searchPattern: pattern }, language)}${resultPageSearch(number)}`} />
        </>
      )}
    </div>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { SearchScreen as Screen, loadSearchResults as loader };
