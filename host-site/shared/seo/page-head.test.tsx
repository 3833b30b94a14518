// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeatureName } from '../../app/feature-for-screen';
import { renderSite, STUB_LOADERS, waitFor, type FeatureLoader, type RenderedSite } from '../../testing/render-site';
import { PageHead } from './page-head';

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

/** Each feature renders a PageHead as a screen does; the profile one with an item image. */
const SCREENS_WITH_HEAD: Readonly<Record<FeatureName, FeatureLoader>> = {
  ...STUB_LOADERS,
  home: async () => ({ default: () => <p data-feature="home"><PageHead title="" description="seo.home" /></p> }),
  profile: async () => ({
    default: () => (
      <p data-feature="profile">
        <PageHead title="IsaWild" description="seo.profile" values={{ name: 'IsaWild', age: 24, words: 'sunny, curious, wild' }} image="/img/cover/1/w1280.svg" type="profile" />
      </p>
    ),
  }),
  notFound: async () => ({ default: () => <p data-feature="notFound"><PageHead title="Page not found" description="seo.notFound" noindex /></p> }),
};

const head = () => document.head;
const meta = (selector: string) => [...head().querySelectorAll<HTMLMetaElement>(selector)].map((element) => element.content);
const links = (selector: string) =>
  [...head().querySelectorAll<HTMLLinkElement>(selector)].map((element) => [element.getAttribute('hreflang') ?? element.rel, element.href]);

async function show(path: string, feature: FeatureName, brandId = 'velvet') {
  site = await renderSite(path, { loaders: SCREENS_WITH_HEAD, brandId });
  const rendered = site.container;
  await waitFor(feature, () => rendered.querySelector(`[data-feature="${feature}"]`));
  // The head's code loads after the first render in the browser (./page-head.tsx).
  await waitFor('the head tags', () => document.head.querySelector('meta[name="description"]'));
}

// issue 12 §2: "SEO: per page title, meta description, canonical, hreflang alternates for de/en/es/nl, Open Graph image".
describe('PageHead', () => {
  // First in the file: the module has not loaded the tags yet, as on a page the server rendered.
  // The server wrote the first page's head; the browser's PageHead loads after hydration and takes over
  // (shared/seo/page-head.tsx): the server's tags go, so no page ends up with two titles or canonicals.
  it('replaces the head tags the server wrote instead of adding a second set', async () => {
    document.head.insertAdjacentHTML('beforeend', '<title data-page-head="">Server title</title><link rel="canonical" href="https://old.example/" data-page-head="">');
    // The take-over never leaves the page without a title (the SEO e2e once read "" in between).
    const titleCounts: number[] = [];
    const observer = new MutationObserver(() => titleCounts.push(document.querySelectorAll('title').length));
    observer.observe(document.head, { childList: true, subtree: true });
    await show('/en/amateur/IsaWild/', 'profile');
    await waitFor('the browser head', () => document.title === 'IsaWild · Velvet');
    observer.disconnect();
    expect(titleCounts.length).toBeGreaterThan(0);
    expect(titleCounts).not.toContain(0);
    expect(head().querySelectorAll('title')).toHaveLength(1);
    expect(links('link[rel="canonical"]')).toEqual([['canonical', `${window.location.origin}/en/amateur/isawild/`]]);
  });

  it('puts title, description, canonical, alternates and Open Graph tags of a profile into <head>', async () => {
    await show('/en/amateur/IsaWild/', 'profile');
    const origin = window.location.origin;
    expect(document.title).toBe('IsaWild · Velvet');
    expect(meta('meta[name="description"]')).toEqual(['IsaWild, 24, on Velvet: sunny, curious, wild. Chat live with IsaWild and watch videos and photos.']);
    expect(meta('meta[name="robots"]')).toEqual([]);
    expect(links('link[rel="canonical"]')).toEqual([['canonical', `${origin}/en/amateur/isawild/`]]);
    expect(links('link[rel="alternate"]')).toEqual([
      ['de', `${origin}/amateur/isawild/`],
      ['en', `${origin}/en/amateur/isawild/`],
      ['es', `${origin}/es/amateur/isawild/`],
      ['nl', `${origin}/nl/amateur/isawild/`],
      ['x-default', `${origin}/en/amateur/isawild/`],
    ]);
    expect(meta('meta[property="og:image"]')).toEqual([`${origin}/img/cover/1/w1280.svg`]);
    expect(meta('meta[property="og:type"]')).toEqual(['profile']);
    expect(meta('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
  });

  it('describes the start page in the page language with the brand, and offers the white label only its languages', async () => {
    await show('/es/', 'home', 'terciopelo');
    const origin = window.location.origin;
    expect(document.title).toBe('Terciopelo');
    expect(meta('meta[name="description"]')[0]).toMatch(/^Webcams en vivo con aficionados en Terciopelo:/);
    expect(links('link[rel="alternate"]')).toEqual([
      ['es', `${origin}/es/`],
      ['en', `${origin}/en/`],
      ['x-default', `${origin}/en/`],
    ]);
    expect(meta('meta[property="og:image"]')).toEqual([`${origin}/og/terciopelo.svg`]);
  });

  it('keeps the 404 page out of the index, and replaces the tags of the page before on navigation', async () => {
    await show('/en/amateur/isawild/', 'profile');
    const { router } = site!;
    await act(() => router.navigate('/en/no-such-page/'));
    await waitFor('404', () => site!.container.querySelector('[data-feature="notFound"]'));
    expect(document.title).toBe('Page not found · Velvet');
    expect(meta('meta[name="robots"]')).toEqual(['noindex, follow']);
    expect(links('link[rel="canonical"]')).toEqual([]);
    expect(links('link[rel="alternate"]')).toEqual([]);
    expect(meta('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[property="og:title"]')).toEqual(['Page not found']);
  });

  it('gives an unknown language prefix the head of the English start page (spec 000 §1: "An unknown language falls back to English")', async () => {
    await show('/fr/videos/', 'home');
    expect(links('link[rel="canonical"]')).toEqual([['canonical', `${window.location.origin}/en/`]]);
    expect(meta('meta[name="description"]')[0]).toMatch(/^Live cams with amateur performers on Velvet/);
  });
});
