/**
 * Which generated clip plays for a video (issue 13 item 1: "every seeded
 * video maps onto a clip, keeping its own poster and duration label").
 * Pure, so the server can map a signed URL's video id to a clip directory
 * without a database lookup, and the client can name the same clip.
 */

/** The server generates this many distinct clips: c01 .. c16. */
export const CLIP_COUNT = 16;

/** Video 1 -> c01, 16 -> c16, 17 -> c01 …: ids are spread round-robin over the clips. */
export function clipKeyForVideo(videoId: number, clipCount = CLIP_COUNT): string {
  if (!Number.isSafeInteger(videoId) || videoId < 1) throw new RangeError(`video id must be a positive integer, got ${videoId}`);
  if (!Number.isSafeInteger(clipCount) || clipCount < 1 || clipCount > 99) throw new RangeError(`clip count must be 1..99, got ${clipCount}`);
  return clipKeyAt((videoId - 1) % clipCount);
}

/** The key of the clip at a zero-based index: 0 -> c01. */
export function clipKeyAt(index: number): string {
  return `c${String(index + 1).padStart(2, '0')}`;
}

/** Every clip key, c01 .. cNN, in order. */
export function allClipKeys(clipCount = CLIP_COUNT): string[] {
  return Array.from({ length: clipCount }, (_, index) => clipKeyAt(index));
}

/** Whether a path segment names a clip (guards file paths built from URLs). */
export function isClipKey(value: string, clipCount = CLIP_COUNT): boolean {
  return /^c\d\d$/.test(value) && allClipKeys(clipCount).includes(value);
}
