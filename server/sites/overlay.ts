/**
 * The overlay origin (8081): the payment/login overlay app (issue 6 §1). GET /
 * answers the app's page for a verified parent origin: the page's CSP lets
 * only the allowed embedding origins frame it (frame-ancestors) and run no
 * inline script; the app's bundle for the page's language is served from
 * /app/ (dist/overlay/overlay.<language>.js: each carries one language's words).
 * GET /login-cookie-frame is the hidden helper frame of the bridge's
 * hasLoginCookie check (spec 002 §7.2); it asks GET /login-cookie-check.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { OVERLAY_FLOWS } from '../../sdk/overlay/protocol';
import { OVERLAY_THEME_COLORS, overlayThemeStyle, readOverlayTheme, type OverlayTheme } from '../../sdk/overlay/theme';
import { buildPath } from '../../sdk/routes';
import type { AppContext } from '../context';
import { readCookie } from '../guests/cookies';
import { findGuest } from '../guests/records';
import { SESSION_COOKIE, sessionGuestId } from '../guests/sessions';
import { HttpError, routeNotFoundBody } from '../http/errors';
import type { TypedApp } from '../schemas/common';
import { notBuiltPage, simplePage } from './pages';
import { allowedOrigins } from './security';
import { overlayLanguage, type OverlayLanguage } from '../../sdk/overlay/language';

/** The app bundle of a language (built by rollup.config.mjs, one per language). */
export const overlayScriptFile = (lang: OverlayLanguage) => `overlay.${lang}.js`;

export const LOGIN_COOKIE_SCRIPT_PATH = '/app/login-cookie.js';

/** The origins that may frame the overlay and receive its messages: the allowed origins except the overlay's own. */
export function overlayEmbedders(context: AppContext): string[] {
  const own = new Set([context.origins.overlay, context.origins.overlay.replace('//localhost:', '//127.0.0.1:'), context.origins.overlay.replace('//127.0.0.1:', '//localhost:')]);
  return [...allowedOrigins(context)].filter((origin) => !own.has(origin)).sort();
}

/**
 * The origin whose REST API (and legal pages, and sandbox 3-D Secure page) the overlay uses: the white
 * label's own when it opens the overlay (issue 16 §5: nothing of Velvet reaches a Terciopelo guest, the
 * 3-D Secure popup's origin included), else the site's.
 */
export function overlayApiOrigin(context: AppContext, parentOrigin: string): string {
  return parentOrigin === context.origins.whiteLabel ? context.origins.whiteLabel : context.origins.site;
}

/** The CSP of the app page: no inline script, API calls to the API origin only, framed by the embedders only. */
export function overlayCsp(context: AppContext, api = context.origins.site): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Preact style props and the app's injected stylesheet.
    "style-src 'self' 'unsafe-inline'",
    // issue 12 §7: a brand's logo image may come from the page that opens the overlay or the API origin.
    `img-src 'self' data: ${[...new Set([api, ...overlayEmbedders(context)])].join(' ')}`,
    `connect-src 'self' ${api}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${overlayEmbedders(context).join(' ')}`,
  ].join('; ');
}

const escapeAttribute = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The app page: the verified parent origin, the API origin and the platform's legal pages in the
 * overlay's language (the sign-up view links them, issue 12 §4) travel as data attributes (no inline
 * script). issue 12 §7: the opening brand's validated colours and fonts are custom properties on <html>
 * (the first paint is the brand's), its logo travels as data attributes the app shows as text or image.
 */
export function overlayPage(parentOrigin: string, apiBase: string, lang: OverlayLanguage, theme: OverlayTheme = {}): string {
  const terms = `${apiBase}${buildPath('termsOfService', {}, lang)}`;
  const privacy = `${apiBase}${buildPath('dataProtection', {}, lang)}`;
  const style = overlayThemeStyle(theme);
  const logo = [theme.logoText && ` data-logo-text="${escapeAttribute(theme.logoText)}"`, theme.logoUrl && ` data-logo-url="${escapeAttribute(theme.logoUrl)}"`].filter(Boolean).join('');
  return `<!doctype html>
<html lang="${escapeAttribute(lang)}"${style ? ` style="${escapeAttribute(style)}"` : ''}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeAttribute(theme.logoText ?? '')}</title>
<script type="module" src="/app/${overlayScriptFile(lang)}"></script></head>
<body><div id="velvet-overlay" data-parent-origin="${escapeAttribute(parentOrigin)}" data-api-base="${escapeAttribute(apiBase)}" data-terms-url="${escapeAttribute(terms)}" data-privacy-url="${escapeAttribute(privacy)}"${logo}></div></body>
</html>
`;
}

/** The helper frame's CSP: its own script, calls to its own origin only, framed by the embedders only. */
export function loginCookieFrameCsp(context: AppContext): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${overlayEmbedders(context).join(' ')}`,
  ].join('; ');
}

/** The helper frame page: the allowed embedders travel as a space-separated data attribute (no inline script). */
export function loginCookieFramePage(embedders: readonly string[]): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Velvet login check</title>
<script type="module" src="${LOGIN_COOKIE_SCRIPT_PATH}"></script></head>
<body><div id="velvet-login-cookie" data-embedders="${escapeAttribute(embedders.join(' '))}"></div></body>
</html>
`;
}

