/**
 * The live tile picture (issue 14 item 2 "live tiles (the preview picture refreshes)"): the server
 * answers GET /media/live-picture/{actorId}.jpg with the stream's current frame, cacheable 10 s;
 * a tile asks again with ?t=<10 s bucket>, so every tile of a page refreshes in step and a
 * cache between them serves one picture per bucket.
 */

/** How often a visible tile's picture changes. */
export const LIVE_PICTURE_REFRESH_MS = 10_000;

/** The 10 s bucket of a moment (ms since the epoch). */
export function pictureBucket(nowMs: number): number {
  return Math.floor(nowMs / LIVE_PICTURE_REFRESH_MS);
}

/** The path of a performer's live picture for one bucket, relative to the API's origin. */
export function livePicturePath(actorId: number, bucket: number): string {
  return `/media/live-picture/${actorId}.jpg?t=${bucket}`;
}

/** Milliseconds from a moment to the start of the next bucket (the tick is aligned, so tiles change together). */
export function msToNextBucket(nowMs: number): number {
  return LIVE_PICTURE_REFRESH_MS - (nowMs % LIVE_PICTURE_REFRESH_MS);
}
