import { buildPath } from '../../../sdk/routes';
import { isBuiltScreen } from '../../app/built-screens';
import type { PerformerGridFilter, VideoGridFilter } from '../../../sdk/api/types';
import { loadFirstTilePage, type TileGridFirstPage, type TileGridQuery } from '../../../sdk/tile-grid/first-page';
import { RoutedTileGrid } from '../../shared/components/routed-tile-grid';
import { SectionHeading } from '../../shared/components/section-heading';
import { PageHead } from '../../shared/seo/page-head';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { useLanguage } from '../../shared/page/page-context';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { lazy, Suspense } from 'react';
import type { HomeExtrasData } from './home-extras';
import './home.css';

// Module constants: the grid reloads when its filter object changes identity.
// Decision: only online performers, so the heading is true and the grid ends (about a quarter of the
// catalog), letting guests reach the new videos below; the server's default order ranks them.
const ONLINE_PERFORMERS: PerformerGridFilter = { online: true };
const NEW_VIDEOS: VideoGridFilter = { new: true };
// A few rows of performers that still page while scrolling, then the videos; "see all" leads on.
const PERFORMER_PAGE_SIZE = 10;
const MAX_PERFORMERS_ON_HOME = 40;
// The widget's default page size, written out: the loader's first page must answer the grid's own query.
const VIDEO_PAGE_SIZE = 30;

/** The grids of the start page: the loader fetches their first pages with exactly these queries. */
export const HOME_ONLINE_QUERY: TileGridQuery = { type: 'performers', filter: ONLINE_PERFORMERS, pageSize: PERFORMER_PAGE_SIZE, maxTiles: MAX_PERFORMERS_ON_HOME };
export const HOME_NEW_VIDEOS_QUERY: TileGridQuery = { type: 'videos', filter: NEW_VIDEOS, order: 'newest', pageSize: VIDEO_PAGE_SIZE };

export interface HomeData {
  online: TileGridFirstPage | null;
  newVideos: TileGridFirstPage | null;
  /** The featured videos and this guest's teasers (issue 15 item 6); each part empty when it failed. */
  extras?: HomeExtrasData;
}

/** The first page of each grid; a grid whose page failed loads it itself in the browser (and shows its own error). */
export async function loadHome({ client, page, request }: PageLoaderArgs): Promise<HomeData> {
  const [online, newVideos, extras] = await Promise.all([
    loadFirstTilePage(client, HOME_ONLINE_QUERY, page.language).catch(() => null),
    loadFirstTilePage(client, HOME_NEW_VIDEOS_QUERY, page.language).catch(() => null),
    importExtras().then((module) => module.loadHomeExtras(client, request.signal)),
  ]);
  return { online: online ?? null, newVideos: newVideos ?? null, extras };
}

// The jumbotron and teasers are a chunk of their own (home-extras.tsx). The loader imports it before the render, so
// the server (and a navigation in the browser) renders them at once; hydrating the first page, the browser keeps their
// server HTML until the chunk arrives (the lazy parts suspend inside their boundaries).
let extras: typeof import('./home-extras') | null = null;
const importExtras = () => import('./home-extras').then((module) => (extras = module));
const LazyExtras = lazy(importExtras);

/**
 * The LCP image is the jumbotron's hero, which preloads itself; without one, the first performer online (or, when
 * nobody is, the newest video), preloaded by the page route. One high-priority picture, never two competing.
 */
export const homeLcpGrids = ({ online, newVideos, extras }: HomeData) => (extras?.jumbotron?.items.length ? [] : [online, newVideos]);

/** The start page: a hero line, the performers online now (server's default order), then the newest videos. */
export function HomeScreen() {
  const t = useSiteT();
  const language = useLanguage();
  const { online, newVideos, extras: extrasData } = usePageData<HomeData>();
  const Extras = extras?.default ?? LazyExtras;
  return (
    <div className="page home" data-screen="home">
      <PageHead title={t('home.title')} description="seo.home" />
      <h1 className="home__hero">{t('home.hero')}</h1>
      <Suspense fallback={null}>
        <Extras {...extrasData} />
      </Suspense>
      {/* Unnamed sections: each grid is the region named like its heading (no duplicate landmarks). */}
      <section>
        <SectionHeading
          id="home-online"
          // Issue 12 item 6: "see all" leads to the cams list once it is built; until then the section has none.
          seeAll={isBuiltScreen('cams') ? { to: buildPath('cams', {}, language), text: t('home.seeAll') } : undefined}
        >
          {t('home.onlineNow')}
        </SectionHeading>
        <RoutedTileGrid {...HOME_ONLINE_QUERY} label={t('home.onlineNow')} firstPage={online} />
      </section>
      <section>
        <SectionHeading
          id="home-new-videos"
          seeAll={{ to: buildPath('newVideos', {}, language), text: t('home.seeAll') }}
        >
          {t('home.newVideos')}
        </SectionHeading>
        <RoutedTileGrid {...HOME_NEW_VIDEOS_QUERY} label={t('home.newVideos')} firstPage={newVideos} />
      </section>
    </div>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { HomeScreen as Screen, loadHome as loader, homeLcpGrids as lcpGrids };
