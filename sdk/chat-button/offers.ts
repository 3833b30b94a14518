/**
 * What the chat button offers (issue 14 §3 "offers what applies: start video chat,
 * voyeur, free chat, buy a ticket, voice call, or send a message when offline").
 * A pure function of the config and the live state, so a partner's own UI shows the same.
 */
import type { ChatButtonConfig } from './config';

/** The live state of the performer's stream (live contract §1 liveStreamState). */
export type LiveState = 'live' | 'ticketShow' | 'offline';

export type ChatOfferKind = 'videoChat' | 'freeChat' | 'voyeur' | 'ticket' | 'voiceCall' | 'message';

/** The chat types of spec 000 §3 the offers start (live contract §1 CHAT_TYPES). */
export type RoomChatType = 'liveChat' | 'voyeurChat' | 'freeChat' | 'liveShow';

export interface ChatOffer {
  kind: ChatOfferKind;
  /** Coins per minute (per message for 'message'); 0 = free. */
  price: number;
  /** The chat room's chat type, for offers that open it. */
  chatType: RoomChatType | null;
}

/** The live state a config alone tells (before any realtime event). */
export function liveStateOf(config: Pick<ChatButtonConfig, 'isActorOnline' | 'isCurrentlyTicketShow'>): LiveState {
  if (!config.isActorOnline) return 'offline';
  return config.isCurrentlyTicketShow ? 'ticketShow' : 'live';
}

/**
 * The offers in the order the button shows them, the first being the main one.
 * Live: free chat (when the performer runs a free show), the video chat, voyeur, voice call, and a
 * ticket when she runs ticket shows. Ticket show: watch it with a ticket, else buy one. Offline: a
 * message, and a ticket when the performer sells one for an upcoming show (or the guest holds one).
 */
export function chatOffers(config: ChatButtonConfig, state: LiveState): ChatOffer[] {
  const offers: ChatOffer[] = [];
  // A ticket for her next show: bought, or held (the holder is told when it starts); before the show too (M, issue 14 item 7).
  const ticket: ChatOffer | null = config.ticket || config.guestHasTicket ? { kind: 'ticket', price: 0, chatType: null } : null;
  if (state === 'live') {
    if (config.freeChat) offers.push({ kind: 'freeChat', price: 0, chatType: 'freeChat' });
    offers.push({ kind: 'videoChat', price: config.prices.video, chatType: 'liveChat' });
    if (config.voyeur) offers.push({ kind: 'voyeur', price: config.prices.voyeur, chatType: 'voyeurChat' });
    // The server bills a voice minute at the video chat price (server/live-shows/voice-calls.ts voicePricePerMinute).
    if (config.voicecall) offers.push({ kind: 'voiceCall', price: config.prices.video, chatType: null });
    if (ticket) offers.push(ticket);
    return offers;
  }
  if (state === 'ticketShow') {
    if (config.guestHasTicket) offers.push({ kind: 'ticket', price: 0, chatType: 'liveShow' });
    else if (config.ticket) offers.push({ kind: 'ticket', price: 0, chatType: null });
    offers.push({ kind: 'message', price: config.prices.message, chatType: null });
    return offers;
  }
  offers.push({ kind: 'message', price: config.prices.message, chatType: null });
  if (ticket) offers.push(ticket);
  return offers;
}

/** True for offers that need a logged-in guest before anything happens (spec 000 §6; a message opens the messenger, which asks itself). */
export function needsLogin(offer: ChatOffer): boolean {
  return offer.kind !== 'message';
}
