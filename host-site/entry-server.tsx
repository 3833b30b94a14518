/**
 * The server render of the site (DESIGN.md "Pages are rendered on the server"),
 * built by Vite's SSR build into dist/host-site-server/entry-server.js and
 * loaded once by server/sites/host-site.ts. The route loaders run here with
 * the REST client whose fetch the server passes in (app.inject: no network
 * hop); React 19 streams the page into index.html's root element, with the
 * router's data as JSON for hydration.
 */
import { Transform, type Readable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { providePageHeadTags } from './shared/seo/page-head';
import { PageHeadTags } from './shared/seo/page-head-tags';
import { SiteOriginContext } from './shared/seo/site-origin';
import { usePreloadFirstTile } from './shared/components/first-tile-preload';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { ReadableAtom } from 'nanostores';
import type { GuestSession } from '../sdk/api/guest-types';
import type { BrandConfig } from '../sdk/brands';
import { getBrand } from '../white-label/brands';
import { ageConfirmedInCookies } from '../sdk/consent/age-gate';
import { $consent } from '../sdk/consent/state';
import { CONSENT_COOKIE, decodeConsent, parseCookies, type ConsentState } from '../sdk/consent/rules';
import { $balance, $guest, $isLoggedIn, $sessionStatus } from '../sdk/session/store';
import { renderTileGridShadowHtml } from '../widgets/tile-grid/server-render';
import { brandConfigScript } from './app/brand-in-page';
import { featureForScreen, type FeatureName } from './app/feature-for-screen';
import { HYDRATION_DATA_ID, serializeHydrationData } from './app/hydration';
import { pageAssets, type ViteManifest } from './app/page-assets';
import { pageForPath } from './app/page-for-path';
import { brandThemeProperties } from './app/theme';
import { createSiteRoutes, type RootLoaderData } from './app/router';
import { loadLoggedInParts } from './shared/layout/logged-in-header';
import { WidgetServerRenderContext, type WidgetServerRender } from './shared/components/widget-server-render';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID, type PageLoaderData } from './shared/page/page-data';
import { ConsentFooter, ConsentLayer } from './shared/consent/consent-layer';
import { ConsentPartsContext } from './shared/consent/consent-layer-slot';
import { AppServicesContext } from './shared/services/app-services';
import { createAppServices } from './shared/services/create-app-services';
import { ServerStoreValues } from './shared/session/use-store';

export type { ViteManifest } from './app/page-assets';

export interface RenderPageInput {
  /**
   * The visitor's request (absolute URL) with their Cookie header (the age gate reads it); its
   * signal aborts the loaders when the visitor leaves.
   */
  request: Request;
  brandId: string;
  /** The brand's config file as the server read it (wins over `brandId`); written into the page for the browser. */
  brand?: BrandConfig;
  /** The brand's own origin (scheme, host, port): canonical, hreflang and Open Graph URLs are absolute on it. */
  siteOrigin: string;
  /** dist/host-site/index.html with the brand and overlay metas filled in by the server. */
  template: string;
  manifest: ViteManifest;
  /** The REST transport: on the server, app.inject with the visitor's cookie and address. */
  fetch: typeof fetch;
  /** This answer's script nonce, the one in its Content-Security-Policy: every script of the page carries it. */
  nonce: string;
  /**
   * Renders the page of a visitor without a session, the same for every such visitor (the server's
   * page cache): the root loader does not ask guest/session, which would create a guest for this one
   * answer. The header shows the logged-out guest; the browser loads its session after hydrating.
   */
  withoutSession?: boolean;
  /**
   * The text of a built file (`/assets/x.css`), or null: the page's stylesheets go into its <head> as
   * <style>, so the first paint waits for no stylesheet request (one round trip less on a phone).
   */
  readAsset?: (path: string) => string | null;
}

export type RenderedPage =
  | { type: 'redirect'; status: number; location: string }
  /** shareable: false for a screen whose first paint is the guest's own (my area, messenger): never one page for all. */
  | { type: 'html'; status: number; body: Readable; shareable: boolean };

/** Screens that show the guest's own session in their first paint: without one they would show a placeholder. */
const SESSION_SCREENS: ReadonlySet<FeatureName> = new Set<FeatureName>(['account', 'messenger']);

