/**
 * A ticket holder watching the show (issue 14 §7 "show start for ticket holders"; live contract §4
 * "holders ... watch with kind show"): POST /rest/v1/live/show/watch answers the show's stream, which
 * the room plays; the room ends when the show ends. The end is seen three ways, whichever comes first:
 * the show's end time, the player failing at a playlist reload (the server refuses an ended show's
 * playlists), and a watch call now and then (the server answers 403 LIVE_SESSION_ENDED) – each one
 * confirmed by the server, so a slow clock or a passing network fault never ends a show early.
 * No billing: the ticket paid for it.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { RestClient } from '../api/rest';
import { RestError } from '../api/errors';
import { systemClock, type Clock } from '../clock';
import { unwrapAnswer } from './api';
import { RETRY_STREAM_START_MS } from './live-rules';
import { toStartError } from './start-rules';
import type { ChatStartError } from './types';

/** The answer of POST live/show/watch (server/live-shows/watch-route.ts ShowWatchSchema). */
export interface ShowWatch {
  showId: number;
  ticketId: string;
  actorId: number;
  streamUrl: string;
  streamType: 'hls';
  startsAt: string;
  endsAt: string;
  /** Before the start the holder sees the performer's live stream. */
  status: 'scheduled' | 'running';
}

export interface ShowWatchApi {
  watch(showId: number): Promise<ShowWatch>;
}

export function createShowWatchApi(client: RestClient): ShowWatchApi {
  return { watch: async (showId) => unwrapAnswer<ShowWatch>(await client.post<unknown>('live/show/watch', { showId })) };
}

/** How often an open show asks whether it still runs. */
export const SHOW_CHECK_MS = 15_000;

export type ShowWatchStatus = 'starting' | 'watching' | 'ended' | 'failed';

export interface ShowWatchState {
  status: ShowWatchStatus;
  show: ShowWatch | null;
  error: ChatStartError | null;
  /** 'showEnded': the server said so; 'left': the guest closed the room (the ticket stays valid). */
  endReason: 'showEnded' | 'left' | null;
  /** Bumped to make the player load the stream again. */
  streamKey: number;
}

export type ShowWatchAction =
  | { type: 'starting' }
  | { type: 'watching'; show: ShowWatch }
  | { type: 'failed'; error: ChatStartError }
  | { type: 'ended'; reason: 'showEnded' | 'left' }
  | { type: 'streamRetry' };

export const INITIAL_SHOW_WATCH_STATE: ShowWatchState = { status: 'starting', show: null, error: null, endReason: null, streamKey: 0 };

export function showWatchReducer(state: ShowWatchState, action: ShowWatchAction): ShowWatchState {
  switch (action.type) {
    case 'starting':
      return { ...INITIAL_SHOW_WATCH_STATE, streamKey: state.streamKey };
    case 'watching':
      // A check keeps the stream URL the player plays (a new URL would restart it); only the status and times move.
      if (state.status === 'ended') return state;
      return { ...state, status: 'watching', show: state.show ? { ...action.show, streamUrl: state.show.streamUrl } : action.show, error: null };
    case 'failed':
      return { ...state, status: 'failed', error: action.error };
    case 'ended':
      return state.status === 'ended' ? state : { ...state, status: 'ended', endReason: action.reason };
    case 'streamRetry':
      return { ...state, streamKey: state.streamKey + 1 };
    default:
      return state;
  }
}

/** The server's words for "this show is over" (and for a ticket that no longer stands). */
function showIsOver(error: unknown): boolean {
  return error instanceof RestError && (error.code === 'LIVE_SESSION_ENDED' || error.code === 'LIVE_TICKET_SHOW' || error.status === 404);
}

export interface ShowWatchControllerOptions {
  actorId: number;
  showId: number;
  api: ShowWatchApi;
  clock?: Clock;
  checkMs?: number;
}

export interface ShowWatchController {
  readonly $state: ReadableAtom<ShowWatchState>;
  open(): Promise<void>;
  /** Asks the server whether the show still runs (ends the room when not). */
  check(): Promise<void>;
  /** The player could not go on: a show that ended ends the room, else the stream loads again later. */
  streamFailed(): void;
  /** liveState of the realtime channel: her show stopping is checked at once. */
  applyEvent(event: { type: string; actorId?: number; state?: string }): void;
  leave(): void;
  destroy(): void;
}

export function createShowWatchController(options: ShowWatchControllerOptions): ShowWatchController {
  const clock = options.clock ?? systemClock;
  const checkMs = options.checkMs ?? SHOW_CHECK_MS;
  const $state = atom<ShowWatchState>(INITIAL_SHOW_WATCH_STATE);
  const dispatch = (action: ShowWatchAction) => $state.set(showWatchReducer($state.get(), action));
  const timers = new Map<string, unknown>();
  let destroyed = false;

  function later(name: string, ms: number, fn: () => void): void {
    cancel(name);
    timers.set(name, clock.setTimeout(() => {
      timers.delete(name);
      if (!destroyed) fn();
    }, Math.max(0, ms)));
  }
  function cancel(name: string): void {
    if (timers.has(name)) clock.clearTimeout(timers.get(name));
    timers.delete(name);
  }
  function stopAll(): void {
    for (const name of [...timers.keys()]) cancel(name);
  }
  const watching = () => $state.get().status === 'watching';

  function schedule(show: ShowWatch): void {
    later('check', checkMs, () => void check());
    // At the end time the server is asked at once (a second late, so its clock has passed it too).
    later('end', Date.parse(show.endsAt) - clock.now() + 1000, () => void check());
  }

  async function check(): Promise<void> {
    if (!watching()) return;
    try {
      const show = await options.api.watch(options.showId);
      if (destroyed || !watching()) return;
      dispatch({ type: 'watching', show });
      schedule(show);
    } catch (error) {
      if (destroyed || !watching()) return;
      if (showIsOver(error)) {
        stopAll();
        dispatch({ type: 'ended', reason: 'showEnded' });
      } else later('check', checkMs, () => void check());
    }
  }

  return {
    $state,
    async open() {
      dispatch({ type: 'starting' });
      try {
        const show = await options.api.watch(options.showId);
        if (destroyed) return;
        dispatch({ type: 'watching', show });
        schedule(show);
      } catch (error) {
        if (destroyed) return;
        if (showIsOver(error) && error instanceof RestError && error.code === 'LIVE_SESSION_ENDED') dispatch({ type: 'ended', reason: 'showEnded' });
        else dispatch({ type: 'failed', error: toStartError(error) });
      }
    },
    check,
    streamFailed() {
      if (!watching() || timers.has('streamRetry')) return;
      void check().then(() => {
        if (watching()) later('streamRetry', RETRY_STREAM_START_MS, () => dispatch({ type: 'streamRetry' }));
      });
    },
    applyEvent(event) {
      if (event.type !== 'liveState' || event.actorId !== options.actorId || event.state === 'ticketShow') return;
      if ($state.get().show?.status === 'running') void check();
    },
    leave() {
      stopAll();
      dispatch({ type: 'ended', reason: 'left' });
    },
    destroy() {
      destroyed = true;
      stopAll();
    },
  };
}
