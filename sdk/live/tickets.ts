/**
 * The client calls of ticket shows and the anonymous voice call (spec 000 §7
 * query service "chat ticket buy (id, creationType, modelId, start,
 * promoCode) and remove (id)", "anonymous voice-call start (accessToken,
 * actorId)"), and the purchase analytics event of a bought ticket (002 §4.12).
 * The chat button (helper K) calls buyChatTicket when the guest buys a ticket
 * and hands a success to trackTicketPurchase.
 */
import type { QueryService } from '../video-page/query-service';
import { DEFAULT_TICKET_CREATION_TYPE, ticketPurchaseEvent, type TicketCreationType, type TicketPurchaseEvent } from './ticket-rules';
import { voiceCallOutcome, type VoiceCallOutcome, type VoiceCallStartResult } from './voice-call';

export interface ChatTicketResult {
  success: boolean;
  /** sdk/live/ticket-rules.ts TICKET_ERROR_CODES when success is false. */
  errorCode: string | null;
  ticketId: string | null;
  price: number | null;
  paidWith: 'coins' | 'voucher' | null;
}

export interface TicketShow {
  id: number;
  actorId: number;
  startsAt: string;
  endsAt: string;
  price: number;
  status: 'scheduled' | 'running' | 'ended';
  guestHasTicket: boolean;
}

const TICKET_FIELDS = 'success errorCode ticketId price paidWith';

/** The performer's next show not yet ended, or null. */
export async function nextTicketShow(query: QueryService, actorId: number): Promise<TicketShow | null> {
  const data = await query<{ nextTicketShow: TicketShow | null }>(
    'query($actorId: Int!) { nextTicketShow(actorId: $actorId) { id actorId startsAt endsAt price status guestHasTicket } }', { actorId });
  return data.nextTicketShow;
}

export interface BuyChatTicketInput {
  /** The show id. */
  id: number;
  modelId: number;
  /** The show's start as the client knows it (ISO); a moved show answers SHOW_RESCHEDULED. */
  start: string;
  creationType?: TicketCreationType;
  promoCode?: string | null;
}

/** chatTicketBuy: refusals come back as success false with an errorCode (never thrown). */
export async function buyChatTicket(query: QueryService, input: BuyChatTicketInput): Promise<ChatTicketResult> {
  const data = await query<{ chatTicketBuy: ChatTicketResult }>(
    `mutation($id: Int!, $creationType: String, $modelId: Int!, $start: String!, $promoCode: String) {
      chatTicketBuy(id: $id, creationType: $creationType, modelId: $modelId, start: $start, promoCode: $promoCode) { ${TICKET_FIELDS} } }`,
    { id: input.id, creationType: input.creationType ?? DEFAULT_TICKET_CREATION_TYPE, modelId: input.modelId, start: input.start, promoCode: input.promoCode ?? null });
  return data.chatTicketBuy;
}

/** chatTicketRemove by show id: refunded in full before the show starts, SHOW_STARTED after. */
export async function removeChatTicket(query: QueryService, id: number): Promise<ChatTicketResult> {
  const data = await query<{ chatTicketRemove: ChatTicketResult }>(`mutation($id: Int!) { chatTicketRemove(id: $id) { ${TICKET_FIELDS} } }`, { id });
  return data.chatTicketRemove;
}

/** The sink of the page's analytics: `(event) => tracker.trackAnalytics(event.name, event.data)` (consent is decided by the tracker). */
export type PurchaseSink = (event: TicketPurchaseEvent) => void;

/** spec 002 §4.12: a successful buy is reported as a purchase (transaction id ticket:show); a refusal reports nothing. */
export function trackTicketPurchase(result: ChatTicketResult, ticket: { showId: number; actorName: string }, sink: PurchaseSink): boolean {
  if (!result.success) return false;
  sink(ticketPurchaseEvent({ showId: ticket.showId, actorName: ticket.actorName, price: result.price ?? 0 }));
  return true;
}

/** anonymousVoiceCallStart, read by spec 000 §4's rule: 2000 opens the call, any other code is shown. */
export async function startAnonymousVoiceCall(query: QueryService, accessToken: string, actorId: number): Promise<VoiceCallOutcome> {
  const data = await query<{ anonymousVoiceCallStart: VoiceCallStartResult }>(
    'mutation($accessToken: String!, $actorId: Int!) { anonymousVoiceCallStart(accessToken: $accessToken, actorId: $actorId) { resultCode serverId clientId callId streamUrl } }',
    { accessToken, actorId });
  return voiceCallOutcome(data.anonymousVoiceCallStart);
}

/** Hangs up the guest's call; false when it had ended already. */
export async function stopAnonymousVoiceCall(query: QueryService, callId: string): Promise<boolean> {
  const data = await query<{ anonymousVoiceCallStop: { success: boolean } }>('mutation($callId: String!) { anonymousVoiceCallStop(callId: $callId) { success } }', { callId });
  return data.anonymousVoiceCallStop.success;
}
