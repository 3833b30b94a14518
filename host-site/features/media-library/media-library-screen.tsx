import { Link } from 'react-router';
import { libraryPageCount, sourcesOf, type LibraryOrigin, type LibrarySource, type MediaLibraryRequest } from '../../../sdk/media-library';
import { buildPath } from '../../../sdk/routes';
import { PageHead } from '../../shared/seo/page-head';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData } from '../../shared/page/page-data';
import { LibraryGrid } from './components/library-grid';
import { loadMediaLibrary, type MediaLibraryData } from './media-library-data';
import { LoadFailed, LogInFirst } from '../../shared/components/my-area/my-area-states';
import { PagePager } from '../../shared/components/page-pager';
import './media-library.css';

export { loadMediaLibrary };

/**
 * The guest's media library (/myvisitx/mediathek/ and /myvisitx/mediathek/photos/, spec 001 §3 "Media
 * library"): the bought videos and the bought or pinned photos, 20 a page, newest first (§9), on
 * shelves by source (purchased, pinned, archived) and origin (shop, chat clip), with the totals.
 * A logged-out visitor is asked to log in and comes back here.
 */
export function MediaLibraryScreen() {
  const t = useSiteT();
  const data = usePageData<MediaLibraryData>();
  const { request } = data;
  const title = t(request.mediaType === 'video' ? 'mediaLibrary.videosTitle' : 'mediaLibrary.photosTitle');
  const head = <PageHead title={title} description="seo.mediaLibrary" noindex />;
  return (
    <div className="page media-library">
      {head}
      {data.state === 'loginRequired' ? <LogInFirst title={t('mediaLibrary.title')} text={t('mediaLibrary.loginText')} /> : (
        <>
          <h1 className="page__title">{t('mediaLibrary.title')}</h1>
          <TypeTabs request={request} totals={data.state === 'ready' ? data.view.totals : null} />
          {data.state === 'error' ? <LoadFailed message={t('mediaLibrary.loadFailed')} /> : (
            <>
              <Totals totals={data.view.totals} />
              <ShelfFilters request={request} />
              <LibraryGrid request={request} page={data.view.page} />
              <Pager request={request} total={data.view.page.total} />
            </>
          )}
        </>
      )}
    </div>
  );
}

/** The address of a shelf: its screen and the non-default parts of the request as the query. */
export function shelfPath(language: Parameters<typeof buildPath>[2], request: MediaLibraryRequest): string {
  const screen = request.mediaType === 'video' ? 'myMediathek' : 'myMediathekPhotos';
  const query = new URLSearchParams();
  if (request.source !== 'purchased') query.set('source', request.source);
  if (request.origin) query.set('origin', request.origin);
  if (request.page > 1) query.set('page', String(request.page));
  const search = query.toString();
  return `${buildPath(screen, {}, language)}${search ? `?${search}` : ''}`;
}



function TypeTabs({ request, totals }: { request: MediaLibraryRequest; totals: { videos: number; photos: number; chatClips: number } | null }) {
  const t = useSiteT();
  const { language } = usePage();
  const tabs = [
    { mediaType: 'video' as const, label: t('mediaLibrary.tab.videos'), count: totals ? totals.videos + totals.chatClips : null },
    { mediaType: 'photo' as const, label: t('mediaLibrary.tab.photos'), count: totals ? totals.photos : null },
  ];
  return (
    <nav className="media-library__tabs" aria-label={t('mediaLibrary.tabs')}>
      {tabs.map((tab) => (
        <Link
          key={tab.mediaType}
          className="media-library__tab"
          to={shelfPath(language, { mediaType: tab.mediaType, source: 'purchased', origin: null, page: 1 })}
          aria-current={tab.mediaType === request.mediaType ? 'page' : undefined}
        >
          {tab.label}
          {tab.count === null ? null : <span className="media-library__count"> {tab.count}</span>}
        </Link>
      ))}
    </nav>
  );
}

function Totals({ totals }: { totals: { videos: number; photos: number; audio: number; chatClips: number } }) {
  const t = useSiteT();
  return (
    <dl className="media-library__totals" aria-label={t('mediaLibrary.totals')}>
      <div><dt>{t('mediaLibrary.total.videos')}</dt><dd data-testid="total-videos">{totals.videos}</dd></div>
      <div><dt>{t('mediaLibrary.total.photos')}</dt><dd data-testid="total-photos">{totals.photos}</dd></div>
      <div><dt>{t('mediaLibrary.total.audio')}</dt><dd data-testid="total-audio">{totals.audio}</dd></div>
      <div><dt>{t('mediaLibrary.total.chatClips')}</dt><dd data-testid="total-chat-clips">{totals.chatClips}</dd></div>
    </dl>
  );
}

const SOURCE_LABEL = { purchased: 'mediaLibrary.source.purchased', pinned: 'mediaLibrary.source.pinned', archived: 'mediaLibrary.source.archived' } as const;
const ORIGIN_LABEL = { all: 'mediaLibrary.origin.all', shop: 'mediaLibrary.origin.shop', chatClip: 'mediaLibrary.origin.chatClip' } as const;

function ShelfFilters({ request }: { request: MediaLibraryRequest }) {
  const t = useSiteT();
  const { language } = usePage();
  const origins: Array<LibraryOrigin | null> = [null, 'shop', 'chatClip'];
  return (
    <div className="media-library__filters">
      <nav aria-label={t('mediaLibrary.sources')} className="media-library__chips">
        {sourcesOf(request.mediaType).map((source: LibrarySource) => (
          <Link key={source} className="media-library__chip" aria-current={source === request.source ? 'page' : undefined}
            to={shelfPath(language, { ...request, source, page: 1 })}>
            {t(SOURCE_LABEL[source])}
          </Link>
        ))}
      </nav>
      {request.mediaType === 'video' ? (
        <nav aria-label={t('mediaLibrary.origins')} className="media-library__chips">
          {origins.map((origin) => (
            <Link key={origin ?? 'all'} className="media-library__chip" aria-current={origin === request.origin ? 'page' : undefined}
              to={shelfPath(language, { ...request, origin, page: 1 })}>
              {t(ORIGIN_LABEL[origin ?? 'all'])}
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  );
}

function Pager({ request, total }: { request: MediaLibraryRequest; total: number }) {
  const { language } = usePage();
  const pages = libraryPageCount(total);
  return <PagePager page={request.page} pages={pages} hrefOf={(page) => shelfPath(language, { ...request, page })} />;
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { MediaLibraryScreen as Screen, loadMediaLibrary as loader };
