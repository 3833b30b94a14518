/**
 * The simulated performer's answering machinery, shared by the messenger
 * (messenger-replies.ts) and the live chat (server/live-chat/chat-replies.ts):
 * work scheduled after a human-looking pause, cancelled and awaited on close.
 */
import type { SimulatorClock } from './simulator';

export const REAL_CLOCK: SimulatorClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** A pause of `minMs` to `minMs + spreadMs`, the same for the same id (a replay answers alike). */
export function humanDelay(id: string, minMs: number, spreadMs: number): number {
  let hash = 7;
  for (const char of id) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  return minMs + (hash % (spreadMs + 1));
}

export interface DelayedReplies {
  /** Runs `work` after `delayMs` unless closed first. */
  schedule(delayMs: number, work: () => Promise<void>): void;
  /** Replies still waiting for their delay. */
  pending(): number;
  /** Cancels the waiting replies and waits for running ones; later schedules are ignored. */
  close(): Promise<void>;
}

/** Starts an empty schedule of replies. */
export function createDelayedReplies(options: { clock?: SimulatorClock; onError?: (error: unknown) => void } = {}): DelayedReplies {
  const clock = options.clock ?? REAL_CLOCK;
  const timers = new Set<unknown>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  return {
    schedule(delayMs, work) {
      if (stopped) return;
      const timer = clock.setTimeout(() => {
        timers.delete(timer);
        const run = work().catch((error: unknown) => options.onError?.(error));
        running.add(run);
        void run.finally(() => running.delete(run));
      }, delayMs);
      timers.add(timer);
    },
    pending: () => timers.size,
    async close() {
      stopped = true;
      for (const timer of timers) clock.clearTimeout(timer);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}
