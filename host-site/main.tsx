import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import type { Language } from '../sdk/config';
import { ageConfirmedInCookies } from '../sdk/consent/age-gate';
import { $guest, $sessionStatus, configureSession } from '../sdk/session/store';
import { App } from './app/app';
import { needsOnlyShellStrings, type FeatureName } from './app/feature-for-screen';
import { FEATURE_IMPORTERS, importFeature } from './app/feature-loaders';
import { readHydrationData } from './app/hydration';
import { createSiteRoutes, type RootLoaderData } from './app/router';
import { startUp } from './app/start-up';
import { loadSiteStrings } from './shared/i18n/site-strings';
import { loadLoggedInParts } from './shared/layout/logged-in-header';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID, type PageLoaderData } from './shared/page/page-data';
import './app/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('Start-up: expected an element with id "root" in index.html, got none');

/**
 * Hydrates the page the server rendered: first the page's feature module and
 * language strings (so nothing suspends while hydrating), the guest session
 * the server rendered with (so the header does not flash) and, for a logged-in
 * guest, the header parts only they see, then hydrateRoot.
 * Without server data (the Vite dev server) the site renders in the browser.
 */
async function main(root: HTMLElement): Promise<void> {
  const services = await startUp(document);
  // The server put the brand's theme into the HTML; only a page the browser renders alone (`vite` dev) lacks it.
  if (!document.documentElement.hasAttribute('style')) void import('./app/theme').then((theme) => theme.applyBrandTheme(document, services.brand));
  const hydration = readHydrationData(document);
  const router = createBrowserRouter(createSiteRoutes(services, { ageConfirmed: () => ageConfirmedInCookies(document.cookie) }), hydration ? { hydrationData: await prepareHydration(hydration) } : {});
  // Runs from the app's first effect, so nothing it starts can change the server's HTML while hydrating.
  const onHydrated = () => {
    // A marker for tests and tools: from here on the page is interactive (and the time it took).
    document.documentElement.dataset.hydratedAt = String(Math.round(performance.now()));
    // The site has one guest session; the server rendered it and the store was seeded with it above.
    configureSession(services.restClient(services.config.language));
    void import('./app/after-hydration')
      .then(({ startAfterHydration }) => startAfterHydration(document, services))
      .catch((error: unknown) => console.warn('Realtime could not start', error));
  };
  const app = (
    <StrictMode>
      <App services={services} router={router} onHydrated={onHydrated} />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (React Router's own framework entry does the same): the server's HTML is already on
  // screen, and a tap or scroll meanwhile is not blocked (Lighthouse's Total Blocking Time, issue 12 §1).
  if (hydration) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

/** Seeds the session store and imports what the first render needs; returns the router's hydration state. */
async function prepareHydration(state: HydrationState): Promise<HydrationState> {
  const rootData = state.loaderData?.[ROOT_ROUTE_ID] as RootLoaderData | undefined;
  if (rootData?.guest) {
    $guest.set(rootData.guest);
    $sessionStatus.set('ready');
  }
  const pageData = state.loaderData?.[PAGE_ROUTE_ID] as PageLoaderData | undefined;
  const language = (pageData?.page.language ?? document.documentElement.lang) as Language;
  // The feature the server rendered: the page's, or the age gate on a first visit (the same cookie decides here).
  const feature = pageData ? (pageData.feature as FeatureName) : null;
  await Promise.all([
    loadSiteStrings(language, { shellOnly: needsOnlyShellStrings(feature) }),
    feature ? importFeature(FEATURE_IMPORTERS[feature]).then((module) => module.prepare?.(pageData!.page)) : null,
    rootData?.guest?.isLoggedIn ? loadLoggedInParts() : null,
  ]);
  return state.errors ? { ...state, errors: reviveErrors(state.errors) } : state;
}

/** The server sends a failed loader's error as plain JSON; the error page only needs it to be an Error. */
function reviveErrors(errors: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [id, Object.assign(new Error(String((error as { message?: string })?.message ?? 'Page failed')), error)]),
  );
}

main(container).catch((error: unknown) => {
  // A bad brand or config is a deployment error: say so on the page instead of leaving it blank.
  container.textContent = error instanceof Error ? error.message : String(error);
  throw error;
});
