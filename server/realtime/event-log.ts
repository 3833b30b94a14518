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

/** The event frame sent over the socket, built by concatenation so the event is stringified only once. */
export function eventFrame(seq: number, eventJson: string): string {
  return `{"type":"event","seq":${seq},"event":${eventJson}}`;
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

/** INCR the counter and RPUSH "seq:at:json" atomically, trimmed to the buffer size and expiring with the age limit. */
const APPEND_SCRIPT = `
local seq = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('RPUSH', KEYS[2], seq .. ':' .. ARGV[2] .. ':' .. ARGV[1])
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[3]), -1)
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return seq`;

/** Appends go out in pipelines of this many guests, so a 10,000-fan event never builds one huge command buffer. */
const PIPELINE_CHUNK = 500;

/** The shared log in Redis under `prefix` (seq:{guest} and log:{guest}). */
export function createRedisEventLog(redis: Redis, prefix: string, now: () => number = Date.now): EventLog {
  redis.defineCommand('velvetAppendEvent', { numberOfKeys: 2, lua: APPEND_SCRIPT });
  const seqKey = (guestId: string) => `${prefix}seq:${guestId}`;
  const logKey = (guestId: string) => `${prefix}log:${guestId}`;
  type WithAppend = { velvetAppendEvent(...args: Array<string | number>): unknown };
  return {
    async append(guestIds, eventJson) {
      const at = now();
      const seqs: number[] = [];
      for (let start = 0; start < guestIds.length; start += PIPELINE_CHUNK) {
        const pipeline = redis.pipeline();
        for (const guestId of guestIds.slice(start, start + PIPELINE_CHUNK)) {
          (pipeline as unknown as WithAppend).velvetAppendEvent(seqKey(guestId), logKey(guestId), eventJson, at, REPLAY_MAX_EVENTS, REPLAY_MAX_AGE_MS, SEQ_TTL_MS);
        }
        for (const [error, seq] of (await pipeline.exec()) ?? []) {
          if (error) throw error;
          seqs.push(Number(seq));
        }
      }
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
