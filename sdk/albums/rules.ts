/**
 * Album rules (spec 001 §3-§5, §9): rating values, one comment per guest per
 * album, who may comment, when an album view is counted, comment paging.
 * The server enforces these; the site reads them to show what a guest can do.
 */
import { canComment, type GuestStanding } from '../trust/guest-rules';

/** spec 001 §3: "Ratings: album dislike 1, album like 5". Pictures and sedcards rate on the same scale. */
export const ALBUM_RATING = { dislike: 1, like: 5 } as const;
export type AlbumRating = (typeof ALBUM_RATING)[keyof typeof ALBUM_RATING];

/** True for the two rating values the spec knows (1 and 5); anything else is refused. */
export function isAlbumRating(value: unknown): value is AlbumRating {
  return value === ALBUM_RATING.dislike || value === ALBUM_RATING.like;
}

/** spec 001 §9: "Gallery comments fetched 5 at a time"; §7 getComments "limit 500". */
export const COMMENTS_PAGE_SIZE = 5;
export const COMMENTS_MAX_LIMIT = 500;
/** Not in the spec: a comment is a short note under a gallery, not an essay. */
export const COMMENT_MAX_LENGTH = 500;

export type CommentRefusal = 'needsLogin' | 'locked' | 'blocked' | 'alreadyCommented';

/**
 * Why the guest may not comment this album, or null when they may.
 * spec 001 §4: "Posting a comment sets isGuestAllowedToCommentAlbum to false (one comment per guest per album)";
 * §6: "Guests blocked for comments cannot comment".
 */
export function commentRefusal(guest: GuestStanding, hasCommented: boolean): CommentRefusal | null {
  if (!guest.isLoggedIn) return 'needsLogin';
  if (guest.isLocked) return 'locked';
  if (!canComment(guest)) return 'blocked';
  if (hasCommented) return 'alreadyCommented';
  return null;
}

/** isGuestAllowedToCommentAlbum of the comments answer. */
export function isGuestAllowedToCommentAlbum(guest: GuestStanding, hasCommented: boolean): boolean {
  return commentRefusal(guest, hasCommented) === null;
}

export type CommentTextProblem = 'empty' | 'tooLong';

/** What is wrong with a comment text (after trimming), or null. */
export function commentTextProblem(text: string): CommentTextProblem | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > COMMENT_MAX_LENGTH) return 'tooLong';
  return null;
}

/** spec 001 §5: "Album view counts are sent only when logged in." */
export function shouldSendAlbumView(isLoggedIn: boolean): boolean {
  return isLoggedIn;
}

/** The like/dislike counters and the guest's own choice, as the album and picture answers carry them. */
export interface RatingStateCounters {
  guestRatingLikes: number;
  guestRatingDislikes: number;
  isLiked: boolean;
  isDisliked: boolean;
}

/** The counters after the guest rates (a guest has one rating: a new one replaces the old; the same one again changes nothing). */
export function applyGuestRating(state: RatingStateCounters, rating: AlbumRating): RatingStateCounters {
  const liked = rating === ALBUM_RATING.like;
  if ((liked && state.isLiked) || (!liked && state.isDisliked)) return state;
  return {
    guestRatingLikes: state.guestRatingLikes + (liked ? 1 : 0) - (state.isLiked ? 1 : 0),
    guestRatingDislikes: state.guestRatingDislikes + (liked ? 0 : 1) - (state.isDisliked ? 1 : 0),
    isLiked: liked,
    isDisliked: !liked,
  };
}

/** The offset of the next comments page, or null when every comment is loaded. */
export function nextCommentsOffset(loaded: number, total: number): number | null {
  return loaded < total ? loaded : null;
}
