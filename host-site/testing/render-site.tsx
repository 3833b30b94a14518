/**
 * Test helper: renders the site's catch-all route at a path with a memory
 * router, real services (brand, config, i18n) and an optional fake fetch.
 * Only for *.test.tsx files running under happy-dom.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ScreenOutlet } from '../app/screen-outlet';
import type { FeatureName } from '../app/feature-for-screen';
import type { FeatureLoader } from '../app/feature-loaders';
import { AgeGateProvider } from '../shared/page/age-gate-context';
import { AppServicesContext, type AppServices } from '../shared/services/app-services';
import { createAppServices } from '../shared/services/create-app-services';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface RenderSiteOptions {
  brandId?: string;
  fetch?: typeof fetch;
  loaders?: Readonly<Record<FeatureName, FeatureLoader>>;
  /** Renders inside the age gate's provider with this confirmation (the app's shell); without it nothing is gated. */
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
    brandId: options.brandId ?? 'velvet',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const router = createMemoryRouter(
    [{ path: '*', element: <ScreenOutlet {...(options.loaders ? { loaders: options.loaders } : {})} /> }],
    { initialEntries: [path] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    const routed = <RouterProvider router={router} />;
    root.render(
      <AppServicesContext.Provider value={services}>
        {options.ageConfirmed === undefined ? routed : <AgeGateProvider initialConfirmed={options.ageConfirmed}>{routed}</AgeGateProvider>}
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

/** Stub loaders: each feature renders a marker element, so routing tests need no real screens. */
export const STUB_LOADERS: Readonly<Record<FeatureName, FeatureLoader>> = Object.fromEntries(
  (['home', 'profile', 'videos', 'video', 'album', 'account', 'messenger', 'legal', 'comingSoon', 'notFound'] as const).map((name) => [
    name,
    async () => ({ default: () => <p data-feature={name}>{name}</p> }),
  ]),
) as unknown as Record<FeatureName, FeatureLoader>;
