// @vitest-environment happy-dom
// Issue 15 item 6 "collections": the collection page's and the cards' states a guest can act on (empty, failed with
// a retry, unknown slug), with the REST routes stood in for.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { ActorSearchAnswer } from '../../../sdk/actor-search/types';
import type { Collection, CollectionSummary } from '../../../sdk/api/schemas/collections';
import { renderSite, waitFor, type RenderedSite } from '../../testing/render-site';

const summary = (slug: string, modelCount: number): CollectionSummary => ({
  id: slug.length, name: `Name ${slug}`, slug, label: 'L', imageId: null, imageUrl: null, modelCount, footerText: `Footer ${slug}`,
  teaserText: `Teaser ${slug}`, linkVX: `/en/find-models/collection/${slug}/`,
});
const emptyAnswer: ActorSearchAnswer = {
  requestId: 0, searchType: 'default', sortType: 'rank', moodValue: 0, activeCategory: 'toy-control', availableFilters: [], activeFilters: [],
  actors: [], currentPage: 1, maxPage: 1, totalHits: 0, location: null, markers: [],
};

function fakeServer(options: { failList?: number } = {}) {
  let listFailures = options.failList ?? 0;
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const path = new URL(String(url), 'http://x').pathname.replace('/rest/v1/', '');
    const notFound = () => Response.json({ success: false, statusCode: 404, code: 'NOT_FOUND', error: 'x', field: 'params.slug' }, { status: 404 });
    if (path === 'collections') {
      if (listFailures-- > 0) return Response.json({ success: false, statusCode: 500, code: 'INTERNAL', error: 'x', field: null }, { status: 500 });
      return Response.json({ success: true, data: { collections: [summary('toy-control', 0), summary('top-of-the-charts', 3)] } });
    }
    if (path === 'collections/toy-control') return Response.json({ success: true, data: { ...summary('toy-control', 0), models: [] } satisfies Collection });
    if (path.startsWith('collections/')) return notFound();
    if (path.startsWith('actorsearch/')) return Response.json({ success: true, data: emptyAnswer });
    return notFound();
  });
  return { fetch };
}

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

describe('collections on the site', () => {
  it('a collection without a model the guest may see says so, with its words and the other collections', async () => {
    site = await renderSite('/en/find-models/collection/toy-control/', { fetch: fakeServer().fetch });
    const { container } = site;
    await waitFor('the page', () => container.querySelector('h1')?.textContent === 'Name toy-control');
    expect(container.querySelector('[data-state="empty"]')?.textContent).toBe('No model of this collection can be shown to you right now.');
    expect(container.querySelector('.collection-page__teaser')?.textContent).toBe('Teaser toy-control');
    expect(container.querySelector('.collection-page__footer')?.textContent).toBe('Footer toy-control');
    // The other collections, not this one.
    expect([...container.querySelectorAll('.collection-card')].map((card) => card.getAttribute('data-collection'))).toEqual(['top-of-the-charts']);
    expect(container.querySelector('.collection-card__count')?.textContent).toBe('3 models');
    // The head: its title, and the canonical address of the collection's page.
    await waitFor('the head', () => document.querySelector('link[rel="canonical"]') !== null);
    expect(document.title).toBe('Name toy-control · Velvet');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/en\/find-models\/collection\/toy-control\/$/);
  });

  it('an unknown slug shows "does not exist" with every collection to go on with', async () => {
    site = await renderSite('/en/find-models/collection/nope/', { fetch: fakeServer().fetch });
    const { container } = site;
    await waitFor('the page', () => container.querySelector('h1')?.textContent === 'This collection does not exist');
    expect(container.querySelectorAll('.collection-card')).toHaveLength(2);
    await waitFor('the head', () => document.querySelector('meta[name="robots"]')?.getAttribute('content')?.includes('noindex') === true);
  });

  it('cards that could not be loaded say so, and Try again loads them', async () => {
    site = await renderSite('/en/find-models/', { fetch: fakeServer({ failList: 1 }).fetch });
    const { container } = site;
    await waitFor('the error', () => container.querySelector('.collection-cards [role="alert"]') !== null);
    expect(container.querySelector('.collection-cards [role="alert"] p')?.textContent).toBe('The collections could not be loaded.');
    await act(async () => container.querySelector<HTMLButtonElement>('.collection-cards [role="alert"] button')!.click());
    await waitFor('the cards', () => container.querySelectorAll('.collection-card').length === 2);
    await waitFor('the head', () => document.title.startsWith('Find models'));
  });
});
