/**
 * The performers' paid video-chat minutes of the ranking window (the top video call list, sdk/live/video-call-ranking.ts):
 * billed minutes (chat_minutes, migration 019) of the window, counted per performer, chat type and payment in one
 * grouped read; which of them count is the pure rule's to say, so the database and the rule never disagree.
 */
import type { Kysely } from 'kysely';
import { isChatType } from '../../sdk/live/chat-types';
import { countsForVideoCallRanking, videoCallRankingSince, type MinutePaidWith } from '../../sdk/live/video-call-ranking';
import type { Database } from '../db/schema';

/** Paid video-chat minutes by performer id (performers without any are absent). */
export type VideoMinutesSource = () => Promise<ReadonlyMap<number, number>>;

export const NO_VIDEO_MINUTES: VideoMinutesSource = async () => new Map();

/** A source over chat_minutes joined with their chats; `nowMs` places the window. */
export function paidVideoMinutesSource(db: Kysely<Database>, nowMs: () => number = Date.now): VideoMinutesSource {
  return async () => {
    const rows = await db.selectFrom('chat_minutes')
      .innerJoin('chat_sessions', 'chat_sessions.id', 'chat_minutes.chat_id')
      .select((eb) => ['chat_sessions.actor_id', 'chat_sessions.chat_type', 'chat_minutes.paid_with', eb.fn.countAll<number | string>().as('minutes')])
      .where('chat_minutes.billed_at', '>=', videoCallRankingSince(nowMs()))
      .groupBy(['chat_sessions.actor_id', 'chat_sessions.chat_type', 'chat_minutes.paid_with'])
      .execute();
    const minutes = new Map<number, number>();
    for (const row of rows) {
      if (!isChatType(row.chat_type) || !countsForVideoCallRanking(row.chat_type, row.paid_with as MinutePaidWith)) continue;
      minutes.set(row.actor_id, (minutes.get(row.actor_id) ?? 0) + Number(row.minutes));
    }
    return minutes;
  };
}
