/**
 * Runs the ticket-show schedule and the voice-call minutes (issue 14 items 7,
 * 8): one timer per process. Show starts invite the holders
 * (privateTicketShowInvitation) and put the performer online for her show;
 * voice minutes are billed and their changes published after each commit.
 * Safe on several processes: every step is a conditional update or a
 * primary key (server/live-shows/shows.ts, voice-calls.ts).
 */
import type { ChangePublisher } from '../changes';
import { guestEvent } from '../changes';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { advanceShows, scheduleShows, showStateDrift, type ShowStart } from './shows';
import { billRunningVoiceCalls } from './voice-calls';

export interface LiveShowsOptions {
  /** Milliseconds between ticks (default 5 s: a voice minute is billed within 5 s of falling due). */
  intervalMs?: number;
  /** Length of a billed voice minute (tests shorten it; default 60 s). */
  minuteMs?: number;
  /** Whether the show schedule runs (the simulator's part; off with VELVET_SIMULATOR=off). Billing always runs. */
  schedule: boolean;
  /** Told about each show that started (the performer goes online, the stream state follows). */
  onShowStart?(show: ShowStart): Promise<void>;
  /** Told about each actor whose show ended. */
  onShowEnd?(actorId: number): Promise<void>;
  onError?(error: unknown): void;
}

/** One tick of both: the schedule (when on) then the voice minutes. Exported for tests. */
export async function liveShowsTick(db: Kysely<Database>, publish: ChangePublisher, options: LiveShowsOptions, now = new Date()): Promise<{ started: ShowStart[]; ended: number[] }> {
  let moved: { started: ShowStart[]; ended: number[] } = { started: [], ended: [] };
  if (options.schedule) {
    moved = await advanceShows(db, now);
    await scheduleShows(db, now);
    for (const show of moved.started) {
      await options.onShowStart?.(show);
      // spec 000 §4 "private ticket show invitation": each holder's devices hear the show begin.
      await publish(show.holders.map((guestId) => guestEvent(guestId, {
        type: 'privateTicketShowInvitation', actorId: show.actorId, actorName: show.actorName, showId: String(show.showId), startsAt: show.startsAt,
      })));
    }
    for (const actorId of moved.ended) await options.onShowEnd?.(actorId);
    // Heals a state change a stopped process left undone (no invitation again: that went out with the start).
    const drift = await showStateDrift(db);
    for (const actorId of drift.stale) await options.onShowEnd?.(actorId);
    for (const show of drift.missing) await options.onShowStart?.(show);
  }
  await publish(await billRunningVoiceCalls(db, now, options.minuteMs));
  return moved;
}

/** Starts the ticker; close() stops it and waits for a running tick. */
export function startLiveShows(db: Kysely<Database>, publish: ChangePublisher, options: LiveShowsOptions): { close(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? undefined : liveShowsTick(db, publish, options))).catch((error: unknown) => options.onError?.(error));
  }, options.intervalMs ?? 5_000);
  timer.unref();
  return {
    async close() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
