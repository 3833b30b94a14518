import type { Screen } from '../../../sdk/routes';
import type { SiteKey } from '../i18n';

/** One entry of the main navigation: the sdk screen it links to and its label key. */
export interface NavItem {
  screen: Screen;
  labelKey: SiteKey;
}

/** The main navigation; cams and free chat lead to "coming soon" pages until their issues land. */
export const NAV_ITEMS: readonly NavItem[] = [
  { screen: 'home', labelKey: 'nav.home' },
  { screen: 'cams', labelKey: 'nav.cams' },
  { screen: 'freeChat', labelKey: 'nav.freeChat' },
  { screen: 'videos', labelKey: 'nav.videos' },
  { screen: 'newGirls', labelKey: 'nav.newGirls' },
];
