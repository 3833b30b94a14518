/**
 * Which running chats end because of their performer, in one query per tick:
 * gone offline (201), or a ticket show began (908; not a live-show chat).
 * The columns are those H's stream state reads (performers.is_online, is_ticket_show).
 */
import type { Kysely } from 'kysely';
import { EXIT_ACTOR_OFFLINE, EXIT_LIVE_SHOW_STARTED } from '../../sdk/live/exit-reasons';
import type { Database } from '../db/schema';

export async function endedByActor(db: Kysely<Database>, actorId?: number): Promise<Array<{ id: string; reason: number }>> {
  let query = db.selectFrom('chat_sessions')
    .innerJoin('performers', 'performers.id', 'chat_sessions.actor_id')
    .select(['chat_sessions.id', 'chat_sessions.chat_type', 'performers.is_online', 'performers.is_ticket_show'])
    .where('chat_sessions.ended_at', 'is', null);
  // One actor's chats when her state just changed; every actor's on the ticker's pass.
  if (actorId !== undefined) query = query.where('chat_sessions.actor_id', '=', actorId);
  const running = await query
    .where((eb) => eb.or([eb('performers.is_online', '!=', 1), eb('performers.is_ticket_show', '=', 1)]))
    .execute();
  return running.flatMap((chat) => {
    if (chat.is_online !== 1) return [{ id: chat.id, reason: EXIT_ACTOR_OFFLINE }];
    return chat.chat_type === 'liveShow' ? [] : [{ id: chat.id, reason: EXIT_LIVE_SHOW_STARTED }];
  });
}
