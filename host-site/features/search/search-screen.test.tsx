// @vitest-environment happy-dom
// Issue 15 item 4: the video search route (was a "coming soon" placeholder) and the actors' result page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchActorItem, SearchVideoItem } from '../../../sdk/search/types';
import { renderSite, waitFor, type RenderedSite } from '../../testing/render-site';

const video = (id: number): SearchVideoItem => ({ id, title: `Sunset ${id}`, image: `/img/video/${id}/w320.svg`, link: `/en/amateur/lena/videos/${id}/`, durationSeconds: 754, actorName: 'Lena' });
const actor = (id: number, online: boolean): SearchActorItem => ({ id, name: `Lena${id}`, image: `/img/performer/${id}/w320.svg`, aspect: 1, link: `/en/amateur/lena${id}/`, online, mobileVideoCall: false });

/** Answers searchByType with the items and total (or the status). */
function fakeFetch(answer: { items: unknown[]; totalCount: number } | number) {
  return vi.fn(async (url: string | URL | Request) => {
    if (!String(url).includes('searchResult/searchByType')) return Response.json({ success: false, statusCode: 404, code: 'NOT_FOUND', error: 'x', field: null }, { status: 404 });
    if (typeof answer === 'number') return Response.json({ success: false, statusCode: answer, code: 'INTERNAL', error: 'x', field: null }, { status: answer });
    return Response.json({ success: true, data: answer });
  });
}

const asked = (fetch: ReturnType<typeof fakeFetch>) => fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('searchByType'));

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

describe('SearchScreen', () => {
  it('renders the video results of the pattern with a count and a next page (spec 001 §2 "videos 30")', async () => {
    const fetch = fakeFetch({ items: [video(1), video(2)], totalCount: 45 });
    site = await renderSite('/en/search/videos/sunset/?page=1', { fetch });
    const { container } = site;
    await waitFor('the tiles', () => container.querySelectorAll('.search-tile').length === 2);
    const query = new URL(asked(fetch)[0]!, 'http://x').searchParams;
    expect([query.get('searchPattern'), query.get('searchType'), query.get('from'), query.get('take'), query.get('withTotalCount')]).toEqual(['sunset', 'videos', '0', '30', 'true']);
    expect(container.querySelector('h1')?.textContent).toBe('Videos for “sunset”');
    expect(container.querySelector('[data-testid="search-count"]')?.textContent).toBe('45 videos found');
    const first = container.querySelector('.search-tile a')!;
    expect([first.getAttribute('href'), first.textContent]).toEqual(['/en/amateur/lena/videos/1/', '12:34Sunset 1by Lena']);
    expect(container.querySelector('.page-pager a[rel="next"]')?.getAttribute('href')).toBe('/en/search/videos/sunset/?page=2');
    // The other type is one tab away; the current one is marked.
    const tabs = [...container.querySelectorAll('.search-page__tabs .pill-link')].map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')]);
    expect(tabs).toEqual([['Models', '/en/search/models/sunset/', null], ['Videos', '/en/search/videos/sunset/', 'page']]);
  });

  it('asks page 2 from 30 and links back', async () => {
    const fetch = fakeFetch({ items: [video(31)], totalCount: 31 });
    site = await renderSite('/en/search/videos/sunset/?page=2', { fetch });
    await waitFor('the tile', () => site!.container.querySelector('.search-tile'));
    expect(new URL(asked(fetch)[0]!, 'http://x').searchParams.get('from')).toBe('30');
    expect(site.container.querySelector('.page-pager a[rel="prev"]')?.getAttribute('href')).toBe('/en/search/videos/sunset/');
    expect(site.container.querySelector('.page-pager a[rel="next"]')).toBeNull();
  });

  it('shows an empty state with a way on when nothing matches', async () => {
    site = await renderSite('/en/search/videos/volcano/', { fetch: fakeFetch({ items: [], totalCount: 0 }) });
    const state = await waitFor('the empty state', () => site!.container.querySelector('[data-state="empty"]'));
    expect(state.textContent).toContain('No video matches “volcano”.');
    expect(state.querySelector('a')?.getAttribute('href')).toBe('/en/videos/');
  });

  it('renders the actors\' page in German with online states', async () => {
    site = await renderSite('/suche/models/lena/', { fetch: fakeFetch({ items: [actor(1, true), actor(2, false)], totalCount: 2 }) });
    const { container } = site;
    await waitFor('the tiles', () => container.querySelectorAll('.search-tile').length === 2);
    expect(container.querySelector('h1')?.textContent).toBe('Models zu „lena“');
    expect([...container.querySelectorAll('.search-tile')].map((tile) => [tile.getAttribute('data-online'), tile.querySelector('a')?.getAttribute('href')])).toEqual([
      ['true', '/en/amateur/lena1/'], ['false', '/en/amateur/lena2/'],
    ]);
    expect(container.querySelector('.page-pager')).toBeNull();
  });

  it('a pattern under 3 characters asks nothing and says so (001 §9 "a shorter pattern triggers no per-type search")', async () => {
    const fetch = fakeFetch({ items: [video(1)], totalCount: 1 });
    site = await renderSite('/en/search/videos/ab/', { fetch });
    const state = await waitFor('the too-short state', () => site!.container.querySelector('[data-state="too-short"]'));
    expect(state.textContent).toBe('Type at least 3 characters to search.');
    expect(asked(fetch)).toEqual([]);
  });

  it('without a script the search box sends ?q=, and the page shows that pattern\'s results', async () => {
    const fetch = fakeFetch({ items: [video(1)], totalCount: 1 });
    site = await renderSite('/en/search/videos/sunset/?q=golden%20hour', { fetch });
    await waitFor('the tile', () => site!.container.querySelector('.search-tile'));
    expect(new URL(asked(fetch)[0]!, 'http://x').searchParams.get('searchPattern')).toBe('golden hour');
    expect(site.container.querySelector('h1')?.textContent).toBe('Videos for “golden hour”');
    expect(site.container.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('golden hour');
  });

  it('offers a retry when the results could not be loaded', async () => {
    site = await renderSite('/en/search/models/lena/', { fetch: fakeFetch(500) });
    const state = await waitFor('the error state', () => site!.container.querySelector('[data-state="error"]'));
    expect(state.querySelector('a')?.getAttribute('href')).toBe('/en/search/models/lena/');
  });
});
