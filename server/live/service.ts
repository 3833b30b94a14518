/**
 * AppContext.live (live contract §2): who may watch (an access registry the
 * chat, show and voice owners fill), signed stream URLs, and the stream state.
 */
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { MEDIA_GRANT_SECONDS } from '../../sdk/media/entitlement';
import { LIVE_GRANT_MAX_SECONDS, liveStreamState, type LiveKind, type LiveStreamState } from '../../sdk/live/stream';
import type { Database } from '../db/schema';
import { mediaSecret, setGuestCookie } from '../media/signing';
import { livePrefix, type LiveGrant } from './signing';

export type { LiveKind, LiveStreamState };

/** What a playlist reload asks about the grant's session. */
export interface LiveSessionQuery {
  sessionId: string;
  guestId: string;
  actorId: number;
}

export type LiveSessionCheck = (query: LiveSessionQuery) => Promise<boolean>;

export interface LiveAccess {
  /** The owner of a kind says whether its session still runs (I: chat, J: show and voice, H: preview). Last one wins. */
  register(kind: LiveKind, check: LiveSessionCheck): void;
  /** False for a kind nobody registered: no session, no stream. */
  check(kind: LiveKind, query: LiveSessionQuery): Promise<boolean>;
  /**
   * Beyond the contract: the guests in a session of this kind with the actor, who hear its liveState
   * events besides the fans (I registers the chat's guests, J the ticket holders).
   */
  registerAudience(kind: LiveKind, guestsWatching: (actorId: number) => Promise<string[]>): void;
  audience(actorId: number): Promise<string[]>;
}

export interface StreamGrantRequest {
  actorId: number;
  kind: LiveKind;
  guestId: string;
  sessionId: string;
  /** Default: LIVE_GRANT_SECONDS; at most LIVE_GRANT_MAX_SECONDS. The session check ends access earlier; the signature only bounds a leaked URL. */
  ttlSeconds?: number;
}

/** Told after the actor's stream state changed (the change is committed); the live chat ends her chats here at once. */
export type LiveStateListener = (actorId: number, state: LiveStreamState) => Promise<void>;

export interface LiveService {
  access: LiveAccess;
  /** Adds a listener of stream state changes (publishLiveState calls them); returns its removal. */
  onStateChange(listener: LiveStateListener): () => void;
  /** Runs every state listener for the actor's new state, one after the other. */
  stateChanged(actorId: number, state: LiveStreamState): Promise<void>;
  /** Signed master playlist URL; also sets the vm cookie on reply. */
  streamUrl(reply: FastifyReply, grant: StreamGrantRequest): string;
  state(actorId: number): Promise<LiveStreamState>;
  /** The clock of the live timeline and of grant expiry (milliseconds); tests replace it to move time. */
  now: () => number;
}

/** How long a stream URL is signed for by default: a long chat must not lose its stream to the signature. */
export const LIVE_GRANT_SECONDS = 6 * 60 * 60;

export function createLiveService(db: Kysely<Database>, tokenSecret: string): LiveService {
  const key = mediaSecret(tokenSecret);
  const checks = new Map<LiveKind, LiveSessionCheck>();
  const audiences = new Map<LiveKind, (actorId: number) => Promise<string[]>>();
  const stateListeners = new Set<LiveStateListener>();
  const service: LiveService = {
    access: {
      register: (kind, check) => void checks.set(kind, check),
      check: async (kind, query) => (await checks.get(kind)?.(query)) ?? false,
      registerAudience: (kind, guestsWatching) => void audiences.set(kind, guestsWatching),
      async audience(actorId) {
        const lists = await Promise.all([...audiences.values()].map((guestsWatching) => guestsWatching(actorId)));
        return [...new Set(lists.flat())];
      },
    },
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    async stateChanged(actorId, state) {
      for (const listener of [...stateListeners]) await listener(actorId, state);
    },
    streamUrl(reply, request) {
      const grant: LiveGrant = {
        actorId: request.actorId,
        kind: request.kind,
        guest: request.guestId,
        sessionId: request.sessionId,
        // Capped: the playlists' numbering origin lies before any grant's start (sdk liveNumberingOrigin).
        expiresAt: Math.floor(service.now() / 1000) + Math.min(request.ttlSeconds ?? LIVE_GRANT_SECONDS, LIVE_GRANT_MAX_SECONDS),
      };
      // The cookie proves the guest at least as long as a video grant would (never shorter than one held already).
      setGuestCookie(reply, key, { guest: grant.guest, expiresAt: Math.max(grant.expiresAt, Math.floor(service.now() / 1000) + MEDIA_GRANT_SECONDS) });
      return `${livePrefix(key, grant)}/master.m3u8`;
    },
    state: (actorId) => actorStreamState(db, actorId),
    now: () => Date.now(),
  };
  return service;
}

/** The actor's stream state from the performers row (no such actor: offline). */
export async function actorStreamState(db: Kysely<Database>, actorId: number): Promise<LiveStreamState> {
  const row = await db.selectFrom('performers').select(['is_online', 'is_ticket_show']).where('id', '=', actorId).executeTakeFirst();
  return liveStreamState({ isOnline: row?.is_online === 1, isCurrentlyTicketShow: row?.is_ticket_show === 1 });
}
