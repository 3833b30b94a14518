/** Which running chats end because of their performer: gone offline (201), or a ticket show began (908, all but live-show chats). */
import type { Kysely } from 'kysely';
import { EXIT_ACTOR_OFFLINE, EXIT_LIVE_SHOW_STARTED } from '../../sdk/live/exit-reasons';
import type { Database } from '../db/schema';

export async function endedByActor(
  db: Kysely<Database>,
  streamState: (actorId: number) => Promise<'live' | 'ticketShow' | 'offline' | null>,
): Promise<Array<{ id: string; reason: number }>> {
  const running = await db.selectFrom('chat_sessions')
    .innerJoin('performers', 'performers.id', 'chat_sessions.actor_id')
    .select(['chat_sessions.id', 'chat_sessions.actor_id', 'chat_sessions.chat_type', 'performers.is_online'])
    .where('chat_sessions.ended_at', 'is', null)
    .execute();
  const states = new Map<number, Awaited<ReturnType<typeof streamState>>>();
  const ended: Array<{ id: string; reason: number }> = [];
  for (const chat of running) {
    if (chat.is_online !== 1) {
      ended.push({ id: chat.id, reason: EXIT_ACTOR_OFFLINE });
      continue;
    }
    if (!states.has(chat.actor_id)) states.set(chat.actor_id, await streamState(chat.actor_id));
    const state = states.get(chat.actor_id);
    if (state === 'offline') ended.push({ id: chat.id, reason: EXIT_ACTOR_OFFLINE });
    else if (state === 'ticketShow' && chat.chat_type !== 'liveShow') ended.push({ id: chat.id, reason: EXIT_LIVE_SHOW_STARTED });
  }
  return ended;
}
