/**
 * The server side of "Pages are rendered on the server" (DESIGN.md): loads the
 * site's BUILT server entry (dist/host-site-server/entry-server.js; the server
 * never imports host-site sources) and gives its route loaders a REST transport
 * that goes through app.inject, with the visitor's cookie and address, collecting
 * any cookie the API sets (a new guest session) for the page's answer.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrandConfig } from '../../sdk/brands';

/** Vite's build manifest of the site (dist/host-site/.vite/manifest.json). */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** What the built entry exports (host-site/entry-server.tsx), restated: the server may not import its types. */
export interface SiteServerEntry {
  renderPage(input: {
    request: Request;
    brandId: string;
    /** The brand config file's content (sdk/brands BrandConfig): the render uses it and writes it into the page. */
    brand?: BrandConfig;
    siteOrigin: string;
    template: string;
    manifest: ViteManifest;
    fetch: typeof fetch;
    nonce: string;
    withoutSession?: boolean;
    readAsset?: (path: string) => string | null;
  }): Promise<{ type: 'redirect'; status: number; location: string } | { type: 'html'; status: number; body: Readable; shareable?: boolean }>;
}

/**
 * Reads the site's built stylesheets for the render to put inline (their names are content hashes: a
 * file never changes, so each is read once). Only /assets/*.css inside the build's folder.
 */
export function assetReader(root: string): (path: string) => string | null {
  const read = new Map<string, string | null>();
  return (path) => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(path)) return null;
    let text = read.get(path);
    if (text === undefined) {
      try {
        text = readFileSync(join(root, path), 'utf8');
      } catch {
        text = null;
      }
      read.set(path, text);
    }
    return text;
  };
}

/** A rendered page's whole HTML (the render cache keeps it as text). */
export async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** How long a file's modification time is trusted before it is read again. */
export const BUILD_CHECK_MS = 1000;

/**
 * The file's mtime, read at most once per BUILD_CHECK_MS (null when missing): every page answer asks for
 * index.html's, the manifest's and the server entry's, and three stat calls were some 15 % of a cached
 * answer's CPU. A rebuild while the server runs is still picked up, within a second.
 */
export function mtimeReader(file: string, now: () => number = () => performance.now()): () => number | null {
  let checked: { at: number; mtimeMs: number | null } | null = null;
  return () => {
    const at = now();
    if (checked === null || at - checked.at >= BUILD_CHECK_MS) {
      let mtimeMs: number | null;
      try {
        mtimeMs = statSync(file).mtimeMs;
      } catch {
        mtimeMs = null;
      }
      checked = { at, mtimeMs };
    }
    return checked.mtimeMs;
  };
}

/** Imports the entry once per build (a rebuild while running changes its mtime and is picked up); null when it is missing. */
export function serverEntryLoader(file: string): () => Promise<SiteServerEntry | null> {
  let cached: { mtimeMs: number; entry: Promise<SiteServerEntry> } | null = null;
  const mtime = mtimeReader(file);
  return async () => {
    const mtimeMs = mtime();
    if (mtimeMs === null) return null;
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, entry: import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<SiteServerEntry> };
    }
    return cached.entry;
  };
}

// The visitor's headers the API sees too (user agent, language, proxy hops); not the ones about this HTML answer.
const NOT_FORWARDED = new Set(['accept', 'accept-encoding', 'content-length', 'content-type', 'connection', 'cookie', 'if-none-match', 'if-modified-since', 'upgrade', 'keep-alive', 'transfer-encoding']);

/** The cookies of one page render: the visitor's, updated by what the API sets during the render. */
export class RenderCookies {
  private readonly values = new Map<string, string>();
  /** Every Set-Cookie the API answered, in order: the page's answer sets them in the browser. */
  readonly setCookies: string[] = [];

  constructor(cookieHeader: string | undefined) {
    for (const pair of (cookieHeader ?? '').split(';')) {
      const at = pair.indexOf('=');
      if (at > 0) this.values.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  /** The Cookie header for the next API call. */
  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes the API's Set-Cookie answers into the jar (an expired one removes the cookie). */
  absorb(setCookie: string | string[] | undefined): void {
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      this.setCookies.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute));
      if (expired) this.values.delete(name);
      else this.values.set(name, pair.slice(at + 1).trim());
    }
  }
}

/**
 * A fetch for the route loaders that answers through app.inject: no network hop, and the API
 * sees the visitor's address (the socket's peer, so trusted-proxy rules apply as for the page
 * itself), headers and cookies.
 */
export function injectFetch(app: FastifyInstance, visitor: FastifyRequest, cookies: RenderCookies): typeof fetch {
  const forwarded: Record<string, string> = {};
  // Read now: a page-cache render may go on after the visitor's answer went and the socket closed.
  const remoteAddress = visitor.socket.remoteAddress ?? '127.0.0.1';
  for (const [name, value] of Object.entries(visitor.headers)) {
    if (!NOT_FORWARDED.has(name) && typeof value === 'string') forwarded[name] = value;
  }
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers: Record<string, string> = { ...forwarded, ...(init.headers as Record<string, string> | undefined) };
    const cookie = cookies.header();
    if (cookie) headers.cookie = cookie;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress,
    });
    cookies.absorb(answer.headers['set-cookie']);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name !== 'set-cookie' && value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  }) as typeof fetch;
}
