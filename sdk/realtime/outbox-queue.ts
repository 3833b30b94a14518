/**
 * The client messages that have no `ack` yet, in send order. A message stays
 * here from send() until its ack arrives, so after a reconnect it goes out
 * again with the SAME cid and the server (which de-duplicates on cid) applies
 * it once. Bounded: a full queue refuses new messages instead of dropping old
 * ones, because dropping a message that may already be on the wire would make
 * its outcome unknowable.
 */
import type { ClientMessage } from './protocol';

/** At most this many unacknowledged messages wait (queued before the session ack, or in flight). */
export const OUTBOX_LIMIT = 100;

export interface OutboxEntry {
  cid: string;
  message: ClientMessage;
}

export interface OutboxQueue {
  /** Adds a message; false (and nothing added) when the queue is full. */
  add(entry: OutboxEntry): boolean;
  /** Removes the entry for an acknowledged cid; false when none waited. */
  acknowledge(cid: string): boolean;
  /** Every waiting entry, oldest first. */
  entries(): OutboxEntry[];
  readonly size: number;
}

/** Creates an empty queue holding at most `limit` entries. */
export function createOutboxQueue(limit = OUTBOX_LIMIT): OutboxQueue {
  // A Map keeps insertion order, which is the resend order.
  const waiting = new Map<string, ClientMessage>();
  return {
    add({ cid, message }) {
      if (waiting.size >= limit) return false;
      waiting.set(cid, message);
      return true;
    },
    acknowledge: (cid) => waiting.delete(cid),
    entries: () => [...waiting].map(([cid, message]) => ({ cid, message })),
    get size() {
      return waiting.size;
    },
  };
}
