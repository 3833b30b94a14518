/**
 * What the controller needs from the page: the <video> element's surface and a
 * media engine (hls.js or the browser's own HLS). Both are interfaces, so the
 * controller runs in unit tests against fakes and the widget brings the real ones.
 */
import type { EngineKind, QualityChoice, QualityLevel } from './rules';

/** The part of HTMLVideoElement the controller uses. */
export interface PlayerVideo {
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  volume: number;
  muted: boolean;
  play(): Promise<void> | void;
  pause(): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** A failed load or decode reported by an engine. */
export interface EngineFailure {
  /** The HTTP status of the failed playlist or segment request (0: no answer), null when unknown (a decode error, native HLS). */
  status: number | null;
  /** The engine gave up on its own; a non-fatal failure is only acted on for 403 and 503. */
  fatal: boolean;
}

/** How an engine reports to the controller. */
export interface EngineCallbacks {
  levels(levels: QualityLevel[]): void;
  levelSwitched(index: number): void;
  failed(failure: EngineFailure): void;
}

export interface MediaEngine {
  readonly kind: EngineKind;
  /** Starts (or switches to) `src`, playing from `startPosition` seconds; the video element's events follow. */
  load(src: string, startPosition: number): void;
  /** The guest's choice: 'auto' adapts, a level index pins that rendition. */
  setQuality(choice: QualityChoice): void;
  /** Caps what automatic quality may pick (bad connection); null lifts the cap. */
  capLevel(maxLevel: number | null): void;
  /** One recovery attempt after a failure (reload, or hls.js's media recovery). */
  recover(): void;
  destroy(): void;
}

/** Creates the engine of `kind` for the controller's video; may load code (hls.js is a lazy chunk). */
export type CreateEngine = (kind: EngineKind, callbacks: EngineCallbacks) => Promise<MediaEngine>;
