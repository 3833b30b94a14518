// The server's render of <velvet-tile-grid> in real Chromium (happy-dom parses no declarative shadow
// roots): the first page paints from the HTML alone, the element's code hydrates it later without a
// request and without moving anything. Issue 12 item 1: "The first paint needs no client-side fetch;
// the LCP image of each page is not lazy"; CLS at most 0.02.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestClient } from '../../sdk/api/rest';
import { loadFirstTilePage, tileGridQuery, type TileGridFirstPage } from '../../sdk/tile-grid';
import { renderTileGridShadowHtml } from '../../widgets/tile-grid/server-render';
import { openPage, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
let firstPage: TileGridFirstPage;
const query = tileGridQuery({ type: 'videos', filter: { new: true }, order: 'newest' });

beforeAll(async () => {
  velvet = await startVelvet();
  // What a route loader does on the server, against the real catalog.
  firstPage = await loadFirstTilePage(createRestClient({ apiBase: velvet.urls.site, language: 'en' }), query, 'en');
});
afterAll(async () => {
  await velvet?.close();
});

/**
 * A page as the server sends it: the grid's declarative shadow root in the HTML, the element's
 * code loaded later by a module script (as RoutedTileGrid does after hydration). Vitest hands CSS
 * imports over empty, so the stylesheet the bundler would inline is put in here.
 */
function serverPage(): string {
  const css = readFileSync(new URL('../../widgets/tile-grid/tile-grid.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const shadow = renderTileGridShadowHtml({ query, firstPage, language: 'en', linkBase: '', apiBase: '', label: 'New videos' }).replace('<style></style>', `<style>${css}</style>`);
  return `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>grid</title></head>
<body style="margin:0;padding:16px"><h1 style="margin:0 0 16px">New videos</h1>
<velvet-tile-grid type="videos" filter='{"new":true}' order="newest" lang="en" api-base="" link-base="" label="New videos">${shadow}</velvet-tile-grid>
<script type="module">
  window.layoutShift = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value; }).observe({ type: 'layout-shift', buffered: true });
  const grid = document.querySelector('velvet-tile-grid');
  window.serverFirstLink = grid.shadowRoot && grid.shadowRoot.querySelector('a.tile');
  window.rectsBefore = JSON.stringify([...grid.shadowRoot.querySelectorAll('a.tile')].slice(0, 12).map((a) => a.getBoundingClientRect().toJSON()));
  grid.firstPage = ${JSON.stringify(firstPage)};
  await new Promise((resolve) => setTimeout(resolve, 300));
  await import('/widgets/tile-grid.js');
  await customElements.whenDefined('velvet-tile-grid');
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  window.hydrated = true;
</script></body></html>`;
}

describe('<velvet-tile-grid> rendered by the server, in Chromium', () => {
  it.each([
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])('paints its first page before any script, then hydrates it at %o without asking for page one again and without a shift', async (viewport) => {
    expect(firstPage.answer.success).toBe(true);
    const { page, problems, close } = await openPage(velvet, viewport);
    const tileGridRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/tileGrid/get/')) tileGridRequests.push(request.url());
    });
    await page.route(`${velvet.urls.site}/e2e-server-grid/`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: serverPage() }));
    await page.goto(`${velvet.urls.site}/e2e-server-grid/`);
    await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true, null, { timeout: 30_000 });

    const result = await page.evaluate(() => {
      const w = window as unknown as { serverFirstLink: Element | null; rectsBefore: string; layoutShift: number };
      const grid = document.querySelector('velvet-tile-grid')!;
      const links = [...grid.shadowRoot!.querySelectorAll('a.tile')];
      const images = links.slice(0, 6).map((a) => a.querySelector('img')!);
      return {
        paintedByServer: w.serverFirstLink !== null,
        sameFirstLink: w.serverFirstLink === links[0] && links[0]!.isConnected,
        rectsBefore: w.rectsBefore,
        rectsAfter: JSON.stringify(links.slice(0, 12).map((a) => a.getBoundingClientRect().toJSON())),
        layoutShift: w.layoutShift,
        firstImages: images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
        columns: new Set(links.slice(0, 12).map((a) => Math.round(a.getBoundingClientRect().top))).size,
      };
    });
    console.log(`hydration ${viewport.width}x${viewport.height}: CLS ${result.layoutShift}, tileGrid requests ${tileGridRequests.length}`);
    expect(result.paintedByServer).toBe(true);
    // Hydrated, not replaced: the server's nodes (and the images they started loading) stay.
    expect(result.sameFirstLink).toBe(true);
    expect(result.rectsAfter).toBe(result.rectsBefore);
    expect(result.layoutShift).toBeLessThanOrEqual(0.02);
    expect(result.firstImages[0]).toEqual(['eager', 'high']);

    // Paging goes on from where the server's page ended (on a wide screen the end of the first page
    // is near enough to load the next one at once): never page one again, next offset 30.
    if (tileGridRequests.length === 0) {
      const next = page.waitForRequest((request) => request.url().includes('/rest/v1/tileGrid/get/videos/'), { timeout: 30_000 });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await next;
    }
    const offsets = tileGridRequests.map((url) => JSON.parse(decodeURIComponent(/\/tileGrid\/get\/videos\/([^?]+)/.exec(url)![1]!)));
    expect(offsets[0]).toMatchObject({ offset: 30, limit: 30, filter: { new: true }, order: 'newest' });
    expect(offsets.filter((payload) => payload.offset === 0)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
