/** Actor chat ratings over the last 90 days (spec 001 §3 "lastNinetyDays with countRatings and satisfactionRate"). */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CHAT_RATING_WINDOW_DAYS, SATISFIED_FROM_STARS, satisfactionRate } from '../../sdk/live/ratings';
import type { Db } from '../money/ledger';

export async function actorChatRatings(db: Db, actorId: number, nowMs = Date.now()): Promise<{ countRatings: number; satisfactionRate: number }> {
  const since = new Date(nowMs - CHAT_RATING_WINDOW_DAYS * 86_400_000).toISOString();
  const row = await db.selectFrom('chat_ratings')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number | string>(sql`case when stars >= ${SATISFIED_FROM_STARS} then 1 else 0 end`), sql<number>`0`).as('satisfied'),
    ])
    .where('actor_id', '=', actorId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { countRatings: count, satisfactionRate: satisfactionRate(count, Number(row.satisfied)) };
}

/** Records the guest's rating of one of its chats (one per chat: a second one is ignored). */
export async function rateChat(db: Db, input: { chatId: string; guestId: string; stars: number; nowMs?: number }): Promise<boolean> {
  const chat = await db.selectFrom('chat_sessions').select(['actor_id', 'guest_id']).where('id', '=', input.chatId).executeTakeFirst();
  if (!chat || chat.guest_id !== input.guestId) return false;
  const result = await db.insertInto('chat_ratings')
    .values({ id: randomUUID(), actor_id: chat.actor_id, guest_id: input.guestId, chat_id: input.chatId, stars: input.stars, created_at: new Date(input.nowMs ?? Date.now()).toISOString() })
    .onConflict((oc) => oc.column('chat_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
