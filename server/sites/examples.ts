/**
 * The examples origin (8083): widget playgrounds and a partner page on a
 * third-party origin. In .html files `%VELVET_SITE_ORIGIN%` becomes the site
 * origin, so the pages load the loader and widgets cross-origin as a partner
 * would. Each HTML answer gets a CSP allowing exactly its inline scripts (by
 * hash), the site origin for scripts, images and API calls, and nothing else.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { partnerCspText } from '../../sdk/partners/csp';
import { routeNotFoundBody } from '../http/errors';
import { simplePage } from './pages';
import { widgetPageAt } from './examples-widget-pages';
import { PLAYER_VIDEO_ID_PLACEHOLDER, playgroundVideoId } from './playground-video';

export const SITE_ORIGIN_PLACEHOLDER = '%VELVET_SITE_ORIGIN%';
/** The payment overlay's origin (the getting-started page's CSP names it). */
export const OVERLAY_ORIGIN_PLACEHOLDER = '%VELVET_OVERLAY_ORIGIN%';
/** The published partner CSP for this deployment's origins (sdk/partners/csp.ts, the policy the strict-CSP e2e serves). */
export const PARTNER_CSP_PLACEHOLDER = '%VELVET_PARTNER_CSP%';
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP of one examples page: its inline scripts by hash, plus the site origin (and the payment overlay's, which a partner page frames). */
export function examplesCsp(html: string, siteOrigin: string, overlayOrigin = ''): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${siteOrigin} ${[...new Set(hashes)].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${siteOrigin}`,
    // The player playground plays the site's HLS through Media Source Extensions (blob: URLs), as the partner CSP allows.
    `media-src 'self' blob: ${siteOrigin}`,
    `connect-src 'self' ${siteOrigin}`,
    `frame-src 'self' ${siteOrigin} ${overlayOrigin}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * A path on this origin for `path`: one leading '/', then non-empty segments
 * each percent-encoded. Slashes and backslashes both separate segments
 * (browsers read '\\' as '/'), so the answer never starts with '//' or '/\\'
 * and a Location built from it can never name another host.
 */
export function sameOriginPath(path: string): string {
  const segments = path.split(/[/\\]+/).filter((segment) => segment !== '' && segment !== '.');
  const trailing = /[/\\]$/.test(path) && segments.length > 0 ? '/' : '';
  return `/${segments.map(encodeURIComponent).join('/')}${trailing}`;
}

/** Serves the examples folder with the site-origin substitution in HTML. */
export async function examplesSite(app: FastifyInstance, { context }: { context: AppContext }) {
  const root = resolve(context.config.examplesDir);
  await app.register(fastifyStatic, { root, serve: false });

  const notFound = (reply: FastifyReply, path: string) =>
    reply.code(404).type('text/html; charset=utf-8').send(simplePage('Not found', [`There is no example at ${path}.`]));

  app.get('/*', { schema: { params: Type.Object({ '*': Type.String({ maxLength: 500, description: 'a path' }) }) } }, async (request, reply) => {
    // The router has already refused a malformed escape (400), so this cannot throw.
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const file = resolve(root, `.${path}`);
    if (file !== root && !file.startsWith(root + sep)) return notFound(reply, path);
    // The twelve playground and docs pages are one template (./examples-widget-pages.ts); the template itself is no page.
    const widgetPage = widgetPageAt(root, path);
    if (widgetPage !== null) return sendHtml(reply, widgetPage);
    if (path.startsWith('/templates/')) return notFound(reply, path);
    if (!existsSync(file)) return notFound(reply, path);
    if (statSync(file).isDirectory()) {
      // The canonical folder address, not the request's spelling: '/%2F%2Fevil.example%2F..%2Fplayground'
      // resolves to the playground folder, and echoing it back would send the browser to evil.example.
      if (!path.endsWith('/')) return reply.redirect(sameOriginPath(`${relative(root, file).split(sep).join('/')}/`));
      const index = resolve(file, 'index.html');
      return existsSync(index) ? sendHtml(reply, readFileSync(index, 'utf8')) : notFound(reply, path);
    }
    if (file.endsWith('.html')) return sendHtml(reply, readFileSync(file, 'utf8'));
    return reply.header('Cache-Control', 'no-cache').sendFile(file.slice(root.length + 1));
  });

  async function sendHtml(reply: FastifyReply, template: string) {
    const siteOrigin = context.origins.site;
    // Read only for a page that asks (the widget pages' head), once per request: seeded data, no cache to keep current.
    const page = template.includes(PLAYER_VIDEO_ID_PLACEHOLDER) ? template.replaceAll(PLAYER_VIDEO_ID_PLACEHOLDER, await playgroundVideoId(context.database.db)) : template;
    const html = page.replaceAll(SITE_ORIGIN_PLACEHOLDER, siteOrigin).replaceAll(OVERLAY_ORIGIN_PLACEHOLDER, context.origins.overlay)
      .replaceAll(PARTNER_CSP_PLACEHOLDER, partnerCspText({ site: siteOrigin, overlay: context.origins.overlay }));
    return reply
      .header('Content-Security-Policy', examplesCsp(html, siteOrigin, context.origins.overlay))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.setNotFoundHandler((request, reply) => reply.code(404).send(routeNotFoundBody(request.method, request.url)));
}
