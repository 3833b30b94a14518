import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FeatureName } from './feature-for-screen';

/** Loads one feature's screen component (a dynamic import: each feature is its own chunk). */
export type FeatureLoader = () => Promise<{ default: ComponentType }>;

export const FEATURE_LOADERS: Readonly<Record<FeatureName, FeatureLoader>> = {
  home: () => import('../features/home/home-screen').then((module) => ({ default: module.HomeScreen })),
  profile: () => import('../features/profile/profile-screen').then((module) => ({ default: module.ProfileScreen })),
  videos: () => import('../features/videos/videos-screen').then((module) => ({ default: module.VideosScreen })),
  video: () => import('../features/video/video-screen').then((module) => ({ default: module.VideoScreen })),
  album: () => import('../features/album/album-screen').then((module) => ({ default: module.AlbumScreen })),
  account: () => import('../features/account/account-screen').then((module) => ({ default: module.AccountScreen })),
  messenger: () => import('../features/messenger/messenger-screen').then((module) => ({ default: module.MessengerScreen })),
  legal: () => import('../features/legal/legal-screen').then((module) => ({ default: module.LegalScreen })),
  comingSoon: () =>
    import('../features/coming-soon/coming-soon-screen').then((module) => ({ default: module.ComingSoonScreen })),
  notFound: () => import('../features/not-found/not-found-screen').then((module) => ({ default: module.NotFoundScreen })),
};

// One lazy component per loader: a new one per render would suspend again on every navigation.
const lazyByLoader = new WeakMap<FeatureLoader, LazyExoticComponent<ComponentType>>();

/** The React.lazy component of a loader, created once. */
export function lazyFeature(loader: FeatureLoader): LazyExoticComponent<ComponentType> {
  let component = lazyByLoader.get(loader);
  if (!component) {
    component = lazy(loader);
    lazyByLoader.set(loader, component);
  }
  return component;
}

/** Drops the cached lazy component, because React.lazy remembers a failed import forever; the next render imports again. */
export function forgetFeature(loader: FeatureLoader): void {
  lazyByLoader.delete(loader);
}
