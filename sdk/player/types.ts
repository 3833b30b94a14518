/** The controller's public shapes: what it plays, what it takes, what it offers. */
import type { Clock } from '../clock';
import type { ReadableAtom } from 'nanostores';
import type { CreateEngine, PlayerVideo } from './engine';
import type { ProbeSource } from './probe';
import type { ResumeStore } from './resume';
import type { EngineKind, QualityChoice } from './rules';
import type { PlayerState } from './state';

/** A bought or free video, its trailer, or a live stream. */
export type PlayerKind = 'full' | 'trailer' | 'live';

/** What to play: the element's attributes (media contract §3). */
export interface PlayerSource {
  /** The signed hlsUrl or trailerUrl; null while the page has none (not entitled, or still preparing). */
  src: string | null;
  videoId: number | null;
  /** 'live': a performer's live stream (issue 14 §4): no seek bar, a LIVE badge, starts at the live edge, never resumed. */
  kind: PlayerKind;
  mediaState: 'ready' | 'preparing';
  /**
   * The src is still being read (a video-id player asks for the video's answer itself): a play asked for meanwhile
   * shows loading and starts once the src arrives, instead of failing with no source.
   */
  reading?: boolean;
}

/** Handed to the page on a 403, so it can fetch a fresh hlsUrl and set it as the new src. */
export interface GrantExpiredDetail {
  videoId: number | null;
  kind: PlayerKind;
  /** Where playback stopped; the new src continues from here. */
  position: number;
}

export interface PlayerControllerOptions {
  video: PlayerVideo;
  /** chooseEngine(...) of this browser; null: it plays no HLS. */
  engine: EngineKind | null;
  createEngine: CreateEngine;
  /** Starts fetching the engine's code (a lazy chunk) without creating it: play() asks for it beside the probe. */
  preloadEngine?: (kind: EngineKind) => void;
  probe: ProbeSource;
  clock?: Clock;
  /** Desktop gets the larger bad-connection cap. */
  desktop?: boolean;
  resume?: ResumeStore | null;
  /** The guest the resume positions belong to (null: none saved). */
  guestId?: () => string | null;
  reportWatchStart?: (videoId: number) => Promise<unknown>;
  onGrantExpired?: (detail: GrantExpiredDetail) => void;
}

export interface PlayerController {
  readonly $state: ReadableAtom<PlayerState>;
  setSource(source: PlayerSource): void;
  /** Starts or resumes; `autoplay`: not the guest's own gesture, so it falls back to muted if the browser refuses sound. */
  play(options?: { autoplay?: boolean }): void;
  pause(): void;
  togglePlay(): void;
  seekTo(seconds: number): void;
  seekBy(seconds: number): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  setQuality(choice: QualityChoice): void;
  /** After an error: a fresh session with fresh attempts, from where playback stopped. */
  retry(): void;
  destroy(): void;
}
