import type { LiveList } from '../../../sdk/live/lists';
import type { Screen } from '../../../sdk/routes';
import type { SiteKey } from '../../shared/i18n';

/** The screen of each live list (sdk/routes/table.ts) and back. */
export const SCREEN_OF_LIST: Readonly<Record<LiveList, Screen>> = {
  cams: 'cams',
  freeChat: 'freeChat',
  camShows: 'camShows',
  topBestChats: 'topCamsBestChats',
  top100: 'topCams100',
  topFavourites: 'topCamsFavourites',
  topVideoCall: 'topCamsVideoCall',
};

/** The list a screen shows; null for any other screen. */
export function listOfScreen(screen: Screen | null): LiveList | null {
  const entry = Object.entries(SCREEN_OF_LIST).find(([, listScreen]) => listScreen === screen);
  return entry ? (entry[0] as LiveList) : null;
}

/** The live lists (what the lists' navigation offers), then the top cams rankings. */
export const LIVE_NOW_LISTS: readonly LiveList[] = ['cams', 'freeChat', 'camShows'];
export const TOP_CAMS_LISTS: readonly LiveList[] = ['top100', 'topBestChats', 'topFavourites', 'topVideoCall'];

export const LIST_TITLE: Readonly<Record<LiveList, SiteKey>> = {
  cams: 'live.title.cams',
  freeChat: 'live.title.freeChat',
  camShows: 'live.title.camShows',
  topBestChats: 'live.title.topBestChats',
  top100: 'live.title.top100',
  topFavourites: 'live.title.topFavourites',
  topVideoCall: 'live.title.topVideoCall',
};

export const LIST_INTRO: Readonly<Record<LiveList, SiteKey>> = {
  cams: 'live.intro.cams',
  freeChat: 'live.intro.freeChat',
  camShows: 'live.intro.camShows',
  topBestChats: 'live.intro.topBestChats',
  top100: 'live.intro.top100',
  topFavourites: 'live.intro.topFavourites',
  topVideoCall: 'live.intro.topVideoCall',
};

export const LIST_SEO: Readonly<Record<LiveList, SiteKey>> = {
  cams: 'seo.cams',
  freeChat: 'seo.freeChat',
  camShows: 'seo.camShows',
  topBestChats: 'seo.topCams',
  top100: 'seo.topCams',
  topFavourites: 'seo.topCams',
  topVideoCall: 'seo.topCams',
};