/** Whether the request's session cookie (never a token: the question is about the cookie) belongs to a live session of a registered, unlocked guest. */
export async function hasLoginCookie(sessionCookie: string | null, context: AppContext): Promise<boolean> {
  if (!sessionCookie) return false;
  const { db } = context.database;
  const guestId = await sessionGuestId(db, sessionCookie);
  if (!guestId) return false;
  const guest = await findGuest(db, guestId);
  return guest?.kind === 'registered' && guest.is_locked !== 1;
}

/** What a refused theme parameter must be, for the 400's message. */
function themeRule(name: string): string {
  if (name === 'theme.fontFamily' || name === 'theme.headingFontFamily') return 'a font-family list of plain names';
  if (name === 'theme.logoText') return 'text of 1 to 40 characters';
  if (name === 'theme.logoUrl') return 'an http(s) URL on the opening page\'s origin or the API origin, or a path';
  if ((OVERLAY_THEME_COLORS as readonly string[]).includes(name.slice('theme.'.length))) return 'a hex or rgb() colour';
  return `a known theme key (${OVERLAY_THEME_COLORS.map((key) => `theme.${key}`).join(', ')}, theme.fontFamily, theme.headingFontFamily, theme.logoText, theme.logoUrl)`;
}

const Query = Type.Object({
  flow: Type.Optional(Type.String({ maxLength: 40, description: `a flow: ${OVERLAY_FLOWS.join(', ')}` })),
  lang: Type.Optional(Type.String({ maxLength: 10, description: 'a language: de, en, es or nl' })),
  parentOrigin: Type.Optional(Type.String({ maxLength: 300, description: 'the exact origin of the page that frames the overlay' })),
}, { additionalProperties: true });

/** Answers the overlay app page on / and its bundle under /app/; a JSON 404 elsewhere. */
export async function overlaySite(app: TypedApp, { context }: { context: AppContext }) {
  const distDir = resolve(context.config.distDir, 'overlay');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/app/',
    decorateReply: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });

  /**
   * A page that lives in other origins' frames: 503 until its script is built; its own CSP (whose
   * frame-ancestors replaces X-Frame-Options: helmet's SAMEORIGIN would forbid the brand sites); never cached.
   */
  const sendFramedPage = (reply: FastifyReply, label: string, script: string, csp: string, page: () => string) => {
    if (!existsSync(resolve(distDir, script))) {
      return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage(label, `dist/overlay/${script}`));
    }
    reply.raw.removeHeader('X-Frame-Options');
    return reply.header('Content-Security-Policy', csp).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page());
  };

  app.get('/', { schema: { querystring: Query } }, async (request, reply) => {
    const { flow, lang, parentOrigin } = request.query;
    if (parentOrigin === undefined) {
      return reply.type('text/html; charset=utf-8').send(simplePage('Velvet payment overlay', [
        'This page is opened by the Velvet overlay bridge inside a Velvet or partner page.',
        'It needs the query ?flow=moneycharge&lang=en&parentOrigin=<the framing page origin>.',
      ]));
    }
    const embedders = overlayEmbedders(context);
    // Exact match only: "null", lookalikes (prefix, suffix, another port) are all refused.
    if (!embedders.includes(parentOrigin)) {
      throw new HttpError(400, 'VALIDATION_FAILED', `parentOrigin must be one of ${embedders.join(', ')}, got ${JSON.stringify(parentOrigin)}`, 'query.parentOrigin');
    }
    if (flow !== undefined && !(OVERLAY_FLOWS as readonly string[]).includes(flow)) {
      throw new HttpError(400, 'VALIDATION_FAILED', `flow must be one of ${OVERLAY_FLOWS.join(', ')}, got ${JSON.stringify(flow)}`, 'query.flow');
    }
    // issue 12 §7: the opening brand's look; a logo image only from the opening page's origin or the API's (the CSP's img-src).
    const { theme, rejected } = readOverlayTheme(request.query, parentOrigin, [parentOrigin, context.origins.site]);
    const [refused] = rejected;
    if (refused !== undefined) {
      const given = Object.entries(request.query).find(([name]) => name === refused)?.[1];
      throw new HttpError(400, 'VALIDATION_FAILED', `${refused} must be ${themeRule(refused)}, got ${JSON.stringify(given)}`, `query.${refused}`);
    }
    // The app's own rule (sdk/overlay/language.ts): the bundle carries the words the app will ask for.
    const language = overlayLanguage(lang);
    const api = overlayApiOrigin(context, parentOrigin);
    return sendFramedPage(reply, 'payment overlay', overlayScriptFile(language), overlayCsp(context, api),
      () => overlayPage(parentOrigin, api, language, theme));
  });
  app.get('/login-cookie-frame', async (_request, reply) => {
    // Without the script the frame cannot answer; the bridge's timeout then says 'unknown'.
    return sendFramedPage(reply, 'login-cookie frame', 'login-cookie.js', loginCookieFrameCsp(context),
      () => loginCookieFramePage(overlayEmbedders(context)));
  });

  app.get('/login-cookie-check', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { hasLoginCookie: await hasLoginCookie(readCookie(request, SESSION_COOKIE), context) };
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send(routeNotFoundBody(request.method, request.url)));
}
