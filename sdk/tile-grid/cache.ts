import type { TileGridController } from './controller';

/**
 * Recently shown grids with the pages they loaded, so a grid that is created again (Back to a
 * list) shows its tiles at their old height at once: its page stays as tall as the guest left it,
 * the scroll position can be restored, and no page is loaded twice. Least recently used entries
 * go first; an entry unused for maxIdleMs is stale (performers went offline) and is dropped.
 */
export interface TileGridCache {
  /** The controller stored under `key`, now the most recently used; null when missing or stale. */
  get(key: string): TileGridController | null;
  /** Stores (or replaces) `key`, dropping the least recently used entry beyond the capacity. */
  set(key: string, controller: TileGridController): void;
  /** Forgets every entry. */
  clear(): void;
}

export interface TileGridCacheOptions {
  /** Grids kept (at least 1); a page rarely shows more than two, and Back usually goes one or two pages. */
  capacity?: number;
  /** How long an unused grid stays valid. */
  maxIdleMs?: number;
  /** The clock's now() (sdk/clock), for tests. */
  now?: () => number;
}

/** A bounded LRU of tile grid controllers (see TileGridCache). */
export function createTileGridCache({ capacity = 6, maxIdleMs = 10 * 60_000, now = Date.now }: TileGridCacheOptions = {}): TileGridCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, [controller: TileGridController, usedAt: number]>();
  const set = (key: string, controller: TileGridController): void => {
    entries.delete(key);
    entries.set(key, [controller, now()]);
    for (const oldest of entries.keys()) if (entries.size > capacity) entries.delete(oldest);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      entries.delete(key);
      if (!entry || now() - entry[1] > maxIdleMs) return null;
      set(key, entry[0]);
      return entry[0];
    },
    set,
    clear: () => entries.clear(),
  };
}

/** The cache key of a grid: the same query against another API is another result. */
export function tileGridCacheKey(apiBase: string, queryKey: string): string {
  return `${apiBase.replace(/\/+$/, '')} ${queryKey}`;
}

/**
 * The page's one cache, shared by every grid of the page (the widget) and by whatever starts
 * a grid from a first page (a route loader can skip its request when the grid is here).
 */
export const tileGridCache: TileGridCache = /* @__PURE__ */ createTileGridCache();
