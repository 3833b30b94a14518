/**
 * The performers' chat ratings for the live lists (best chats): the same 90-day window and
 * "satisfied from 4 stars" rule as the chat button's (sdk/live/ratings.ts, server/live-chat/ratings.ts),
 * for every performer in one grouped read.
 */
import { sql, type Kysely } from 'kysely';
import { CHAT_RATING_WINDOW_DAYS, SATISFIED_FROM_STARS, satisfactionRate } from '../../sdk/live/ratings';
import type { Database } from '../db/schema';
import type { RatingsSource } from './candidates';

/** A ratings source over the chat_ratings table (migration 019). */
export function chatRatingsSource(db: Kysely<Database>, nowMs: () => number = Date.now): RatingsSource {
  return async (performerIds) => {
    if (performerIds.length === 0) return new Map();
    const since = new Date(nowMs() - CHAT_RATING_WINDOW_DAYS * 86_400_000).toISOString();
    const rows = await db.selectFrom('chat_ratings')
      .select((eb) => [
        'actor_id',
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string>(sql`case when stars >= ${SATISFIED_FROM_STARS} then 1 else 0 end`).as('satisfied'),
      ])
      .where('created_at', '>=', since)
      .groupBy('actor_id')
      .execute();
    const wanted = new Set(performerIds);
    return new Map(rows.filter((row) => wanted.has(row.actor_id)).map((row) => {
      const count = Number(row.count);
      return [row.actor_id, { ratingCount: count, satisfactionRate: satisfactionRate(count, Number(row.satisfied ?? 0)) }] as const;
    }));
  };
}
