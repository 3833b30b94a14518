import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setGuestFlags } from '../guests/records';
import { anonymousGuest, signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, type TestApps, type TestDatabase } from '../test/harness';
import { overlayEmbedders } from './overlay';

const SITE = 'http://localhost:18080';
const OVERLAY = 'http://localhost:18081';
const WHITE_LABEL = 'http://localhost:18082';
const EXAMPLES = 'http://localhost:18083';
const PARTNER = 'https://partner.example';

let apps: TestApps;
let database: TestDatabase;
let dir: string;

const page = (query: string) => apps.overlay.inject({ url: `/?${query}` });
const directive = (csp: string, name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'velvet-overlay-'));
  mkdirSync(join(dir, 'dist/overlay'), { recursive: true });
  for (const lang of ['de', 'en', 'es', 'nl']) writeFileSync(join(dir, `dist/overlay/overlay.${lang}.js`), 'export {}');
  writeFileSync(join(dir, 'dist/overlay/login-cookie.js'), 'export {}');
  database = await createTestDatabase('sqlite', { VELVET_DIST_DIR: join(dir, 'dist') });
  apps = await buildTestApps(database, 0);
  Object.assign(apps.context.origins, { site: SITE, overlay: OVERLAY, whiteLabel: WHITE_LABEL, examples: EXAMPLES });
  // issue 16 §2: a partner's registered origin is an embedder (it replaced the fixed VELVET_CORS_ORIGINS list).
  const signUp = await apps.site.inject({ method: 'POST', url: '/rest/v1/partner/signup', payload: { name: 'Partner', email: 'overlay-test@partner.example' } });
  const { apiKey } = (signUp.json() as { data: { apiKey: string } }).data;
  const registered = await apps.site.inject({ method: 'POST', url: '/rest/v1/partner/origins', headers: { authorization: `Bearer ${apiKey}` }, payload: { origins: [PARTNER] } });
  expect(registered.statusCode).toBe(200);
});
afterAll(async () => {
  await apps.close();
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('the overlay app page (issue 6 §1, §3)', () => {
  it('lets exactly the allowed embedding origins frame it: site, white label, examples (both host spellings) and partners', async () => {
    const res = await page(`flow=moneycharge&lang=en&parentOrigin=${encodeURIComponent(SITE)}`);
    expect(res.statusCode).toBe(200);
    const ancestors = directive(String(res.headers['content-security-policy']), 'frame-ancestors').split(' ').slice(1).sort();
    expect(ancestors).toEqual([
      EXAMPLES, SITE, WHITE_LABEL,
      'http://127.0.0.1:18080', 'http://127.0.0.1:18082', 'http://127.0.0.1:18083', PARTNER,
    ].sort());
    expect(ancestors).not.toContain(OVERLAY);
    expect(ancestors).toEqual(overlayEmbedders(apps.context));
    // frame-ancestors rules; helmet's X-Frame-Options: SAMEORIGIN would forbid the brand sites.
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  // issue 12 §7: the brand's logo may be an image "only from allowlisted origins or same-origin paths".
  it('shows images only from itself, the API origin and the origins that may frame it', async () => {
    const res = await page(`flow=moneycharge&lang=es&parentOrigin=${encodeURIComponent(WHITE_LABEL)}`);
    const sources = directive(String(res.headers['content-security-policy']), 'img-src').split(' ').slice(1);
    expect(sources.slice(0, 2)).toEqual(["'self'", 'data:']);
    expect(sources.slice(2).sort()).toEqual([...new Set([SITE, ...overlayEmbedders(apps.context)])].sort());
    expect(sources.some((source) => source.includes('*') || source === 'https:' || source === 'http:')).toBe(false);
  });

  // issue 16 §5 changed the origins pinned here: opened by the white label, the overlay uses the white label's own
  // API, legal pages and (through the API) 3-D Secure page ("nothing of Velvet reaches a Terciopelo guest").
  it('runs no inline script: the app loads from /app/ and the verified parent origin travels as a data attribute', async () => {
    const res = await page(`flow=login&lang=de&parentOrigin=${encodeURIComponent(WHITE_LABEL)}`);
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${WHITE_LABEL}`);
    expect(res.body).toContain('<script type="module" src="/app/overlay.de.js"></script>');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.body).toContain(`data-parent-origin="${WHITE_LABEL}"`);
    expect(res.body).toContain(`data-api-base="${WHITE_LABEL}"`);
    expect(res.body).toContain('<html lang="de">');
    // issue 12 §4: the sign-up view links the platform's terms and data protection in the overlay's language.
    expect(res.body).toContain(`data-terms-url="${WHITE_LABEL}/agb/"`);
    expect(res.body).toContain(`data-privacy-url="${WHITE_LABEL}/datenschutz/"`);
  });

  it('opened by the site (or a partner page), the overlay uses the site\'s API and legal pages', async () => {
    const res = await page(`flow=login&lang=de&parentOrigin=${encodeURIComponent(SITE)}`);
    expect(directive(String(res.headers['content-security-policy']), 'connect-src')).toBe(`connect-src 'self' ${SITE}`);
    expect(res.body).toContain(`data-api-base="${SITE}"`);
    expect(res.body).toContain(`data-terms-url="${SITE}/agb/"`);
  });

  // One bundle per language (each carries one language's words); the app reads the language by the same rule.
  it.each([
    ['en', 'en'], ['de', 'de'], ['es', 'es'], ['nl', 'nl'], ['DE-at', 'de'], ['nl_BE', 'nl'], ['fr', 'en'], ['', 'en'],
  ])('loads the bundle of the page language (lang=%s -> %s)', async (lang, expected) => {
    const res = await page(`flow=moneycharge&lang=${lang}&parentOrigin=${encodeURIComponent(SITE)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${expected}">`);
    expect(res.body).toContain(`<script type="module" src="/app/overlay.${expected}.js"></script>`);
  });

  it.each([
    ['a foreign origin', 'https://evil.example'],
    ['the "null" origin', 'null'],
    ['a prefix lookalike', 'http://localhost:1808'],
    ['a suffix lookalike', `${SITE}.evil.example`],
    ['a trailing slash', `${SITE}/`],
    ['the overlay itself', OVERLAY],
  ])('refuses %s as parentOrigin with 400 naming it', async (_name, origin) => {
    const res = await page(`flow=moneycharge&parentOrigin=${encodeURIComponent(origin)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(`got ${JSON.stringify(origin)}`);
    expect(res.json().error).toContain(SITE);
  });

  describe('the opening brand\'s look (issue 12 §7: "colours, fonts, logo passed as options")', () => {
    const themed = (theme: Record<string, string>, parentOrigin = WHITE_LABEL) =>
      page(`flow=moneycharge&lang=es&parentOrigin=${encodeURIComponent(parentOrigin)}&${new URLSearchParams(theme)}`);

    it('puts the validated colours and fonts on <html> and the logo on the app\'s element', async () => {
      const res = await themed({
        'theme.primary': '#d9541e', 'theme.background': '#1a1310', 'theme.headingFontFamily': "Georgia, 'Times New Roman', serif",
        'theme.logoText': 'Terciopelo·es', 'theme.logoUrl': '/brand/logo.svg',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="es" style="--color-primary:#d9541e;--color-background:#1a1310;--font-heading:Georgia, &#39;Times New Roman&#39;, serif;color-scheme:dark">`);
      // A path is read on the opening page's origin, which the CSP's img-src allows.
      expect(res.body).toContain(`data-logo-text="Terciopelo·es" data-logo-url="${WHITE_LABEL}/brand/logo.svg"`);
      expect(res.body).toContain('<title>Terciopelo·es</title>');
    });

    it('without a theme the page has its neutral look', async () => {
      const res = await page(`flow=moneycharge&lang=en&parentOrigin=${encodeURIComponent(SITE)}`);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).not.toContain('data-logo');
    });

    it('a word mark with markup stays text', async () => {
      const res = await themed({ 'theme.logoText': '"><script>alert(1)</script>' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-logo-text="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
      expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    });

    // Nothing that can inject CSS or HTML, and only known keys: 400 naming the field.
    it.each([
      ['theme.primary', 'red;}body{display:none', 'a hex or rgb() colour'],
      ['theme.background', 'url(https://evil.example/x.png)', 'a hex or rgb() colour'],
      ['theme.fontFamily', "Arial; } * { color: red", 'a font-family list of plain names'],
      ['theme.logoUrl', 'https://evil.example/logo.svg', 'an http(s) URL'],
      ['theme.logoUrl', 'javascript:alert(1)', 'an http(s) URL'],
      ['theme.logoText', 'x'.repeat(41), 'text of 1 to 40 characters'],
      ['theme.css', 'body{}', 'a known theme key'],
    ])('refuses %s = %j with 400 naming it', async (name, value, rule) => {
      const res = await themed({ [name]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: `query.${name}` });
      expect(res.json().error).toContain(rule);
    });
  });

  it('refuses an unknown flow with 400 naming it', async () => {
    const res = await page(`flow=teleport&parentOrigin=${encodeURIComponent(SITE)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('got "teleport"');
  });

  it('explains itself when opened without a parent origin', async () => {
    const res = await page('');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('parentOrigin');
  });

  it.each(['de', 'en', 'es', 'nl'])('serves the app bundle in %s under /app/', async (lang) => {
    const res = await apps.overlay.inject({ url: `/app/overlay.${lang}.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('answers the site API for the overlay origin with CORS and credentials', async () => {
    const res = await apps.site.inject({ method: 'OPTIONS', url: '/rest/v1/payment/topup', headers: { origin: OVERLAY, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    expect(res.headers['access-control-allow-origin']).toBe(OVERLAY);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });
});

const EMBEDDERS = [EXAMPLES, SITE, WHITE_LABEL, 'http://127.0.0.1:18080', 'http://127.0.0.1:18082', 'http://127.0.0.1:18083', PARTNER].sort();

// spec 002 §7.2 hasLoginCookie; §5 "Messages from other origins are ignored for the login-cookie check".
describe('the login-cookie helper frame', () => {
  it('lets exactly the allowed embedders frame it and runs only its own script', async () => {
    const res = await apps.overlay.inject({ url: '/login-cookie-frame' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'frame-ancestors').split(' ').slice(1).sort()).toEqual(EMBEDDERS);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<script type="module" src="/app/login-cookie.js"></script>');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const attribute = /data-embedders="([^"]*)"/.exec(res.body)?.[1] ?? '';
    expect(attribute.split(' ').sort()).toEqual(EMBEDDERS);
  });

  const check = (cookie?: string, headers: Record<string, string> = {}) =>
    apps.overlay.inject({ url: '/login-cookie-check', headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  it('answers true, uncached, for the session cookie of a logged-in guest', async () => {
    const { cookie } = await signUpAndLogIn(apps.site);
    const res = await check(`other=1; ${cookie}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ hasLoginCookie: true });
  });

  it('answers false without a cookie, with an unknown one, and for an anonymous guest', async () => {
    const anonymous = await anonymousGuest(apps.site);
    for (const cookie of [undefined, 'vs=not-a-session', anonymous.cookie]) {
      expect((await check(cookie)).json(), String(cookie)).toEqual({ hasLoginCookie: false });
    }
  });

  it('answers false once the session is logged out', async () => {
    const { cookie } = await signUpAndLogIn(apps.site);
    const logout = await apps.site.inject({ method: 'POST', url: '/rest/v1/guest/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect((await check(cookie)).json()).toEqual({ hasLoginCookie: false });
  });

  it('answers false for a locked account', async () => {
    const { cookie, guestId } = await signUpAndLogIn(apps.site);
    await setGuestFlags(apps.context.database.db, guestId, { isLocked: true });
    expect((await check(cookie)).json()).toEqual({ hasLoginCookie: false });
  });

  it('asks about the cookie only: a bearer token without the cookie is no login cookie', async () => {
    const { accessToken } = await signUpAndLogIn(apps.site);
    expect((await check(undefined, { authorization: `Bearer ${accessToken}` })).json()).toEqual({ hasLoginCookie: false });
  });
});