const ROOT_ELEMENT = '<div id="root"></div>';

// The head tags render in the server's HTML without waiting for a chunk (the browser loads them after hydration).
providePageHeadTags(PageHeadTags);

const CONSENT_PARTS = { Layer: ConsentLayer, Footer: ConsentFooter };

const widgetServerRender: WidgetServerRender = { tileGridHtml: (input) => renderTileGridShadowHtml(input), usePreloadFirstTile };

/** Runs the loaders of a page and streams its HTML; a loader's redirect comes back as a redirect. */
export async function renderPage({ request, brandId, brand, siteOrigin, template, manifest, fetch, nonce, withoutSession = false, readAsset }: RenderPageInput): Promise<RenderedPage> {
  // The visitor's cookie speaks for them: never the session store (one per process, shared by every request).
  const services = createAppServices({ brand: brand ?? getBrand(brandId), fetch, accessToken: () => null });
  // issue 12 §4: the age cookie of this request decides between the page and the 18+ question, before any loader runs.
  const ageConfirmed = ageConfirmedInCookies(request.headers.get('cookie'));
  // The cookie banner is in the first paint unless the guest decided (the browser reads the same cookie when hydrating).
  const consent = decodeConsent(parseCookies(request.headers.get('cookie') ?? '').get(CONSENT_COOKIE));
  const handler = createStaticHandler(
    createSiteRoutes(services, { server: true, ageConfirmed: () => ageConfirmed, withoutSession }),
  );
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { type: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const pageData = context.loaderData[PAGE_ROUTE_ID] as PageLoaderData | undefined;
  const language = pageData?.page.language ?? pageForPath(new URL(request.url).pathname, services.brand).page.language;
  const feature = pageData ? (pageData.feature as FeatureName) : context.errors ? null : featureForScreen(null);
  const guest = (context.loaderData[ROOT_ROUTE_ID] as RootLoaderData | undefined)?.guest ?? null;
  // A logged-in guest's header has parts of its own chunk: loaded first, so the render never suspends on them.
  if (guest?.isLoggedIn) await loadLoggedInParts();

  const app = (
    <StrictMode>
      <AppServicesContext.Provider value={services}>
        <SiteOriginContext.Provider value={siteOrigin}>
          <ServerStoreValues.Provider value={storeValuesOf(guest, consent)}>
            <WidgetServerRenderContext.Provider value={widgetServerRender}>
              <ConsentPartsContext.Provider value={CONSENT_PARTS}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </ConsentPartsContext.Provider>
            </WidgetServerRenderContext.Provider>
          </ServerStoreValues.Provider>
        </SiteOriginContext.Provider>
      </AppServicesContext.Provider>
    </StrictMode>
  );

  const assets = pageAssets(manifest, feature, language, { loggedIn: guest?.isLoggedIn ?? false });
  const headTags = [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`),
  ].join('');
  const [before = '', after = ''] = withNonce(withLowScriptPriority(template), nonce).split(ROOT_ELEMENT);
  // The brand's colours and fonts are in the first paint (before main.tsx applies the same ones): the cookie
  // banner and a white label's page would otherwise paint in the fallback colours first.
  // The brand's theme is in the HTML (colours on <html>, the browser's theme colour), so the browser's
  // first paint is in the brand's colours and its entry carries no theme code (host-site/main.tsx).
  const documentStart = inlineStylesheets(before, readAsset)
    .replace(/<html lang="[^"]*"/, `<html lang="${language}" style="${brandThemeStyle(services.brand)}"`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${escapeAttribute(services.brand.themeColor)}"`)
    .replace(/<meta name="velvet-brand" content="[^"]*"/, `<meta name="velvet-brand" content="${escapeAttribute(services.brand.id)}"`);
  const hydrationScript = `${brandConfigScript(services.brand, nonce)}<script type="application/json" id="${HYDRATION_DATA_ID}" nonce="${nonce}">${serializeHydrationData(hydrationStateOf(context))}</script>`;

  const body = await new Promise<Readable>((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      // React's own inline scripts (a boundary that suspended and streams in later) carry the
      // answer's nonce, so the CSP needs no 'unsafe-inline'.
      nonce,
      // Streams from the shell on, for browsers and crawlers alike: every loader has resolved and
      // the page's modules are imported before this render, so the shell is the whole page unless
      // a component suspends; then its HTML follows in the same answer, which crawlers read whole.
      onShellReady() {
        resolve(stream.pipe(wrapInDocument(documentStart, inlineStylesheets(headTags, readAsset), `</div>${hydrationScript}${after}`)));
      },
      onShellError: reject,
      onError(error) {
        console.error('Server render failed', error);
      },
    });
    request.signal.addEventListener('abort', () => stream.abort(), { once: true });
  });
  return { type: 'html', status: context.statusCode, body, shareable: feature === null || !SESSION_SCREENS.has(feature) };
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * Each stylesheet link as its text in a <style>, followed by the link with media="print": the screen
 * paints from the <style> at once, and Vite, which loads a chunk's CSS when the chunk loads, finds
 * the link and fetches nothing again (the print link downloads late, at low priority).
 */
