/**
 * The host site: its browser build (dist/host-site) as static files, and every
 * page navigation (a GET that accepts HTML and is not an API path) rendered on
 * the server by the site's built server entry (dist/host-site-server, see
 * ./page-render.ts) into index.html, with the status the page's loaders decided
 * (200, 404, 451, 500, redirects). Hashed /assets/* are immutable; pages are
 * private and revalidated (the header shows the guest). A brand id replaces the
 * content of <meta name="velvet-brand">, and the overlay app's origin fills
 * <meta name="velvet-overlay-origin"> (the payment bridge talks to it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pipeline } from 'node:stream';
import { constants as zlibConstants, createGzip } from 'node:zlib';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { BrandConfig } from '../../sdk/brands';
import { brandImagePath } from '../../sdk/seo';
import { brandShareImageSvg } from '../brands/share-image';
import { routeNotFoundBody } from '../http/errors';
import { sharedPage, type SharedPage } from '../../sdk/session/shared-page';
import { guestCountry } from '../context';
import { offerPendingSession } from '../guests/current-guest';
import { assetReader, injectFetch, mtimeReader, readAll, RenderCookies, serverEntryLoader, type SiteServerEntry, type ViteManifest } from './page-render';
import { GzipTemplate } from './gzip-template';
import { RenderCache } from './render-cache';
import { notBuiltPage, renderFailedPage } from './pages';
import { scriptNonce } from './security';
import { captureArrival } from '../partners/attribution';
import { ifNoneMatchHits } from '../lists/send';

/** Paths that never fall back to the SPA: a miss there is a JSON 404. */
export const NON_SPA_PREFIXES = ['/rest/', '/img/', '/vxql', '/healthz', '/widgets/', '/loader/', '/assets/'];

const BRAND_META = /<meta\s+name="velvet-brand"\s+content="[^"]*"\s*\/?>/;
const OVERLAY_META = /<meta\s+name="velvet-overlay-origin"\s+content="[^"]*"\s*\/?>/;

/** The overlay origin goes into the page per answer: with port 0 it is known only once the servers listen. */
function withOverlayOrigin(html: string, origin: string): string {
  const escaped = origin.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
  return html.replace(OVERLAY_META, `<meta name="velvet-overlay-origin" content="${escaped}">`);
}

/**
 * True for a navigation the SPA should answer: a page path (no file extension,
 * not an API prefix) asked for by something that takes HTML. `*\/*` and no
 * Accept count too, so `curl localhost:8080` shows the page like a browser.
 */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NON_SPA_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/** Reads index.html again only when its mtime changes (a rebuild while running is picked up). */
function indexLoader(file: string, brand: string): () => string | null {
  let cached: { mtimeMs: number; html: string } | null = null;
  const mtime = mtimeReader(file);
  return () => {
    const mtimeMs = mtime();
    if (mtimeMs === null) return null;
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8');
      cached = { mtimeMs, html: html.replace(BRAND_META, `<meta name="velvet-brand" content="${brand}">`) };
    }
    return cached.html;
  };
}

/** Reads Vite's manifest again only when its mtime changes; null when it is missing. */
function manifestLoader(file: string): () => Record<string, { file: string }> | null {
  let cached: { mtimeMs: number; manifest: Record<string, { file: string }> } | null = null;
  const mtime = mtimeReader(file);
  return () => {
    const mtimeMs = mtime();
    if (mtimeMs === null) return null;
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }> };
    return cached.manifest;
  };
}

/** A page as the render cache keeps it: the HTML split where the answer's nonce goes, or a redirect. */
interface SharedRender {
  status: number;
  location: string | null;
  /** The HTML around the nonce, compressed once for every gzip answer. */
  page: GzipTemplate;
  /** A weak ETag of the page as every visitor of this key gets it (weak: each answer carries its own nonce). */
  etag: string;
}

/** The shared page's ETag: a hash of its status and the HTML around the nonce, each part with its length (so no two pages share one). */
function sharedPageEtag(status: number, parts: readonly string[]): string {
  const hash = createHash('sha1').update(String(status));
  for (const part of parts) hash.update(`\n${part.length}\n`).update(part);
  return `W/"${hash.digest('base64url')}"`;
}

/** Whether the client takes gzip (every browser does; `gzip;q=0` refuses it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return /(?:^|,)\s*gzip\s*(?:,|$|;\s*q=(?!0(?:\.0*)?\s*(?:,|$)))/i.test(acceptEncoding ?? '');
}

/** How long past the TTL a shared page whose data versions did not move is served without a new render (render-cache.ts). */
const PAGE_QUIET_MS = 30_000;

/** Pages show the guest (header, balance): never stored by a shared cache, always revalidated. */
const PAGE_CACHE_CONTROL = 'private, no-cache';

