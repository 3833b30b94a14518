/**
 * The live lists of issue 14 item 2 as pure rules: which performers a list holds, in which order,
 * what its filters keep and how the filters travel in the page's address (so Back restores them).
 * The server runs them over the performers it may show the guest; the site parses the same address.
 */
import type { Gender } from '../api/constants';
import { CHAT_RATING_THRESHOLD } from './ratings';
import { compareVideoCallRanking } from './video-call-ranking';

/** The list pages: spec 000 §2 "Free chat, cams, cam shows"; spec 001 §2 "top cams (best chats, top 100, top favorites, top video call)". */
export const LIVE_LISTS = ['cams', 'freeChat', 'camShows', 'topBestChats', 'top100', 'topFavourites', 'topVideoCall'] as const;
export type LiveList = (typeof LIVE_LISTS)[number];

/** The top cams lists: rankings of every performer, online or not (the others list who is live now). */
export const TOP_LISTS: ReadonlySet<LiveList> = new Set<LiveList>(['topBestChats', 'top100', 'topFavourites', 'topVideoCall']);

/** The performer features a guest can filter on (performers.features). */
export const LIVE_FEATURES = ['freeChat', 'livePreview', 'mobileVideocall', 'ticketShow', 'voyeurChat'] as const;
export type LiveFeature = (typeof LIVE_FEATURES)[number];

/** Genders offered by the filter (spec 001 §3 "Gender values: N, M, F, C"). */
export const FILTER_GENDERS: readonly Gender[] = ['F', 'M', 'C', 'N'];
/** Spoken languages offered by the filter: the site's four and French, the catalogue's other common one. */
export const FILTER_LANGUAGES = ['de', 'en', 'es', 'nl', 'fr'] as const;
/** "At most N VXC per minute" steps of the price filter. */
export const PRICE_STEPS = [10, 15, 20, 30] as const;

/** spec 001 §9 "other searches 30": tiles per page. */
export const LIVE_PAGE_SIZE = 30;
/** Decision: a top list ranks at most 100 performers ("top 100"; spec 001 §9 "video stars 100"). */
export const TOP_LIST_LENGTH = 100;
/** spec 001 §9 "Fixed pfm id 1502 in cam show lists": the platform id the cam show list asks with. */
export const CAM_SHOW_PFM = 1502;
/** spec 001 §9 "Rating threshold 10 ratings": fewer ratings show no satisfaction rate and rank nobody as a best chat. */
export const RATING_THRESHOLD = CHAT_RATING_THRESHOLD;

export interface LiveFilters {
  gender: Gender | null;
  language: string | null;
  /** At most this many VXC per minute (the list's price: the ticket for cam shows, else the video chat). */
  maxPrice: number | null;
  /** Every feature named must be offered. */
  features: LiveFeature[];
}

export const NO_FILTERS: LiveFilters = { gender: null, language: null, maxPrice: null, features: [] };

/** What the rules need of a performer. */
export interface LiveCandidate {
  id: number;
  isOnline: boolean;
  /** A ticket show is running now (performers.is_ticket_show, set by the ticket shows). */
  isTicketShow: boolean;
  /** Her next or running ticket show (the ticket_shows schedule), or null. */
  show: { startsAt: string; price: number } | null;
  gender: Gender;
  languages: readonly string[];
  prices: { video: number; singlec2c: number; ticketShow: number };
  features: Readonly<Record<LiveFeature, boolean>>;
  /** Platform rank, 1 is best (spec 001 §3 "Sort: rank (default)"). */
  rank: number;
  favoriteCount: number;
  ratingCount: number;
  /** 0..100, meaningful only from RATING_THRESHOLD ratings. */
  satisfactionRate: number | null;
  /** Paid video-chat minutes of the ranking window (sdk/live/video-call-ranking.ts): the top video call's points. */
  paidVideoMinutes: number;
}

/** Whether a performer belongs on a list before any filter. Cam shows: performers with a show on the schedule or running (online or not: the show brings her online). */
export function belongsToList(list: LiveList, candidate: LiveCandidate): boolean {
  switch (list) {
    case 'cams':
      return candidate.isOnline;
    case 'freeChat':
      return candidate.isOnline && candidate.features.freeChat;
    case 'camShows':
      return candidate.show !== null || (candidate.isOnline && candidate.isTicketShow);
    case 'topVideoCall':
      return candidate.features.mobileVideocall;
    default:
      return true;
  }
}

/** The price per minute a list shows and filters on: the ticket for cam shows, the call for video calls, else the video chat. */
export function listPrice(list: LiveList, candidate: Pick<LiveCandidate, 'prices' | 'show'>): number {
  if (list === 'camShows') return candidate.show?.price ?? candidate.prices.ticketShow;
  if (list === 'topVideoCall') return candidate.prices.singlec2c;
  return candidate.prices.video;
}

/** True when a performer has enough ratings for a satisfaction rate to mean something. */
export function isRated(candidate: Pick<LiveCandidate, 'ratingCount' | 'satisfactionRate'>): boolean {
  return candidate.ratingCount >= RATING_THRESHOLD && candidate.satisfactionRate !== null;
}

/** Video-call ranking points (spec 001 §3 "rankingPointsVideoCall"): her paid video-chat minutes of the last 30 days. */
export function videoCallPoints(candidate: Pick<LiveCandidate, 'paidVideoMinutes'>): number {
  return candidate.paidVideoMinutes;
}

const byRank = (a: LiveCandidate, b: LiveCandidate) => a.rank - b.rank || a.id - b.id;

