// issue 12 §1: "Every route of the site and of the white label is rendered on the server ... its data loaded by route
// loaders ... Only the page's language strings ship with the page. Error and 404 pages are rendered on the server with
// the right status." Needs the build (npm test builds first): the server renders with dist/host-site-server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../host-site/shared/i18n/de';
import { en } from '../../host-site/shared/i18n/en';
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

const page = (url: string, headers: Record<string, string> = {}) => apps.site.inject({ url, headers: { accept: 'text/html', ...headers } });
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
    const data = JSON.parse(/<script type="application\/json" id="velvet-hydration-data">(.*?)<\/script>/s.exec(res.body)![1]!);
    expect(data.loaderData.page.feature).toBe('home');
    expect(data.loaderData.page.data.online.answer.data.initialTiles.length).toBeGreaterThan(0);
    expect(data.loaderData.page.data.newVideos.answer.data.initialTiles.length).toBeGreaterThan(0);
    expect(res.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-screen-[\w-]+\.js">/);
    expect(res.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/en-[\w-]+\.js">/);
  });

  it('ships only the page language\'s strings: no German text on an English page, no English on a German one', async () => {
    const english = (await page('/en/')).body;
    const german = (await page('/')).body;
    expect(english).toContain(en['home.onlineNow']);
    expect(english).not.toContain(de['home.onlineNow']);
    expect(german).toContain(de['home.onlineNow']);
    expect(german).not.toContain(en['home.onlineNow']);
    expect(german).not.toMatch(/href="\/assets\/en-[\w-]+\.js"/);
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
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toMatch(/<meta name="description" content="[^"]+"/);
    expect(head).toContain(`<link rel="canonical" href="${apps.context.origins.site}/en/videos/"`);
    // React writes hrefLang; HTML attribute names are case-insensitive.
    for (const language of ['de', 'en', 'es', 'nl', 'x-default']) expect(head.toLowerCase()).toContain(`hreflang="${language}"`);
  });

  it('answers an unknown performer with status 404 and a missing video with 404', async () => {
    expect((await page('/en/amateur/no-such-performer-xyz/')).statusCode).toBe(404);
    expect((await page(`/en/amateur/${video.actor}/videos/99999999/`)).statusCode).toBe(404);
  });

  it('answers a loader redirect as a redirect: the German start page on the Spanish white label', async () => {
    const res = await apps.whiteLabel.inject({ url: `/amateur/${video.actor}/`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/es/amateur/${video.actor.toLowerCase()}/`);
  });

  it('renders the white label with its brand, in Spanish', async () => {
    const res = await apps.whiteLabel.inject({ url: `/es/amateur/${video.actor}/`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="velvet-brand" content="terciopelo">');
    expect(res.body).toContain('<html lang="es"');
  });

  it('hands a new guest\'s session cookie from the API to the page, and renders a known guest with their own session', async () => {
    const first = await page('/en/');
    const setCookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    expect(setCookie.some((line) => line.startsWith('velvet_session='))).toBe(true);
    const cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
    const again = await page('/en/', { cookie });
    const guestOf = (body: string) => JSON.parse(/id="velvet-hydration-data">(.*?)<\/script>/s.exec(body)![1]!).loaderData.root.guest.id as string;
    expect(guestOf(again.body)).toBe(guestOf(first.body));
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});
