/**
 * Test helper: renders the site's routes (router.tsx, the ones the server and
 * the browser use) at a path with a memory router, real services (brand,
 * config) and an optional fake fetch. The root loader takes the session from
 * the store as the test set it: no session call reaches the fake fetch.
 * Only for *.test.tsx files running under happy-dom.
 */
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getCookie } from '../../sdk/consent';
import { AGE_GATE_COOKIE, isAgeConfirmed } from '../../sdk/consent/age-gate';
import { $guest } from '../../sdk/session/store';
import type { FeatureName } from '../app/feature-for-screen';
import { FEATURE_IMPORTERS, type FeatureImporter } from '../app/feature-loaders';
import { createSiteRoutes } from '../app/router';
import { AppServicesContext, type AppServices } from '../shared/services/app-services';
import { createAppServices } from '../shared/services/create-app-services';
import { getBrand } from '../../white-label/brands';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stub feature: a module whose default export is the screen (tests' own shape). */
export type FeatureLoader = () => Promise<{ default: ComponentType }>;

export interface RenderSiteOptions {
  brandId?: string;
  fetch?: typeof fetch;
  loaders?: Readonly<Record<FeatureName, FeatureLoader>>;
  /**
   * The age cookie at start (issue 12 §4): false renders a first visit, which the gate's "enter"
   * ends by writing the cookie through the consent engine the test set. Absent: confirmed.
   */
  ageConfirmed?: boolean;
}

export interface RenderedSite {
  container: HTMLElement;
  router: ReturnType<typeof createMemoryRouter>;
  services: AppServices;
  unmount(): void;
}

/** Renders `path` and lets lazy screens and effects settle. */
export async function renderSite(path: string, options: RenderSiteOptions = {}): Promise<RenderedSite> {
  const services = createAppServices({
    brand: getBrand(options.brandId ?? 'velvet'),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const routes = createSiteRoutes(services, {
    importers: options.loaders ? stubImporters(options.loaders) : FEATURE_IMPORTERS,
    readSession: async () => $guest.value ?? null,
    ...(options.ageConfirmed === undefined ? {} : { ageConfirmed: () => options.ageConfirmed === true || isAgeConfirmed(getCookie(AGE_GATE_COOKIE)) }),
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <AppServicesContext.Provider value={services}>
        <RouterProvider router={router} />
      </AppServicesContext.Provider>,
    );
  });
  await settle();
  return {
    container,
    router,
    services,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Flushes pending promises (lazy imports, fetches) and the renders they cause. */
export async function settle(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/**
 * Polls `check` between flushes until it returns a value, or fails naming what
 * was awaited. Time-based: the first lazy import of a screen is transformed on
 * demand and may take a while.
 */
export async function waitFor<T>(what: string, check: () => T | null | undefined | false, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: expected ${what}, got nothing within ${timeoutMs} ms`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

/**
 * The page route's importers for stub features (no loader: the stub screens need no data). The age
 * gate stays the real one unless a test stubs it: it belongs to the shell, not to a page.
 */
function stubImporters(loaders: Readonly<Record<FeatureName, FeatureLoader>>): Record<FeatureName, FeatureImporter> {
  const stubs = Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, async () => ({ Screen: (await load()).default })]));
  return { ageGate: FEATURE_IMPORTERS.ageGate, ...stubs } as Record<FeatureName, FeatureImporter>;
}

/** Stub loaders: each feature renders a marker element, so routing tests need no real screens (the age gate: see stubImporters). */
export const STUB_LOADERS: Readonly<Record<FeatureName, FeatureLoader>> = Object.fromEntries(
  (['home', 'profile', 'videos', 'video', 'album', 'account', 'messenger', 'legal', 'comingSoon', 'notFound', 'newGirls', 'mediaLibrary', 'favoriteCams'] as const).map((name) => [
    name,
    async () => ({ default: () => <p data-feature={name}>{name}</p> }),
  ]),
) as unknown as Record<FeatureName, FeatureLoader>;
