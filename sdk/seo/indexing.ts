/**
 * Which screens search engines may index. The guest's own pages (forms, personal area) and the
 * messenger show nothing to a crawler and are disallowed in robots.txt; search results are endless
 * thin lists. Every other screen of the route table is indexable unless its page says otherwise
 * (a "coming soon" placeholder, a 404).
 */
import type { Screen } from '../routes';

export const NOINDEX_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'signUp', 'logIn', 'passwordLost', 'passwordReset', 'verifyEmail',
  'myArea', 'myProfile', 'myMediathek', 'myMediathekPhotos', 'mySpinwheel', 'myBenefits', 'myFavoriteCams',
  'messenger',
  'videoSearch',
  'actorSearch',
]);

/** True when a page of `screen` may be indexed; null (no route matched: the 404 page) never is. */
export function isIndexableScreen(screen: Screen | null): screen is Screen {
  return screen !== null && !NOINDEX_SCREENS.has(screen);
}
