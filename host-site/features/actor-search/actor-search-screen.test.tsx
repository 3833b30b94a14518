// @vitest-environment happy-dom
// Issue 15 items 2-3: the actor search page, rendered from the address, bound to the headless controller.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { ActorSearchAnswer, ActorSearchHit } from '../../../sdk/actor-search/types';
import { renderSite, settle, waitFor, type RenderedSite } from '../../testing/render-site';

const hit = (id: number, distanceKm: number | null): ActorSearchHit => ({
  id, name: `Lena${id}`, link: `/en/amateur/lena${id}/`, image: `/img/performer/${id}/w320.svg`, online: id % 2 === 0, age: 20 + id,
  country: 'DE', city: 'Berlin', distanceKm, lat: 52.5 + id / 10, long: 13.4, isNew: id === 1, features: [],
});

interface Call { path: string; body: Record<string, unknown> | null }

/** A stand-in for the REST routes of the contract: answers from the body it got (women only when gender=F). */
function fakeServer(options: { failSearch?: boolean; places?: Record<string, [number, number]> } = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://x').pathname.replace('/rest/v1/', '');
    const body = init?.body ? JSON.parse(String(init.body)) as Record<string, unknown> : null;
    calls.push({ path, body });
    if (path.startsWith('utility/getGeoLocationByZip/')) {
      const place = options.places?.[path.split('/').pop()!];
      return Response.json(place ? { success: true, data: { latitude: place[0], longitude: place[1] } } : { success: false });
    }
    if (path === 'actorsearch/search' || path === 'actorsearch/filter/delete' || path === 'actorsearch/init') {
      if (options.failSearch) return Response.json({ success: false, statusCode: 500, code: 'INTERNAL', error: 'x', field: null }, { status: 500 });
      // The guest's stored custom filters: women.
      const conditions = (path === 'actorsearch/init' ? { gender: ['F'] } : body!.searchConditions ?? {}) as Record<string, string[]>;
      const gender = path === 'actorsearch/filter/delete' ? [] : conditions.gender ?? [];
      const zip = body!.forcedGuestZip as string | null;
      const known = zip && (options.places?.[zip] ?? null);
      const located = Boolean(body!.forcedGuestLocation) || Boolean(known);
      const actors = (gender.includes('F') ? [2, 1] : [3, 2, 1]).map((id) => hit(id, located ? id * 1.5 : null));
      const answer: ActorSearchAnswer = {
        requestId: (body!.requestId as number | undefined) ?? 0, searchType: (body!.searchType as ActorSearchAnswer['searchType']) ?? 'default',
        sortType: located || path === 'actorsearch/init' ? (body!.sortType as ActorSearchAnswer['sortType']) : 'rank', moodValue: (body!.moodValue as number) ?? 0, activeCategory: null,
        availableFilters: [{ field: 'gender', label: 'Gender', options: [{ value: 'F', label: 'Women', count: 2 }, { value: 'M', label: 'Men', count: 1 }] }],
        activeFilters: gender.map((value) => ({ field: 'gender' as const, value, label: value === 'F' ? 'Women' : 'Men' })),
        actors, currentPage: 1, maxPage: 2, totalHits: 40,
        location: known ? { lat: known[0], long: known[1], zip, source: 'zip' } : (body!.forcedGuestLocation ? { ...(body!.forcedGuestLocation as { lat: number; long: number }), zip: null, source: 'browser' } : null),
        markers: actors.map(({ id, name, lat, long, online, link }) => ({ id, name, lat, long, online, link })),
      };
      return Response.json({ success: true, data: answer });
    }
    return Response.json({ success: false, statusCode: 404, code: 'NOT_FOUND', error: 'x', field: null }, { status: 404 });
  });
  return { fetch, calls, searches: () => calls.filter((call) => call.path.startsWith('actorsearch/')) };
}

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

