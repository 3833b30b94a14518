/**
 * Video list orders, filters and per-list defaults (spec 001 §3 "Video filter", §5, §9): the rules
 * the server's video repository and the site's sort control share. Pure, no I/O.
 */

/** spec 001 §3: "Video orders: newest, mostExpensive, cheapest, longest, shortest, bestSelling, topRated, trending, random." */
export const VIDEO_ORDERS = [
  'newest', 'mostExpensive', 'cheapest', 'longest', 'shortest', 'bestSelling', 'topRated', 'trending', 'random',
] as const;
export type VideoOrder = (typeof VIDEO_ORDERS)[number];

/**
 * The filter types the catalog can answer. spec 001 §3 lists "types (free, premium, discount, vip, bought,
 * trending, vxselect, vip30, classic, shared, original)"; vxselect, vip30, shared and original have no data
 * here, so they are refused (400 naming the field) instead of silently matching everything.
 * 'top' is the top list's window (spec 001 §9 "top videos within the last 9 months"), which the spec names
 * as a list, not a type.
 */
export const VIDEO_FILTER_TYPES = ['free', 'premium', 'discount', 'vip', 'bought', 'trending', 'top', 'classic'] as const;
export type VideoFilterType = (typeof VIDEO_FILTER_TYPES)[number];

/** spec 001 §9: "Trending videos released within the last 8 days; top videos within the last 9 months." */
export const TRENDING_WINDOW_DAYS = 8;
export const TOP_WINDOW_MONTHS = 9;

/** spec 001 §5: "Free videos are limited to the female acting group." (type values of spec 001 §3). */
export const FEMALE_ACTING_GROUP = ['F', 'FF'] as const;

/** The video lists of spec 001 §9's defaults ("all and vip30 ..., new, discounted, free and bought ..., trending ..., top"). */
export type VideoListKind = 'all' | 'vip30' | 'new' | 'discounted' | 'free' | 'bought' | 'trending' | 'top';

/**
 * spec 001 §9: "Default video orders: all and vip30 top rated; new, discounted, free and bought newest;
 * trending top trending; top best selling."
 */
export const DEFAULT_ORDER_OF_LIST: Readonly<Record<VideoListKind, VideoOrder>> = {
  all: 'topRated',
  vip30: 'topRated',
  new: 'newest',
  discounted: 'newest',
  free: 'newest',
  bought: 'newest',
  trending: 'trending',
  top: 'bestSelling',
};

export function isVideoOrder(value: unknown): value is VideoOrder {
  return typeof value === 'string' && (VIDEO_ORDERS as readonly string[]).includes(value);
}

/**
 * The order a list shows for the address's `?order=` value: a known order as given, anything else
 * (absent, misspelt, an old link) the list's default, so a bad address still shows the list.
 */
export function orderFromAddress(value: string | null | undefined, list: VideoListKind): VideoOrder {
  return isVideoOrder(value) ? value : DEFAULT_ORDER_OF_LIST[list];
}

/**
 * The `?order=` a sort control writes: none for the list's default, so the canonical address of a
 * list stays the bare one and a default order is not written into shared links.
 */
export function orderForAddress(order: VideoOrder, list: VideoListKind): VideoOrder | null {
  return order === DEFAULT_ORDER_OF_LIST[list] ? null : order;
}

/** The earliest release a window type admits, from the catalog's "today" (ISO in, ISO out; UTC calendar). */
export function releaseWindowStart(type: 'trending' | 'top', today: string): string {
  const at = new Date(today);
  if (Number.isNaN(at.getTime())) throw new Error(`releaseWindowStart: expected an ISO date, got ${JSON.stringify(today)}`);
  if (type === 'trending') at.setUTCDate(at.getUTCDate() - TRENDING_WINDOW_DAYS);
  else at.setUTCMonth(at.getUTCMonth() - TOP_WINDOW_MONTHS);
  return at.toISOString();
}

/** Largest seed of the random order; also the modulus of its permutation (2^31 - 1, a prime). */
export const RANDOM_ORDER_MODULUS = 2_147_483_647;

/**
 * The multiplier and offset of the random order's permutation `(id * multiplier + offset) mod M`:
 * M is prime, so for ids below M distinct ids get distinct keys (no duplicates across pages), and
 * the same seed gives the same order on every page and every process (stable paging).
 */
export function randomOrderKey(seed: number): { multiplier: number; offset: number } {
  const s = Math.abs(Math.trunc(seed)) % (RANDOM_ORDER_MODULUS - 1);
  // A multiplier from 2 to M-1 (never 0 or 1, which would keep the id order); the offset rotates it.
  const multiplier = 2 + ((s * 48_271) % (RANDOM_ORDER_MODULUS - 2));
  const offset = (s * 16_807) % RANDOM_ORDER_MODULUS;
  return { multiplier, offset };
}

/** A fresh seed for a guest's random order (the sort control makes one when the guest picks random). */
export function newRandomSeed(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * (RANDOM_ORDER_MODULUS - 2));
}

/** The seed of an address's `?seed=` value, or null when it is not a whole number from 1 to M-1. */
export function seedFromAddress(value: string | null | undefined): number | null {
  if (!value || !/^[0-9]{1,10}$/.test(value)) return null;
  const seed = Number(value);
  return seed >= 1 && seed < RANDOM_ORDER_MODULUS ? seed : null;
}

/** The random order's sort key of one video (what the server computes in SQL), for tests and checks. */
export function randomOrderValue(id: number, seed: number): number {
  const { multiplier, offset } = randomOrderKey(seed);
  return Number((BigInt(id) * BigInt(multiplier) + BigInt(offset)) % BigInt(RANDOM_ORDER_MODULUS));
}

/** spec 001 §9 "video stars 100": the video stars are the first 100 performers by video sales. */
export const VIDEO_STARS_COUNT = 100;

/** The slice of the video stars a page asks for: nothing past the hundredth performer. */
export function videoStarsPage(offset: number, limit: number): { offset: number; limit: number } {
  const start = Math.min(offset, VIDEO_STARS_COUNT);
  return { offset: start, limit: Math.max(0, Math.min(limit, VIDEO_STARS_COUNT - start)) };
}
