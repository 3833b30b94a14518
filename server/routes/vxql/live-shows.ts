/**
 * The query service's ticket-show and voice-call fields (issue 14 items 7, 8;
 * spec 000 §7 "chat ticket buy (id, creationType, modelId, start, promoCode)
 * and remove (id)", "anonymous voice-call start (accessToken, actorId)";
 * "chat ticket results carry success and errorCode"). Refusals are answers
 * (success false + errorCode, or a resultCode other than 2000), never GraphQL
 * errors, because the spec's clients read them from the result. The `id` of
 * buy and remove is the show id: a guest holds at most one live ticket per
 * show (decision: the spec names no ticket id the client could know).
 */
import type { FastifyReply } from 'fastify';
import { InvalidTokenError, verifyAccessToken } from '../../auth/token';
import type { ChangePublisher } from '../../changes';
import type { AppContext } from '../../context';
import type { GuestRecord } from '../../guests/current-guest';
import { buyTicket, removeTicket } from '../../live-shows/tickets';
import { startVoiceCall, stopVoiceCall, VOICE_END_GUEST_LEFT } from '../../live-shows/voice-calls';
import { upcomingShow } from '../../live-shows/shows';
import { DEFAULT_TICKET_CREATION_TYPE } from '../../../sdk/live/ticket-rules';

export const LIVE_SHOWS_SDL = /* GraphQL */ `
  "A chat ticket answer: success, else errorCode (sdk/live/ticket-rules.ts TICKET_ERROR_CODES)."
  type ChatTicketResult { success: Boolean!, errorCode: String, ticketId: String, price: Int, paidWith: String }
  "spec 000 §4: resultCode 2000 opens the call with server and client ids; other codes: sdk/live/voice-call.ts VOICE_CALL_CODES."
  type VoiceCallStartResult {
    resultCode: Int!, serverId: String, clientId: String, callId: String
    "The call's audio as a signed live stream of kind voice (HLS; the vm cookie comes with this answer)."
    streamUrl: String
  }
  type VoiceCallStopResult { success: Boolean! }
  "A ticket show on the schedule (status scheduled, running or ended); guestHasTicket for the caller."
  type TicketShow { id: Int!, actorId: Int!, startsAt: String!, endsAt: String!, price: Int!, status: String!, guestHasTicket: Boolean! }
`;

export const LIVE_SHOWS_QUERY_FIELDS = /* GraphQL */ `
    "The performer's next ticket show not yet ended, or null (what 'buy a ticket' offers)."
    nextTicketShow(actorId: Int!): TicketShow
`;

export const LIVE_SHOWS_MUTATION_FIELDS = /* GraphQL */ `
    "Buys a ticket for show id (creation type M manual, C chat ticket, P purchased; default C): a live-show voucher pays first, else coins."
    chatTicketBuy(id: Int!, creationType: String = "${DEFAULT_TICKET_CREATION_TYPE}", modelId: Int!, start: String!, promoCode: String): ChatTicketResult!
    "Removes the guest's ticket for show id; refunded in full before the show starts, refused after (SHOW_STARTED)."
    chatTicketRemove(id: Int!): ChatTicketResult!
    "Starts an anonymous voice call with the performer (accessToken: the caller's own access token)."
    anonymousVoiceCallStart(accessToken: String!, actorId: Int!): VoiceCallStartResult!
    "Ends the caller's voice call (the guest hung up)."
    anonymousVoiceCallStop(callId: String!): VoiceCallStopResult!
`;

interface LiveShowsContext {
  appContext: AppContext;
  country: string;
  guest(): Promise<GuestRecord | null>;
  publishChanges: ChangePublisher;
  /** mercurius puts the reply into every context: the stream URL's cookie is set on it. */
  reply: FastifyReply;
}

