/**
 * The host-site build (dist/host-site) with SPA fallback: a GET navigation
 * that accepts HTML and is not an API path gets index.html, so react-router
 * handles deep links. Hashed /assets/* are immutable; index.html is always
 * revalidated. A brand id replaces the content of <meta name="velvet-brand">, and the
 * overlay app's origin fills <meta name="velvet-overlay-origin"> (the payment bridge talks to it).
 */
import { statSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { resolvePath } from '../../sdk/routes';
import { routeNotFoundBody } from '../http/errors';
import { notBuiltPage } from './pages';

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
function indexLoader(file: string, brand: string | null): () => string | null {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8');
      cached = { mtimeMs, html: brand ? html.replace(BRAND_META, `<meta name="velvet-brand" content="${brand}">`) : html };
    }
    return cached.html;
  };
}

/** Serves the host site; `brand` null leaves index.html as built (velvet). */
export async function hostSite(app: FastifyInstance, { context, brand }: { context: AppContext; brand: string | null }) {
  const root = resolve(context.config.distDir, 'host-site');
  const loadIndex = indexLoader(resolve(root, 'index.html'), brand);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: true,
    decorateReply: false,
    // index.html and folder paths go through the SPA handler (brand, no-cache) instead.
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

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const html = loadIndex();
    if (html === null) {
      return reply.code(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(notBuiltPage('host site', `${root}${sep}index.html`));
    }
    // The shell renders the 404 page itself; the status tells crawlers and tools the same,
    // decided by the sdk's route table, the one the site routes with.
    const status = resolvePath(request.url.split('?')[0] ?? '/') ? 200 : 404;
    return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(withOverlayOrigin(html, context.origins.overlay));
  };

  app.setNotFoundHandler((request, reply) => {
    if (isSpaNavigation(request)) return sendIndex(request, reply);
    return reply.code(404).send(routeNotFoundBody(request.method, request.url));
  });
}
