import { describe, expect, it } from 'vitest';
import { likeShare, moveVote, nextVote, RATING_THRESHOLD, voteOf, type VoteState, type VideoVote } from './index';

describe('nextVote: one vote per guest and video (spec 001 §7 "like/dislike video")', () => {
  it.each<[VoteState, VideoVote, VoteState]>([
    [null, 'like', 'like'],
    [null, 'dislike', 'dislike'],
    ['like', 'like', null],
    ['like', 'dislike', 'dislike'],
    ['dislike', 'dislike', null],
    ['dislike', 'like', 'like'],
  ])('from %s, pressing %s gives %s', (current, pressed, expected) => {
    expect(nextVote(current, pressed)).toBe(expected);
  });
});

describe('moveVote: the counts follow the one vote', () => {
  it.each<[VoteState, VoteState, { likes: number; dislikes: number }]>([
    [null, 'like', { likes: 4, dislikes: 2 }],
    [null, 'dislike', { likes: 3, dislikes: 3 }],
    ['like', null, { likes: 2, dislikes: 2 }],
    ['like', 'dislike', { likes: 2, dislikes: 3 }],
    ['dislike', 'like', { likes: 4, dislikes: 1 }],
    ['like', 'like', { likes: 3, dislikes: 2 }],
  ])('from %s to %s', (from, to, expected) => {
    expect(moveVote({ likes: 3, dislikes: 2 }, from, to)).toEqual(expected);
  });

  it('never counts below 0 (a stale page taking back a vote the server already dropped)', () => {
    expect(moveVote({ likes: 0, dislikes: 0 }, 'like', null)).toEqual({ likes: 0, dislikes: 0 });
  });
});

describe('likeShare: spec 001 §9 "Rating threshold 10 ratings"', () => {
  it.each<[number, number, number | null]>([
    [0, 0, null],
    [9, 0, null],
    [5, 4, null],
    [10, 0, 100],
    [7, 3, 70],
    [2, 1, null],
    [1, 2, null],
    [2, 9, 18],
  ])('%i likes and %i dislikes: %s', (likes, dislikes, expected) => {
    expect(likeShare({ likes, dislikes })).toBe(expected);
  });

  it('the threshold is 10 and can be passed', () => {
    expect(RATING_THRESHOLD).toBe(10);
    expect(likeShare({ likes: 1, dislikes: 1 }, 1)).toBe(50);
  });
});

describe('voteOf: guestInfo liked / disliked', () => {
  it.each([
    [{ liked: true, disliked: false }, 'like'],
    [{ liked: false, disliked: true }, 'dislike'],
    [{ liked: false, disliked: false }, null],
  ] as const)('%o -> %s', (info, vote) => {
    expect(voteOf(info)).toBe(vote);
  });
});
