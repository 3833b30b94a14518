/**
 * The overlay's lifecycle as one reducer (spec 002 §4.1): not created, frame
 * created hidden, ready (a verified iframe-ready), loaded (content-loaded),
 * visible, then hidden or removed. Pure: the bridge dispatches, renders the
 * DOM from the state, and sends messages; this file only decides.
 */
import type { OverlayFlow, OverlayView } from './protocol';

export type OverlayPhase = 'none' | 'created' | 'ready' | 'loaded' | 'visible' | 'hidden' | 'removed';

export interface PopupBlocked {
  url: string;
  message: string;
}

export interface OverlayState {
  phase: OverlayPhase;
  flow: OverlayFlow | null;
  view: OverlayView | null;
  /** The person asked for the overlay; it shows as soon as content is loaded. */
  wanted: boolean;
  /** A payment is in flight: the page may not close the overlay (issue 6 §3). */
  busy: boolean;
  successInProgress: boolean;
  /** The guest logged in inside the overlay: the page reloads on close (spec 002 §4.2). */
  loggedInInside: boolean;
  /** How many verified iframe-ready messages came (each one gets its own init-session). */
  readyCount: number;
  error: 'ready-timeout' | null;
  popupBlocked: PopupBlocked | null;
}

export const INITIAL_OVERLAY_STATE: OverlayState = {
  phase: 'none', flow: null, view: null, wanted: false, busy: false, successInProgress: false,
  loggedInInside: false, readyCount: 0, error: null, popupBlocked: null,
};

export type OverlayEvent =
  | { type: 'open'; flow: OverlayFlow }
  | { type: 'iframe-ready' }
  | { type: 'content-loaded'; view: OverlayView }
  | { type: 'close' }
  | { type: 'busy'; busy: boolean }
  | { type: 'success-start' }
  | { type: 'success-end' }
  | { type: 'logged-in-inside' }
  | { type: 'ready-timeout' }
  | { type: 'popup-blocked'; url: string; message: string }
  | { type: 'popup-dismissed' }
  | { type: 'remove' };

/** True while a flow is running, so notification callbacks wait (spec 002 §4.3). */
export function isFlowRunning(state: OverlayState): boolean {
  return state.wanted && state.phase !== 'none' && state.phase !== 'hidden' && state.phase !== 'removed';
}

/** True once a verified iframe-ready came; before it every other message is ignored. */
export function isReady(state: OverlayState): boolean {
  return state.readyCount > 0 && state.phase !== 'none' && state.phase !== 'removed';
}

/** Applies one event; returns the same object when the event changes nothing. */
export function overlayReducer(state: OverlayState, event: OverlayEvent): OverlayState {
  if (state.phase === 'removed') return state;
  switch (event.type) {
    case 'open': {
      const shown = state.phase === 'loaded' || state.phase === 'hidden' || state.phase === 'visible';
      const phase = state.phase === 'none' ? 'created' : shown ? 'visible' : state.phase;
      return { ...state, phase, flow: event.flow, wanted: true, error: null, successInProgress: false };
    }
    case 'iframe-ready':
      if (state.phase === 'none') return state;
      // A second ready means the frame reloaded: its content is gone until the next content-loaded.
      return { ...state, phase: 'ready', readyCount: state.readyCount + 1, error: null };
    case 'content-loaded':
      if (!isReady(state)) return state;
      return { ...state, phase: state.wanted ? 'visible' : 'loaded', view: event.view };
    case 'close':
      // spec issue 6 §3: "the overlay cannot be closed while a payment is in flight".
      if (state.busy || !state.wanted) return state;
      return { ...state, phase: state.phase === 'visible' || state.phase === 'loaded' ? 'hidden' : state.phase, wanted: false, popupBlocked: null };
    case 'busy':
      return state.busy === event.busy ? state : { ...state, busy: event.busy };
    case 'success-start':
      return state.successInProgress ? state : { ...state, successInProgress: true };
    case 'success-end':
      return state.successInProgress ? { ...state, successInProgress: false } : state;
    case 'logged-in-inside':
      return state.loggedInInside ? state : { ...state, loggedInInside: true };
    case 'ready-timeout':
      return isReady(state) || state.phase === 'none' ? state : { ...state, error: 'ready-timeout' };
    case 'popup-blocked':
      return { ...state, popupBlocked: { url: event.url, message: event.message } };
    case 'popup-dismissed':
      return state.popupBlocked ? { ...state, popupBlocked: null } : state;
    case 'remove':
      return { ...INITIAL_OVERLAY_STATE, phase: 'removed' };
  }
}
