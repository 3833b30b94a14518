// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoGridFilter } from '../../../sdk/api/types';
import { tileGridCache, tileGridQuery, tileGridQueryKey, type TileGridFirstPage } from '../../../sdk/tile-grid';
import { renderTileGridShadowHtml } from '../../../widgets/tile-grid/server-render';
import { videoTile } from '../../../widgets/tile-grid/test-fixtures';
import { PageContext } from '../page/page-context';
import { AppServicesContext } from '../services/app-services';
import { createAppServices } from '../services/create-app-services';
import { RoutedTileGrid } from './routed-tile-grid';
import { WidgetServerRenderContext } from './widget-server-render';
import { getBrand } from '../../../white-label/brands';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fetchMock = vi.fn(async () => new Response('{"success":true,"data":{"initialTiles":[],"total":0}}'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  tileGridCache.clear();
});
afterEach(() => vi.unstubAllGlobals());

const NEW_VIDEOS: VideoGridFilter = { new: true };
// What the home route loader asks for: loadFirstTilePage(client, tileGridQuery(<the grid's options>), language).
const firstPage: TileGridFirstPage = {
  key: tileGridQueryKey(tileGridQuery({ type: 'videos', filter: NEW_VIDEOS, order: 'newest' }), 'en'),
  answer: { success: true, data: { initialTiles: [videoTile(3), videoTile(4)], total: 90 } },
};

function page(children: ReactNode) {
  return (
    <AppServicesContext.Provider value={createAppServices({ brand: getBrand('velvet') })}>
      <PageContext.Provider value={{ screen: 'home', params: {}, language: 'en', pathname: '/en/' }}>
        <MemoryRouter initialEntries={['/en/']}>{children}</MemoryRouter>
      </PageContext.Provider>
    </AppServicesContext.Provider>
  );
}
const grid = <RoutedTileGrid type="videos" filter={NEW_VIDEOS} order="newest" label="New videos" firstPage={firstPage} />;

// issue 12 item 1: "Every route ... is rendered on the server ... The first paint needs no client-side fetch".
describe('RoutedTileGrid', () => {
  it('renders on the server its first page as a declarative shadow root inside the element, with its options as attributes', () => {
    const html = renderToString(page(<WidgetServerRenderContext.Provider value={{ tileGridHtml: renderTileGridShadowHtml, usePreloadFirstTile: () => {} }}>{grid}</WidgetServerRenderContext.Provider>));
    expect(html).toMatch(/^<velvet-tile-grid class="routed-tile-grid" type="videos" filter="\{&quot;new&quot;:true\}" order="newest" lang="en" api-base="" link-base="" label="New videos"><template shadowrootmode="open">/);
    expect(html).toContain('<a class="tile tile--video" href="/en/amateur/mia/videos/3/">');
    expect(html).toContain('<a class="tile tile--video" href="/en/amateur/mia/videos/4/">');
    expect(html.endsWith('</template></velvet-tile-grid>')).toBe(true);
  });

  it('renders the bare element without a server render context (the browser)', () => {
    const html = renderToString(page(grid));
    expect(html).toMatch(/^<velvet-tile-grid [^>]*><\/velvet-tile-grid>$/);
  });

  describe('in the browser', () => {
    let root: Root | undefined;
    let container: HTMLElement | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      container?.remove();
    });

    it("loads the element's code after mounting, and the element starts from the loader's first page without a request", async () => {
      container = document.createElement('div');
      document.body.append(container);
      act(() => {
        root = createRoot(container!);
        root.render(page(grid));
      });
      await customElements.whenDefined('velvet-tile-grid');
      const element = container.querySelector('velvet-tile-grid')!;
      await vi.waitFor(() => expect(element.shadowRoot?.querySelectorAll('a.tile')).toHaveLength(2));
      expect(element.filter).toEqual(NEW_VIDEOS);
      expect(element.firstPage).toBe(firstPage);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
