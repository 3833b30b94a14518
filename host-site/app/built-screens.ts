import type { Screen } from '../../sdk/routes';
import { featureForScreen, UNBUILT_PROFILE_SCREENS } from './feature-for-screen';

/**
 * Issue 12 item 6: "no link in a header, footer, menu or page leads to a 'Coming soon' screen. A screen
 * whose feature is not built yet stays reachable only by typing its address."
 *
 * The one rule for "is this screen built": its feature renders something real, neither the
 * coming-soon screen nor a profile section that says "opens soon". Every navigation list of the
 * site (main navigation, footer, profile tabs, "see all") is filtered through it, so a link to an
 * unbuilt screen cannot be rendered; building the feature makes its links appear.
 */
export function isBuiltScreen(screen: Screen): boolean {
  const feature = featureForScreen(screen);
  if (feature === 'comingSoon' || feature === 'notFound') return false;
  // The profile feature renders every sub-page, some of them only as "this part opens soon".
  if (feature === 'profile') return !UNBUILT_PROFILE_SCREENS.has(screen);
  return true;
}

/** The items of a link list whose screens are built, in their order. */
export function builtOnly<T extends { screen: Screen }>(items: readonly T[]): T[] {
  return items.filter((item) => isBuiltScreen(item.screen));
}
