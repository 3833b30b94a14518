// The site's page types with real content from the seed, for the crawl and the axe tests:
// one performer, a paid video on sale, a VIP video and an album, in any language of either brand.
import type { Page } from 'playwright-core';
import type { Language } from '../../sdk/config';
import type { AlbumAnswer, TileGridAnswer, VideoTile } from '../../sdk/api/types';
import { buildPath, type RouteParams, type Screen } from '../../sdk/routes';
import { SIGN_UP_CONFIRMATIONS } from './harness';

export interface SampleContent {
  /** A performer with videos (the owner of `saleVideo`), lower-cased as in URLs. */
  actorName: string;
  actorId: number;
  /** A paid video on sale: its page shows the struck-through regular price. */
  saleVideo: { id: number; actorName: string };
  /** A VIP video: its page offers "Join the VIP club". */
  vipVideo: { id: number; actorName: string };
  album: { id: number; actorName: string };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: expected 200, got ${response.status}`);
  return (await response.json()) as T;
}

/** Picks the sample content through the public REST API of the site at `origin`. */
export async function sampleContent(origin: string): Promise<SampleContent> {
  const videos = async (filter: object): Promise<VideoTile[]> => {
    const payload = encodeURIComponent(JSON.stringify({ offset: 0, limit: 50, filter, order: 'newest' }));
    const answer = await json<TileGridAnswer>(`${origin}/rest/v1/tileGrid/get/videos/${payload}?lang=en`);
    if (!answer.success) throw new Error(`tile grid: expected success, got ${answer.error}`);
    return answer.data.initialTiles.filter((tile): tile is VideoTile => tile.kind === 'video');
  };
  const sale = (await videos({ onSale: true })).find((video) => !video.free && !video.vip && video.basePrice.value > video.price.value);
  const vip = (await videos({ vip: true }))[0];
  if (!sale || !vip) throw new Error(`expected a video on sale and a VIP video in the seed, got ${sale?.id}, ${vip?.id}`);
  for (let albumId = 1; albumId <= 40; albumId++) {
    const album = await json<AlbumAnswer>(`${origin}/rest/v1/gallery/open?albumId=${albumId}&lang=en`);
    if (!album.success) continue;
    return {
      actorName: sale.actor.name.toLowerCase(),
      actorId: sale.actor.id,
      saleVideo: { id: sale.id, actorName: sale.actor.name.toLowerCase() },
      vipVideo: { id: vip.id, actorName: vip.actor.name.toLowerCase() },
      album: { id: album.data.id, actorName: album.data.actor.name.toLowerCase() },
    };
  }
  throw new Error('expected an album among album ids 1-40, got none');
}

/** One page type of the site: its path in a language, and whether it needs a logged-in guest. */
export interface PageType {
  name: string;
  path: string;
  member: boolean;
}

const page = (name: string, screen: Screen, params: RouteParams, language: Language, member = false): PageType => ({
  name,
  path: buildPath(screen, params, language),
  member,
});

/**
 * Every page type of the site (issue 12 item 10: "home, video list, profile (each visible tab), video page,
 * album page, account pages, messenger, not-found, legal pages"). Add a page type here and both the
 * axe test and the crawl's start points see it.
 */
export function pageTypes(language: Language, sample: SampleContent): PageType[] {
  const actor = { actorName: sample.actorName };
  return [
    page('home', 'home', {}, language),
    page('video list', 'videos', {}, language),
    page('video list: on sale', 'onSaleVideos', {}, language),
    page('new girls', 'newGirls', {}, language),
    page('profile: overview', 'actorProfile', actor, language),
    page('profile: about me', 'actorAboutMe', actor, language),
    page('profile: videos', 'actorVideos', actor, language),
    // Issue 13 item 5: the Pictures tab is built (albums and sedcard).
    page('profile: pictures', 'actorPictures', actor, language),
    page('video page (on sale)', 'actorVideo', { actorName: sample.saleVideo.actorName, videoId: sample.saleVideo.id }, language),
    page('video page (VIP)', 'actorVideo', { actorName: sample.vipVideo.actorName, videoId: sample.vipVideo.id }, language),
    page('album page', 'actorAlbum', { actorName: sample.album.actorName, albumId: sample.album.id }, language),
    page('sign up', 'signUp', {}, language),
    page('log in', 'logIn', {}, language),
    page('password lost', 'passwordLost', {}, language),
    // Issue 12 item 5: the legal pages (helper D's screens).
    page('terms of service', 'termsOfService', {}, language),
    page('data protection', 'dataProtection', {}, language),
    { name: 'not found', path: `${buildPath('home', {}, language)}no-such-page/`, member: false },
    page('my account', 'myArea', {}, language, true),
    page('messenger', 'messenger', {}, language, true),
    { name: 'messenger: a conversation', path: `${buildPath('messenger', {}, language)}?actor=${sample.actorId}`, member: true },
    // Issue 15 item 6: the video stars, the categories and a video list with its filter panel open.
    page('video stars', 'videoStars', {}, language),
    page('video tags', 'videoTags', {}, language),
    page('categories', 'categories', {}, language),
    page('category', 'category', { categorySlug: 'blonde' }, language),
    { name: 'video list: filtered', path: `${buildPath('videoTrends', {}, language)}?order=random&seed=7&type=vip&tag=dance`, member: false },
    // Issue 15 item 6: a collection's page (its search within the collection and the other collections' cards).
    page('collection', 'performerCollection', { collectionSlug: 'toy-control' }, language),
  ];
}

/**
 * Waits until the screen has rendered: a main heading, no skeleton (aria-busy) left in main, and on a
 * page with tile grids no grid loading and tiles (or the empty or error state) in one of them (a grid
 * below the fold renders no tiles until it is scrolled to), or every grid below the fold with its first page.
 */
export async function waitForScreen(page: Page, what = page.url()): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        if (!main || !main.querySelector('h1') || main.querySelector('[aria-busy="true"]')) return false;
        const grids = [...main.querySelectorAll('velvet-tile-grid')].map((grid) => grid.shadowRoot);
        if (grids.length === 0) return true;
        // A grid wholly below the fold renders no row until it is scrolled near (its overscan reaches 3 rows): its first
        // page has arrived when no skeleton is left. A performer's tag page at 390 px has its only grid there.
        const loadedBelowFold = (root: ShadowRoot | null) => {
          const list = root?.querySelector('[role="list"]');
          return !!list && !root!.querySelector('.skeletons') && list.getBoundingClientRect().top >= window.innerHeight;
        };
        return grids.every((root) => root?.querySelector('section[aria-busy="false"]'))
          && (grids.some((root) => root?.querySelector('a.tile, p.empty, [role="alert"]')) || grids.every(loadedBelowFold));
      },
      undefined,
      { timeout: 20_000 },
    );
  } catch (error) {
    const seen = await describeScreen(page).catch((reason: unknown) => `(could not read the page: ${String(reason)})`);
    throw new Error(`${what}: expected the screen to render (a main h1, nothing busy, grid tiles), got ${String(error)}; on screen: ${seen}`);
  }
}

/** What waitForScreen saw when it gave up, for a report read after a run on another machine. */
async function describeScreen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return `no main; url ${location.href}; body starts ${JSON.stringify((document.body?.innerText ?? '').slice(0, 200))}`;
    const busy = [...main.querySelectorAll('[aria-busy="true"]')].map((element) => element.outerHTML.slice(0, 160));
    const grids = [...main.querySelectorAll('velvet-tile-grid')].map((grid) => {
      const root = grid.shadowRoot;
      const section = root?.querySelector('section');
      const firstPage = (grid as HTMLElement & { firstPage?: { answer?: { success?: boolean } } | null }).firstPage;
      const list = root?.querySelector('[role="list"]');
      const geometry = list ? `top=${Math.round(list.getBoundingClientRect().top)} height=${Math.round(list.getBoundingClientRect().height)} innerHeight=${window.innerHeight} scrollY=${window.scrollY} ` : '';
      return `${geometry}${grid.getAttribute('type')} (first page ${firstPage ? `success=${firstPage.answer?.success}` : 'none'}): ${root ? `busy=${section?.getAttribute('aria-busy')} tiles=${root.querySelectorAll('a.tile').length} empty=${!!root.querySelector('p.empty')} alert=${!!root.querySelector('[role="alert"]')}` : 'no shadow root'}`;
    });
    // Whether the grids' code arrived and the page hydrated, and the requests a grid depends on (status 0: still open or failed).
    const requests = performance.getEntriesByType('resource')
      .filter((entry) => /tileGrid|tile-grid|widgets|assets/.test(entry.name))
      .map((entry) => `${new URL(entry.name).pathname.slice(0, 80)} ${(entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus ?? '?'} ${Math.round(entry.duration)}ms`);
    return JSON.stringify({
      url: location.href, h1: main.querySelector('h1')?.textContent ?? null, busy, grids,
      gridDefined: customElements.get('velvet-tile-grid') !== undefined, hydratedAt: document.documentElement.dataset.hydratedAt ?? null,
      requests,
    });
  });
}

/** Signs a new guest up with the page's cookies (after the page's own session answer, see gotoWithSession). */
export async function signUpThroughApi(page: Page, origin: string, name: string): Promise<void> {
  // The page leaves first: an open page hears sessionExpired when its session turns into the member's and
  // reloads itself, which aborts the test's next goto (ERR_ABORTED, seen in no-dead-ends' VIP test).
  await page.goto('about:blank');
  const created = await page.request.post(`${origin}/rest/v1/guest/signup?lang=en`, {
    data: { name, email: `${name}@example.com`, password: 'correct horse battery', ...SIGN_UP_CONFIRMATIONS },
  });
  if (created.status() !== 200) throw new Error(`sign-up of ${name}: expected 200, got ${created.status()} ${await created.text()}`);
}

/** Waits until the page has hydrated (the site marks the root element then). */
export const waitForHydration = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydratedAt !== undefined);
