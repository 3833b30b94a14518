import { atom, type ReadableAtom } from 'nanostores';
import { TILE_GRID_MAX_LIMIT, type Tile, type TileGridAnswer } from '../api/types';

export type TileGridStatus = 'idle' | 'loading' | 'error' | 'done';

export interface TileGridState {
  tiles: Tile[];
  /** Known after the first successful page. */
  total: number | null;
  status: TileGridStatus;
  /** spec 001 §4/§8: a failed load is reported to listeners as the marker rest-error. */
  error: 'rest-error' | null;
}

export interface TileGridControllerOptions {
  loadPage: (offset: number, limit: number) => Promise<TileGridAnswer>;
  pageSize: number;
  /** Stops paging after this many tiles, so content placed below a grid can be reached. */
  maxTiles?: number;
  /**
   * The answer to the first page, already loaded (by a route loader, rendered by the server):
   * the controller starts from it and its first loadMore asks for page two.
   */
  firstPage?: TileGridAnswer;
}

export interface TileGridController {
  $state: ReadableAtom<TileGridState>;
  /** Loads the next page unless one is in flight, the grid failed, or every tile is loaded. */
  loadMore(): Promise<void>;
  /** Clears an error and loads the page that failed. */
  retry(): Promise<void>;
}

/** Headless paging of a tile grid (InstantSearch-connector style): any UI can render its $state. */
export function createTileGridController(options: TileGridControllerOptions): TileGridController {
  const { loadPage, pageSize, maxTiles = Number.POSITIVE_INFINITY } = options;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > TILE_GRID_MAX_LIMIT) {
    throw new RangeError(`Invalid pageSize: expected an integer from 1 to ${TILE_GRID_MAX_LIMIT}, got ${String(pageSize)}`);
  }
  if (maxTiles !== Number.POSITIVE_INFINITY && (!Number.isInteger(maxTiles) || maxTiles < 1)) {
    throw new RangeError(`Invalid maxTiles: expected a positive integer, got ${String(maxTiles)}`);
  }
  // Counts tiles received, not unique ones: the server pages by position even when a
  // performer moved between pages and would show up twice.
  let offset = 0;
  const seenKeys = new Set<string>();
  let inFlight: Promise<void> | null = null;

  /** The state after a page arrived on top of `current`. */
  function withPage(current: TileGridState, answer: TileGridAnswer | null): TileGridState {
    if (!answer?.success) return { ...current, status: 'error', error: 'rest-error' };
    const { initialTiles, total } = answer.data;
    offset += initialTiles.length;
    const fresh = initialTiles.filter((tile) => {
      const key = `${tile.kind}:${tile.id}`;
      if (seenKeys.has(key)) return false;
      seenKeys.add(key);
      return true;
    });
    // An empty page ends the grid even if total promised more, or scrolling would loop forever.
    const finished = offset >= Math.min(total, maxTiles) || initialTiles.length === 0;
    return { tiles: [...current.tiles, ...fresh], total, status: finished ? 'done' : 'idle', error: null };
  }

  const empty: TileGridState = { tiles: [], total: null, status: 'idle', error: null };
  // A failed first page is not a seed: the grid loads it itself (and shows its error, if it fails again).
  const $state = atom<TileGridState>(options.firstPage?.success ? withPage(empty, options.firstPage) : empty);

  async function fetchNextPage(): Promise<void> {
    const before = $state.get();
    $state.set({ ...before, status: 'loading', error: null });
    let answer: TileGridAnswer | null;
    try {
      answer = await loadPage(offset, Math.min(pageSize, maxTiles - offset));
    } catch {
      // A rejected fetch (RestError, network) is the same rest-error state as success false.
      answer = null;
    }
    const current = $state.get();
    // Cleared before listeners hear the outcome, so one reacting to it can load the next page at once.
    inFlight = null;
    $state.set(withPage(current, answer));
  }

  function load(): Promise<void> {
    inFlight ??= fetchNextPage();
    return inFlight;
  }

  return {
    $state,
    loadMore() {
      if (inFlight) return inFlight;
      const { status } = $state.get();
      if (status === 'done' || status === 'error') return Promise.resolve();
      return load();
    },
    retry() {
      if (inFlight) return inFlight;
      if ($state.get().status !== 'error') return Promise.resolve();
      return load();
    },
  };
}
