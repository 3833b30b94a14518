import type { Screen } from '../../../sdk/routes';
import { builtOnly } from '../../app/built-screens';
import type { SiteKey } from '../i18n';

/** One entry of the main navigation: the sdk screen it links to and its label key. */
export interface NavItem {
  screen: Screen;
  labelKey: SiteKey;
  /** Shown in the desktop bar only where it has room (layout.css main-nav__item--wide); the mobile menu always has it. */
  wide?: boolean;
}

/** Every entry the main navigation has once its screen is built, in order. */
const ALL_NAV_ITEMS: readonly NavItem[] = [
  { screen: 'home', labelKey: 'nav.home' },
  { screen: 'cams', labelKey: 'nav.cams' },
  { screen: 'freeChat', labelKey: 'nav.freeChat' },
  { screen: 'videos', labelKey: 'nav.videos' },
  { screen: 'newGirls', labelKey: 'nav.newGirls' },
  { screen: 'performerSearch', labelKey: 'nav.performerSearch', wide: true },
];

/** The main navigation: only built screens (issue 12 item 6); cams and free chat appear when their issues land. */
export const NAV_ITEMS: readonly NavItem[] = builtOnly(ALL_NAV_ITEMS);
