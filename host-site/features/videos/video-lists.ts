import type { VideoGridFilter, VideoGridOrder } from '../../../sdk/api/types';
import type { Screen } from '../../../sdk/routes';
import type { SiteKey } from '../../shared/i18n';

/** One video list of spec 001 §2 "Video lists: /en/videos/, all-videos, free-clips, ... on-sale, new-videos, vip-videos". */
export interface VideoList {
  screen: Screen;
  labelKey: SiteKey;
  filter: VideoGridFilter;
  order: VideoGridOrder;
}

/** The lists offered as filter tabs, in tab order. Filters are module constants so grids keep their identity. */
export const VIDEO_LIST_TABS: readonly VideoList[] = [
  { screen: 'videos', labelKey: 'videos.filter.all', filter: {}, order: 'newest' },
  { screen: 'newVideos', labelKey: 'videos.filter.new', filter: { new: true }, order: 'newest' },
  { screen: 'freeClips', labelKey: 'videos.filter.free', filter: { free: true }, order: 'newest' },
  { screen: 'onSaleVideos', labelKey: 'videos.filter.onSale', filter: { onSale: true }, order: 'newest' },
  { screen: 'vipVideos', labelKey: 'videos.filter.vip', filter: { vip: true }, order: 'newest' },
];

// Decision: all-videos and video-trends show the full list until trends have their own order.
const ALIASES: Partial<Record<Screen, Screen>> = { allVideos: 'videos', videoTrends: 'videos' };

/** The list a video-list screen shows; the tab it highlights is `list.screen`. */
export function videoListFor(screen: Screen): VideoList {
  const target = ALIASES[screen] ?? screen;
  const list = VIDEO_LIST_TABS.find((candidate) => candidate.screen === target);
  if (!list) throw new Error(`videoListFor: expected a video list screen, got "${screen}"`);
  return list;
}
