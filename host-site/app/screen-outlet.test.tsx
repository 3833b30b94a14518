// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeatureName } from './feature-for-screen';
import { renderSite, STUB_LOADERS, waitFor, type FeatureLoader, type RenderedSite } from '../testing/render-site';

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

const featureShown = (container: HTMLElement) => container.querySelector('[data-feature]')?.getAttribute('data-feature');

describe('ScreenOutlet', () => {
  // spec 000 §2: "A language-less path '/' or '/{language}/' is the start page", "German has no prefix",
  // "the Spanish word for pictures is fotos" (spec 001 §2)
  it.each<[string, FeatureName, string]>([
    ['/', 'home', 'de'],
    ['/en/', 'home', 'en'],
    ['/en/amateur/foo/', 'profile', 'en'],
    ['/amateur/foo/', 'profile', 'de'],
    ['/es/amateur/foo/fotos/', 'profile', 'es'],
    ['/nl/videos/', 'videos', 'nl'],
    ['/en/videos/new-videos/', 'videos', 'en'],
    ['/en/amateur/foo/videos/7/', 'video', 'en'],
    ['/es/amateur/foo/fotos/3/', 'album', 'es'],
    ['/registrieren/', 'account', 'de'],
    ['/nl/inloggen/', 'account', 'nl'],
    ['/en/myvisitx/', 'account', 'en'],
    ['/en/messenger/', 'messenger', 'en'],
    ['/messenger/', 'messenger', 'de'],
    ['/en/new-girls/', 'newGirls', 'en'],
    ['/en/feed/', 'comingSoon', 'en'],
    ['/en/nope/', 'notFound', 'en'],
    ['/nope/', 'notFound', 'de'],
    // spec 000 §1: "An unknown language falls back to English": an unknown prefix is the English start page.
    ['/fr/', 'home', 'en'],
    ['/fr/videos/', 'home', 'en'],
  ])('%s renders %s in %s', async (path, feature, language) => {
    site = await renderSite(path, { loaders: STUB_LOADERS });
    const rendered = site.container;
    await waitFor(`feature ${feature}`, () => featureShown(rendered));
    expect(featureShown(rendered)).toBe(feature);
    expect(document.documentElement.lang).toBe(language);
    // Every page, the 404 included, keeps the header with its navigation.
    expect(rendered.querySelector('header .site-header__logo')?.textContent).toBe('Velvet');
  });

  it('follows client-side navigation to the next screen', async () => {
    site = await renderSite('/en/', { loaders: STUB_LOADERS });
    const rendered = site.container;
    await waitFor('home', () => featureShown(rendered) === 'home');
    const { router } = site;
    await act(() => router.navigate('/amateur/foo/'));
    await waitFor('profile', () => featureShown(rendered) === 'profile');
    expect(document.documentElement.lang).toBe('de');
  });

  it('sends the German start page of the Spanish-only white label to its Spanish form', async () => {
    site = await renderSite('/amateur/foo/', { brandId: 'terciopelo', loaders: STUB_LOADERS });
    const { router } = site;
    await waitFor('redirect', () => router.state.location.pathname === '/es/amateur/foo/');
    expect(document.documentElement.lang).toBe('es');
  });

  it('shows a localised error with a retry when a screen chunk fails, and loads it on retry', async () => {
    let calls = 0;
    const flaky: FeatureLoader = async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed to load');
      return { default: () => <p data-feature="home">home</p> };
    };
    const originalError = console.error;
    console.error = () => {}; // React and the boundary log the expected failure
    try {
      site = await renderSite('/en/', { loaders: { ...STUB_LOADERS, home: flaky } });
      const rendered = site.container;
      const retry = await waitFor('retry button', () =>
        rendered.querySelector<HTMLButtonElement>('[data-state="route-error"] button'),
      );
      expect(rendered.querySelector('[data-state="route-error"] h1')?.textContent).toBe('This page could not be loaded');
      retry.click();
      await waitFor('home after retry', () => featureShown(rendered) === 'home');
      expect(calls).toBe(2);
    } finally {
      console.error = originalError;
    }
  });
});
