/**
 * Like and dislike of a video (spec 001 §7 query service "like/dislike video
 * and gallery"; §3 Video "rating likes", guestInfo "liked"): one vote per
 * guest and video, as pure rules the page and the server share.
 */

export type VideoVote = 'like' | 'dislike';

/** The guest's vote on a video, or null when there is none. */
export type VoteState = VideoVote | null;

export interface VoteCounts {
  likes: number;
  dislikes: number;
}

/** spec 001 §9: "Rating threshold 10 ratings": below it a share of likes says little, so none is shown. */
export const RATING_THRESHOLD = 10;

/** What pressing "like" or "dislike" asks for: the pressed button again takes the vote back, the other one switches it. */
export function nextVote(current: VoteState, pressed: VideoVote): VoteState {
  return current === pressed ? null : pressed;
}

/** The counts after one guest's vote moved from `from` to `to` (one vote per guest: never below 0). */
export function moveVote(counts: VoteCounts, from: VoteState, to: VoteState): VoteCounts {
  if (from === to) return counts;
  const next = { ...counts };
  if (from === 'like') next.likes = Math.max(0, next.likes - 1);
  if (from === 'dislike') next.dislikes = Math.max(0, next.dislikes - 1);
  if (to === 'like') next.likes += 1;
  if (to === 'dislike') next.dislikes += 1;
  return next;
}

/** The share of likes among all votes in whole percent, or null below `threshold` votes. */
export function likeShare(counts: VoteCounts, threshold = RATING_THRESHOLD): number | null {
  const total = counts.likes + counts.dislikes;
  if (total === 0 || total < threshold) return null;
  return Math.round((counts.likes / total) * 100);
}

/** The guest's vote from the video answer's guestInfo (spec 001 §3 guestInfo "liked"). */
export function voteOf(guestInfo: { liked: boolean; disliked: boolean }): VoteState {
  if (guestInfo.liked) return 'like';
  if (guestInfo.disliked) return 'dislike';
  return null;
}
