/**
 * The controller's bookkeeping of resume positions: which key a source saves under (full videos of a
 * known guest only: a trailer always starts at 0), how often it saves while playing, and where a
 * new session starts.
 */
import type { Clock } from '../clock';
import type { PlayerVideo } from './engine';
import type { ResumeStore } from './resume';
import { RESUME_END_MARGIN_SECONDS, resumeStart } from './rules';

/** How often the resume position is saved while playing. */
export const RESUME_SAVE_INTERVAL_MS = 5000;

/** The part of a player source the positions are keyed by. */
export interface ResumeSource {
  videoId: number | null;
  kind: 'full' | 'trailer' | 'live';
}

export interface ResumeTracker {
  /** Where a new play session of `source` starts: the saved position, or 0. */
  startOf(source: ResumeSource): number;
  /** Saves where `video` is (cleared near the end); `throttled` skips it when the last save is recent. */
  save(source: ResumeSource, video: Pick<PlayerVideo, 'currentTime' | 'duration'>, throttled?: boolean): void;
  /** Forgets the position (the video ended). */
  clear(source: ResumeSource): void;
}

export function createResumeTracker(resume: ResumeStore | null | undefined, guestId: (() => string | null) | undefined, clock: Clock): ResumeTracker {
  let lastSave = Number.NEGATIVE_INFINITY;
  const keyOf = (source: ResumeSource) => {
    const guest = guestId?.() ?? null;
    if (!resume || !guest || source.videoId === null || source.kind !== 'full') return null;
    return { guest, videoId: source.videoId };
  };
  return {
    startOf(source) {
      const key = keyOf(source);
      return key ? resumeStart(resume!.get(key.guest, key.videoId), null) : 0;
    },
    save(source, { currentTime, duration }, throttled = false) {
      const key = keyOf(source);
      if (!key || (throttled && clock.now() - lastSave < RESUME_SAVE_INTERVAL_MS)) return;
      lastSave = clock.now();
      if (Number.isFinite(duration) && duration > 0 && currentTime > duration - RESUME_END_MARGIN_SECONDS) resume!.clear(key.guest, key.videoId);
      else resume!.set(key.guest, key.videoId, currentTime);
    },
    clear(source) {
      const key = keyOf(source);
      if (key) resume!.clear(key.guest, key.videoId);
    },
  };
}