function inlineStylesheets(html: string, readAsset: RenderPageInput['readAsset']): string {
  if (!readAsset) return html;
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readAsset(href);
    if (css === null || /<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" media="print">`;
  });
}

/** The brand theme's custom properties as an attribute value (escaped: the values come from brand configs). */
function brandThemeStyle(brand: Parameters<typeof brandThemeProperties>[0]): string {
  const declarations = Object.entries(brandThemeProperties(brand)).map(([name, value]) => `${name}:${value}`).join(';');
  return escapeAttribute(declarations);
}

/** A value for a double-quoted attribute (brand configs are ours, but never trusted into markup raw). */
function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Per-request values of the sdk stores the page reads: the session the root loader loaded, the consent cookie's choice. */
function storeValuesOf(guest: GuestSession | null, consent: ConsentState): ReadonlyMap<ReadableAtom<unknown>, unknown> {
  return new Map<ReadableAtom<unknown>, unknown>([
    [$consent, consent],
    [$guest, guest],
    [$sessionStatus, guest ? 'ready' : 'idle'],
    [$isLoggedIn, guest?.isLoggedIn ?? false],
    [$balance, guest?.balance ?? 0],
  ]);
}

/** What createBrowserRouter needs to hydrate: the loaders' data and any error, as JSON. */
function hydrationStateOf(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { status: error.status, statusText: error.statusText, message: String(error.data) }
            : { message: 'The page could not be loaded' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/**
 * The page's own modules load at low priority: the HTML is the whole first paint, so on a slow link the
 * scripts must not take bandwidth from the page's pictures (the LCP) nor count as render-blocking (Lighthouse
 * treats every high-priority script requested before the first paint as blocking it: FCP 2.0-2.3 s with them
 * at high priority against 1.6 Mbit/s, issue 12 §1). Hydration starts when they are in, as before.
 */
function withLowScriptPriority(template: string): string {
  return template.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g, '<$1 fetchpriority="low"');
}

/** The template's scripts (the entry module) with the answer's nonce, like every script of the page. */
function withNonce(template: string, nonce: string): string {
  return template.replace(/<script\b(?![^>]*\bnonce=)/g, `<script nonce="${nonce}"`);
}

// React emits the page's hoisted tags (preloads, <title>, <meta>) before the rest when it renders into an element.
const LEADING_HOISTABLES = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title\b[^>]*>[^<]*<\/title>)+/;

/**
 * Puts React's HTML into the document: the hoisted tags React writes first go to <head> with
 * the page's preloads, the rest into the root element, followed by the hydration data.
 */
function wrapInDocument(documentStart: string, headTags: string, documentEnd: string): Transform {
  let started = false;
  const start = (html: string) => {
    const hoisted = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
    const head = documentStart.replace('</head>', `${hoisted}${headTags}</head>`);
    return `${head}${ROOT_ELEMENT.replace('</div>', '')}${html.slice(hoisted.length)}`;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const html = chunk.toString();
      if (started) return callback(null, html);
      started = true;
      callback(null, start(html));
    },
    flush(callback) {
      callback(null, started ? documentEnd : `${start('')}${documentEnd}`);
    },
  });
}
