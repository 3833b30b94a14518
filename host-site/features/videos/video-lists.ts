import type { VideoGridFilter, VideoGridOrder } from '../../../sdk/api/types';
import type { Screen } from '../../../sdk/routes';
import { isTileGridSettingType, restoredView, type TileGridSettings, type TileGridSettingType } from '../../../sdk/tile-grid-settings/rules';
import { isVideoOrder, newRandomSeed, orderFromAddress, orderForAddress, seedFromAddress, type VideoFilterType, type VideoListKind } from '../../../sdk/video-lists';
import type { SiteKey } from '../../shared/i18n';

/** One video list of spec 001 §2 "Video lists: /en/videos/, all-videos, free-clips, ... on-sale, new-videos, vip-videos". */
export interface VideoList {
  screen: Screen;
  labelKey: SiteKey;
  /** The list's filter; spec 001 §5: "Default video list filters exclude bought and classic" (classic the server leaves out). */
  filter: VideoGridFilter;
  /** Which of spec 001 §9's lists it is: its default order. */
  kind: VideoListKind;
  /** The tab it highlights. */
  tab: Screen;
}

const list = (screen: Screen, labelKey: SiteKey, kind: VideoListKind, filter: VideoGridFilter, tab: Screen = screen): VideoList => ({
  screen, labelKey, kind, tab, filter: { ...filter, excludeBought: true },
});

/** Every video list screen. all-videos and video-trends are their own lists (issue 15 item 6). */
const VIDEO_LISTS: readonly VideoList[] = [
  list('videos', 'videos.filter.all', 'all', {}),
  list('allVideos', 'videos.filter.all', 'all', {}, 'videos'),
  list('newVideos', 'videos.filter.new', 'new', { new: true }),
  // spec 001 §9 "trending videos released within the last 8 days".
  list('videoTrends', 'videos.filter.trending', 'trending', { types: ['trending'] }),
  list('freeClips', 'videos.filter.free', 'free', { free: true }),
  list('onSaleVideos', 'videos.filter.onSale', 'discounted', { onSale: true }),
  list('vipVideos', 'videos.filter.vip', 'vip30', { vip: true }),
];

/** The lists offered as filter tabs, in tab order. */
export const VIDEO_LIST_TABS: readonly VideoList[] = VIDEO_LISTS.filter((candidate) => candidate.tab === candidate.screen);

/** The list a video-list screen shows; the tab it highlights is `list.tab`. */
export function videoListFor(screen: Screen): VideoList {
  const found = VIDEO_LISTS.find((candidate) => candidate.screen === screen);
  if (!found) throw new Error(`videoListFor: expected a video list screen, got "${screen}"`);
  return found;
}

/**
 * The types the filter panel offers (spec 001 §3 "Video filter: ... types (free, premium, discount, vip, ...
 * classic ...)"); every checked type must hold. The window types (trending, top) are lists of their own.
 */
export const PANEL_TYPES = ['free', 'premium', 'discount', 'vip', 'classic'] as const satisfies readonly VideoFilterType[];
export type PanelType = (typeof PANEL_TYPES)[number];

/** What the address asks of a list: `?order=` (else the list's default), `?seed=` for random, `?tag=`, `?type=`, `?from=`, `?until=`, `?model=`. */
export interface VideoListView {
  order: VideoGridOrder;
  /** The `?order=` to write for this order: null for the list's default. */
  orderParam: VideoGridOrder | null;
  seed: number | null;
  tag: string | null;
  types: PanelType[];
  /** Released from / until, calendar days (YYYY-MM-DD, UTC), both ends included. */
  from: string | null;
  until: string | null;
  /** `?model=`: performers by name, lower-case (spec 001 §3 "Video filter: modelIds"; the loader finds their ids). */
  models: string[];
}

/** A performer of the models filter, found by the name in the address. */
export interface FilterModel {
  id: number;
  /** Her name as she writes it. */
  name: string;
}

/** How many performers the models filter takes at once. */
export const MAX_FILTER_MODELS = 5;
const MODEL = /^[a-z0-9_.-]{1,40}$/;

/** The performer names of the address's `?model=` (lower-case, known form only, no repeats, at most MAX_FILTER_MODELS). */
export function modelsFromAddress(values: readonly string[]): string[] {
  const names = values.map((value) => value.trim().toLowerCase()).filter((value) => MODEL.test(value));
  return [...new Set(names)].slice(0, MAX_FILTER_MODELS);
}

