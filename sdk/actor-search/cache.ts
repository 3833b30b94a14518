/**
 * The actor search's result cache (spec 001 §4 "Search cache entries expire after 5 minutes"; §9 "Search cache time
 * 5 minutes (300000 ms); cleaner checks every 5 s"). A pure structure on a Clock: an entry is served until 5 minutes
 * after it was stored, and a cleaner every 5 s drops the expired ones so memory does not hold stale searches.
 * The key holds everything an answer depends on, including the guest's country (its bans), so no guest is served
 * another's result; what belongs to one request (requestId, the guest's exact location) is never stored.
 */
import type { Clock } from '../clock';
import type { LatLong } from '../geo/haversine';
import { conditionsKey } from './conditions';
import { ACTOR_SEARCH_CACHE_MS, ACTOR_SEARCH_CLEANER_MS, type ActorSearchSort, type ActorSearchType, type SearchConditions } from './types';

export interface ExpiringCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  readonly size: number;
  /** Starts the cleaner (every cleanerMs); stop() ends it. */
  start(): void;
  stop(): void;
  clear(): void;
}

export interface ExpiringCacheOptions {
  clock: Clock;
  ttlMs?: number;
  cleanerMs?: number;
  /** At most this many entries: the oldest goes first (a flood of distinct searches cannot grow memory without end). */
  maxEntries?: number;
}

export function createExpiringCache<V>({ clock, ttlMs = ACTOR_SEARCH_CACHE_MS, cleanerMs = ACTOR_SEARCH_CLEANER_MS, maxEntries = 5_000 }: ExpiringCacheOptions): ExpiringCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  let timer: unknown = null;
  const sweep = () => {
    const now = clock.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };
  const tick = () => {
    sweep();
    schedule();
  };
  const schedule = () => {
    timer = clock.setTimeout(tick, cleanerMs);
    // Node: the cleaner alone must not keep a process alive.
    (timer as { unref?: () => void } | null)?.unref?.();
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Between two cleaner runs an expired entry is never served.
      if (entry.expiresAt <= clock.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: clock.now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
    start() {
      if (timer === null) schedule();
    },
    stop() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
    clear() {
      entries.clear();
    },
  };
}

/** The location a cached result is computed from: three decimals (about 100 m, finer than the city the distance ends at). */
export const roundedLocation = (location: LatLong | null): LatLong | null =>
  location && { lat: Math.round(location.lat * 1000) / 1000, long: Math.round(location.long * 1000) / 1000 };

export interface SearchKeyParts {
  searchType: ActorSearchType;
  sortType: ActorSearchSort | undefined;
  moodValue: number;
  conditions: SearchConditions;
  category: string | null;
  location: LatLong | null;
  page: number;
  language: string;
  /** The guest's country: its bans decide who is a hit. */
  country: string;
}

/** The cache key of a search: (conditions, type, sort, mood, location rounded, page, language) and the guest's country. */
export function searchCacheKey(parts: SearchKeyParts): string {
  const location = roundedLocation(parts.location);
  return JSON.stringify([
    parts.searchType, parts.sortType ?? null, parts.moodValue, conditionsKey(parts.conditions), parts.category,
    location ? [location.lat, location.long] : null, parts.page, parts.language, parts.country,
  ]);
}