const tiles = (container: HTMLElement) => [...container.querySelectorAll('.actor-search__tile')].map((tile) => tile.getAttribute('data-actor-id'));
const address = () => `${site!.router.state.location.pathname}${site!.router.state.location.search}`;

describe('ActorSearchScreen', () => {
  it('renders the search of the address: tiles with distance, chips, tabs, pager and a marker per hit linking to the profile', async () => {
    const server = fakeServer({ places: { 10115: [52.53, 13.38] } });
    site = await renderSite('/en/find-models/?sort=distance&zip=10115&gender=F', { fetch: server.fetch });
    const { container } = site;
    await waitFor('the tiles', () => container.querySelectorAll('.actor-search__tile').length === 2);
    expect(server.searches()[0]!.body).toMatchObject({ searchType: 'default', sortType: 'distance', moodValue: 0, forcedGuestZip: '10115', forcedGuestLocationSource: 'zip', searchConditions: { gender: ['F'] }, requestId: 0 });
    expect(container.querySelector('h1')?.textContent).toBe('Find models');
    expect([...container.querySelectorAll('.actor-search__distance')].map((node) => node.textContent)).toEqual(['3 km away', '1.5 km away']);
    expect(container.querySelector('[data-testid="actor-search-place"]')?.textContent).toBe('Near 10115');
    expect([...container.querySelectorAll('.actor-search__chip')].map((chip) => chip.getAttribute('aria-label'))).toEqual(['Remove filter Gender: Women']);
    expect([...container.querySelectorAll<HTMLAnchorElement>('.actor-search__marker')].map((marker) => [marker.getAttribute('href'), marker.getAttribute('aria-label')]))
      .toEqual([['/en/amateur/lena2/', 'Lena2, online now'], ['/en/amateur/lena1/', 'Lena1']]);
    expect(container.querySelector('.actor-search__you')).not.toBeNull();
    expect([...container.querySelectorAll('.actor-search__tab')].map((tab) => [tab.textContent, tab.getAttribute('aria-current')]))
      .toEqual([['All models', 'page'], ['Near you', null], ['My filters', null], ['New girls', null]]);
    expect(container.querySelector('.page-pager a[rel="next"]')?.getAttribute('href')).toBe('/en/find-models/?sort=distance&zip=10115&gender=F&page=2');
  });

  it('a filter click searches again with the changed field and writes the address; Back shows the earlier search again', async () => {
    const server = fakeServer();
    site = await renderSite('/en/find-models/', { fetch: server.fetch });
    const { container } = site;
    await waitFor('the tiles', () => tiles(container).length === 3);
    const women = container.querySelector<HTMLInputElement>('.actor-search__fieldset[data-field="gender"] input[value="F"]')!;
    await act(async () => women.click());
    await waitFor('the women', () => tiles(container).length === 2);
    expect(server.searches()[1]!.body).toMatchObject({ searchConditions: { gender: ['F'] }, changedFilter: 'gender', requestId: 1 });
    expect(address()).toBe('/en/find-models/?gender=F');
    await act(async () => { await site!.router.navigate(-1); });
    await waitFor('everyone again', () => tiles(container).length === 3);
    // One state per search type (001 §3): the earlier search of the tab is asked again, without the filter.
    expect(server.searches()[2]!.body).toMatchObject({ searchConditions: {}, changedFilter: null });
    await act(async () => { await site!.router.navigate(1); });
    await waitFor('the women again', () => tiles(container).length === 2);
    expect(address()).toBe('/en/find-models/?gender=F');
  });

  it('a chip removes its filter through filter/delete', async () => {
    const server = fakeServer();
    site = await renderSite('/en/find-models/?gender=F', { fetch: server.fetch });
    const { container } = site;
    await waitFor('the chip', () => container.querySelector('.actor-search__chip'));
    await act(async () => container.querySelector<HTMLButtonElement>('.actor-search__chip')!.click());
    await waitFor('everyone', () => tiles(container).length === 3);
    expect(server.searches().map((call) => call.path)).toEqual(['actorsearch/search', 'actorsearch/filter/delete']);
    expect(server.searches()[1]!.body).toMatchObject({ searchConditions: { gender: ['F'] }, searchType: 'default' });
    expect(address()).toBe('/en/find-models/');
    expect(container.querySelector('.actor-search__chip')).toBeNull();
  });

  it('a postcode of 4 characters asks nothing (001 §5); a postcode the table does not know leaves the address and says so (001 §4)', async () => {
    const server = fakeServer({ places: { 10115: [52.53, 13.38] } });
    site = await renderSite('/en/find-models/', { fetch: server.fetch });
    const { container } = site;
    await waitFor('the tiles', () => tiles(container).length === 3);
    const input = container.querySelector<HTMLInputElement>('#actor-search-zip')!;
    const type = async (value: string) => act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await type('1011');
    await act(async () => container.querySelector<HTMLButtonElement>('.actor-search__zip button[type="submit"]')!.click());
    expect(container.querySelector('#actor-search-zip-state')?.textContent).toBe('A postcode has exactly 5 characters.');
    expect(server.calls.filter((call) => call.path.startsWith('utility/'))).toEqual([]);
    await type('99999');
    await act(async () => container.querySelector<HTMLButtonElement>('.actor-search__zip button[type="submit"]')!.click());
    await waitFor('the not-found state', () => container.querySelector('[data-state="zip-not-found"]'));
    expect(container.querySelector('[data-state="zip-not-found"]')?.textContent).toBe('We do not know the postcode 99999. Try another one or use your location.');
    await settle();
    expect(address()).toBe('/en/find-models/');
    await type('10115');
    await act(async () => container.querySelector<HTMLButtonElement>('.actor-search__zip button[type="submit"]')!.click());
    await waitFor('the distances', () => container.querySelectorAll('.actor-search__distance').length === 3);
    expect(address()).toBe('/en/find-models/?zip=10115');
    expect(server.searches().at(-1)!.body).toMatchObject({ forcedGuestLocation: { lat: 52.53, long: 13.38 }, forcedGuestZip: '10115', forcedGuestLocationSource: 'zip' });
  });

  it('shows the error state when the search fails, with a retry that asks again', async () => {
    const server = fakeServer({ failSearch: true });
    site = await renderSite('/en/find-models/', { fetch: server.fetch });
    const state = await waitFor('the error state', () => site!.container.querySelector('[data-state="error"]'));
    expect(state.getAttribute('role')).toBe('alert');
    await act(async () => state.querySelector<HTMLButtonElement>('button')!.click());
    await settle();
    expect(server.searches()).toHaveLength(2);
  });

  it('is linked from the header navigation, in German at /models-finden/', async () => {
    const server = fakeServer();
    site = await renderSite('/models-finden/', { fetch: server.fetch });
    await waitFor('the tiles', () => tiles(site!.container).length === 3);
    expect(site.container.querySelector('h1')?.textContent).toBe('Models finden');
    expect([...site.container.querySelectorAll('a')].some((link) => link.getAttribute('href') === '/models-finden/' && link.textContent === 'Models finden')).toBe(true);
  });

  it('"My filters" opens the guest\'s stored filters (actorsearch/init) and the address names them', async () => {
    const server = fakeServer();
    site = await renderSite('/en/find-models/?type=custom', { fetch: server.fetch });
    const { container } = site;
    await waitFor('the stored filter\'s chip', () => container.querySelector('.actor-search__chip'));
    expect(server.searches().map((call) => call.path)).toEqual(['actorsearch/init']);
    expect(server.searches()[0]!.body).toEqual({ searchType: 'custom', sortType: 'rank', currentCollection: null });
    await waitFor('the address', () => address() === '/en/find-models/?type=custom&gender=F');
    expect(tiles(container)).toEqual(['2', '1']);
  });
});
