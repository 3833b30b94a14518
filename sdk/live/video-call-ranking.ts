/**
 * The "top video call" ranking (spec 001 §2 "top cams (... top video call)", §3 top cam field
 * "rankingPointsVideoCall"; task: ranked by paid video-chat minutes over a window). Decisions, the
 * spec being silent on the measure:
 * - a point is one paid minute of a one-to-one video chat with the performer in the last 30 days;
 * - one-to-one video chats are the live chat, the video call and the mobile call chat (the guest pays
 *   the performer's minute price for her picture); voyeurs watch another guest's chat, ticket shows are
 *   paid per ticket and free chats not at all, so none of them counts;
 * - a minute counts when the guest paid it in coins: a voucher minute is a gift of the platform and a
 *   free minute earns nothing, so neither says how much guests pay for her;
 * - more points rank higher; ties (every newcomer has 0) by the platform rank.
 */
import type { ChatType } from './chat-types';

/** The ranking's window: paid minutes of the last 30 days. */
export const VIDEO_CALL_RANKING_DAYS = 30;

/** The chat types whose minutes count: one guest, one performer, her video, a price per minute. */
export const VIDEO_CALL_RANKED_CHAT_TYPES: readonly ChatType[] = ['liveChat', 'videoCall', 'mobileCallChat'];

/** How a billed chat minute was paid (server chat_minutes.paid_with). */
export type MinutePaidWith = 'coins' | 'voucher' | 'free';

/** Whether one billed minute earns the performer a video-call ranking point. */
export function countsForVideoCallRanking(chatType: ChatType, paidWith: MinutePaidWith): boolean {
  return paidWith === 'coins' && VIDEO_CALL_RANKED_CHAT_TYPES.includes(chatType);
}

/** The window's start for a ranking made at `nowMs` (ISO, compared with chat_minutes.billed_at). */
export function videoCallRankingSince(nowMs: number): string {
  return new Date(nowMs - VIDEO_CALL_RANKING_DAYS * 86_400_000).toISOString();
}

/** The order of the ranking: more paid minutes first, then the platform rank (1 is best), then the id. */
export function compareVideoCallRanking(
  a: { paidVideoMinutes: number; rank: number; id: number },
  b: { paidVideoMinutes: number; rank: number; id: number },
): number {
  return b.paidVideoMinutes - a.paidVideoMinutes || a.rank - b.rank || a.id - b.id;
}
