// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSite, waitFor, type RenderedSite } from '../../testing/render-site';

let site: RenderedSite | undefined;
beforeEach(() => {
  // The real widgets load their first page on connect; an empty grid is enough here.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":true,"data":{"initialTiles":[],"total":0}}')));
});
afterEach(() => {
  site?.unmount();
  site = undefined;
  vi.unstubAllGlobals();
});

type GridElement = HTMLElement & { filter?: unknown; type?: string };

async function renderHome(path: string) {
  site = await renderSite(path);
  const { container } = site;
  const grids = await waitFor('two tile grids', () => {
    const found = container.querySelectorAll<GridElement>('velvet-tile-grid');
    return found.length === 2 ? [...found] : null;
  });
  // The grid's code loads after the page is up (RoutedTileGrid); the elements upgrade when it is defined.
  await customElements.whenDefined('velvet-tile-grid');
  return { site, grids };
}

function select(grid: HTMLElement, href: string): CustomEvent {
  const event = new CustomEvent('velvet-select', { detail: { href }, bubbles: true, composed: true, cancelable: true });
  act(() => {
    grid.dispatchEvent(event);
  });
  return event;
}

describe('HomeScreen', () => {
  // spec: home shows online performers first, then new videos (issue 2 §8)
  it('shows the online performers, then the new videos, each under a heading, "see all" only to a built list', async () => {
    const { site, grids } = await renderHome('/en/');
    const [performers, videos] = grids as [GridElement, GridElement];
    expect(performers.type).toBe('performers');
    expect(performers.filter).toEqual({ online: true });
    expect(videos.type).toBe('videos');
    expect(videos.filter).toEqual({ new: true });
    const headings = [...site.container.querySelectorAll('main h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Online now', 'New videos']);
    const seeAll = [...site.container.querySelectorAll('.section-heading__link')].map((a) => a.getAttribute('href'));
    // Issue 14 item 2: "'See all' under Online now leads here" (/cams/, built by that issue).
    expect(seeAll).toEqual(['/en/cams/', '/en/videos/new-videos/']);
    // Its name starts with the visible words and names the list (axe label-content-name-mismatch).
    expect(site.container.querySelector('.section-heading__link')?.textContent).toBe('See all: Online now');
    expect(site.container.querySelector('.section-heading__link')?.hasAttribute('aria-label')).toBe(false);
    expect(document.title).toBe('Live cams and amateur videos · Velvet');
  });

  it('routes a tile click on our own origin with react-router and stops the widget from navigating', async () => {
    const { site, grids } = await renderHome('/');
    const event = select(grids[0]!, `${window.location.origin}/amateur/lena/`);
    expect(event.defaultPrevented).toBe(true);
    await waitFor('the profile path', () => site.router.state.location.pathname === '/amateur/lena/');
  });

  it('leaves a link to another origin to the widget', async () => {
    const { site, grids } = await renderHome('/en/');
    const event = select(grids[1]!, 'https://partner.example/en/amateur/lena/');
    expect(event.defaultPrevented).toBe(false);
    expect(site.router.state.location.pathname).toBe('/en/');
  });
});
