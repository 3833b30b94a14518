import type { VideoGridFilter } from '../../../sdk/api/types';
import type { Screen } from '../../../sdk/routes';
import type { SiteKey } from '../../shared/i18n';

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

/** What a profile sub-page shows below the header; 'comingSoon' until a later issue builds it. */
export type ProfileSection =
  | { kind: 'overview' }
  | { kind: 'about' }
  | { kind: 'videos'; filter: Omit<VideoGridFilter, 'actorId'> }
  | { kind: 'comingSoon' };

/** The profile sub-page of a screen: its highlighted tab and the section it renders. */
export function profileSectionFor(screen: Screen, params: Record<string, string>): { tab: Screen; section: ProfileSection } {
  switch (screen) {
    case 'actorProfile':
      return { tab: 'actorProfile', section: { kind: 'overview' } };
    case 'actorAboutMe':
      return { tab: 'actorAboutMe', section: { kind: 'about' } };
    case 'actorVideos':
      return { tab: 'actorVideos', section: { kind: 'videos', filter: {} } };
    case 'actorClassicVideos':
      return { tab: 'actorVideos', section: { kind: 'videos', filter: { classic: true } } };
    case 'actorVideoTag':
      return { tab: 'actorVideos', section: { kind: 'videos', filter: params.tagGroup ? { tag: params.tagGroup } : {} } };
    case 'actorVideo':
      return { tab: 'actorVideos', section: { kind: 'comingSoon' } };
    case 'actorAlbum':
      return { tab: 'actorPictures', section: { kind: 'comingSoon' } };
    default:
      return { tab: screen, section: { kind: 'comingSoon' } };
  }
}
