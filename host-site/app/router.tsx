import { useEffect, useMemo } from 'react';
import { data, Outlet, redirect, useLocation, useNavigate, useNavigation, useRouteError, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { getGuestSession } from '../../sdk/api/guest-session';
import type { GuestSession } from '../../sdk/api/guest-types';
import type { RestClient } from '../../sdk/api/rest';
import { isLanguage, type Language } from '../../sdk/config';
import { showsAgeGate } from '../../sdk/consent/age-gate';
import { differsOnlyInSearchParam } from '../../sdk/search-overlay/search-param';
import { $guest, loadSession } from '../../sdk/session/store';
import { siteStringsOf, loadSiteStrings } from '../shared/i18n/site-strings';
import { useSiteT } from '../shared/i18n/use-site-t';
import { createTranslator } from '../shared/i18n/translator';
import { PageLayout } from '../shared/layout/page-layout';
import { PageContext } from '../shared/page/page-context';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID, type PageLoaderData, type WithStatus } from '../shared/page/page-data';
import { useAppServices, type AppServices } from '../shared/services/app-services';
import { featureForScreen, needsOnlyShellStrings, readsQuery, type FeatureName } from './feature-for-screen';
import { FEATURE_IMPORTERS, importFeature, type FeatureImporter } from './feature-loaders';
import { pageForPath } from './page-for-path';
import { ScreenOutlet } from './screen-outlet';
import { PartsAfterHydration } from './parts-after-hydration';

/** The root route's data: the guest session the header shows (the browser seeds its session store from it). */
export interface RootLoaderData {
  guest: GuestSession | null;
  /**
   * The page was rendered for every visitor without a session alike (the server's page cache): nobody is
   * logged in, so the header shows "Log in" while the browser loads the guest's own session.
   */
  withoutSession?: true;
}

export interface SiteRoutesOptions {
  /** Tests pass stub features; the app imports the real feature chunks. */
  importers?: Readonly<Record<FeatureName, FeatureImporter>>;
  /**
   * True on the server: the session is read without the browser's session store (one per
   * process), and the page's calls wait for it, so a new guest's cookie goes along with them.
   */
  server?: boolean;
  /** Tests read the session from the store they set, instead of loading it. */
  readSession?: (client: RestClient) => Promise<GuestSession | null>;
  /**
   * Whether the visitor confirmed being 18 or older (issue 12 §4), asked by the page loader on every
   * load: the server reads the request's Cookie header, the browser document.cookie (sdk/consent
   * ageConfirmedInCookies), so a gated first paint and its hydration agree, and the gate's "enter"
   * (which writes the cookie and revalidates) loads the page. Absent (tests, tools): confirmed.
   */
  ageConfirmed?: (request: Request) => boolean;
  /** The server renders the page of a visitor without a session (see RootLoaderData.withoutSession): no guest/session call, which would create a guest. */
  withoutSession?: boolean;
}

/**
 * The site's routes, for createStaticHandler (server) and createBrowserRouter
 * (browser) alike. The route rules live in the sdk route table, so there is
 * one catch-all page route: its loader matches the path with sdk matchPath,
 * picks the feature, imports its module and runs its loader, then renders
 * its screen in the layout of the root route.
 */
export function createSiteRoutes(services: AppServices, options: SiteRoutesOptions = {}): RouteObject[] {
  const importers = options.importers ?? FEATURE_IMPORTERS;
  let guest: Promise<GuestSession | null> | null = null;
  const session = (client: RestClient) => (guest ??= options.readSession?.(client) ?? readSession(client, options.server === true));
  // A page loader's session: the browser's store once it holds one (it follows log-ins), else the root loader's.
  const pageSession = (client: RestClient) => (!options.server && $guest.value ? Promise.resolve($guest.value) : session(client));

  return [
    {
      id: ROOT_ROUTE_ID,
      loader: async ({ request }): Promise<RootLoaderData> => {
        if (options.withoutSession) return { guest: null, withoutSession: true };
        const { page } = pageForPath(new URL(request.url).pathname, services.brand);
        return { guest: await session(services.restClient(page.language)) };
      },
      // Loaded once: a new page does not reload the session (the store follows it from then on).
      shouldRevalidate: () => false,
      element: <SiteShell />,
      errorElement: <SiteError />,
      hydrateFallbackElement: <div className="page-fallback" aria-busy="true" />,
      children: [
        {
          id: PAGE_ROUTE_ID,
          path: '*',
          loader: async ({ request }) => {
            const url = new URL(request.url);
            const { page, redirectTo } = pageForPath(url.pathname, services.brand);
            if (redirectTo) throw redirect(`${redirectTo}${url.search}`);
            const client = services.restClient(page.language);
            if (options.server && !options.withoutSession) await session(client);
            // A first visit gets the 18+ question instead of the page: the page's feature and data are not
            // loaded at all, so none of its content is in the HTML or the hydration data.
            const gated = showsAgeGate(options.ageConfirmed?.(request) ?? true, page.screen);
            const feature = gated ? 'ageGate' : featureForScreen(page.screen);
            const [module] = await Promise.all([importFeature(importers[feature]), loadSiteStrings(page.language, { shellOnly: !options.server && needsOnlyShellStrings(feature) })]);
            const [loaded] = await Promise.all([
              module.loader ? module.loader({ page, client, services, request, session: () => pageSession(client) }) : null,
              module.prepare?.(page),
            ]);
            const { value, status } = unwrapStatus(loaded);
            const pageData: PageLoaderData = { page, feature, data: value };
            // An unknown address stays a 404 behind the gate too.
            const answer = feature === 'notFound' || page.screen === null ? 404 : status;
            return answer === 200 ? pageData : data(pageData, { status: answer });
          },
          shouldRevalidate: samePageQueryOnly(services.brand),
          element: <ScreenOutlet importers={importers} />,
          errorElement: <PageError />,
        },
      ],
    },
  ];
}

