/**
 * Who may load the live playlists of kinds `show` and `voice` (live contract
 * §2: "Playlists ... additionally ask context.live.access.check(kind,
 * { sessionId, guestId, actorId })"; J registers `show` and `voice`). The
 * session id of a show grant is the ticket id, of a voice grant the call id.
 * Asked at every playlist reload, so a removed ticket, an ended show or a
 * stopped call stops the stream within one target duration.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { touchVoiceCall } from './voice-calls';

export interface LiveGrantQuery {
  sessionId: string;
  guestId: string;
  actorId: number;
}

/** The part of H's LiveAccess this module needs (structural, so it compiles before H's service exists). */
export interface LiveAccessRegistry {
  register(kind: 'show' | 'voice', check: (query: LiveGrantQuery) => Promise<boolean>): void;
  registerAudience?(kind: 'show' | 'voice', guestsWatching: (actorId: number) => Promise<string[]>): void;
}

/** A live ticket of this guest for a show of this actor that has not ended. */
export async function showAccess(db: Kysely<Database>, query: LiveGrantQuery): Promise<boolean> {
  const row = await db.selectFrom('chat_tickets').innerJoin('ticket_shows', 'ticket_shows.id', 'chat_tickets.show_id')
    .select('chat_tickets.id')
    .where('chat_tickets.id', '=', query.sessionId).where('chat_tickets.guest_id', '=', query.guestId).where('chat_tickets.removed', '=', 0)
    .where('ticket_shows.performer_id', '=', query.actorId).where('ticket_shows.status', '!=', 'ended')
    .executeTakeFirst();
  return row !== undefined;
}

/** This guest's running call with this actor; a yes marks the call seen (the heartbeat that keeps it billed). */
export async function voiceAccess(db: Kysely<Database>, query: LiveGrantQuery): Promise<boolean> {
  const row = await db.selectFrom('voice_calls').select('id')
    .where('id', '=', query.sessionId).where('guest_id', '=', query.guestId).where('performer_id', '=', query.actorId).where('ended_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined && (await touchVoiceCall(db, row.id));
}

/** Registers both checks on the live service's access registry (the platform calls it once). */
export function registerLiveShowAccess(access: LiveAccessRegistry, db: Kysely<Database>): void {
  access.register('show', (query) => showAccess(db, query));
  access.register('voice', (query) => voiceAccess(db, query));
  // The holders of the actor's show not yet ended, and her callers, hear its liveState (H's audience registry).
  access.registerAudience?.('show', async (actorId) => (await db.selectFrom('chat_tickets').innerJoin('ticket_shows', 'ticket_shows.id', 'chat_tickets.show_id')
    .select('chat_tickets.guest_id').distinct().where('ticket_shows.performer_id', '=', actorId).where('ticket_shows.status', '!=', 'ended')
    .where('chat_tickets.removed', '=', 0).execute()).map((row) => row.guest_id));
  access.registerAudience?.('voice', async (actorId) => (await db.selectFrom('voice_calls').select('guest_id')
    .where('performer_id', '=', actorId).where('ended_at', 'is', null).execute()).map((row) => row.guest_id));
}
