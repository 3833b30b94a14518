/**
 * The one place live chat touches helper H's live streams (issue 14 contract §2):
 * the signed stream URL of a chat and the registration of the `chat` access
 * check the playlists ask. Until H's `context.live` is merged, a stand-in signs
 * the contract's URL shape itself (same secret, same cookie), so the chat room
 * has a URL of the final form; once `context.live` exists it is used as is.
 */
import { createHmac } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { mediaSecret, setGuestCookie } from '../media/signing';

export interface ChatGrant {
  actorId: number;
  guestId: string;
  chatId: string;
}

type ChatAccessCheck = (q: { sessionId: string; guestId: string; actorId: number }) => Promise<boolean>;

/** What this file needs of H's LiveService (contract §2), read structurally so it compiles before and after the merge. */
interface LiveServiceShape {
  streamUrl(reply: FastifyReply, grant: { actorId: number; kind: 'chat'; guestId: string; sessionId: string; ttlSeconds?: number }): string;
  access: { register(kind: 'chat', check: ChatAccessCheck): void };
}

function liveOf(context: AppContext): LiveServiceShape | null {
  const live = (context as unknown as { live?: LiveServiceShape }).live;
  return live && typeof live.streamUrl === 'function' ? live : null;
}

/** A grant lives as long as a playlist reload needs; each GET chat/:id hands out a fresh URL. */
const CHAT_STREAM_TTL_SECONDS = 15 * 60;

/** The chat's signed master playlist URL; sets the velvet_media cookie on the reply. */
export function chatStreamUrl(context: AppContext, reply: FastifyReply, grant: ChatGrant, nowMs = Date.now()): string {
  const live = liveOf(context);
  if (live) return live.streamUrl(reply, { actorId: grant.actorId, kind: 'chat', guestId: grant.guestId, sessionId: grant.chatId, ttlSeconds: CHAT_STREAM_TTL_SECONDS });
  const key = mediaSecret(context.tokenSecret);
  const exp = Math.floor(nowMs / 1000) + CHAT_STREAM_TTL_SECONDS;
  const sig = createHmac('sha256', key).update(`live|${grant.actorId}|chat|${grant.guestId}|${grant.chatId}|${exp}`).digest('base64url');
  setGuestCookie(reply, key, { videoId: grant.actorId, kind: 'trailer', guest: grant.guestId, expiresAt: exp });
  return `/media/live/${grant.actorId}/chat/${grant.guestId}/${grant.chatId}/${exp}/${sig}/master.m3u8`;
}

/** Registers the `chat` check: a playlist of a chat that ended stops within one reload. */
export function registerChatAccess(context: AppContext, check: ChatAccessCheck): void {
  liveOf(context)?.access.register('chat', check);
}

/** The actor's live stream state from H's service, or null before it exists (then performers.is_online decides). */
export async function chatStreamState(context: AppContext, actorId: number): Promise<'live' | 'ticketShow' | 'offline' | null> {
  const live = (context as unknown as { live?: { state?: (id: number) => Promise<'live' | 'ticketShow' | 'offline'> } }).live;
  return typeof live?.state === 'function' ? live.state(actorId) : null;
}