async function readSession(client: RestClient, server: boolean): Promise<GuestSession | null> {
  try {
    if (!server) return await loadSession(client);
    const answer = await getGuestSession(client);
    return answer.success ? answer.data : null;
  } catch {
    // The page shows without a session (the header as logged out); the browser loads it after hydrating.
    return null;
  }
}

function unwrapStatus(loaded: unknown): { value: unknown; status: number } {
  if (loaded !== null && typeof loaded === 'object' && 'withStatus' in loaded) {
    const marked = loaded as WithStatus<unknown>;
    return { value: marked.value, status: marked.withStatus };
  }
  return { value: loaded, status: 200 };
}

/**
 * A change of the query alone (?channel= in the messenger, ?scrollTo=) keeps the page's data, except on
 * the pages whose loader reads the query (the media library's ?source=&page=, see readsQuery).
 */
const samePageQueryOnly = (brand: AppServices['brand']): ShouldRevalidateFunction => ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    // The search overlay's ?search= (issue 15 §5) is the dialog's state, never the page's data.
    if (differsOnlyInSearchParam(currentUrl.search, nextUrl.search)) return false;
    return readsQuery(featureForScreen(pageForPath(nextUrl.pathname, brand).page.screen));
  }
  return defaultShouldRevalidate;
};

/** Header, main and footer around the page route, in the language of the path. */
function SiteShell() {
  const { pathname } = useLocation();
  const { brand } = useAppServices();
  const page = useMemo(() => pageForPath(pathname, brand).page, [pathname, brand]);
  useEffect(() => {
    document.documentElement.lang = page.language;
  }, [page.language]);
  return (
    <PageContext.Provider value={page}>
      <PartsAfterHydration />
      <PageLayout>
        <Outlet />
      </PageLayout>
    </PageContext.Provider>
  );
}

/** A page whose loader or screen failed (a server error, a chunk that did not load): a message and a retry; header and footer stay. */
function PageError() {
  const error = useRouteError();
  const t = useSiteT();
  const location = useLocation();
  const navigate = useNavigate();
  const { state } = useNavigation();
  useEffect(() => console.error('A page failed to load', error), [error]);
  // Opening the same address again runs its loaders again and clears the error (a revalidation keeps it shown).
  const retry = () => void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
  return (
    <div className="page page-message" role="alert" data-state="route-error">
      <h1 className="page__title">{t('error.title')}</h1>
      <button type="button" className="button" disabled={state === 'loading'} onClick={retry}>
        {t('error.retry')}
      </button>
    </div>
  );
}

/** Last resort when the layout itself fails: a message in the page language (English when its strings are missing) and a reload button. */
function SiteError() {
  const error = useRouteError();
  const { brand } = useAppServices();
  useEffect(() => console.error('The site shell failed', error), [error]);
  const { pathname } = useLocation();
  const t = useMemo(() => {
    const language = pageForPath(pathname, brand).page.language;
    return createTranslator(stringsOrNull(language) ?? stringsOrNull('en') ?? FALLBACK_ERROR_TEXTS);
  }, [pathname, brand]);
  return (
    <div className="page page-message" role="alert">
      <h1 className="page__title">{t('error.title')}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('error.retry')}
      </button>
    </div>
  );
}

const FALLBACK_ERROR_TEXTS = { 'error.title': 'This page could not be loaded', 'error.retry': 'Try again' };

function stringsOrNull(language: string): Record<'error.title' | 'error.retry', string> | null {
  if (!isLanguage(language)) return null;
  try {
    return siteStringsOf(language as Language);
  } catch {
    return null;
  }
}
