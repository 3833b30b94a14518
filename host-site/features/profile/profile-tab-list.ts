import type { Screen } from '../../../sdk/routes';
import type { SiteKey } from '../../shared/i18n';

// Apart from profile-sections.ts, whose rule the site's navigation filter (app/built-screens.ts)
// runs in the first route: the tab list is the profile page's own, and loads with it.
/** A tab of the profile (spec 000 §2 "Mobile actor profile pages: about, overview, pictures, videos"). */
export interface ProfileTab {
  screen: Screen;
  labelKey: SiteKey;
}

export const PROFILE_TABS: readonly ProfileTab[] = [
  { screen: 'actorProfile', labelKey: 'profile.tab.overview' },
  { screen: 'actorAboutMe', labelKey: 'profile.tab.about' },
  { screen: 'actorVideos', labelKey: 'profile.tab.videos' },
  { screen: 'actorPictures', labelKey: 'profile.tab.pictures' },
  { screen: 'actorLiveShow', labelKey: 'profile.tab.liveShow' },
  { screen: 'actorTopCams', labelKey: 'profile.tab.topCams' },
];
