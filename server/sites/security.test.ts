// The CSP header is written by our own compiled writer (security.ts: @fastify/helmet built helmet's middleware,
// parsing every directive, again for each answer). It must say exactly what helmet said for the same directives.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { compileContentSecurityPolicy, contentSecurityPolicy, scriptNonceSource } from './security';

/** The header helmet's own middleware writes for `directives` on `response`. */
function helmetHeader(directives: ReturnType<typeof contentSecurityPolicy>, response: ServerResponse): string {
  let header = '';
  const fake = { setHeader: (_name: string, value: string) => (header = value), removeHeader: () => {} } as unknown as ServerResponse;
  const nonceOf = (source: unknown) => (typeof source === 'function' ? (request: IncomingMessage) => (source as (q: IncomingMessage, r: ServerResponse) => string)(request, response) : source);
  const rebound = Object.fromEntries(Object.entries(directives).map(([name, sources]) => [name, sources === null ? null : sources.map(nonceOf)]));
  helmet.contentSecurityPolicy({ useDefaults: false, directives: rebound as never })({} as IncomingMessage, fake, () => {});
  return header;
}

describe('compileContentSecurityPolicy', () => {
  it('writes the header helmet wrote for the site, a white label, the overlay and the examples, nonce included', () => {
    const response = {} as ServerResponse;
    for (const directives of [
      contentSecurityPolicy({ 'frame-src': ['http://localhost:8081'], 'script-src': [scriptNonceSource] }),
      contentSecurityPolicy({ 'frame-ancestors': [() => 'http://localhost:8080', () => 'http://localhost:8082'] }),
      contentSecurityPolicy({ 'script-src': ['http://localhost:8080'], 'connect-src': ['http://localhost:8080'], 'img-src': ['http://localhost:8080'] }),
    ]) {
      const compiled = compileContentSecurityPolicy(directives)({} as IncomingMessage, response);
      expect(compiled).toBe(helmetHeader(directives, response));
      expect(compiled).not.toContain('upgrade-insecure-requests');
    }
  });

  it('refuses a source read per request that would end its directive early', () => {
    const policy = compileContentSecurityPolicy(contentSecurityPolicy({ 'frame-src': [() => "x; script-src 'unsafe-inline'"] }));
    expect(() => policy({} as IncomingMessage, {} as ServerResponse)).toThrow(/contains ; or ,/);
  });
});
