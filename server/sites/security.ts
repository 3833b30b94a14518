/**
 * Helmet and CORS settings of the four origins. Scripts only from 'self' (no
 * inline script, no eval); the examples origin also trusts the site origin it
 * embeds widgets from. The site origins add a per-answer script nonce
 * (scriptNonceSource): the server render streams, and React's inline scripts
 * of a streamed page carry it. Styles allow 'unsafe-inline' for now: React style
 * props and the widgets' shadow-root <style> need it (so no nonce there: a
 * nonce in style-src would switch 'unsafe-inline' off).
 */
import { randomToken } from '../http/random-pool';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { registeredPartnerOrigins } from '../partners/origin-registry';
import type { AppContext } from '../context';

/** A source is fixed text or read per request (origins are known only after listen with port 0; a nonce per answer). */
export type Source = string | ((request: IncomingMessage, response: ServerResponse) => string);

const nonces = new WeakMap<ServerResponse, string>();

/** The script nonce of one answer (128 random bits), made when helmet writes the CSP header and read by the page render. */
export function scriptNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomToken(16, 'base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/** script-src source of the site origins: this answer's nonce. */
export const scriptNonceSource: Source = (_request, response) => `'nonce-${scriptNonce(response)}'`;
type Directives = Record<string, Source[] | null>;

/** The CSP of an origin: `extra` adds sources per directive (e.g. the site origin for examples). */
export function contentSecurityPolicy(extra: Partial<Record<string, Source[]>> = {}): Directives {
  const base: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // Browsers would upgrade http://localhost subresources to https and break local use.
    'upgrade-insecure-requests': null,
  };
  for (const [directive, sources] of Object.entries(extra)) {
    base[directive] = [...(base[directive] ?? []), ...(sources ?? [])];
  }
  return base;
}

/**
 * The Content-Security-Policy header value of an answer, written as helmet writes it (`name source source;...`,
 * a null directive left out), with the fixed parts joined once: only the sources read per request are called.
 * A source that reads ; or , would end its directive early: refused, as helmet refuses it.
 */
export function compileContentSecurityPolicy(directives: Directives): (request: IncomingMessage, response: ServerResponse) => string {
  const parts: Source[] = [];
  const append = (text: string) => {
    const last = parts[parts.length - 1];
    if (typeof last === 'string') parts[parts.length - 1] = last + text;
    else parts.push(text);
  };
  let first = true;
  for (const [name, sources] of Object.entries(directives)) {
    if (sources === null) continue;
    append(first ? name : `;${name}`);
    first = false;
    for (const source of sources) {
      append(' ');
      if (typeof source === 'string') append(source);
      else parts.push(source);
    }
  }
  return (request, response) => {
    let value = '';
    for (const part of parts) {
      if (typeof part === 'string') {
        value += part;
        continue;
      }
      const source = part(request, response);
      if (/[;,]/.test(source)) throw new Error(`Content-Security-Policy: a source read per request contains ; or , (${JSON.stringify(source)})`);
      value += source;
    }
    return value;
  };
}

/** Registers helmet with the given CSP; resources may be embedded by other origins (widgets, images). */
export async function registerHelmet(app: FastifyInstance, directives: Directives): Promise<void> {
  await app.register(helmet, {
    // Written by the hook below: @fastify/helmet builds helmet's middleware again for every answer, and
    // parsing and checking the directives per page was some 45 µs of the page cache's 300 µs per answer.
    contentSecurityPolicy: false,
    // Widgets, images and API answers are meant for partner pages on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The payment overlay (8081) may open popups that must keep their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  const policy = compileContentSecurityPolicy(directives);
  app.addHook('onRequest', (request, reply, done) => {
    // A route with helmet options of its own (`helmet: false`: the realtime upgrade) gets no helmet headers.
    if ((request.routeOptions.config as { helmet?: unknown } | undefined)?.helmet === undefined) reply.raw.setHeader('Content-Security-Policy', policy(request.raw, reply.raw));
    done();
  });
}

/**
 * Origins allowed to call the API with credentials: the four served ones plus the origins partners registered
 * (issue 16 §2: "that list feeds CORS and the overlay's frame-ancestors, replacing the fixed list").
 */
export function allowedOrigins(context: AppContext): Set<string> {
  const origins = new Set(registeredPartnerOrigins(context));
  for (const origin of Object.values(context.origins)) {
    origins.add(origin);
    // localhost and 127.0.0.1 are the same machine but different origins to a browser.
    origins.add(origin.replace('//localhost:', '//127.0.0.1:'));
    origins.add(origin.replace('//127.0.0.1:', '//localhost:'));
  }
  return origins;
}

/**
 * The API's CORS for a scope of plain GETs (the signed streams under /media): the allowed origins only, with
 * cookies. No preflight is needed (no custom headers), and the API scope's @fastify/cors already owns OPTIONS *.
 */
export function addSimpleApiCors(app: FastifyInstance, context: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('Vary', 'Origin');
    if (origin === undefined || !allowedOrigins(context).has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
  });
}

/** CORS for the current scope (/rest/v1, /img, /vxql): the allowed origins only, with cookies. */
export async function registerApiCors(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(cors, {
    // Read per request: with port 0 the origins are only known after listen.
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins(context).has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
}