export interface HostSiteOptions {
  context: AppContext;
  /** The brand this origin serves: its config file's content (context.brands). */
  brand: BrandConfig;
  /** The origin's public address, read per request: with port 0 it is known only once the servers listen. */
  origin(): string;
}

/** Serves the host site of one brand. */
export async function hostSite(app: FastifyInstance, { context, brand, origin }: HostSiteOptions) {
  const root = resolve(context.config.distDir, 'host-site');
  const loadIndex = indexLoader(resolve(root, 'index.html'), brand.id);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: true,
    decorateReply: false,
    // index.html and folder paths are pages: rendered by the server entry instead.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('/'),
    // The build writes .br and .gz beside every bundle (scripts/precompress.mjs): no per-request CPU.
    preCompressed: true,
    // Our own Cache-Control below; send's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${sep}assets${sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const serverEntryFile = resolve(context.config.distDir, 'host-site-server', 'entry-server.js');
  const loadEntry = serverEntryLoader(serverEntryFile);
  const loadManifest = manifestLoader(resolve(root, '.vite', 'manifest.json'));
  const readAsset = assetReader(root);

  // Pages of visitors without a session are the same for all of them: rendered once per key and TTL (render-cache.ts).
  const cacheMs = context.config.pageCacheMs;
  const cache = new RenderCache<SharedRender>({
    ttlMs: cacheMs,
    staleMs: cacheMs,
    // A page and its gzip are some 100 kB: at most about 20 MB, however many addresses (query strings) are asked.
    maxEntries: 200,
    onBackgroundError: (error) => app.log.error({ err: error }, 'server render for the page cache failed'),
    // Pages are read from the lists' data (profiles, grids, videos): while its versions stay, a page stays fresh
    // past the TTL (render-cache.ts), up to PAGE_QUIET_MS for what no version covers (texts, teasers).
    dataTag: async () => `${await context.lists.version('performers')}|${await context.lists.version('videos')}`,
    quietMs: cacheMs + PAGE_QUIET_MS,
  });
  const cachedBuild: { entry: SiteServerEntry | null; template: string | null; manifest: ViteManifest | null } = { entry: null, template: null, manifest: null };

  /** The page of a visitor without a session as every such visitor gets it, with a placeholder for the nonce; null when not shareable. */
  const renderShared = async (request: FastifyRequest, shared: SharedPage, entry: SiteServerEntry, template: string, manifest: ViteManifest): Promise<SharedRender | null> => {
    // Only the cookies the key names reach the render and its API calls: the answer cannot depend on any other.
    const cookies = new RenderCookies(shared.renderCookie);
    const placeholder = randomBytes(16).toString('base64');
    const page = await entry.renderPage({
      request: new Request(new URL(request.url, 'http://localhost'), { headers: { accept: 'text/html', ...(shared.renderCookie ? { cookie: shared.renderCookie } : {}) } }),
      brandId: brand.id,
      brand,
      siteOrigin: origin(),
      template: withOverlayOrigin(template, context.origins.overlay),
      manifest,
      fetch: injectFetch(app, request, cookies),
      nonce: placeholder,
      withoutSession: true,
      readAsset,
    });
    const html = page.type === 'html' ? await readAll(page.body) : '';
    // A cookie the API set (a guest it created), a failure, or a screen that shows the guest's own session is this visitor's alone.
    if (cookies.setCookies.length > 0 || page.status >= 500 || (page.type === 'html' && page.shareable === false)) return null;
    const parts = html.split(placeholder);
    return { status: page.status, location: page.type === 'redirect' ? page.location : null, page: new GzipTemplate(parts), etag: sharedPageEtag(page.status, parts) };
  };

  /** Answers from the page cache; false when the page is not shareable (the caller renders it for this visitor). */
  const answerShared = async (request: FastifyRequest, reply: FastifyReply, entry: SiteServerEntry, template: string, manifest: ViteManifest): Promise<boolean> => {
    if (cacheMs <= 0) return false;
    // A new build (its server entry, index.html or manifest re-read) makes every cached page's asset names old.
    if (entry !== cachedBuild.entry || template !== cachedBuild.template || manifest !== cachedBuild.manifest) {
      cache.clear();
      Object.assign(cachedBuild, { entry, template, manifest });
    }
    const shared = sharedPage({
      method: request.method,
      url: request.url,
      brandId: brand.id,
      country: guestCountry(request, context),
      cookie: request.headers.cookie,
      authorization: request.headers.authorization,
    });
    if (!shared) return false;
    let cached: Awaited<ReturnType<typeof cache.get>>;
    try {
      cached = await cache.get(shared.key, () => renderShared(request, shared, entry, template, manifest));
    } catch (error) {
      request.log.error({ err: error }, 'server render for the page cache failed');
      return false;
    }
    if (!cached) return false;
    // spec 000 §6 "Anonymous guests get a guest id too": the new guest's session cookie comes with the page,
    // so the browser's first API calls share one guest. It is a pending one (guests/sessions.ts): the rows are
    // written by the first API call that needs the guest, not by every page view (issue 12 §1: render p99).
    offerPendingSession(reply, context);
    reply.header('Cache-Control', PAGE_CACHE_CONTROL).header('Vary', 'Cookie, Accept-Encoding').header('X-Render-Cache', cached.state);
    const { status, location, page, etag } = cached.value;
    if (location !== null) {
      reply.code(status).header('Location', location).send();
      return true;
    }
    if (status === 200) {
      reply.header('ETag', etag);
      // issue 15 item 9 "ETags": the browser still holds this page. Its kept copy carries the nonce of the answer it
      // came with, and a 304's headers replace the kept ones, so this answer's CSP (a new nonce) must not come along:
      // the kept CSP still matches the kept page's scripts.
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
        reply.raw.removeHeader('Content-Security-Policy');
        reply.code(304).send();
        return true;
      }
    }
    // This answer's nonce (the one helmet put into its CSP) where the render had the placeholder.
    const nonce = scriptNonce(reply.raw);
    reply.code(status).type('text/html; charset=utf-8');
    if (acceptsGzip(request.headers['accept-encoding'])) reply.header('Content-Encoding', 'gzip').send(page.gzip(nonce));
    else reply.send(page.bytes(nonce));
    return true;
  };

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // issue 16 §1: a partner click in the address is kept in its cookies on arrival, on any page of either brand.
    await captureArrival(request, reply, context.database.db, brand.id).catch((error: unknown) => request.log.error({ err: error }, 'partner attribution on arrival failed'));
    const [template, manifest, entry] = [loadIndex(), loadManifest(), await loadEntry()];
    if (template === null || manifest === null || entry === null) {
      const missing = template === null ? `${root}${sep}index.html` : manifest === null ? `${root}${sep}.vite${sep}manifest.json` : serverEntryFile;
      return reply.code(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(notBuiltPage('host site', missing));
    }
    if (await answerShared(request, reply, entry, template, manifest)) return reply;
    const cookies = new RenderCookies(request.headers.cookie);
    const abort = new AbortController();
    reply.raw.once('close', () => abort.abort());
    try {
      const page = await entry.renderPage({
        // Only the path and query matter to the site's routes; the host header is the visitor's to invent.
        // The cookie goes along for the age gate's decision (issue 12 §4); the API calls get theirs through fetch.
        request: new Request(new URL(request.url, 'http://localhost'), { headers: { accept: 'text/html', ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}) }, signal: abort.signal }),
        brandId: brand.id,
        brand,
        siteOrigin: origin(),
        template: withOverlayOrigin(template, context.origins.overlay),
        manifest,
        fetch: injectFetch(app, request, cookies),
        // The nonce helmet put into this answer's CSP: the page's scripts (React's streamed ones too) carry it.
        nonce: scriptNonce(reply.raw),
        readAsset,
      });
      // A new guest session (or a renewed one) the API set while the page loaded reaches the browser with the page.
      if (cookies.setCookies.length > 0) reply.header('set-cookie', cookies.setCookies);
      reply.header('Cache-Control', PAGE_CACHE_CONTROL);
      // The same address is the age gate or the page depending on the age cookie (and shows the guest's session).
      reply.header('Vary', 'Cookie, Accept-Encoding');
      if (page.type === 'redirect') return reply.code(page.status).header('Location', page.location).send();
      reply.code(page.status).type('text/html; charset=utf-8');
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(page.body);
      // Compressed like the shared page (a guest's own page was sent whole: 75 kB instead of 12 kB on a phone's
      // first paint). A sync flush per chunk keeps the stream a stream: a boundary React sends later still arrives.
      // pipeline, not pipe: a render that fails mid-stream ends the compressed answer too instead of leaving it open.
      const gzip = createGzip({ level: 6, flush: zlibConstants.Z_SYNC_FLUSH });
      pipeline(page.body, gzip, (error) => {
        if (!error) return;
        // A visitor who leaves while the page still streams closes the answer early: that is no server fault.
        if (request.raw.destroyed || reply.raw.destroyed || reply.raw.socket?.destroyed === true) request.log.debug({ err: error }, 'server render stream ended: the visitor left');
        else request.log.error({ err: error }, 'server render stream failed');
      });
      return reply.header('Content-Encoding', 'gzip').send(gzip);
    } catch (error) {
      request.log.error({ err: error }, 'server render failed');
      return reply.code(500).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderFailedPage(brand.name, request.url));
    }
  };

  // A brand without a share image file in the build gets one drawn from its config (server/brands/share-image.ts).
  const shareImagePath = brandImagePath(brand.id);
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && request.url.split('?')[0] === shareImagePath) {
      return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(brandShareImageSvg(brand));
    }
    if (isSpaNavigation(request)) return renderPage(request, reply);
    return reply.code(404).send(routeNotFoundBody(request.method, request.url));
  });
}