/** The order of a list (ties by rank, then id, so pages never overlap). */
export function compareForList(list: LiveList): (a: LiveCandidate, b: LiveCandidate) => number {
  switch (list) {
    case 'topBestChats':
      // Rated performers by satisfaction, then by how many rated them; the unrated follow by rank.
      return (a, b) => {
        const ratedA = isRated(a);
        const ratedB = isRated(b);
        if (ratedA !== ratedB) return ratedA ? -1 : 1;
        if (ratedA && ratedB) return (b.satisfactionRate ?? 0) - (a.satisfactionRate ?? 0) || b.ratingCount - a.ratingCount || byRank(a, b);
        return byRank(a, b);
      };
    case 'topFavourites':
      return (a, b) => b.favoriteCount - a.favoriteCount || byRank(a, b);
    case 'camShows':
      // Shows running now first (a guest can buy in at once), then the next to start.
      return (a, b) => Number(b.isTicketShow) - Number(a.isTicketShow) || (a.show?.startsAt ?? '~').localeCompare(b.show?.startsAt ?? '~') || byRank(a, b);
    case 'topVideoCall':
      // A ranking like the other top lists: by paid minutes, online or not (the tile shows who is online).
      return compareVideoCallRanking;
    default:
      return byRank;
  }
}

/** Whether a performer passes the guest's filters on a list. */
export function matchesFilters(list: LiveList, filters: LiveFilters, candidate: LiveCandidate): boolean {
  if (filters.gender !== null && candidate.gender !== filters.gender) return false;
  if (filters.language !== null && !candidate.languages.includes(filters.language)) return false;
  if (filters.maxPrice !== null && listPrice(list, candidate) > filters.maxPrice) return false;
  return filters.features.every((feature) => candidate.features[feature]);
}

export interface LiveListResult<T> {
  /** In list order, each with its place in the unfiltered ranking (top lists) or in the filtered list. */
  items: Array<{ candidate: T; position: number }>;
  total: number;
  onlineCount: number;
}

/**
 * One list: members, ordered; a top list is cut to its 100 first and then filtered, so a filter
 * narrows the ranking without renumbering it; the other lists are filtered, then numbered.
 */
export function selectLiveList<T extends LiveCandidate>(list: LiveList, candidates: readonly T[], filters: LiveFilters): LiveListResult<T> {
  const ordered = candidates.filter((candidate) => belongsToList(list, candidate)).sort(compareForList(list));
  const ranked = TOP_LISTS.has(list) ? ordered.slice(0, TOP_LIST_LENGTH) : ordered;
  const numbered = ranked.map((candidate, index) => ({ candidate, position: index + 1 }));
  const kept = numbered.filter((item) => matchesFilters(list, filters, item.candidate));
  const items = TOP_LISTS.has(list) ? kept : kept.map((item, index) => ({ ...item, position: index + 1 }));
  return { items, total: items.length, onlineCount: items.filter((item) => item.candidate.isOnline).length };
}

const isGender = (value: string): value is Gender => (FILTER_GENDERS as readonly string[]).includes(value);
const isFeature = (value: string): value is LiveFeature => (LIVE_FEATURES as readonly string[]).includes(value);

/**
 * The filters of a page address (?gender=F&lang=de&maxPrice=15&feature=livePreview&page=2).
 * Unknown values are dropped, not refused: a typed or old address still shows a list.
 */
export function parseLiveFilters(search: URLSearchParams): LiveFilters {
  const gender = search.get('gender') ?? '';
  const language = (search.get('lang') ?? '').toLowerCase();
  const maxPrice = Number(search.get('maxPrice'));
  const features = [...new Set(search.getAll('feature').filter(isFeature))].sort();
  return {
    gender: isGender(gender) ? gender : null,
    language: /^[a-z]{2}$/.test(language) ? language : null,
    maxPrice: Number.isInteger(maxPrice) && maxPrice > 0 && maxPrice <= 1000 ? maxPrice : null,
    features,
  };
}

/** The page number of an address (?page=N), 1 when absent or invalid. */
export function parseLivePage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** The query string of filters and page, in one fixed order ("" without any), so equal filters give equal addresses. */
export function liveSearch(filters: LiveFilters, page = 1): string {
  const search = new URLSearchParams();
  if (filters.gender) search.set('gender', filters.gender);
  if (filters.language) search.set('lang', filters.language);
  if (filters.maxPrice !== null) search.set('maxPrice', String(filters.maxPrice));
  for (const feature of [...filters.features].sort()) search.append('feature', feature);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** True when any filter is set. */
export function hasFilters(filters: LiveFilters): boolean {
  return filters.gender !== null || filters.language !== null || filters.maxPrice !== null || filters.features.length > 0;
}

/** The REST query of a list page (GET live/list/{list}): the filters, the page window and, for cam shows, the fixed pfm. */
export function liveListRequest(list: LiveList, filters: LiveFilters, page: number): Record<string, string | number> {
  const query: Record<string, string | number> = { offset: (page - 1) * LIVE_PAGE_SIZE, limit: LIVE_PAGE_SIZE };
  if (filters.gender) query.gender = filters.gender;
  if (filters.language) query.language = filters.language;
  if (filters.maxPrice !== null) query.maxPrice = filters.maxPrice;
  if (filters.features.length > 0) query.features = [...filters.features].sort().join(',');
  if (list === 'camShows') query.pfm = CAM_SHOW_PFM;
  return query;
}