const TAG = /^[a-z0-9-]{1,40}$/;
const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** A calendar day of the address, or null when it is not a real day (2025-02-30 is not). */
export function dayFromAddress(value: string | null): string | null {
  if (value === null || !DAY.test(value)) return null;
  const at = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value) ? value : null;
}

/** The grid type a list's settings are kept under (spec 001 §3 "Tile grid settings: kept per grid type"): its screen. */
export function settingsTypeOf(list: VideoList): TileGridSettingType | null {
  return isTileGridSettingType(list.screen) ? list.screen : null;
}

/**
 * True when the address leaves something open that remembered settings could fill (no known `?order=`,
 * or no `?type=`): only then does the loader ask for them.
 */
export function addressLeavesSettingsOpen(search: URLSearchParams): boolean {
  return !isVideoOrder(search.get('order')) || search.getAll('type').length === 0;
}

/**
 * The view of a list from the address; anything unknown in it is left out, so an old or mistyped link
 * still shows the list. What the address leaves open (the order, the ticked types) comes from the
 * guest's remembered settings of this list (issue 15 §7; the address wins). A random order without a
 * seed gets a fresh one, which the page data carries, so the grid's later pages continue the same shuffle.
 */
export function videoListView(list: VideoList, search: URLSearchParams, makeSeed: () => number = newRandomSeed, remembered: TileGridSettings = {}): VideoListView {
  const addressOrder = search.get('order');
  const addressTypes = search.getAll('type');
  const restored = restoredView({ order: isVideoOrder(addressOrder) ? addressOrder : null, types: addressTypes.length > 0 ? addressTypes : null }, remembered);
  const order = orderFromAddress(restored.order, list.kind);
  const seed = order === 'random' ? seedFromAddress(search.get('seed')) ?? makeSeed() : null;
  const tag = search.get('tag');
  const asked = new Set(restored.types);
  return {
    order,
    orderParam: orderForAddress(order, list.kind),
    seed,
    tag: tag !== null && TAG.test(tag) ? tag : null,
    types: PANEL_TYPES.filter((type) => asked.has(type)),
    from: dayFromAddress(search.get('from')),
    until: dayFromAddress(search.get('until')),
    models: modelsFromAddress(search.getAll('model')),
  };
}

/** True when the guest narrowed the list (a tag, a type, a release day, a model). */
export function isFiltered(view: VideoListView): boolean {
  return view.tag !== null || view.types.length > 0 || view.from !== null || view.until !== null || view.models.length > 0;
}

/**
 * The grid filter of a list in a view; `modelIds` are the ids of the view's models the loader found (a name
 * that is no performer is left out, and the panel says so).
 */
export function viewFilter(list: VideoList, view: VideoListView, modelIds: readonly number[] = []): VideoGridFilter {
  const types = [...new Set([...(list.filter.types ?? []), ...view.types])];
  return {
    ...list.filter,
    ...(types.length > 0 ? { types } : {}),
    ...(view.tag !== null ? { tag: view.tag } : {}),
    ...(view.from !== null ? { releasedFrom: `${view.from}T00:00:00.000Z` } : {}),
    ...(view.until !== null ? { releasedUntil: `${view.until}T23:59:59.999Z` } : {}),
    ...(view.seed !== null ? { seed: view.seed } : {}),
    ...(modelIds.length > 0 ? { modelIds: [...modelIds] } : {}),
  };
}

/** The address query of a view, '' when it is the list's plain form. */
export function viewSearch(view: Pick<VideoListView, 'orderParam' | 'seed' | 'tag'> & Partial<Pick<VideoListView, 'types' | 'from' | 'until' | 'models'>>): string {
  const params = new URLSearchParams();
  if (view.orderParam !== null) params.set('order', view.orderParam);
  if (view.orderParam === 'random' && view.seed !== null) params.set('seed', String(view.seed));
  if (view.tag !== null) params.set('tag', view.tag);
  for (const type of view.types ?? []) params.append('type', type);
  if (view.from) params.set('from', view.from);
  if (view.until) params.set('until', view.until);
  for (const model of view.models ?? []) params.append('model', model);
  const text = params.toString();
  return text ? `?${text}` : '';
}
