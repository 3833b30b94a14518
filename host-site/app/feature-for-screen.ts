import type { Screen } from '../../sdk/routes';

/** The feature folders that render screens; every other screen shows "coming soon". */
export type FeatureName = 'home' | 'profile' | 'videos' | 'comingSoon' | 'notFound';

const PROFILE_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'actorProfile',
  'actorAboutMe',
  'actorVideos',
  'actorPictures',
  'actorLiveShow',
  'actorTopCams',
  'actorClassicVideos',
  'actorVideoTag',
  'actorVideo',
  'actorAlbum',
]);

// spec 001 §2 "Video lists"; video stars are performers, not a video list, so they wait for their issue.
const VIDEO_LIST_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'videos',
  'allVideos',
  'freeClips',
  'videoTrends',
  'onSaleVideos',
  'newVideos',
  'vipVideos',
]);

/** Which feature renders a matched screen; null (no route matched) is the 404 page. */
export function featureForScreen(screen: Screen | null): FeatureName {
  if (screen === null) return 'notFound';
  if (screen === 'home') return 'home';
  if (PROFILE_SCREENS.has(screen)) return 'profile';
  if (VIDEO_LIST_SCREENS.has(screen)) return 'videos';
  return 'comingSoon';
}
