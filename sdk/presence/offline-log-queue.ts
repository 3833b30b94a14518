/**
 * spec 000 §7: "Offline logging is queued and replayed when the browser is
 * online again." logger/* and tracker/* calls made while offline (or that fail
 * for want of a network) wait here, bounded, and go out in their original
 * order on flush(). Logging never throws into its caller.
 */
import { RestError, type RestClient } from '../api/rest';
import type { LogPath } from './types';

/** At most this many log calls wait; beyond it the oldest is dropped (logs are lossy, the newest matter most). */
export const OFFLINE_LOG_LIMIT = 50;

export interface OfflineLogQueue {
  /** Posts now when online and nothing waits, else queues; resolves once handled either way. */
  send(path: LogPath, body: unknown): Promise<void>;
  /** Replays the waiting calls in order; stops at the first network failure. */
  flush(): Promise<void>;
  readonly size: number;
}

export interface OfflineLogQueueOptions {
  rest: Pick<RestClient, 'post'>;
  isOnline: () => boolean;
  limit?: number;
  warn?: (message: string) => void;
}

/** Creates an empty queue. */
export function createOfflineLogQueue(options: OfflineLogQueueOptions): OfflineLogQueue {
  const limit = options.limit ?? OFFLINE_LOG_LIMIT;
  const warn = options.warn ?? ((message: string) => console.warn(`[velvet presence] ${message}`));
  const waiting: Array<{ path: LogPath; body: unknown }> = [];
  let flushing: Promise<void> | null = null;

  function enqueue(path: LogPath, body: unknown): void {
    if (waiting.length >= limit) {
      const dropped = waiting.shift();
      warn(`offline log queue full (${limit}): dropped the oldest call ${dropped?.path}`);
    }
    waiting.push({ path, body });
  }

  /** 'sent', 'rejected' (the server answered non-OK: retrying will not help) or 'unreachable'. */
  async function post(path: LogPath, body: unknown): Promise<'sent' | 'rejected' | 'unreachable'> {
    try {
      await options.rest.post(path, body);
      return 'sent';
    } catch (error) {
      if (error instanceof RestError) {
        warn(`${path} was refused: ${error.message}`);
        return 'rejected';
      }
      return 'unreachable';
    }
  }

  function flush(): Promise<void> {
    if (flushing) return flushing;
    // Nothing to do: answer at once (the loop below would finish before `flushing` is even assigned).
    if (waiting.length === 0 || !options.isOnline()) return Promise.resolve();
    flushing = (async () => {
      try {
        while (waiting.length > 0 && options.isOnline()) {
          const next = waiting[0]!;
          if ((await post(next.path, next.body)) === 'unreachable') return;
          waiting.shift();
        }
      } finally {
        // Cleared in the same tick as the last emptiness check, so a call queued later starts a new flush.
        flushing = null;
      }
    })();
    return flushing;
  }

  return {
    async send(path, body) {
      // Behind waiting calls, or offline: queue, so the order stays the order of the calls.
      if (waiting.length > 0 || flushing || !options.isOnline()) {
        enqueue(path, body);
        if (options.isOnline()) await flush();
        return;
      }
      if ((await post(path, body)) === 'unreachable') enqueue(path, body);
    },
    flush,
    get size() {
      return waiting.length;
    },
  };
}
