import type { ComponentType } from 'react';
import type { TileGridFirstPage } from '../../sdk/tile-grid/first-page';
import type { PageInfo } from '../shared/page/page-context';
import type { PageDataLoader } from '../shared/page/page-data';
import type { FeatureName } from './feature-for-screen';

/**
 * A feature's screen module, as the page route uses it: the component that renders the
 * page and, when the page shows remote data, the loader that fetches it first.
 */
export interface FeatureModule {
  Screen: ComponentType;
  loader?: PageDataLoader<unknown>;
  /** The tile grids of the page's data in page order: the first tile picture among them is the page's LCP image. */
  lcpGrids?: (data: never) => Array<TileGridFirstPage | null | undefined>;
  /**
   * What the screen needs in memory before it renders that is not data (the legal pages' texts of the
   * page's language): awaited by the page route's loader and, for the first page, before hydrating, so
   * nothing suspends; unlike loader data it does not travel in the hydration JSON.
   */
  prepare?: (page: PageInfo) => Promise<unknown>;
}

/** Imports one feature's module (a dynamic import: each feature is its own chunk). */
export type FeatureImporter = () => Promise<FeatureModule>;

// Each feature module is its own FeatureModule (it exports Screen, and loader, lcpGrids or prepare where it has them):
// a bare import() is the shortest entry, and this map is in the first route's script budget.
export const FEATURE_IMPORTERS: Readonly<Record<FeatureName, FeatureImporter>> = {
  home: () => import('../features/home/home-screen'),
  profile: () => import('../features/profile/profile-screen'),
  // The video lists with the video stars, tags and categories pages (issue 15 item 6).
  videos: () => import('../features/catalog-pages/catalog-pages-screen'),
  video: () => import('../features/video/video-screen'),
  album: () => import('../features/album/album-screen'),
  account: () => import('../features/account/account-screen'),
  messenger: () => import('../features/messenger/messenger-screen'),
  comingSoon: () => import('../features/coming-soon/coming-soon-screen'),
  notFound: () => import('../features/not-found/not-found-screen'),
  newGirls: () => import('../features/new-girls/new-girls-screen'),
  legal: () => import('../features/legal/legal-screen'),
  ageGate: () => import('../features/age-gate/age-gate-screen'),
  mediaLibrary: () => import('../features/media-library/media-library-screen'),
  favoriteCams: () => import('../features/favorite-cams/favorite-cams-screen'),
  live: () => import('../features/live/live-screen'),
  search: () => import('../features/search/search-screen'),
  actorSearch: () => import('../features/actor-search/actor-search-screen'),
};

/**
 * The source file of each feature's module, as keyed in Vite's manifest: the server render
 * preloads the page's chunk (and its CSS) from it. Keep in step with FEATURE_IMPORTERS.
 */
export const FEATURE_SOURCES: Readonly<Record<FeatureName, string>> = {
  home: 'features/home/home-screen.tsx',
  profile: 'features/profile/profile-screen.tsx',
  videos: 'features/catalog-pages/catalog-pages-screen.tsx',
  video: 'features/video/video-screen.tsx',
  album: 'features/album/album-screen.tsx',
  account: 'features/account/account-screen.tsx',
  messenger: 'features/messenger/messenger-screen.tsx',
  comingSoon: 'features/coming-soon/coming-soon-screen.tsx',
  notFound: 'features/not-found/not-found-screen.tsx',
  newGirls: 'features/new-girls/new-girls-screen.tsx',
  legal: 'features/legal/legal-screen.tsx',
  ageGate: 'features/age-gate/age-gate-screen.tsx',
  mediaLibrary: 'features/media-library/media-library-screen.tsx',
  favoriteCams: 'features/favorite-cams/favorite-cams-screen.tsx',
  live: 'features/live/live-screen.tsx',
  search: 'features/search/search-screen.tsx',
  actorSearch: 'features/actor-search/actor-search-screen.tsx',
};

// Imported modules by importer: rendering needs the module synchronously (no suspending while hydrating).
// Only successes are kept, so a chunk that failed to load is imported again on retry.
const imported = new WeakMap<FeatureImporter, FeatureModule>();

/** Imports a feature's module once. */
export async function importFeature(importer: FeatureImporter): Promise<FeatureModule> {
  const known = imported.get(importer);
  if (known) return known;
  const module = await importer();
  imported.set(importer, module);
  return module;
}

/** The module importFeature has imported, or null. */
export function importedFeature(importer: FeatureImporter): FeatureModule | null {
  return imported.get(importer) ?? null;
}
