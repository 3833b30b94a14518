import { describe, expect, it } from 'vitest';
import { CHAT_TYPES, type ChatType } from './chat-types';
import { compareVideoCallRanking, countsForVideoCallRanking, VIDEO_CALL_RANKING_DAYS, videoCallRankingSince, type MinutePaidWith } from './video-call-ranking';

// Task (issue 14 server rules): "the 'top video call' list ranked by paid video-chat minutes over a window (e.g. last
// 30 days)"; spec 001 §3 top cam field "rankingPointsVideoCall".
describe('countsForVideoCallRanking', () => {
  it.each<[ChatType, MinutePaidWith, boolean]>([
    ['liveChat', 'coins', true],
    ['videoCall', 'coins', true],
    ['mobileCallChat', 'coins', true],
    // Paid otherwise or not at all: a voucher minute is the platform's gift, a free minute earns nothing.
    ['liveChat', 'voucher', false],
    ['videoCall', 'voucher', false],
    ['liveChat', 'free', false],
    // Not a one-to-one video chat paid by the minute.
    ['voyeurChat', 'coins', false],
    ['voyeurPrivateChat', 'coins', false],
    ['freeChat', 'coins', false],
    ['liveShow', 'coins', false],
    ['livePreview', 'coins', false],
  ])('%s paid with %s -> %s', (chatType, paidWith, expected) => {
    expect(countsForVideoCallRanking(chatType, paidWith)).toBe(expected);
  });

  it('names a verdict for every chat type', () => {
    expect(CHAT_TYPES.filter((type) => countsForVideoCallRanking(type, 'coins'))).toEqual(['liveChat', 'mobileCallChat', 'videoCall']);
  });
});

describe('the window', () => {
  it('starts 30 days before now', () => {
    expect(VIDEO_CALL_RANKING_DAYS).toBe(30);
    expect(videoCallRankingSince(Date.parse('2026-03-31T12:00:00.000Z'))).toBe('2026-03-01T12:00:00.000Z');
  });
});

describe('compareVideoCallRanking', () => {
  const sorted = (rows: Array<{ id: number; rank: number; paidVideoMinutes: number }>) => [...rows].sort(compareVideoCallRanking).map((row) => row.id);
  it.each<[string, Array<{ id: number; rank: number; paidVideoMinutes: number }>, number[]]>([
    ['more minutes first', [{ id: 1, rank: 1, paidVideoMinutes: 3 }, { id: 2, rank: 9, paidVideoMinutes: 40 }], [2, 1]],
    ['equal minutes: the better rank', [{ id: 1, rank: 9, paidVideoMinutes: 5 }, { id: 2, rank: 2, paidVideoMinutes: 5 }], [2, 1]],
    ['nobody paid: the rank alone', [{ id: 3, rank: 7, paidVideoMinutes: 0 }, { id: 1, rank: 8, paidVideoMinutes: 0 }, { id: 2, rank: 1, paidVideoMinutes: 0 }], [2, 3, 1]],
    ['equal in all but the id', [{ id: 5, rank: 1, paidVideoMinutes: 0 }, { id: 4, rank: 1, paidVideoMinutes: 0 }], [4, 5]],
  ])('%s', (_case, rows, expected) => {
    expect(sorted(rows)).toEqual(expected);
  });
});
