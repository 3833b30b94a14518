// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TileGridAnswer } from '../../sdk/api/types';
import { tileGridCache, tileGridQuery, tileGridQueryKey, type TileGridFirstPage } from '../../sdk/tile-grid';
import { renderTileGridShadowHtml } from './server-render';
import { resetGlobalConfig, setGlobalConfig } from '../shared/global-config';
import { VelvetTileGridElement } from './tile-grid';
import { videoTile } from './test-fixtures';

const fetchMock = vi.fn(async (_url: string) => {
  const answer: TileGridAnswer = { success: true, data: { initialTiles: [videoTile(1), videoTile(2)], total: 2 } };
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  resetGlobalConfig();
  // Grids of earlier tests would come back from the page's cache without a request.
  tileGridCache.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function mount(attributes: Record<string, string>): VelvetTileGridElement {
  const element = document.createElement('velvet-tile-grid');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}
const links = (element: HTMLElement) => [...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a.tile')];
const requestedPayload = (call = 0) => {
  const url = new URL(fetchMock.mock.calls[call]![0], 'http://page.test');
  return { url, payload: JSON.parse(decodeURIComponent(url.pathname.split('/').pop()!)) };
};

describe('<velvet-tile-grid>', () => {
  it('is registered once, under its tag, as the typed element class', async () => {
    expect(customElements.get('velvet-tile-grid')).toBe(VelvetTileGridElement);
    await import('./tile-grid');
    expect(document.createElement('velvet-tile-grid')).toBeInstanceOf(VelvetTileGridElement);
  });

  it('loads pages from tileGrid/get with its attributes and renders into its shadow root', async () => {
    const element = mount({ type: 'videos', 'api-base': 'http://api.test', 'link-base': 'https://site.test', lang: 'de', filter: '{"free":true}', 'page-size': '12', order: 'newest' });
    await vi.waitFor(() => expect(links(element)).toHaveLength(2));
    const { url, payload } = requestedPayload();
    expect(url.origin + url.pathname.replace(/[^/]+$/, '')).toBe('http://api.test/rest/v1/tileGrid/get/videos/');
    expect(url.searchParams.get('lang')).toBe('de');
    expect(payload).toEqual({ filter: { free: true }, order: 'newest', offset: 0, limit: 12 });
    expect(links(element)[0]!.getAttribute('href')).toBe('https://site.test/amateur/mia/videos/1/');
    expect(links(element)[0]!.querySelector('img')!.getAttribute('src')).toBe('http://api.test/img/v1-320.jpg');
    expect(element.querySelector('a')).toBeNull();
  });

  it('asks for no more than max-tiles tiles', async () => {
    const element = mount({ type: 'performers', 'api-base': 'http://api.test', 'page-size': '30', 'max-tiles': '8' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requestedPayload().payload).toMatchObject({ offset: 0, limit: 8 });
    expect(element.maxTiles).toBe(8);
  });

  it('takes language and tracking ids from velvet("init") and re-renders when init comes later', async () => {
    const element = mount({ type: 'videos', 'api-base': 'http://api.test' });
    await vi.waitFor(() => expect(links(element)).toHaveLength(2));
    expect(links(element)[0]!.getAttribute('href')).toBe('http://api.test/en/amateur/mia/videos/1/');
    setGlobalConfig({ lang: 'nl', w: 'partner-123', ws: 'sidebar', wt: 'demo' });
    await vi.waitFor(() =>
      expect(links(element)[0]!.getAttribute('href')).toBe('http://api.test/nl/amateur/mia/videos/1/?w=partner-123&ws=sidebar&wt=demo'),
    );
    expect(requestedPayload(1).url.searchParams.get('lang')).toBe('nl');
  });

  it('refetches from the start when the filter property or the type attribute change', async () => {
    const element = mount({ type: 'videos', 'api-base': '' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    element.filter = { vip: true };
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requestedPayload(1).payload).toMatchObject({ filter: { vip: true }, offset: 0 });
    element.type = 'performers';
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(requestedPayload(2).url.pathname).toContain('/tileGrid/get/performers/');
  });

  it('dispatches a bubbling, composed, cancelable velvet-select and does not navigate when it is prevented', async () => {
    const element = mount({ type: 'videos', 'api-base': 'http://api.test', 'link-base': '' });
    await vi.waitFor(() => expect(links(element)).toHaveLength(2));
    const seen: Array<{ id: number; href: string }> = [];
    const cancelSelect = (event: GlobalEventHandlersEventMap['velvet-select']) => {
      seen.push({ id: event.detail.tile.id, href: event.detail.href });
      event.preventDefault();
    };
    document.addEventListener('velvet-select', cancelSelect);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    links(element)[1]!.dispatchEvent(click);
    document.removeEventListener('velvet-select', cancelSelect);
    expect(seen).toEqual([{ id: 2, href: '/en/amateur/mia/videos/2/' }]);
    expect(click.defaultPrevented).toBe(true);
  });

  it('warns naming the expected value for a malformed filter and loads unfiltered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount({ type: 'videos', filter: '{oops', 'api-base': '' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('filter: expected a JSON object, got {oops'));
    expect(requestedPayload().payload.filter).toBeUndefined();
    warn.mockRestore();
  });
});

// issue 12 item 1: the server renders the grid's first page; "the first paint needs no client-side fetch".
describe('<velvet-tile-grid> rendered by the server', () => {
  const query = tileGridQuery({ type: 'videos', pageSize: 2 });
  const serverPage: TileGridFirstPage = {
    key: tileGridQueryKey(query, 'en'),
    answer: { success: true, data: { initialTiles: [videoTile(7), videoTile(8)], total: 40 } },
  };
  const attributes = { type: 'videos', 'page-size': '2', lang: 'en', 'api-base': 'http://api.test', 'link-base': '' };
  let tags = 0;

  /**
   * The element as the browser parsed it from the server's HTML: its declarative shadow root
   * there before the definition arrives (happy-dom parses no declarative roots, so it is attached
   * by hand), firstPage set as React sets it before the lazily loaded definition.
   */
  function parsedFromServer(firstPage: TileGridFirstPage | undefined): VelvetTileGridElement {
    const tag = `test-server-tile-grid-${++tags}`;
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    const html = renderTileGridShadowHtml({ query, firstPage: serverPage, language: 'en', linkBase: '', apiBase: 'http://api.test' });
    element.attachShadow({ mode: 'open' }).innerHTML = html.replace(/^<template shadowrootmode="open">/, '').replace(/<\/template>$/, '');
    if (firstPage) Object.assign(element, { firstPage });
    document.body.append(element);
    return element as VelvetTileGridElement;
  }
  const define = (element: HTMLElement) => customElements.define(element.localName, class extends VelvetTileGridElement {});
  /** The element renders in a microtask after it connects: two later, its first render is done. */
  const rendered = () => new Promise<void>((resolve) => queueMicrotask(() => queueMicrotask(() => resolve())));

  it('hydrates the server markup without a request when firstPage answers its query: same nodes, live links', async () => {
    const element = parsedFromServer(serverPage);
    const serverLinks = links(element);
    expect(serverLinks.map((link) => link.getAttribute('href'))).toEqual(['/en/amateur/mia/videos/7/', '/en/amateur/mia/videos/8/']);
    define(element);
    await rendered();
    // Hydrated, not replaced: the very nodes the server sent (their images already loading) stay.
    expect(links(element)).toEqual(serverLinks);
    expect(serverLinks.every((link) => link.isConnected)).toBe(true);
    const selected = vi.fn((event: Event) => event.preventDefault());
    element.addEventListener('velvet-select', selected);
    serverLinks[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 }));
    expect(selected).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads its own first page when firstPage answers another query (another language), replacing the server markup', async () => {
    const element = parsedFromServer({ ...serverPage, key: tileGridQueryKey(query, 'de') });
    define(element);
    await vi.waitFor(() => expect(links(element).map((link) => link.getAttribute('href'))).toEqual(['/en/amateur/mia/videos/1/', '/en/amateur/mia/videos/2/']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestedPayload().payload).toMatchObject({ offset: 0, limit: 2 });
  });

  it('loads its own first page without firstPage', async () => {
    const element = parsedFromServer(undefined);
    define(element);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(links(element)).toHaveLength(2));
  });

  it('starts from firstPage without a request in a browser-only render too (a route loader fetched it)', async () => {
    const element = document.createElement('velvet-tile-grid');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.firstPage = serverPage;
    document.body.append(element);
    await vi.waitFor(() => expect(links(element)).toHaveLength(2));
    expect(links(element)[0]!.getAttribute('href')).toBe('/en/amateur/mia/videos/7/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

// issue 12 item 3: "after scrolling a grid, opening a tile and pressing Back, the page returns to where it was".
describe('<velvet-tile-grid> created again (Back)', () => {
  it('shows the pages the last grid of its query had, at once and without a request', async () => {
    const first = mount({ type: 'videos', 'api-base': 'http://api.test', 'page-size': '2' });
    await vi.waitFor(() => expect(links(first)).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.remove();
    const again = mount({ type: 'videos', 'api-base': 'http://api.test', 'page-size': '2' });
    await new Promise<void>((resolve) => queueMicrotask(() => queueMicrotask(() => resolve())));
    // Shown by the first render (no await for data), from the cache.
    expect(links(again)).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads again for another query', async () => {
    const first = mount({ type: 'videos', 'api-base': 'http://api.test', 'page-size': '2' });
    await vi.waitFor(() => expect(links(first)).toHaveLength(2));
    first.remove();
    mount({ type: 'videos', 'api-base': 'http://api.test', 'page-size': '3' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});

// Issue 15 §7 "Grids remember their settings per type on the guest"; spec 001 §3 "Tile grid settings: kept per grid type on the guest".
describe('<velvet-tile-grid settings-type>', () => {
  const plainFetch = fetchMock.getMockImplementation()!;
  afterEach(() => {
    fetchMock.mockImplementation(plainFetch);
  });
  const answerSettings = (settings: object) => (url: string) => {
    if (url.includes('/guest/getTileGridSettings/')) return new Response(JSON.stringify({ success: true, data: settings }), { status: 200, headers: { 'content-type': 'application/json' } });
    const answer: TileGridAnswer = { success: true, data: { initialTiles: [videoTile(1)], total: 1 } };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const gridCalls = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://page.test')).filter((url) => url.pathname.includes('/tileGrid/get/'));
  const payloadOf = (url: URL) => JSON.parse(decodeURIComponent(url.pathname.split('/').pop()!));

  it('loads its first page in the remembered order and types, after asking for the settings of its type (and only once)', async () => {
    fetchMock.mockImplementation(async (url: string) => answerSettings({ order: 'cheapest', types: ['vip'] })(url));
    const element = mount({ type: 'videos', 'api-base': 'http://api.test', 'settings-type': 'newVideos', filter: '{"new":true}' });
    await vi.waitFor(() => expect(links(element)).toHaveLength(1));
    expect(new URL(fetchMock.mock.calls[0]![0]).pathname).toBe('/rest/v1/guest/getTileGridSettings/newVideos');
    expect(gridCalls().map(payloadOf)).toEqual([{ filter: { new: true, types: ['vip'] }, order: 'cheapest', offset: 0, limit: 30 }]);
  });

  it('its own attributes win: an order attribute and a filter with types are kept, and nothing is asked', async () => {
    fetchMock.mockImplementation(async (url: string) => answerSettings({ order: 'cheapest', types: ['vip'] })(url));
    const element = mount({ type: 'videos', 'api-base': 'http://api.test', 'settings-type': 'videos', order: 'longest', filter: '{"types":["free"]}' });
    await vi.waitFor(() => expect(links(element)).toHaveLength(1));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('getTileGridSettings'))).toBe(false);
    expect(gridCalls().map(payloadOf)).toEqual([{ filter: { types: ['free'] }, order: 'longest', offset: 0, limit: 30 }]);
  });

  it('shows its defaults when the settings cannot be read', async () => {
    fetchMock.mockImplementation(async (url: string) => (url.includes('getTileGridSettings') ? new Response('{}', { status: 500 }) : answerSettings({})(url)));
    const element = mount({ type: 'videos', 'api-base': 'http://api.test', 'settings-type': 'videos' });
    await vi.waitFor(() => expect(links(element)).toHaveLength(1));
    expect(gridCalls().map(payloadOf)).toEqual([{ offset: 0, limit: 30 }]);
  });
});
