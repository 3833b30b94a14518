/**
 * The headless chat button (issue 14 §3; InstantSearch-style connector): loads the config,
 * follows the performer's live state, and turns the guest's choice into what the UI does
 * next. <velvet-chat-button> is one UI over it; a partner may render their own.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { systemClock, type Clock } from '../clock';
import type { ChatButtonConfig } from './config';
import { needsLogin, type ChatOfferKind, type RoomChatType } from './offers';
import { chatButtonReducer, INITIAL_CHAT_BUTTON_STATE, type ChatButtonAction, type ChatButtonState, type PresenceEvent } from './state';

/**
 * Realtime events reach only the performer's fans and guests in a session with them (live
 * contract §2), so the button also reloads its config now and then: a guest who is neither
 * still sees the performer come online within this time.
 */
export const CHAT_BUTTON_REFRESH_MS = 30_000;

/** What the UI does after a choice. */
export type ChatButtonIntent =
  | { type: 'login'; offer: ChatOfferKind }
  | { type: 'openRoom'; offer: ChatOfferKind; chatType: RoomChatType }
  | { type: 'messenger' }
  | { type: 'buyTicket' }
  /** A ticket holder during her show: the room plays the show (POST live/show/watch), not a billed chat. */
  | { type: 'watchShow' }
  | { type: 'voiceCall' };

export interface ChatButtonControllerOptions {
  actorId: number;
  load(signal: AbortSignal): Promise<ChatButtonConfig>;
  isLoggedIn(): boolean;
  clock?: Clock;
  refreshMs?: number;
}

export interface ChatButtonController {
  readonly $state: ReadableAtom<ChatButtonState>;
  /** Loads the config and keeps it fresh until stop(). */
  start(): void;
  stop(): void;
  /** Loads again now (after a ticket purchase, a login, a failed first load). */
  reload(): Promise<void>;
  /** One realtime event; events about other performers are ignored. */
  applyEvent(event: PresenceEvent): void;
  /** The guest chose an offer: a logged-out guest's choice waits for the login. */
  choose(kind: ChatOfferKind): ChatButtonIntent | null;
  /** The guest is logged in now: the waiting choice, once (spec 002 §4.5 "done once the login succeeded"). */
  takePending(): ChatButtonIntent | null;
  cancelPending(): void;
}

export function createChatButtonController(options: ChatButtonControllerOptions): ChatButtonController {
  const clock = options.clock ?? systemClock;
  const refreshMs = options.refreshMs ?? CHAT_BUTTON_REFRESH_MS;
  const $state = atom<ChatButtonState>(INITIAL_CHAT_BUTTON_STATE);
  const dispatch = (action: ChatButtonAction) => $state.set(chatButtonReducer($state.get(), action));
  let running = false;
  let timer: unknown = null;
  let inFlight: AbortController | null = null;

  async function reload(): Promise<void> {
    inFlight?.abort();
    const own = new AbortController();
    inFlight = own;
    dispatch({ type: 'loading' });
    try {
      const config = await options.load(own.signal);
      if (inFlight === own) dispatch({ type: 'loaded', config });
    } catch {
      if (inFlight === own) dispatch({ type: 'failed' });
    } finally {
      if (inFlight === own) inFlight = null;
    }
  }

  function schedule(): void {
    if (!running) return;
    timer = clock.setTimeout(() => {
      timer = null;
      void reload().then(schedule);
    }, refreshMs);
  }

  function intentFor(kind: ChatOfferKind): ChatButtonIntent | null {
    const offer = $state.get().offers.find((candidate) => candidate.kind === kind);
    if (!offer) return null;
    if (offer.kind === 'message') return { type: 'messenger' };
    if (offer.kind === 'voiceCall') return { type: 'voiceCall' };
    if (offer.kind === 'ticket') return offer.chatType === 'liveShow' ? { type: 'watchShow' } : { type: 'buyTicket' };
    return offer.chatType ? { type: 'openRoom', offer: offer.kind, chatType: offer.chatType } : null;
  }

  return {
    $state,
    start() {
      if (running) return;
      running = true;
      void reload().then(schedule);
    },
    stop() {
      running = false;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      inFlight?.abort();
      inFlight = null;
    },
    reload,
    applyEvent: (event) => dispatch({ type: 'event', event }),
    choose(kind) {
      const offer = $state.get().offers.find((candidate) => candidate.kind === kind);
      if (!offer) return null;
      if (needsLogin(offer) && !options.isLoggedIn()) {
        dispatch({ type: 'pending', kind });
        return { type: 'login', offer: kind };
      }
      dispatch({ type: 'pending', kind: null });
      return intentFor(kind);
    },
    takePending() {
      const { pending } = $state.get();
      if (!pending || !options.isLoggedIn()) return null;
      dispatch({ type: 'pending', kind: null });
      // The performer may have gone offline meanwhile: then there is nothing to start.
      return intentFor(pending);
    },
    cancelPending: () => dispatch({ type: 'pending', kind: null }),
  };
}
