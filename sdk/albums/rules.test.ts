import { describe, expect, it } from 'vitest';
import type { GuestStanding } from '../trust/guest-rules';
import {
  ALBUM_RATING, applyGuestRating, commentRefusal, commentTextProblem, COMMENT_MAX_LENGTH, isAlbumRating, isGuestAllowedToCommentAlbum,
  nextCommentsOffset, shouldSendAlbumView, type RatingStateCounters as RatingState,
} from './rules';

const guest = (over: Partial<GuestStanding> = {}): GuestStanding => ({ isLoggedIn: true, isLocked: false, restrictionLevel: 0, isBlockedForComments: false, ...over });

describe('isAlbumRating (spec 001 §3 "Ratings: album dislike 1, album like 5")', () => {
  it.each([
    [1, true], [5, true], [0, false], [2, false], [3, false], [4, false], [6, false], [-1, false], [1.5, false], ['5', false], [null, false], [undefined, false],
  ])('%j -> %s', (value, expected) => expect(isAlbumRating(value)).toBe(expected));
  it('names dislike 1 and like 5', () => expect(ALBUM_RATING).toEqual({ dislike: 1, like: 5 }));
});

describe('commentRefusal (spec 001 §4 "one comment per guest per album", §6 "Guests blocked for comments cannot comment")', () => {
  it.each([
    ['a logged-in guest, first comment', guest(), false, null],
    ['anonymous', guest({ isLoggedIn: false }), false, 'needsLogin'],
    ['locked', guest({ isLocked: true }), false, 'locked'],
    ['blocked for comments', guest({ isBlockedForComments: true }), false, 'blocked'],
    ['second comment', guest(), true, 'alreadyCommented'],
    ['blocked and already commented: blocked first', guest({ isBlockedForComments: true }), true, 'blocked'],
    ['restricted guests may still comment', guest({ restrictionLevel: 2 }), false, null],
  ] as const)('%s -> %s', (_name, who, commented, expected) => {
    expect(commentRefusal(who, commented)).toBe(expected);
    expect(isGuestAllowedToCommentAlbum(who, commented)).toBe(expected === null);
  });
});

describe('commentTextProblem', () => {
  it.each([
    ['', 'empty'], ['   ', 'empty'], ['Nice!', null], ['x'.repeat(COMMENT_MAX_LENGTH), null], ['x'.repeat(COMMENT_MAX_LENGTH + 1), 'tooLong'],
    [` ${'x'.repeat(COMMENT_MAX_LENGTH)} `, null],
  ])('%j -> %s', (text, expected) => expect(commentTextProblem(text)).toBe(expected));
});

describe('shouldSendAlbumView (spec 001 §5 "Album view counts are sent only when logged in")', () => {
  it.each([[true, true], [false, false]])('logged in %s -> %s', (loggedIn, expected) => expect(shouldSendAlbumView(loggedIn)).toBe(expected));
});

describe('applyGuestRating', () => {
  const none: RatingState = { guestRatingLikes: 3, guestRatingDislikes: 1, isLiked: false, isDisliked: false };
  it.each([
    ['like from nothing', none, 5, { guestRatingLikes: 4, guestRatingDislikes: 1, isLiked: true, isDisliked: false }],
    ['dislike from nothing', none, 1, { guestRatingLikes: 3, guestRatingDislikes: 2, isLiked: false, isDisliked: true }],
    ['like after dislike moves the vote', { ...none, guestRatingDislikes: 2, isDisliked: true }, 5, { guestRatingLikes: 4, guestRatingDislikes: 1, isLiked: true, isDisliked: false }],
    ['dislike after like moves the vote', { ...none, guestRatingLikes: 4, isLiked: true }, 1, { guestRatingLikes: 3, guestRatingDislikes: 2, isLiked: false, isDisliked: true }],
    ['like twice counts once', { ...none, guestRatingLikes: 4, isLiked: true }, 5, { ...none, guestRatingLikes: 4, isLiked: true }],
  ] as const)('%s', (_name, state, rating, expected) => expect(applyGuestRating(state, rating)).toEqual(expected));
});

describe('nextCommentsOffset (spec 001 §9 "Gallery comments fetched 5 at a time")', () => {
  it.each([[0, 0, null], [0, 7, 0], [5, 7, 5], [7, 7, null], [10, 7, null]])('loaded %i of %i -> %s', (loaded, total, expected) => expect(nextCommentsOffset(loaded, total)).toBe(expected));
});
