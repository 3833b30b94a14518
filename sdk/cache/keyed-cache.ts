/**
 * A pure keyed cache with a time to live (breadcrumbs: issue 15 item 6 "cached per key", spec 001 §7 "cached per key
 * unless the album changes"): the caller passes the time, so tests need no clock; entries remember their subjects so a
 * changed performer or video drops just its own trails. Bounded: the oldest entry leaves first when full.
 */
export interface KeyedCache<V> {
  get(key: string, now: number): V | undefined;
  set(key: string, value: V, subjects: readonly string[], now: number): void;
  /** Drops every entry that depends on the subject (e.g. 'video:12'); returns how many. */
  dropSubject(subject: string): number;
  readonly size: number;
}

export function createKeyedCache<V>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): KeyedCache<V> {
  const entries = new Map<string, { value: V; expires: number; subjects: readonly string[] }>();
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, subjects, now) {
      entries.delete(key);
      // Map keeps insertion order: the first key is the oldest write.
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: now + ttlMs, subjects });
    },
    dropSubject(subject) {
      let dropped = 0;
      for (const [key, entry] of entries) {
        if (entry.subjects.includes(subject)) {
          entries.delete(key);
          dropped++;
        }
      }
      return dropped;
    },
    get size() {
      return entries.size;
    },
  };
}
