import type { Screen } from '../../sdk/routes';

/**
 * The feature folders that render screens; every other screen shows "coming soon". 'ageGate' renders
 * no screen of its own: the page route shows it instead of a page's feature on a first visit
 * (sdk/consent showsAgeGate), so featureForScreen never returns it.
 */
export type FeatureName = 'home' | 'profile' | 'videos' | 'video' | 'album' | 'account' | 'messenger' | 'legal' | 'comingSoon' | 'notFound' | 'newGirls' | 'ageGate' | 'mediaLibrary' | 'favoriteCams' | 'live' | 'search' | 'actorSearch';

const PROFILE_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'actorProfile',
  'actorAboutMe',
  'actorVideos',
  'actorPictures',
  'actorLiveShow',
  'actorTopCams',
  'actorClassicVideos',
  'actorVideoTag',
]);

/**
 * Profile sub-pages whose section says "this part opens soon" (profile-sections.ts renders them; a
 * test keeps the two in agreement). A set here, so the first route's link filter (built-screens.ts)
 * does not ship the profile's section table.
 */
export const UNBUILT_PROFILE_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['actorTopCams']);

// The guest's own pages: the forms, the pages of the mailed links and the account page with the top-up.
const ACCOUNT_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['signUp', 'logIn', 'passwordLost', 'passwordReset', 'verifyEmail', 'myArea']);

// spec 001 §2 "Video lists", and the browse pages the videos module also renders.
const VIDEO_LIST_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'videos',
  'allVideos',
  'freeClips',
  'videoTrends',
  'onSaleVideos',
  'newVideos',
  'vipVideos',
  // Issue 15 item 6: the video stars, the tags, the categories overview and the category pages, in the same module.
  'videoStars',
  'videoTags',
  'categories',
  'category',
]);

/** Which feature renders a matched screen; null (no route matched) is the 404 page. */
export function featureForScreen(screen: Screen | null): FeatureName {
  if (screen === null) return 'notFound';
  if (screen === 'home') return 'home';
  if (screen === 'actorVideo') return 'video';
  if (screen === 'actorAlbum') return 'album';
  if (screen === 'messenger') return 'messenger';
  // spec 000 §2 "Legal": the terms of service and the data-protection notice (issue 12 §5).
  if (screen === 'termsOfService' || screen === 'dataProtection') return 'legal';
  if (ACCOUNT_SCREENS.has(screen)) return 'account';
  if (PROFILE_SCREENS.has(screen)) return 'profile';
  if (VIDEO_LIST_SCREENS.has(screen)) return 'videos';
  if (screen === 'newGirls') return 'newGirls';
  // Issue 13 items 6 and 7: the guest's media library and favourite cams.
  if (screen === 'myMediathek' || screen === 'myMediathekPhotos') return 'mediaLibrary';
  if (screen === 'myFavoriteCams') return 'favoriteCams';
  // Issue 14 item 2: the live lists (cams, free chat, cam shows and the topCams... rankings); short, as it ships with the first route.
  if (screen === 'cams' || screen === 'freeChat' || screen === 'camShows' || screen.startsWith('topCams')) return 'live';
  // Issue 15 item 4: the per-category search result pages.
  if (screen === 'actorSearch' || screen === 'videoSearch') return 'search';
  // Issue 15 items 2-3: the actor search (filters, location, map).
  if (screen === 'performerSearch' || screen === 'performerCollection') return 'actorSearch';
  return 'comingSoon';
}

// The features whose screens speak only the shell's words (shared/i18n/en.ts): in the browser their
// pages skip the page strings chunk (shared/i18n/pages/: also the head's words, which the server
// writes and the browser's PageHead loads with its own code), so home, most visits' first route, stays small.
const SHELL_ONLY_FEATURES: ReadonlySet<FeatureName> = new Set<FeatureName>(['home', 'notFound', 'comingSoon', 'ageGate']);

/** True when a feature needs only the shell's strings (see shared/i18n/site-strings.ts). */
export function needsOnlyShellStrings(feature: FeatureName | null): boolean {
  return feature === null || SHELL_ONLY_FEATURES.has(feature);
}

// The features whose loader reads the address's query (a shelf, a page number): a new query loads new data.
const QUERY_READING_FEATURES: ReadonlySet<FeatureName> = new Set<FeatureName>(['mediaLibrary', 'favoriteCams', 'live', 'search', 'videos']);

/** True when a feature's data depends on the query, so a change of the query alone runs its loader again. */
export function readsQuery(feature: FeatureName): boolean {
  return QUERY_READING_FEATURES.has(feature);
}