/** The logged-in, unlocked caller, or the errorCode refusing a ticket call. */
async function ticketBuyer(context: LiveShowsContext): Promise<GuestRecord | 'LOGIN_REQUIRED' | 'ACCOUNT_LOCKED'> {
  const guest = await context.guest();
  if (guest?.isLocked) return 'ACCOUNT_LOCKED';
  if (!guest?.isLoggedIn) return 'LOGIN_REQUIRED';
  return guest;
}

const answer = (result: { success: boolean; errorCode: string | null; ticketId?: string; price?: number; paidWith?: string }) => ({
  success: result.success, errorCode: result.errorCode, ticketId: result.ticketId ?? null, price: result.price ?? null, paidWith: result.paidWith ?? null,
});

export const liveShowsQueries = {
  async nextTicketShow(_parent: unknown, args: { actorId: number }, context: LiveShowsContext) {
    const { db } = context.appContext.database;
    const show = await upcomingShow(db, args.actorId);
    if (!show) return null;
    const guest = await context.guest();
    const held = guest?.isLoggedIn
      ? await db.selectFrom('chat_tickets').select('id').where('guest_id', '=', guest.id).where('show_id', '=', show.id).where('removed', '=', 0).executeTakeFirst()
      : undefined;
    return { id: show.id, actorId: show.performer_id, startsAt: show.starts_at, endsAt: show.ends_at, price: show.price, status: show.status, guestHasTicket: held !== undefined };
  },
};

export const liveShowsMutations = {
  async chatTicketBuy(_parent: unknown, args: { id: number; creationType: string; modelId: number; start: string; promoCode?: string | null }, context: LiveShowsContext) {
    const buyer = await ticketBuyer(context);
    if (typeof buyer === 'string') return answer({ success: false, errorCode: buyer });
    const result = await buyTicket(context.appContext.database.db, {
      guestId: buyer.id, showId: args.id, creationType: args.creationType, modelId: args.modelId, start: args.start, promoCode: args.promoCode ?? null,
    });
    await context.publishChanges(result.changes);
    return answer(result);
  },
  async chatTicketRemove(_parent: unknown, args: { id: number }, context: LiveShowsContext) {
    const buyer = await ticketBuyer(context);
    if (typeof buyer === 'string') return answer({ success: false, errorCode: buyer });
    const result = await removeTicket(context.appContext.database.db, buyer.id, args.id);
    await context.publishChanges(result.changes);
    return answer(result);
  },
  async anonymousVoiceCallStart(_parent: unknown, args: { accessToken: string; actorId: number }, context: LiveShowsContext) {
    const guest = await context.guest();
    let tokenMatches = false;
    try {
      tokenMatches = guest !== null && (await verifyAccessToken(context.appContext.tokenSecret, args.accessToken)).sub === guest.id;
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
    }
    const result = await startVoiceCall(context.appContext.database.db, {
      guestId: guest?.id ?? '', isLoggedIn: guest?.isLoggedIn ?? false, isLocked: guest?.isLocked ?? false, tokenMatches, actorId: args.actorId, country: context.country,
    });
    await context.publishChanges(result.changes);
    // A real audio stream for the call (issue 14 item 8): the performer's live stream as kind `voice`, while the call runs.
    const streamUrl = result.callId && guest
      ? context.appContext.live.streamUrl(context.reply, { actorId: args.actorId, kind: 'voice', guestId: guest.id, sessionId: result.callId })
      : null;
    return { resultCode: result.resultCode, serverId: result.serverId, clientId: result.clientId, callId: result.callId, streamUrl };
  },
  async anonymousVoiceCallStop(_parent: unknown, args: { callId: string }, context: LiveShowsContext) {
    const guest = await context.guest();
    if (!guest) return { success: false };
    const { db } = context.appContext.database;
    const own = await db.selectFrom('voice_calls').select('id').where('id', '=', args.callId).where('guest_id', '=', guest.id).executeTakeFirst();
    if (!own) return { success: false };
    const result = await stopVoiceCall(db, own.id, VOICE_END_GUEST_LEFT);
    await context.publishChanges(result.changes);
    return { success: result.stopped };
  },
};
