/**
 * The player's state and its one reducer (STYLE.md: one dispatch whose switch
 * returns the new state). The controller dispatches what the video element and
 * the engine report; a UI only renders the state.
 */
import type { EngineKind, QualityChoice, QualityLevel } from './rules';

/** issue 13 §3 / media contract §3. */
export type PlayerStatus = 'idle' | 'preparing' | 'loading' | 'playing' | 'paused' | 'buffering' | 'ended' | 'error';

/**
 * Why the player stopped: grant-expired (403: the page must hand over a fresh src), not-found, network and
 * media (recovery attempts used up), unsupported (the browser plays no HLS), no-source (nothing to play).
 */
export type PlayerErrorCode = 'grant-expired' | 'not-found' | 'network' | 'media' | 'unsupported' | 'no-source';

export interface PlayerState {
  status: PlayerStatus;
  error: PlayerErrorCode | null;
  /** Recovery attempts used in this play session (MAX_RECOVERY_ATTEMPTS). */
  attempts: number;
  engine: EngineKind | null;
  /** The renditions, tallest last; empty until the engine read the master playlist (or with native HLS). */
  levels: QualityLevel[];
  /** The guest's choice. */
  quality: QualityChoice;
  /** The level playing now (null: unknown, e.g. native HLS). */
  activeLevel: number | null;
  /** A bad connection capped automatic quality (spec 000 §9). */
  badConnection: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  /** The sound hint is showing (VOLUME_HINT_MS). */
  volumeHint: boolean;
  /** Frames have played in this session: the poster gives way to the video. */
  started: boolean;
}

export const INITIAL_PLAYER_STATE: PlayerState = {
  status: 'idle',
  error: null,
  attempts: 0,
  engine: null,
  levels: [],
  quality: 'auto',
  activeLevel: null,
  badConnection: false,
  currentTime: 0,
  duration: 0,
  volume: 1,
  muted: false,
  volumeHint: false,
  started: false,
};

export type PlayerAction =
  | { type: 'reset' }
  | { type: 'retry' }
  | { type: 'loading'; engine?: EngineKind }
  | { type: 'preparing' }
  | { type: 'playing' }
  | { type: 'waiting' }
  | { type: 'paused' }
  | { type: 'ended' }
  | { type: 'failed'; error: PlayerErrorCode }
  | { type: 'attempt' }
  | { type: 'levels'; levels: QualityLevel[] }
  | { type: 'levelSwitched'; level: number }
  | { type: 'quality'; quality: QualityChoice }
  | { type: 'badConnection'; on: boolean }
  | { type: 'time'; currentTime: number; duration: number }
  | { type: 'volume'; volume: number; muted: boolean }
  | { type: 'volumeHint'; on: boolean };

/** Statuses in which the media runs or is about to: a pause or a wait means something there. */
const ACTIVE: ReadonlySet<PlayerStatus> = new Set(['loading', 'playing', 'buffering', 'paused']);

/** The state after `action`. Events that make no sense in the current status (a late pause after an error) change nothing. */
export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'reset':
      // A new source: the guest's volume and quality choice stay, everything about the old stream goes.
      return { ...INITIAL_PLAYER_STATE, volume: state.volume, muted: state.muted, quality: state.quality };
    case 'retry':
      // The guest's Retry: fresh recovery attempts for the same stream.
      return { ...state, attempts: 0, error: null };
    case 'loading':
      return { ...state, status: 'loading', error: null, engine: action.engine ?? state.engine };
    case 'preparing':
      return { ...state, status: 'preparing', error: null };
    case 'playing':
      return state.status === 'error' ? state : { ...state, status: 'playing', error: null, started: true };
    case 'waiting':
      return state.status === 'playing' ? { ...state, status: 'buffering' } : state;
    case 'paused':
      return ACTIVE.has(state.status) ? { ...state, status: 'paused' } : state;
    case 'ended':
      return { ...state, status: 'ended', currentTime: state.duration || state.currentTime, volumeHint: false };
    case 'failed':
      return { ...state, status: 'error', error: action.error, volumeHint: false };
    case 'attempt':
      return { ...state, attempts: state.attempts + 1, status: state.status === 'playing' ? 'buffering' : state.status };
    case 'levels':
      return { ...state, levels: [...action.levels].sort((a, b) => a.height - b.height || a.bitrate - b.bitrate) };
    case 'levelSwitched':
      return { ...state, activeLevel: action.level };
    case 'quality':
      // A manual choice lifts the bad-connection cap: the guest asked for it.
      return { ...state, quality: action.quality, badConnection: action.quality === 'auto' ? state.badConnection : false };
    case 'badConnection':
      return { ...state, badConnection: action.on };
    case 'time':
      return { ...state, currentTime: action.currentTime, duration: action.duration };
    case 'volume':
      return { ...state, volume: action.volume, muted: action.muted, volumeHint: state.volumeHint && (action.muted || action.volume === 0) };
    case 'volumeHint':
      return { ...state, volumeHint: action.on };
  }
}
