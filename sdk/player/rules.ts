/**
 * The player's recovery and quality rules, pure. The timings are spec 000 §9
 * "business constants and limits", quoted once here and pinned by rules.test.ts:
 */
export const SPEC_PLAYER_TIMING =
  'Chat timing: bad-connection max resolution 100 (200 on desktop), bad-connection wait 5000 ms, native HLS recovery 2000 ms, max attempts 2, ' +
  '… volume hint 10000 ms';

/** "bad-connection max resolution 100": the highest picture (video height in px) a phone gets on a bad connection. */
export const BAD_CONNECTION_MAX_RESOLUTION = 100;
/** "(200 on desktop)". */
export const BAD_CONNECTION_MAX_RESOLUTION_DESKTOP = 200;
/** "bad-connection wait 5000 ms": buffering this long without playing counts as a bad connection. */
export const BAD_CONNECTION_WAIT_MS = 5000;
/** "native HLS recovery 2000 ms": the browser's own HLS player is reloaded this long after an error. */
export const NATIVE_HLS_RECOVERY_MS = 2000;
/** "max attempts 2": recoveries of one play session before the player shows its error and Retry. */
export const MAX_RECOVERY_ATTEMPTS = 2;
/** "volume hint 10000 ms": how long the hint about the sound shows. */
export const VOLUME_HINT_MS = 10000;

/**
 * A clip still being generated answers 503 MEDIA_PREPARING with Retry-After (media contract §2); the player asks
 * again after that many seconds, within these bounds, and after the default when the header is missing.
 */
export const PREPARING_RETRY_DEFAULT_MS = 5000;
export const PREPARING_RETRY_MIN_MS = 1000;
export const PREPARING_RETRY_MAX_MS = 30000;
/** hls.js reloads quickly after an error (its own media recovery); the native player waits NATIVE_HLS_RECOVERY_MS. */
export const HLS_JS_RECOVERY_MS = 0;
/** A saved position this close to the start or to the end is not worth resuming (the guest starts over). */
export const RESUME_MIN_SECONDS = 5;
export const RESUME_END_MARGIN_SECONDS = 10;
/** Keyboard and double-tap seeking step. */
export const SEEK_STEP_SECONDS = 5;
/** Up/down arrow volume step. */
export const VOLUME_STEP = 0.1;

/** One rendition of the adaptive stream, as the engine reports it. */
export interface QualityLevel {
  /** Index in the engine's level list (the value a manual choice passes back). */
  index: number;
  height: number;
  width: number;
  bitrate: number;
}

/** The guest's quality choice: the engine adapts ('auto'), or one level index. */
export type QualityChoice = 'auto' | number;

/** The bad-connection cap of spec 000 §9: 100 px of height, 200 on desktop. */
export function badConnectionMaxResolution(desktop: boolean): number {
  return desktop ? BAD_CONNECTION_MAX_RESOLUTION_DESKTOP : BAD_CONNECTION_MAX_RESOLUTION;
}

/**
 * The highest level a bad connection may use: the tallest at or below the cap, else the smallest
 * (our renditions start at 240p, above both caps, so in practice the lowest rendition). Null: no levels.
 */
export function badConnectionLevel(levels: readonly QualityLevel[], desktop: boolean): number | null {
  if (levels.length === 0) return null;
  const cap = badConnectionMaxResolution(desktop);
  const fitting = levels.filter((level) => level.height <= cap).sort((a, b) => b.height - a.height);
  if (fitting[0]) return fitting[0].index;
  return [...levels].sort((a, b) => a.height - b.height || a.bitrate - b.bitrate)[0]!.index;
}

/** Which player plays the stream. */
export type EngineKind = 'hls.js' | 'native';

export interface EngineSupport {
  /** video.canPlayType('application/vnd.apple.mpegurl') is not ''. */
  nativeHls: boolean;
  /** Media Source Extensions (or Safari's ManagedMediaSource) with H.264 + AAC: what hls.js needs. */
  mediaSource: boolean;
}

/**
 * hls.js where Media Source Extensions exist, the browser's own HLS where only it can play.
 * Why not native first: desktop Chromium (156) now answers "maybe" for HLS too, but its native
 * player exposes no renditions, so the guest's manual quality choice (issue 13 §3) and the
 * bad-connection cap need hls.js. iPhones without MSE play natively. Null: nothing can play HLS.
 */
export function chooseEngine(support: EngineSupport): EngineKind | null {
  if (support.mediaSource) return 'hls.js';
  if (support.nativeHls) return 'native';
  return null;
}

/** How long to wait before recovery attempt `attempt` (1-based), or null when the attempts are used up. */
export function recoveryDelay(engine: EngineKind, attempt: number): number | null {
  if (attempt > MAX_RECOVERY_ATTEMPTS) return null;
  return engine === 'native' ? NATIVE_HLS_RECOVERY_MS : HLS_JS_RECOVERY_MS;
}

/** The wait before asking a preparing clip again: Retry-After (seconds) within bounds, else the default. */
export function preparingRetryMs(retryAfterSeconds: number | null | undefined): number {
  if (retryAfterSeconds == null || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return PREPARING_RETRY_DEFAULT_MS;
  return Math.min(PREPARING_RETRY_MAX_MS, Math.max(PREPARING_RETRY_MIN_MS, Math.round(retryAfterSeconds * 1000)));
}

/** Where a play starts: the saved position, unless it is too close to the start or the end (then 0). */
export function resumeStart(savedSeconds: number | null | undefined, durationSeconds: number | null | undefined): number {
  if (savedSeconds == null || !Number.isFinite(savedSeconds) || savedSeconds < RESUME_MIN_SECONDS) return 0;
  if (durationSeconds && Number.isFinite(durationSeconds) && savedSeconds > durationSeconds - RESUME_END_MARGIN_SECONDS) return 0;
  return savedSeconds;
}

/** What an HTTP status of the playlist or a segment means for the player. */
export type LoadFailure = 'grant-expired' | 'preparing' | 'not-found' | 'network';

/**
 * Classifies a failed load (media contract §2): 403 = the signed URL expired or belongs to someone
 * else (the page fetches a fresh one); 503 = the clip is still being generated; 404 = no such video;
 * anything else (0 = no answer, 5xx) = the network, which the recovery attempts handle.
 */
export function classifyLoadFailure(status: number): LoadFailure {
  if (status === 403 || status === 401) return 'grant-expired';
  if (status === 503) return 'preparing';
  if (status === 404 || status === 410) return 'not-found';
  return 'network';
}

/** Seek target clamped to the media: never before 0, never past the end. */
export function clampSeek(target: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, target), end);
}

/** Volume clamped to 0..1 and rounded to the step, so repeated steps do not drift (0.30000000000000004). */
export function clampVolume(volume: number): number {
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
}
