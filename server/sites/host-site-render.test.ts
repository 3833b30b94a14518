// issue 12 §1: "Every route of the site and of the white label is rendered on the server ... its data loaded by route
// loaders ... Only the page's language strings ship with the page. Error and 404 pages are rendered on the server with
// the right status." Needs the build (npm test builds first): the server renders with dist/host-site-server.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_GATE_COOKIE, AGE_GATE_VALUE } from '../../sdk/consent/age-gate';
import { siteStrings } from '../../host-site/shared/i18n';
import { SIGN_UP_CONFIRMATIONS } from '../test/guests';
import { buildTestApps, createTestDatabase, getTileGrid, type TestApps, type TestDatabase } from '../test/harness';

let database: TestDatabase;
let apps: TestApps;
let video: { id: number; title: string; actor: string };
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  apps = await buildTestApps(database);
  const tiles = (await getTileGrid(apps.site, 'videos', { offset: 0, limit: 1 })).json() as { data: { initialTiles: Array<{ id: number; title: string; actor: { name: string } }> } };
  const first = tiles.data.initialTiles[0]!;
  video = { id: first.id, title: first.title, actor: first.actor.name };
});
afterAll(async () => {
  await apps?.close();
  await database?.dispose();
});

/** The age cookie of a guest who confirmed being 18 or older once (issue 12 §4): they get the pages, not the age gate. */
const AGE_COOKIE = `${AGE_GATE_COOKIE}=${AGE_GATE_VALUE}`;
const withAgeCookie = (headers: Record<string, string>) => ({ ...headers, cookie: [AGE_COOKIE, headers.cookie].filter(Boolean).join('; ') });
const page = (url: string, headers: Record<string, string> = {}) => apps.site.inject({ url, headers: withAgeCookie({ accept: 'text/html', ...headers }) });
const whiteLabelPage = (url: string) => apps.whiteLabel.inject({ url, headers: withAgeCookie({ accept: 'text/html' }) });
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const hydrationData = (body: string) => JSON.parse(/<script type="application\/json" id="velvet-hydration-data"[^>]*>(.*?)<\/script>/s.exec(body)![1]!);
const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));
// Chunk files have hash-only names: the build's manifest says which file holds a source.
const manifest = JSON.parse(readFileSync(new URL('../../dist/host-site/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string }>;
const chunkOf = (source: string) => `/${manifest[source]!.file}`;
// At low priority: the scripts must not take the first paint's bandwidth (entry-server.tsx withLowScriptPriority).
const modulePreload = (source: string) => `<link rel="modulepreload" crossorigin href="${chunkOf(source)}" fetchpriority="low">`;

/** A performer (lower-cased, as addresses write names) other than `name`, from the performers of the first videos. */
async function otherPerformer(name: string): Promise<string> {
  const tiles = (await getTileGrid(apps.site, 'videos', { offset: 0, limit: 40 })).json() as { data: { initialTiles: Array<{ actor: { name: string } }> } };
  const other = tiles.data.initialTiles.map((tile) => tile.actor.name.toLowerCase()).find((candidate) => candidate !== name);
  if (!other) throw new Error(`expected a performer other than ${name} among the first 40 videos, got none`);
  return other;
}

// Every site string of each language, the shell's and the pages' chunks together.
const { de, en } = siteStrings;

describe('server-rendered pages', () => {
  it('renders the profile with the performer\'s name, in the page language, private and revalidated', async () => {
    const res = await page(`/en/amateur/${video.actor}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toMatch(new RegExp(`<h1 class="profile-header__name">${escaped(video.actor)}</h1>`));
    // The LCP image (the avatar) is preloaded from <head> and never lazy.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    expect(res.body).not.toMatch(/class="profile-header__avatar"[^>]*loading="lazy"/);
  });

  it('renders the video page with its title', async () => {
    const res = await page(`/amateur/${video.actor}/videos/${video.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de"');
    expect(res.body).toContain(`<h1 class="page__title">${escaped(video.title)}</h1>`);
  });

  it('renders home with the first page of each grid in the hydration data, and preloads its feature and language chunks', async () => {
    const res = await page('/en/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(en['home.hero']);
    const data = hydrationData(res.body);
    expect(data.loaderData.page.feature).toBe('home');
    expect(data.loaderData.page.data.online.answer.data.initialTiles.length).toBeGreaterThan(0);
    expect(data.loaderData.page.data.newVideos.answer.data.initialTiles.length).toBeGreaterThan(0);
    expect(headOf(res.body)).toContain(modulePreload('features/home/home-screen.tsx'));
    expect(headOf(res.body)).toContain(modulePreload('shared/i18n/en.ts'));
    // Home needs only the shell's words: the pages' chunk stays out, and no text shows a bare key.
    expect(headOf(res.body)).not.toContain(modulePreload('shared/i18n/pages/en.ts'));
    expect(res.body).not.toMatch(/>[a-z]+[A-Z]?[a-zA-Z]*\.[a-zA-Z.]+</);
    expect(res.body).not.toMatch(/(?:aria-label|title|alt)="[a-z]+[a-zA-Z]*\.[a-zA-Z.]+"/);
  });

  it('preloads the page strings chunk for a page beyond the shell (a profile)', async () => {
    const res = await page(`/en/amateur/${video.actor.toLowerCase()}/`);
    expect(headOf(res.body)).toContain(modulePreload('shared/i18n/en.ts'));
    expect(headOf(res.body)).toContain(modulePreload('shared/i18n/pages/en.ts'));
  });

  it('ships only the page language\'s strings: no German text on an English page, no English on a German one', async () => {
    const english = (await page('/en/')).body;
    const german = (await page('/')).body;
    expect(english).toContain(en['home.onlineNow']);
    expect(english).not.toContain(de['home.onlineNow']);
    expect(german).toContain(de['home.onlineNow']);
    expect(german).not.toContain(en['home.onlineNow']);
    expect(german).toContain(modulePreload('shared/i18n/de.ts'));
    expect(german).not.toContain(chunkOf('shared/i18n/en.ts'));
    expect(english).not.toContain(chunkOf('shared/i18n/de.ts'));
    // i18next is not part of the page at all.
    expect(english).not.toMatch(/i18next/);
  });

  it('answers an unknown path with status 404 and the not-found page in the language of its prefix', async () => {
    const res = await page('/en/no-such-page/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`<h1 class="page__title">${en['notFound.title']}</h1>`);
    const german = await page('/keine-seite/');
    expect(german.statusCode).toBe(404);
    expect(german.body).toContain(`<h1 class="page__title">${de['notFound.title']}</h1>`);
  });

  // spec 000 §1: "An unknown language falls back to English": /fr/ is the English start page (sdk resolvePath), not a German 404.
  it.each(['/fr/', '/fr/videos/'])('answers the unknown language %s with status 200 and the English start page', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain(`<h1 class="home__hero">${en['home.hero']}</h1>`);
  });

  it('puts the page head into <head>: one title, the description, a canonical and the hreflang alternates on the brand origin', async () => {
    const res = await page('/en/videos/');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head.match(/<title[ >]/g)).toHaveLength(1);
    expect(head).toMatch(/<meta name="description" content="[^"]+"/);
    expect(head).toContain(`<link rel="canonical" href="${apps.context.origins.site}/en/videos/"`);
    // React writes hrefLang; HTML attribute names are case-insensitive.
    for (const language of ['de', 'en', 'es', 'nl', 'x-default']) expect(head.toLowerCase()).toContain(`hreflang="${language}"`);
  });

  it('answers an unknown performer with status 404 and a missing video with 404', async () => {
    expect((await page('/en/amateur/no-such-performer-xyz/')).statusCode).toBe(404);
    expect((await page(`/en/amateur/${video.actor}/videos/99999999/`)).statusCode).toBe(404);
  });

  // The video page lives at /amateur/{actorName}/videos/{videoId}/ and its canonical names the owner (DESIGN.md "Each page
  // has its ... canonical"): under another performer's name the page never renders; the address moved for good (301).
  it('moves a video or album asked for under another performer\'s name (or an unknown one) to its own address with 301, keeping the query', async () => {
    const owner = video.actor.toLowerCase();
    const other = await otherPerformer(owner);
    const moved = await page(`/en/amateur/${other}/videos/${video.id}/?ws=7`);
    expect([moved.statusCode, moved.headers.location]).toEqual([301, `/en/amateur/${owner}/videos/${video.id}/?ws=7`]);
    expect(moved.body).not.toContain(escaped(video.title));
    const unknown = await page(`/es/amateur/no-such-performer-xyz/videos/${video.id}/`);
    expect([unknown.statusCode, unknown.headers.location]).toEqual([301, `/es/amateur/${owner}/videos/${video.id}/`]);
    expect((await page(`/en/amateur/${other}/videos/99999999/`)).statusCode).toBe(404);
    // Under its owner's name, in any case of the name, the page renders (the route matches names lower-cased).
    expect((await page(`/en/amateur/${video.actor.toUpperCase()}/videos/${video.id}/`)).statusCode).toBe(200);

    const albums = await apps.site.inject({ url: '/sitemaps/albums-1.xml' });
    const [, albumOwner, albumId] = /\/en\/amateur\/([^/]+)\/pictures\/(\d+)\//.exec(albums.body)!;
    const notTheOwner = await otherPerformer(albumOwner!);
    const album = await page(`/nl/amateur/${notTheOwner}/fotos/${albumId}/`);
    expect([album.statusCode, album.headers.location]).toEqual([301, `/nl/amateur/${albumOwner}/fotos/${albumId}/`]);
  });

  it('answers a loader redirect as a redirect: the German start page on the Spanish white label', async () => {
    const res = await whiteLabelPage(`/amateur/${video.actor}/`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/es/amateur/${video.actor.toLowerCase()}/`);
  });

  it('renders the white label with its brand, in Spanish', async () => {
    const res = await whiteLabelPage(`/es/amateur/${video.actor}/`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="velvet-brand" content="terciopelo">');
    expect(res.body).toContain('<html lang="es"');
  });

  // The page of a visitor without a session is shared (render-cache.ts): it names no guest, and the new guest's
  // session cookie comes with it, made for this answer, as the page's own guest/session call used to make it.
  it('hands a new guest a session cookie with a page that names no guest, and renders a known guest with their own session', async () => {
    const first = await page('/en/');
    const setCookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    expect(setCookie.some((line) => line.startsWith('vs='))).toBe(true);
    const firstRoot = hydrationData(first.body).loaderData.root;
    expect(firstRoot).toEqual({ guest: null, withoutSession: true });
    // Nobody without a session is logged in: the header says "Log in" in the first paint.
    expect(first.body).toContain(`>${en['account.logIn']}</a>`);
    const cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
    const session = (await apps.site.inject({ url: '/rest/v1/guest/session', headers: { cookie } })).json().data as { id: string };
    const again = await page('/en/', { cookie });
    expect(hydrationData(again.body).loaderData.root.guest.id).toBe(session.id);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  // issue 12 §1: "the LCP image of each page is not lazy and is preloaded".
  it('preloads one picture from <head> with fetchpriority high: the jumbotron\'s hero above the grids, else the first tile', async () => {
    for (const [url, grid] of [['/en/', 'online'], ['/en/videos/', 'firstPage'], ['/en/videos/new-videos/', 'firstPage']] as const) {
      const res = await page(url);
      const data = hydrationData(res.body).loaderData.page.data;
      const hero = ((data.extras ?? data).jumbotron as { items: Array<{ preview: { w640: string } }> } | null | undefined)?.items[0];
      const tile = data[grid].answer.data.initialTiles[0] as { avatar?: { w320: string }; preview?: { w320: string } };
      const picture = hero ? `${hero.preview.w640} 640w` : `${(tile.avatar ?? tile.preview)!.w320} 320w`;
      const preloads = headOf(res.body).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(preloads, url).toHaveLength(1);
      expect(preloads[0], url).toContain('fetchPriority="high"');
      expect(preloads[0], url).toContain(picture);
    }
  });

  // Issue 12 §1: Lighthouse performance at least 95; a high-priority script requested before the first paint counts as
  // render-blocking, and the server's HTML needs none of them to paint.
  it('loads the page\'s modules at fetchpriority low, the entry and every modulepreload, and the LCP picture at high', async () => {
    const head = headOf((await page('/en/')).body);
    const scripts = head.match(/<script\b[^>]*\btype="module"[^>]*>/g) ?? [];
    const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(preloads.length).toBeGreaterThanOrEqual(3);
    for (const tag of [...scripts, ...preloads]) expect(tag).toMatch(/ fetchpriority="low"/);
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
  });

  // The answer's Content-Security-Policy allows scripts from 'self' and with this answer's nonce only: the page
  // streams, and every script in it (the entry, the hydration data, React's own) carries that nonce.
  it('gives every script of a page the nonce of its Content-Security-Policy, a new nonce per answer, and no \'unsafe-inline\'', async () => {
    const nonces: string[] = [];
    for (const res of [await page('/en/'), await page('/en/no-such-page/'), await whiteLabelPage('/es/')]) {
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
      const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const script of scripts) expect(script).toContain(` nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  // The header parts only a logged-in guest sees are their own chunk (first route 110 kB): the server renders them
  // and preloads the chunk for a logged-in guest only.
  it('renders a logged-in guest\'s bell, balance and messages on the server and preloads their chunk; a logged-out page has neither', async () => {
    const id = `${Date.now()}${Math.round(Math.random() * 1e6)}`;
    const signUp = await apps.site.inject({ method: 'POST', url: '/rest/v1/guest/signup', remoteAddress: '10.12.0.1', payload: { name: `r_${id}`, email: `r${id}@example.com`, password: 'render-test-password-1', ...SIGN_UP_CONFIRMATIONS } });
    expect(signUp.statusCode).toBe(200);
    const cookie = ([] as string[]).concat(signUp.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    const loggedIn = (await page('/en/', { cookie })).body;
    expect(loggedIn).toContain('data-testid="header-balance"');
    expect(loggedIn).toContain('notifications-bell--desktop');
    expect(loggedIn).toContain('messages-preview--desktop');
    expect(headOf(loggedIn)).toContain(modulePreload('shared/layout/logged-in-parts.ts'));
    const loggedOut = (await page('/en/')).body;
    expect(loggedOut).toContain('account-links__link');
    expect(loggedOut).not.toContain('notifications-bell');
    expect(loggedOut).not.toContain(chunkOf('shared/layout/logged-in-parts.ts'));
  });
});

// issue 12 §4: "a first visit shows an 18+ confirmation before any content (remembered in a necessary cookie ...)".
// The server decides from the request's Cookie header: without the cookie the page route loads neither the page's
// feature nor its data, so nothing of the page is in the HTML or the hydration data.
describe('the age gate in the server render', () => {
  const firstVisit = (url: string) => apps.site.inject({ url, headers: { accept: 'text/html' } });
  /** The text a reader sees in the rendered root (tags and attributes removed: the gate's language links carry the path). */
  const visibleText = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"')).replace(/<[^>]*>/g, ' ');

  it('answers a first visit of a profile with the gate only: no performer, no header, no page data, the gate\'s chunk preloaded', async () => {
    const res = await firstVisit(`/en/amateur/${video.actor}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
    expect(res.body).toContain('class="age-gate"');
    expect(visibleText(res.body)).toContain('Are you 18 or older?');
    expect(visibleText(res.body).toLowerCase()).not.toContain(video.actor.toLowerCase());
    // The rendered page, not the stylesheets inlined in <head> (they name every class of the layout).
    const root = res.body.slice(res.body.indexOf('<div id="root">'));
    expect(root).not.toContain('profile-header__name');
    expect(root).not.toContain('class="site-header');
    const data = hydrationData(res.body);
    expect(data.loaderData.page.feature).toBe('ageGate');
    expect(data.loaderData.page.data).toBeNull();
    // The gate renders in the first paint: its chunk is preloaded, the profile's is not, and nothing suspended.
    expect(headOf(res.body)).toContain(modulePreload('features/age-gate/age-gate-screen.tsx'));
    expect(res.body).not.toContain(chunkOf('features/profile/profile-screen.tsx'));
    expect(res.body).not.toContain('<!--$?-->');
  });

  it('keeps a video\'s title out of a first visit, and an unknown address a 404 behind the gate', async () => {
    const res = await firstVisit(`/amateur/${video.actor}/videos/${video.id}/`);
    expect(res.body).toContain('class="age-gate"');
    expect(res.body).not.toContain(escaped(video.title));
    const missing = await firstVisit('/en/no-such-page/');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('class="age-gate"');
  });

  it('renders the page for a request with the age cookie', async () => {
    const res = await page(`/en/amateur/${video.actor}/`);
    expect(res.body).not.toContain('class="age-gate"');
    expect(res.body).toContain(`<h1 class="profile-header__name">${escaped(video.actor)}</h1>`);
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
  });

  // issue 12 §5 and the gate's exemption: the legal pages are readable before confirming, rendered whole on the server.
  it.each([
    ['/en/terms-of-service/', 'Terms of service', 'seo.termsOfService'],
    ['/datenschutz/', 'Datenschutzerklärung', 'seo.dataProtection'],
  ] as const)('renders %s without the cookie, whole (nothing suspended), with its head and its chunk preloaded', async (url, title, description) => {
    const res = await firstVisit(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('class="age-gate"');
    expect(res.body).toContain(`<h1 class="page__title">${title}</h1>`);
    expect(res.body).not.toContain('<!--$?-->');
    const head = headOf(res.body);
    expect(head).toContain(`<title data-page-head="">${title} · Velvet</title>`);
    const strings = url.startsWith('/en/') ? en : de;
    expect(head).toContain(`<meta name="description" content="${escaped(strings[description].replace('{{brand}}', 'Velvet'))}"`);
    expect(head).toContain(modulePreload('features/legal/legal-screen.tsx'));
    // The texts are in the HTML, not a second time in the hydration data.
    expect(hydrationData(res.body).loaderData.page.data).toBeNull();
  });
});

describe('the brand theme is in the HTML (the browser entry carries no theme code)', () => {
  it.each([
    ['Velvet', () => page('/en/'), '#5b1a3a'],
    ['Terciopelo', () => whiteLabelPage('/es/'), 'terciopelo'],
  ] as const)('%s: colours on <html> and the theme colour in its <meta>', async (_brand, load, expected) => {
    const { BRANDS } = await import('../../white-label/brands');
    const brand = (expected === 'terciopelo' ? BRANDS.terciopelo : BRANDS.velvet)!;
    const body = (await load()).body;
    expect(body).toMatch(new RegExp(`<html lang="[a-z]{2}" style="[^"]*--color-primary:${brand.colors.primary.replace(/[#()]/g, '\\$&')}`));
    expect(headOf(body)).toContain(`<meta name="theme-color" content="${brand.themeColor}"`);
  });
});
