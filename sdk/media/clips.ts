/**
 * Which generated clip plays a seeded video (media contract §1). Owner: helper A;
 * this minimal copy lets the entitlement work build before A's branch is merged
 * (keep A's version at merge: the signature is the contract's).
 */

/** The library holds c01 .. c16. */
export const CLIP_COUNT = 16;

/** Video 1 -> c01, 16 -> c16, 17 -> c01 …: every video maps onto a clip, no database needed. */
export function clipKeyForVideo(videoId: number, clipCount = CLIP_COUNT): string {
  const index = (((videoId - 1) % clipCount) + clipCount) % clipCount + 1;
  return `c${String(index).padStart(2, '0')}`;
}
