/**
 * The per-guest event log: sequence numbers (from 1, monotonic, no gaps) and
 * the replay buffer a reconnecting client catches up from. In memory for a
 * single process; in Redis (INCR + RPUSH in one Lua script, so a seq that was
 * handed out is always in the list) when several processes share events.
 */
import type { Redis } from 'ioredis';

/** Replay buffer: the last 200 events of a guest, and none older than 5 minutes, whichever is smaller. */
export const REPLAY_MAX_EVENTS = 200;
export const REPLAY_MAX_AGE_MS = 5 * 60_000;
/** A guest's sequence counter in Redis lives 7 days after its last event; after that the client gets a snapshot. */
const SEQ_TTL_MS = 7 * 24 * 60 * 60_000;

export interface LoggedEvent {
  seq: number;
  /** The event as JSON text (stringified once, sent to every socket as is). */
  json: string;
}

export interface EventLog {
  /** Gives each guest its next seq for this event and keeps it for replay; seqs in the order of `guestIds`. */
  append(guestIds: readonly string[], eventJson: string): Promise<number[]>;
  /** The guest's last seq (0 when it never had an event, or its counter expired). */
  currentSeq(guestId: string): Promise<number>;
  /** The events with after < seq <= upTo, in order; null when some of them are no longer kept (or were never issued). */
  range(guestId: string, after: number, upTo: number): Promise<LoggedEvent[] | null>;
  /** Drops expired buffers (called by the hub's one sweep timer). */
  sweep(now: number): void;
}

/** Picks after < seq <= upTo from entries contiguous in seq; null when the first needed one is gone or too old. */
function pick(entries: ReadonlyArray<{ seq: number; at: number; json: string }>, after: number, upTo: number, now: number): LoggedEvent[] | null {
  if (upTo <= after) return [];
  const first = entries.findIndex((entry) => entry.seq === after + 1);
  if (first < 0) return null;
  const picked: LoggedEvent[] = [];
  for (let index = first; index < entries.length; index += 1) {
    const entry = entries[index]!;
    if (entry.seq > upTo) break;
    if (now - entry.at > REPLAY_MAX_AGE_MS) return null;
    picked.push({ seq: entry.seq, json: entry.json });
  }
  return picked.length === upTo - after ? picked : null;
}

interface MemoryBuffer {
  seq: number;
  entries: Array<{ seq: number; at: number; json: string }>;
}

/** The single-process log. Counters stay for the process's life (a number per guest); entries expire. */
export function createMemoryEventLog(now: () => number = Date.now): EventLog {
  const buffers = new Map<string, MemoryBuffer>();
  return {
    async append(guestIds, eventJson) {
      const at = now();
      return guestIds.map((guestId) => {
        let buffer = buffers.get(guestId);
        if (!buffer) buffers.set(guestId, (buffer = { seq: 0, entries: [] }));
        buffer.seq += 1;
        buffer.entries.push({ seq: buffer.seq, at, json: eventJson });
        if (buffer.entries.length > REPLAY_MAX_EVENTS) buffer.entries.shift();
        return buffer.seq;
      });
    },
    async currentSeq(guestId) {
      return buffers.get(guestId)?.seq ?? 0;
    },
    async range(guestId, after, upTo) {
      return pick(buffers.get(guestId)?.entries ?? [], after, upTo, now());
    },
    sweep(at) {
      for (const buffer of buffers.values()) {
        const keep = buffer.entries.findIndex((entry) => at - entry.at <= REPLAY_MAX_AGE_MS);
        if (keep !== 0) buffer.entries.splice(0, keep < 0 ? buffer.entries.length : keep);
      }
    },
  };
}

/**
 * For each guest (KEYS in pairs: seq key, log key): INCR the counter and RPUSH
 * "seq:at:json", trimmed to the buffer size (only when over it: each Redis
 * call costs about 1.7 µs here, a fifth of an append) and expiring with the age limit;
 * atomic per call, so a seq that was handed out is always in the list. One
 * call covers a whole chunk of guests (one script run instead of one per guest).
 */
const APPEND_SCRIPT = `
local tail = ':' .. ARGV[2] .. ':' .. ARGV[1]
local max = tonumber(ARGV[3])
local seqs = {}
for i = 1, #KEYS, 2 do
  local seq = redis.call('INCR', KEYS[i])
  redis.call('PEXPIRE', KEYS[i], ARGV[5])
  if redis.call('RPUSH', KEYS[i + 1], seq .. tail) > max then redis.call('LTRIM', KEYS[i + 1], -max, -1) end
  redis.call('PEXPIRE', KEYS[i + 1], ARGV[4])
  seqs[#seqs + 1] = seq
end
return seqs`;

/** Guests per script call, so a 10,000-fan event never blocks Redis or builds one huge command for long. */
const SCRIPT_CHUNK = 500;

/** The name the append script is defined under (hub-core.ts keeps it out of auto-pipelining). */
export const APPEND_COMMAND = 'velvetAppendEvents';

/** The shared log in Redis under `prefix` (seq:{guest} and log:{guest}). */
export function createRedisEventLog(redis: Redis, prefix: string, now: () => number = Date.now): EventLog {
  // No fixed key count: each call passes its own (two per guest).
  redis.defineCommand(APPEND_COMMAND, { lua: APPEND_SCRIPT });
  const seqKey = (guestId: string) => `${prefix}seq:${guestId}`;
  const logKey = (guestId: string) => `${prefix}log:${guestId}`;
  type WithAppend = { velvetAppendEvents(...args: Array<string | number>): Promise<unknown> };
  return {
    async append(guestIds, eventJson) {
      const at = now();
      const calls: Array<Promise<unknown>> = [];
      for (let start = 0; start < guestIds.length; start += SCRIPT_CHUNK) {
        const keys: string[] = [];
        for (const guestId of guestIds.slice(start, start + SCRIPT_CHUNK)) keys.push(seqKey(guestId), logKey(guestId));
        calls.push((redis as unknown as WithAppend).velvetAppendEvents(keys.length, ...keys, eventJson, at, REPLAY_MAX_EVENTS, REPLAY_MAX_AGE_MS, SEQ_TTL_MS));
      }
      // ioredis pipelines calls issued in one tick on its connection; their answers come in order.
      const seqs: number[] = [];
      for (const answer of await Promise.all(calls)) for (const seq of answer as Array<number | string>) seqs.push(Number(seq));
      if (seqs.length !== guestIds.length) throw new Error(`append: expected ${guestIds.length} seqs from Redis, got ${seqs.length}`);
      return seqs;
    },
    async currentSeq(guestId) {
      return Number((await redis.get(seqKey(guestId))) ?? 0);
    },
    async range(guestId, after, upTo) {
      if (upTo <= after) return [];
      const entries = (await redis.lrange(logKey(guestId), 0, -1)).map((line) => {
        const first = line.indexOf(':');
        const second = line.indexOf(':', first + 1);
        return { seq: Number(line.slice(0, first)), at: Number(line.slice(first + 1, second)), json: line.slice(second + 1) };
      });
      return pick(entries, after, upTo, now());
    },
    sweep() {
      // Redis expires the keys itself.
    },
  };
}
