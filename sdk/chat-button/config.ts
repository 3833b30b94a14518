/**
 * The chat button config of one performer (spec 001 §3 "Chat button config per actor:
 * actorId, isActorOnline, prices (freeMessages, message, single, singlec2c, video,
 * voucherChatMinutes, voyeur), freeChat, voyeur and ticket flags, voicecall flag"),
 * served by GET /rest/v1/actor/:actorId/chatButtonConfig.
 */
import type { RestClient, RestRequestInit } from '../api/rest';
import { unwrapAnswer } from '../chat-room/api';

export interface ChatButtonPrices {
  freeMessages: number;
  message: number;
  single: number;
  singlec2c: number;
  video: number;
  /** Chat minutes of the guest's vouchers usable with this performer (used before coins). */
  voucherChatMinutes: number;
  voyeur: number;
}

export interface ChatButtonConfig {
  actorId: number;
  actorName: string;
  isActorOnline: boolean;
  prices: ChatButtonPrices;
  freeChat: boolean;
  voyeur: boolean;
  ticket: boolean;
  voicecall: boolean;
  /** A ticket show is running now (the stream is for ticket holders only). */
  isCurrentlyTicketShow: boolean;
  /** The guest holds a ticket for this performer's show. */
  guestHasTicket: boolean;
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const flag = (...values: unknown[]): boolean => values.some((value) => value === true);

/**
 * Reads the server's answer; the flags are also accepted under the spellings of the
 * actor data (isVoyeurChatAvailable, isCurrentlyTicketShow), so a renamed field does not
 * silently hide an offer.
 */
export function parseChatButtonConfig(raw: unknown, actorId: number): ChatButtonConfig {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const prices = (body.prices && typeof body.prices === 'object' ? body.prices : {}) as Record<string, unknown>;
  const flags = (body.flags && typeof body.flags === 'object' ? body.flags : {}) as Record<string, unknown>;
  return {
    actorId: num(body.actorId) || actorId,
    actorName: typeof body.actorName === 'string' ? body.actorName : '',
    isActorOnline: flag(body.isActorOnline, body.isOnline),
    prices: {
      freeMessages: num(prices.freeMessages),
      message: num(prices.message),
      single: num(prices.single),
      singlec2c: num(prices.singlec2c),
      video: num(prices.video),
      voucherChatMinutes: num(prices.voucherChatMinutes),
      voyeur: num(prices.voyeur),
    },
    freeChat: flag(body.freeChat, flags.freeChat),
    voyeur: flag(body.voyeur, body.isVoyeurChatAvailable, flags.voyeur),
    ticket: flag(body.ticket, flags.ticket),
    voicecall: flag(body.voicecall, body.voiceCall, flags.voicecall),
    isCurrentlyTicketShow: flag(body.isCurrentlyTicketShow),
    guestHasTicket: flag(body.guestHasTicket),
  };
}

/** GET actor/:actorId/chatButtonConfig. */
export async function loadChatButtonConfig(client: RestClient, actorId: number, init?: RestRequestInit): Promise<ChatButtonConfig> {
  return parseChatButtonConfig(unwrapAnswer(await client.get<unknown>(`actor/${actorId}/chatButtonConfig`, undefined, init)), actorId);
}
