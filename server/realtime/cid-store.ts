/**
 * Client-id de-duplication: a client message whose cid was already handled is
 * not handled again; the stored ack answers it. That is what makes a resend
 * after a dropped connection have exactly one effect.
 */
import type { Redis } from 'ioredis';

/** A cid is remembered for 10 minutes; in memory also at most the last 1000 per guest. */
export const CID_TTL_MS = 10 * 60_000;
export const CID_MAX_PER_GUEST = 1000;
/** A repeat that finds its first copy still running waits at most this long (polling Redis every 50 ms). */
const PENDING_WAIT_MS = 10_000;
const PENDING_POLL_MS = 50;

export interface CidStore {
  /** Claims the cid: null when it is new (the caller handles it and then calls complete), else the stored ack frame. */
  claim(guestId: string, cid: string): Promise<string | null>;
  /** Stores the ack frame of a claimed cid and releases anyone waiting on it. */
  complete(guestId: string, cid: string, ackFrame: string): Promise<void>;
  sweep(now: number): void;
}

/** The ack sent to a repeat whose first copy did not finish in time. */
export function stillRunningAck(cid: string): string {
  return JSON.stringify({ type: 'ack', cid, ok: false, error: `message ${cid} is still being handled; expected its result within ${PENDING_WAIT_MS} ms` });
}

interface Entry {
  at: number;
  ack: string | null;
  waiters: Array<(ack: string) => void> | null;
}

/** Per-guest maps in insertion order, so the oldest cid is the first to go past 1000. */
export function createMemoryCidStore(now: () => number = Date.now): CidStore {
  const guests = new Map<string, Map<string, Entry>>();
  return {
    async claim(guestId, cid) {
      let cids = guests.get(guestId);
      const found = cids?.get(cid);
      if (found && now() - found.at <= CID_TTL_MS) {
        if (found.ack !== null) return found.ack;
        return new Promise<string>((resolve) => (found.waiters ??= []).push(resolve));
      }
      if (!cids) guests.set(guestId, (cids = new Map()));
      cids.delete(cid);
      cids.set(cid, { at: now(), ack: null, waiters: null });
      if (cids.size > CID_MAX_PER_GUEST) cids.delete(cids.keys().next().value!);
      return null;
    },
    async complete(guestId, cid, ackFrame) {
      const entry = guests.get(guestId)?.get(cid);
      if (!entry) return;
      entry.ack = ackFrame;
      for (const waiter of entry.waiters ?? []) waiter(ackFrame);
      entry.waiters = null;
    },
    sweep(at) {
      for (const [guestId, cids] of guests) {
        for (const [cid, entry] of cids) {
          // Insertion order is age order: stop at the first fresh one.
          if (at - entry.at <= CID_TTL_MS || entry.ack === null) break;
          cids.delete(cid);
        }
        if (cids.size === 0) guests.delete(guestId);
      }
    },
  };
}

const PENDING = '.';

/** SET NX with expiry: the first process to claim a cid handles it; the others read its ack. */
export function createRedisCidStore(redis: Redis, prefix: string): CidStore {
  const key = (guestId: string, cid: string) => `${prefix}cid:${guestId}:${cid}`;
  return {
    async claim(guestId, cid) {
      const deadline = Date.now() + PENDING_WAIT_MS;
      for (;;) {
        if ((await redis.set(key(guestId, cid), PENDING, 'PX', CID_TTL_MS, 'NX')) === 'OK') return null;
        const stored = await redis.get(key(guestId, cid));
        // null: it expired between the two calls; claim again.
        if (stored !== null && stored !== PENDING) return stored;
        if (stored === PENDING) {
          if (Date.now() > deadline) return stillRunningAck(cid);
          await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
        }
      }
    },
    async complete(guestId, cid, ackFrame) {
      await redis.set(key(guestId, cid), ackFrame, 'PX', CID_TTL_MS, 'XX');
    },
    sweep() {
      // Redis expires the keys itself.
    },
  };
}
