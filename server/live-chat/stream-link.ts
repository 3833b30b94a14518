/**
 * The one place live chat touches helper H's live streams (issue 14 contract
 * §2): the signed stream URL of a chat, the stream state, and the `chat`
 * access check and audience the playlists and liveState events ask.
 */
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';

export interface ChatGrant {
  actorId: number;
  guestId: string;
  chatId: string;
}

/** The chat's signed master playlist URL (kind chat, session = chat id); sets the vm cookie on the reply. */
export function chatStreamUrl(context: AppContext, reply: FastifyReply, grant: ChatGrant): string {
  // H's default lifetime: a long chat must not lose its stream to the signature; the chat check ends it earlier.
  return context.live.streamUrl(reply, { actorId: grant.actorId, kind: 'chat', guestId: grant.guestId, sessionId: grant.chatId });
}

/** The actor's stream state ('live' | 'ticketShow' | 'offline'). */
export function chatStreamState(context: AppContext, actorId: number): Promise<'live' | 'ticketShow' | 'offline'> {
  return context.live.state(actorId);
}

/**
 * Registers the `chat` check (a playlist of a chat that ended stops within one
 * reload) and the chat's audience (guests chatting with the actor hear its liveState).
 */
export function registerChatAccess(
  context: AppContext,
  access: { isRunning: (q: { sessionId: string; guestId: string; actorId: number }) => Promise<boolean>; guestsChattingWith: (actorId: number) => Promise<string[]> },
): void {
  context.live.access.register('chat', access.isRunning);
  context.live.access.registerAudience('chat', access.guestsChattingWith);
}
