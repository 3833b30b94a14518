// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSite, waitFor, type RenderedSite } from '../../testing/render-site';

let site: RenderedSite | undefined;
beforeEach(() => {
  // The real widget loads its first page on connect; an empty grid is enough here.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":true,"data":{"initialTiles":[],"total":0}}')));
});
afterEach(() => {
  site?.unmount();
  site = undefined;
  vi.unstubAllGlobals();
});

type GridElement = HTMLElement & { filter?: unknown; type?: string; order?: string };

// spec 000 §2 route "new-girls"; issue 12 item 6: "New girls" in the navigation leads to a real list.
describe('NewGirlsScreen', () => {
  it.each([
    ['/en/new-girls/', 'New girls'],
    ['/neue-girls/', 'Neue Girls'],
    ['/es/chicas-nuevas/', 'Chicas nuevas'],
  ])('%s lists the performers of the last 30 days, newest first, under "%s"', async (path, title) => {
    site = await renderSite(path);
    const { container } = site;
    const grid = await waitFor('the performer grid', () => container.querySelector<GridElement>('velvet-tile-grid'));
    // The grid's code loads after the page is up (RoutedTileGrid); the element upgrades when it is defined.
    await customElements.whenDefined('velvet-tile-grid');
    expect(grid.type).toBe('performers');
    expect(grid.filter).toEqual({ newGirls: true });
    expect(grid.order).toBe('registered');
    expect(container.querySelector('main h1')?.textContent).toBe(title);
    // The main navigation's "New girls" is the current page.
    expect(container.querySelector('nav a[aria-current="page"]')?.textContent).toBe(title);
  });
});
