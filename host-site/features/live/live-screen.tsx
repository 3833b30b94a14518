import { Link } from 'react-router';
import { RestError } from '../../../sdk/api/rest';
import { pictureBucket } from '../../../sdk/live/live-picture';
import { hasFilters, LIVE_PAGE_SIZE, liveListRequest, liveSearch, parseLiveFilters, parseLivePage, type LiveFilters as Filters, type LiveList } from '../../../sdk/live/lists';
import type { LiveListAnswer, LivePresenceAnswer } from '../../../sdk/live/list-types';
import { buildPath } from '../../../sdk/routes';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { PageHead } from '../../shared/seo/page-head';
import { LiveFilters } from './components/live-filters';
import { LiveGrid } from './components/live-grid';
import { LiveListNav } from './components/live-list-nav';
import { LIST_INTRO, LIST_SEO, LIST_TITLE, listOfScreen, SCREEN_OF_LIST } from './live-lists';
import { PagePager } from '../../shared/components/page-pager';
import './live.css';

export interface LiveData {
  list: LiveList;
  filters: Filters;
  page: number;
  /** Null when the list could not be loaded (the page offers a retry). */
  answer: LiveListAnswer | null;
  /** Performers online on the platform now. */
  onlineCount: number;
  /** The picture bucket of the render: the browser's first render uses the same, so hydration matches. */
  bucket: number;
}

/** The list of the address, with its filters and page (?gender=F&lang=de&maxPrice=15&feature=...&page=2). */
export async function loadLiveList({ client, page, request }: PageLoaderArgs): Promise<LiveData> {
  const list = listOfScreen(page.screen) ?? 'cams';
  const search = new URL(request.url).searchParams;
  const filters = parseLiveFilters(search);
  const pageNumber = parseLivePage(search);
  const [answer, presence] = await Promise.all([
    client.get<LiveListAnswer>(`live/list/${list}`, liveListRequest(list, filters, pageNumber), { signal: request.signal }).catch(failedAsNull),
    client.get<LivePresenceAnswer>('live/presence', {}, { signal: request.signal }).catch(failedAsNull),
  ]);
  return { list, filters, page: pageNumber, answer, onlineCount: presence?.onlineCount ?? answer?.onlineCount ?? 0, bucket: pictureBucket(Date.now()) };
}

/** A refused or failed request shows the page's error state; anything else (a bug) the route's error page. */
function failedAsNull(error: unknown): null {
  if (error instanceof RestError || (error instanceof Error && error.name === 'TypeError')) return null;
  throw error;
}

/**
 * /cams/, /free-chat/, /cam-shows/ and the top cams lists (issue 14 item 2): server-rendered tiles
 * with live pictures and online states, the online count, filters in the address, and pages.
 */
export function LiveScreen() {
  const t = useSiteT();
  const { pathname, language } = usePage();
  const { list, filters, page, answer, onlineCount, bucket } = usePageData<LiveData>();
  const title = t(LIST_TITLE[list]);
  const path = buildPath(SCREEN_OF_LIST[list], {}, language);
  return (
    <div className="page live-page" data-screen={SCREEN_OF_LIST[list]}>
      {/* A filtered or later page is a variant of the list: kept out of the index. */}
      <PageHead title={title} description={LIST_SEO[list]} values={{ list: title }} noindex={hasFilters(filters) || page > 1 || answer === null} />
      <h1 className="page__title">{title}</h1>
      <p className="live-page__intro">{t(LIST_INTRO[list])}</p>
      {/* Issue 15 items 2-3: from the cams to the actor search by place. */}
      {list === 'cams' && <p className="live-page__find"><Link to={buildPath('performerSearch', {}, language)}>{t('live.findModels')}</Link></p>}
      <LiveListNav current={list} />
      <LiveFilters path={path} filters={filters} />
      {answer === null ? (
        <div className="live-page__state" role="alert">
          <p>{t('live.loadFailed')}</p>
          <Link className="button" to={`${pathname}${liveSearch(filters, page)}`}>{t('live.retry')}</Link>
        </div>
      ) : (
        <>
          <p className="live-page__summary" data-testid="live-list-count">{t('live.listCount', { count: answer.total, online: answer.onlineCount })}</p>
          {answer.items.length === 0 ? (
            <>
              <p className="live-page__online" data-testid="live-online-count">{t('live.onlineNow', { count: onlineCount })}</p>
              <EmptyList list={list} filtered={hasFilters(filters)} path={path} />
            </>
          ) : (
            <LiveGrid key={`${list}${liveSearch(filters, page)}`} list={list} cams={answer.items} title={title} onlineCount={onlineCount} bucket={bucket} />
          )}
          <PagePager page={page} pages={Math.max(1, Math.ceil(answer.total / LIVE_PAGE_SIZE))} hrefOf={(number) => `${path}${liveSearch(filters, number)}`} />
        </>
      )}
    </div>
  );
}

/** Nobody matches: clear the filters, or (nobody live at all) see the ranking of everybody. */
function EmptyList({ list, filtered, path }: { list: LiveList; filtered: boolean; path: string }) {
  const t = useSiteT();
  const { language } = usePage();
  return (
    <div className="live-page__state">
      <p>{t(filtered ? 'live.emptyFiltered' : list === 'cams' ? 'live.empty' : 'live.emptyOther')}</p>
      {filtered ? (
        <Link className="button" to={path}>{t('live.filter.reset')}</Link>
      ) : (
        <Link className="button" to={buildPath(list === 'cams' ? 'topCams100' : 'cams', {}, language)}>{t(list === 'cams' ? 'live.title.top100' : 'live.title.cams')}</Link>
      )}
    </div>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { LiveScreen as Screen, loadLiveList as loader };
