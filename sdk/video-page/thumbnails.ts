/**
 * Preview thumbnails on hover or scrub (issue 13 §4; spec 001 §9 "preview
 * thumbnails up to 100 per video"): which thumbnail a pointer position or a
 * key press shows, and the moment of the video it stands for. The thumbnails
 * are evenly spread over the video (media contract §1), so thumbnail i of n
 * shows the moment i/n of the duration.
 */

/** spec 001 §9: "preview thumbnails up to 100 per video". */
export const MAX_PREVIEW_THUMBNAILS = 100;

/** The thumbnails a page shows: the answer's list, cut at the spec's maximum. */
export function usableThumbnails(urls: readonly string[] | undefined): string[] {
  return (urls ?? []).slice(0, MAX_PREVIEW_THUMBNAILS);
}

/** The thumbnail under a pointer at `fraction` (0 = left edge, 1 = right edge) of the scrub area. */
export function thumbnailIndexAt(fraction: number, count: number): number {
  if (count <= 0 || !Number.isFinite(fraction)) return 0;
  const clamped = Math.min(Math.max(fraction, 0), 1);
  return Math.min(count - 1, Math.floor(clamped * count));
}

/** The second of the video thumbnail `index` of `count` shows. */
export function thumbnailSeconds(index: number, count: number, durationSeconds: number): number {
  if (count <= 0) return 0;
  return Math.floor((index / count) * durationSeconds);
}

/** Keys of the scrub bar (a slider, WAI-ARIA: arrows step one, Page keys a tenth, Home and End the ends). */
export type ScrubKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'PageUp' | 'PageDown' | 'Home' | 'End';

const SCRUB_KEYS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/** True for a key the scrub bar handles. */
export function isScrubKey(key: string): key is ScrubKey {
  return SCRUB_KEYS.has(key);
}

/** The thumbnail after a key press on the scrub bar, kept within 0..count-1. */
export function stepThumbnail(index: number, key: ScrubKey, count: number): number {
  if (count <= 0) return 0;
  const page = Math.max(1, Math.round(count / 10));
  const next =
    key === 'Home' ? 0
    : key === 'End' ? count - 1
    : key === 'PageUp' ? index + page
    : key === 'PageDown' ? index - page
    : key === 'ArrowRight' || key === 'ArrowUp' ? index + 1
    : index - 1;
  return Math.min(count - 1, Math.max(0, next));
}
