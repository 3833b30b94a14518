import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApps, createTestDatabase, type TestApps, type TestDatabase } from '../test/harness';

const INDEX_HTML = '<!doctype html><html><head><meta name="velvet-brand" content="velvet"><meta name="velvet-overlay-origin" content=""><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';
const INLINE = "window.velvet=window.velvet||function(){(velvet.q=velvet.q||[]).push(arguments)}";
const EXAMPLE_HTML = `<!doctype html><script>${INLINE}</script><script async src="%VELVET_SITE_ORIGIN%/loader/velvet-loader.js"></script>`;

function writeFiles(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

let apps: TestApps;
describe('sites with a build in dist/', () => {
  let dir: string;
  let database: TestDatabase;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'velvet-sites-'));
    writeFiles(dir, {
      'dist/host-site/index.html': INDEX_HTML,
      'dist/host-site/assets/app-1a2b3c.js': 'console.log(1)',
      'dist/host-site/assets/app-1a2b3c.js.br': 'BROTLI-BYTES',
      'dist/widgets/velvet-widgets.js.br': 'BROTLI-WIDGETS',
      'dist/host-site/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'dist/widgets/velvet-widgets.js': 'export {}',
      'dist/loader/velvet-loader.js': '(()=>{})()',
      'examples/partner/index.html': EXAMPLE_HTML,
      'examples/examples.css': 'body{}',
    });
    database = await createTestDatabase('sqlite', { VELVET_DIST_DIR: join(dir, 'dist'), VELVET_EXAMPLES_DIR: join(dir, 'examples') });
    apps = await buildTestApps(database, 0);
    apps.context.origins.site = 'http://localhost:18080';
  });
  afterAll(async () => {
    await apps.close();
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  // issue 12: pages are rendered by the site's built server entry; a dist/ without it (this fake one) is not built.
  // The rendered pages themselves are pinned in host-site-render.test.ts against the real build.
  it.each(['/', '/en/amateur/lenarose/', '/videos/', '/nl/videos/', '/en/no-such-page/'])('answers the HTML navigation %s with the 503 "not built" page naming the missing server entry', async (url) => {
    const res = await apps.site.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('Velvet is not built yet');
    expect(res.body).toContain(join('host-site', '.vite', 'manifest.json'));
    expect(res.headers['cache-control']).toBe('no-store');
    // Scripts from 'self' and with this answer's nonce only (the server render streams; issue 12): never 'unsafe-inline'.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==';/);
  });

  it.each(['*/*', undefined])('treats a page path asked for with accept %s (curl) as a page', async (accept) => {
    const res = await apps.site.inject({ url: '/en/', headers: accept ? { accept } : {} });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('Velvet is not built yet');
  });

  it('answers a missing file with a JSON 404 even for */*, never with the shell', async () => {
    const res = await apps.site.inject({ url: '/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it.each([
    ['/rest/v1/nothing/here', 'text/html'],
    ['/img/nothing', 'text/html'],
    ['/en/videos/', 'application/json'],
  ])('answers %s (accept %s) with a JSON 404, not the SPA', async (url, accept) => {
    const res = await apps.site.inject({ url, headers: { accept } });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ success: false, statusCode: 404, code: 'ROUTE_NOT_FOUND', error: `No route GET ${url}`, field: null });
  });

  it.each([
    ['/assets/app-1a2b3c.js', 'BROTLI-BYTES'],
    ['/widgets/velvet-widgets.js', 'BROTLI-WIDGETS'],
  ])('sends the brotli file the build wrote beside %s to a browser that accepts br', async (url, body) => {
    const res = await apps.site.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe(body);
    const plain = await apps.site.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year and other files with revalidation', async () => {
    const asset = await apps.site.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await apps.site.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/widgets/velvet-widgets.js', '/loader/velvet-loader.js'])('serves %s readable by any origin', async (url) => {
    const res = await apps.site.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  // issue 16 §3: the player on a partner page fetches the signed streams cross-origin (hls.js), with the guest's cookie.
  it('answers /media/hls with the API\'s CORS: an allowed origin with credentials, nobody else', async () => {
    const ask = (origin: string) => apps.site.inject({ url: '/media/hls/1/trailer/-/1/x/trailer/index.m3u8', headers: { origin } });
    const allowed = await ask(apps.context.origins.examples);
    expect(allowed.headers['access-control-allow-origin']).toBe(apps.context.origins.examples);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect((await ask('http://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the configured origins on /rest/v1 and nobody else', async () => {
    const ask = (origin: string) => apps.site.inject({ url: '/rest/v1/actor/getActorDataByIdOrName/1', headers: { origin } });
    expect((await ask(apps.context.origins.examples)).headers['access-control-allow-origin']).toBe(apps.context.origins.examples);
    expect((await ask('http://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('substitutes the site origin in examples and allows exactly their inline scripts', async () => {
    const res = await apps.examples.inject({ url: '/partner/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('src="http://localhost:18080/loader/velvet-loader.js"');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' http://localhost:18080 'sha256-${hash}'`);
    expect(csp).toContain("connect-src 'self' http://localhost:18080");
    // A partner page may frame the payment overlay (its own frame-ancestors decide whether it may be framed there).
    expect(csp).toContain(`frame-src 'self' http://localhost:18080 ${apps.context.origins.overlay}`);
  });

  it('redirects an examples folder without slash and refuses paths outside the folder', async () => {
    expect((await apps.examples.inject({ url: '/partner' })).headers.location).toBe('/partner/');
    expect((await apps.examples.inject({ url: '/examples.css' })).statusCode).toBe(200);
    expect((await apps.examples.inject({ url: '/%2e%2e/dist/host-site/index.html' })).statusCode).toBe(404);
  });

  it('serves the payment overlay app on its own origin', async () => {
    const res = await apps.overlay.inject({ url: '/' });
    expect(res.body).toContain('Velvet payment overlay');
  });
});

describe('site without a build', () => {
  it('answers navigations with a 503 page saying to run npm run build', async () => {
    const database = await createTestDatabase('sqlite', { VELVET_DIST_DIR: join(tmpdir(), 'velvet-no-such-dist') });
    const apps = await buildTestApps(database, 0);
    try {
      const res = await apps.site.inject({ url: '/en/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expect((await apps.site.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await apps.close();
      await database.dispose();
    }
  });
});
