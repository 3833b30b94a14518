import { useEffect } from 'react';
import { Link } from 'react-router';
import { RestError } from '../../../sdk/api/rest';
import { setPinned } from '../../../sdk/favourites/actions';
import { applyFavouriteActorsPage, type FavouriteActorsPage } from '../../../sdk/favourites/api';
import { favouriteCamsView } from '../../../sdk/favourites/cams';
import { $favourites } from '../../../sdk/favourites/store';
import { buildPath } from '../../../sdk/routes';
import { libraryPageNumber } from '../../../sdk/media-library/rules';
import { PageHead } from '../../shared/seo/page-head';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { $siteChannel } from '../../shared/realtime/site-channel';
import { useStore } from '../../shared/session/use-store';
import { LoadFailed, LogInFirst } from '../../shared/components/my-area/my-area-states';
import { PagePager } from '../../shared/components/page-pager';
import './favorite-cams.css';

/** spec 000 §7 "favorite/actors (page of 10)". */
const PER_PAGE = 10;

type FavoriteCamsData =
  | { state: 'ready'; pageNumber: number; favourites: FavouriteActorsPage }
  | { state: 'loginRequired' }
  | { state: 'error'; pageNumber: number };

/** The guest's favourite performers, page ?page= (10 a page); a logged-out visitor is asked to log in. */
export async function loadFavoriteCams({ client, request, session }: PageLoaderArgs): Promise<FavoriteCamsData> {
  const pageNumber = libraryPageNumber(new URL(request.url).searchParams.get('page'));
  const guest = (await session?.()) ?? null;
  if (!guest?.isLoggedIn) return { state: 'loginRequired' };
  try {
    // GET guest/favorite/actors; the store is fed in the browser only (one store per server process).
    const favourites = await client.get<FavouriteActorsPage>('guest/favorite/actors', { page: pageNumber }, { signal: request.signal });
    return { state: 'ready', pageNumber, favourites };
  } catch (error) {
    if (error instanceof RestError && error.status === 401) return { state: 'loginRequired' };
    if (error instanceof RestError) return { state: 'error', pageNumber };
    throw error;
  }
}

/**
 * /myvisitx/favorite-cams/ (spec 000 §2 "Personal area"): the pinned performers with their live
 * availability and the online count (spec 000 §4: "An actor going online or offline flips the
 * actor's availability and adjusts onlineCount"), kept current by the realtime channel.
 */
export function FavoriteCamsScreen() {
  const t = useSiteT();
  const data = usePageData<FavoriteCamsData>();
  return (
    <div className="page favorite-cams">
      <PageHead title={t('favoriteCams.title')} description="seo.favoriteCams" noindex />
      {data.state === 'loginRequired' ? <LogInFirst title={t('favoriteCams.title')} text={t('favoriteCams.loginText')} /> : data.state === 'error' ? <LoadFailed message={t('favoriteCams.loadFailed')} /> : <FavouriteList pageNumber={data.pageNumber} favourites={data.favourites} />}
    </div>
  );
}

function FavouriteList({ pageNumber, favourites }: { pageNumber: number; favourites: FavouriteActorsPage }) {
  const t = useSiteT();
  const { language } = usePage();
  const state = useStore($favourites);
  // The loaded page goes into the store the realtime events update (in the browser only).
  useEffect(() => {
    $favourites.set(applyFavouriteActorsPage($favourites.get(), favourites));
  }, [favourites]);
  const view = favouriteCamsView(favourites, state);
  const pages = Math.max(1, Math.ceil(view.total / PER_PAGE));
  const pagePath = (number: number) => `${buildPath('myFavoriteCams', {}, language)}${number > 1 ? `?page=${number}` : ''}`;
  return (
    <>
      <h1 className="page__title">{t('favoriteCams.title')}</h1>
      <p className="favorite-cams__summary" aria-live="polite">
        <span data-testid="favourites-online-count">{t('favoriteCams.onlineCount', { count: view.onlineCount, total: view.total })}</span>
      </p>
      {view.items.length === 0 ? (
        <div className="favorite-cams__empty">
          <p>{t('favoriteCams.empty')}</p>
          <Link className="button" to={buildPath('home', {}, language)}>{t('favoriteCams.findCams')}</Link>
        </div>
      ) : (
        <ul className="favorite-cams__list">
          {view.items.map((actor) => (
            <li key={actor.id} className="favorite-cams__item" data-actor-id={actor.id} data-online={actor.isOnline}>
              <Link className="favorite-cams__link" to={buildPath('actorProfile', { actorName: actor.name }, language)}>
                <img src={actor.avatar.w160} srcSet={`${actor.avatar.w160} 1x, ${actor.avatar.w320} 2x`} alt="" width={80} height={80} loading="lazy" />
                <span className="favorite-cams__name">{actor.name}</span>
                <span className={`favorite-cams__state favorite-cams__state--${actor.isOnline ? 'online' : 'offline'}`}>
                  {t(actor.isOnline ? 'favoriteCams.online' : 'favoriteCams.offline')}
                </span>
              </Link>
              <UnpinButton actorId={actor.id} name={actor.name} />
            </li>
          ))}
        </ul>
      )}
      <PagePager page={pageNumber} pages={pages} hrefOf={pagePath} />
    </>
  );
}

/** Removes the performer from the favourites (spec 000 §4 "pinning and unpinning applies to actors"); the list follows the store. */
function UnpinButton({ actorId, name }: { actorId: number; name: string }) {
  const t = useSiteT();
  const channel = useStore($siteChannel);
  return (
    <button type="button" className="favorite-cams__unpin" disabled={!channel} onClick={() => channel && setPinned(channel, 'unpin', 'actor', actorId)}
      aria-label={t('favoriteCams.unpinItem', { name })}>
      {t('favoriteCams.unpin')}
    </button>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { FavoriteCamsScreen as Screen, loadFavoriteCams as loader };
