/**
 * Rate limits that count GraphQL mutation fields, not HTTP requests (issue 11
 * §5: "248 aliased pin-call start mutations in one request send 248 pins").
 * A request is charged one hit per mutation field it runs; when the hits
 * would pass the limit, the whole operation is refused before anything runs
 * (nothing half-done) and nothing is charged. Fixed windows like
 * @fastify/rate-limit's; in memory, or in Redis when REDIS_URL is set so
 * several processes share the counts.
 */
import type { Redis } from 'ioredis';
import type { Limit } from '../guests/rate-limits';

export interface TakeResult {
  allowed: boolean;
  /** Hits in the window after this take (unchanged when refused). */
  used: number;
  /** Until the window ends. */
  retryAfterMs: number;
}

/** Counts hits per key within a limit's window. */
export interface HitCounter {
  /** Adds `hits` to the key unless that passes `limit.max`; refused takes add nothing. */
  take(key: string, hits: number, limit: Limit): Promise<TakeResult>;
}

/** How many hits each limit gets from an operation's field counts (fields sharing a limit share its budget). */
export function hitsPerLimit(fieldCounts: ReadonlyMap<string, number>, fieldLimits: Readonly<Record<string, Limit>>): Map<Limit, number> {
  const hits = new Map<Limit, number>();
  for (const [field, count] of fieldCounts) {
    const limit = Object.hasOwn(fieldLimits, field) ? fieldLimits[field] : undefined;
    if (limit && count > 0) hits.set(limit, (hits.get(limit) ?? 0) + count);
  }
  return hits;
}

/** Swept when the map grows past this many keys, so idle keys do not pile up. */
const SWEEP_ABOVE = 10_000;

/** An in-memory counter (one process); `now` is injectable for tests. */
export function createMemoryHitCounter(now: () => number = Date.now): HitCounter {
  const windows = new Map<string, { used: number; endsAt: number }>();
  return {
    async take(key, hits, limit) {
      const time = now();
      if (windows.size > SWEEP_ABOVE) for (const [k, w] of windows) if (w.endsAt <= time) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { used: 0, endsAt: time + limit.timeWindow };
        windows.set(key, window);
      }
      const allowed = window.used + hits <= limit.max;
      if (allowed) window.used += hits;
      return { allowed, used: window.used, retryAfterMs: window.endsAt - time };
    },
  };
}

// One round trip, atomic: read, refuse or add, start the window's clock on its first hit.
const TAKE_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local hits, max, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
if used + hits > max then
  local ttl = redis.call('PTTL', KEYS[1])
  return {0, used, ttl}
end
used = redis.call('INCRBY', KEYS[1], hits)
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], window)
  ttl = window
end
return {1, used, ttl}
`;

/** A counter in Redis, shared by every process on that Redis; keys start with `prefix`. */
export function createRedisHitCounter(redis: Redis, prefix = 'velvet-gql-rl:'): HitCounter {
  return {
    async take(key, hits, limit) {
      const [allowed, used, ttl] = (await redis.eval(TAKE_SCRIPT, 1, `${prefix}${key}`, hits, limit.max, limit.timeWindow)) as [number, number, number];
      return { allowed: allowed === 1, used, retryAfterMs: ttl > 0 ? ttl : limit.timeWindow };
    },
  };
}

/** "10 minutes", "1 minute", "45 seconds": the wait in a 429 message. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
