import type { VideoGridFilter } from '../../../sdk/api/types';
import type { BreadcrumbType } from '../../../sdk/breadcrumbs/types';
import type { Screen } from '../../../sdk/routes';

/** What a profile sub-page shows below the header; 'comingSoon' until a later issue builds it. */
export type ProfileSection =
  | { kind: 'overview' }
  | { kind: 'about' }
  | { kind: 'videos'; filter: Omit<VideoGridFilter, 'actorId'> }
  /** The performer's albums and sedcard (issue 13 item 5). */
  | { kind: 'pictures' }
  /** The live picture and preview, prices and online state (issue 14 item 2). */
  | { kind: 'liveShow' }
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
    case 'actorPictures':
      return { tab: 'actorPictures', section: { kind: 'pictures' } };
    case 'actorLiveShow':
      return { tab: 'actorLiveShow', section: { kind: 'liveShow' } };
    case 'actorAlbum':
      return { tab: 'actorPictures', section: { kind: 'comingSoon' } };
    default:
      return { tab: screen, section: { kind: 'comingSoon' } };
  }
}

/** spec 001 §2 breadcrumb keys "actor profile (overview, about, videos overview, classic videos, live show, top camgirls)"; pictures has no key. */
const PROFILE_BREADCRUMBS: Partial<Record<Screen, BreadcrumbType>> = {
  actorProfile: 'actorProfileOverview',
  actorAboutMe: 'actorProfileAbout',
  actorVideos: 'actorProfileVideosOverview',
  actorVideoTag: 'actorProfileVideosOverview',
  actorClassicVideos: 'actorProfileClassicVideos',
  actorLiveShow: 'actorProfileLiveShow',
  actorTopCams: 'actorProfileTopCamgirls',
};

/** The breadcrumb type of a profile sub-page, or null where the spec names none. */
export function profileBreadcrumb(screen: Screen | null): BreadcrumbType | null {
  return (screen && PROFILE_BREADCRUMBS[screen]) ?? null;
}
