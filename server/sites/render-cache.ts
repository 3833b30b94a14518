/**
 * A short-lived cache of rendered pages for visitors without a session (issue 12 §1: server render p99 at
 * most 30 ms under 20 concurrent requests; one render costs 8-9 ms of CPU, so two cores cannot render
 * every answer). Which answers may be shared and under which key: sdk/session/shared-page.ts.
 *
 * - Fresh for `ttlMs`: served as rendered.
 * - Then stale for another `staleMs`: still served, while one render in the background replaces it
 *   (stale-while-revalidate), so a busy page is re-rendered about once per `ttlMs` and nobody waits.
 * - Older: rendered again before answering.
 * A content change therefore shows within ttlMs + staleMs (plus one render). One render per key is in
 * flight at a time; visitors asking meanwhile wait for it. A render that answers null (not shareable:
 * it set a cookie, the screen shows the guest's own session) is remembered as such for `ttlMs`: each
 * visitor renders their own page, without a shared render first. A render that throws is not stored.
 *
 * With `dataTag` (issue 15 item 9: "caching that is invalidated when the data changes"): the tag of the data a
 * page is read from (the lists' versions, migration 029) is taken before each render and kept with it. Past the
 * TTL, a page whose tag is still the current one is served as fresh, up to `quietMs` after its render: a page
 * nobody changed is not rendered again every TTL (each render blocks the event loop for 8-9 ms: the pages' p99).
 * A moved tag makes it stale as before, so a change shows within ttlMs + staleMs at most, as without a tag.
 */

export interface RenderCacheOptions {
  ttlMs: number;
  staleMs: number;
  /** Most entries kept (the least recently used go first): query strings must not fill the memory. */
  maxEntries: number;
  now?: () => number;
  /** Told about a background render that threw (the stale entry stays until it expires). */
  onBackgroundError?: (error: unknown) => void;
  /** The current tag of the data the pages are read from (see above); without it the TTL alone decides. */
  dataTag?: () => Promise<string>;
  /** With dataTag: how long after its render a page whose tag did not move stays fresh (data no tag covers: at most this old). */
  quietMs?: number;
}

export type CacheState = 'hit' | 'stale' | 'miss';

interface Entry<T> {
  /** null: the page is not shareable. */
  value: T | null;
  /** When its render started: nothing in it is older than that. */
  renderedAt: number;
  /** The data's tag taken before the render started (dataTag), or null. */
  tag: string | null;
  /** When its tag was last found current (at first: renderedAt). */
  checkedAt: number;
}

export class RenderCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T | null>>();
  private readonly now: () => number;

  constructor(private readonly options: RenderCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /** The shared value for `key`, rendering it when needed; null when the render was not shareable. */
  async get(key: string, render: () => Promise<T | null>): Promise<{ value: T; state: CacheState } | null> {
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.now() - entry.renderedAt;
      // Since the page was last known current: its render, or the last check that found its tag unmoved.
      const sinceCurrent = this.now() - entry.checkedAt;
      const { value } = this.touch(key, entry);
      if (sinceCurrent < this.options.ttlMs && (age < this.options.ttlMs || age < (this.options.quietMs ?? 0))) return value === null ? null : { value, state: 'hit' };
      if (value !== null && (await this.quiet(entry, age))) {
        // Checked: the next check is a TTL away (the tag is not read per request: a change shows within ttlMs + staleMs).
        entry.checkedAt = this.now();
        return { value, state: 'hit' };
      }
      if (value !== null && sinceCurrent < this.options.ttlMs + this.options.staleMs) {
        if (!this.inFlight.has(key)) this.refresh(key, render).catch((error: unknown) => this.options.onBackgroundError?.(error));
        return { value, state: 'stale' };
      }
      this.entries.delete(key);
    }
    const value = await (this.inFlight.get(key) ?? this.refresh(key, render));
    return value === null ? null : { value, state: 'miss' };
  }

  /** Forgets every entry (renders in flight still finish and are stored). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private touch(key: string, entry: Entry<T>): Entry<T> {
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** True when the entry's data tag is still the current one and it is younger than quietMs. */
  private async quiet(entry: Entry<T>, age: number): Promise<boolean> {
    const { dataTag, quietMs = 0 } = this.options;
    if (!dataTag || entry.tag === null || age >= quietMs) return false;
    return (await dataTag()) === entry.tag;
  }

  private refresh(key: string, render: () => Promise<T | null>): Promise<T | null> {
    const renderedAt = this.now();
    const rendering = (async () => {
      try {
        // The tag before the render: a change during it leaves the page with the older tag (rendered again later).
        const tag = this.options.dataTag ? await this.options.dataTag() : null;
        const value = await render();
        this.entries.delete(key);
        this.entries.set(key, { value, renderedAt, tag, checkedAt: renderedAt });
        while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        return value;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, rendering);
    return rendering;
  }
}
