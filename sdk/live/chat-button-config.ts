/**
 * The chat button config per actor (spec 001 §3: "actorId, isActorOnline,
 * prices (freeMessages, message, single, singlec2c, video, voucherChatMinutes,
 * voyeur), freeChat, voyeur and ticket flags, voicecall flag"), built from the
 * performer's row; the server serves it and the chat button reads it.
 */
import type { ActorChatPrices } from './billing';
import { chatRatingsVisible, type ChatRatings } from './ratings';
import { MIN_CHAT_BALANCE_COINS } from './timing';
import { offersVoiceCall } from './voice-call';

export interface ChatButtonConfig {
  actorId: number;
  actorName: string;
  isActorOnline: boolean;
  prices: { freeMessages: number; message: number; single: number; singlec2c: number; video: number; voucherChatMinutes: number; voyeur: number };
  /** A free show runs: the guest may watch for free. */
  freeChat: boolean;
  /** Voyeur chat is offered. */
  voyeur: boolean;
  /** The performer runs ticket shows. */
  ticket: boolean;
  /** A show is running now (only ticket holders watch). */
  isCurrentlyTicketShow: boolean;
  /** An anonymous voice call can be started. */
  voicecall: boolean;
  /** The guest holds a ticket for this performer's show that has not ended (the button offers "Watch the show"). */
  guestHasTicket: boolean;
  isLivePreviewEnabled: boolean;
  isToyControlAvailable: boolean;
  /** spec 000 §5 minimum balance, in coins. */
  minimumBalance: number;
  /** Null below the threshold of 10 ratings (spec 000 §5). */
  chatRatings: ChatRatings | null;
}

export interface ChatButtonSource {
  id: number;
  name: string;
  isOnline: boolean;
  prices: ActorChatPrices;
  /** performers.features, parsed. */
  features: Record<string, unknown>;
  messagePrice: number;
  isMessagingFree: boolean;
  isToyControlAvailable: boolean;
  /** The guest's free messages for this actor (message vouchers), 0 for an anonymous guest. */
  freeMessages: number;
  ratings: { countRatings: number; satisfactionRate: number };
  isCurrentlyTicketShow?: boolean;
  /** The guest holds a ticket for her show not yet ended (false for an anonymous guest). */
  guestHasTicket?: boolean;
}

/** Builds the config; an offline actor offers no live option (the button then offers a message). */
export function buildChatButtonConfig(source: ChatButtonSource): ChatButtonConfig {
  const online = source.isOnline;
  const { prices, features } = source;
  return {
    actorId: source.id,
    actorName: source.name,
    isActorOnline: online,
    prices: {
      freeMessages: source.freeMessages,
      message: source.isMessagingFree ? 0 : source.messagePrice,
      single: prices.single,
      singlec2c: prices.singlec2c,
      video: prices.video,
      voucherChatMinutes: prices.voucherChatMinutes,
      voyeur: prices.voyeur,
    },
    freeChat: online && features.freeChat === true,
    voyeur: online && features.voyeurChat === true,
    ticket: features.ticketShow === true,
    isCurrentlyTicketShow: online && source.isCurrentlyTicketShow === true,
    // One rule with the voice-call start (J): features.voiceCall, else the mobile call setup (features.mobileVideocall).
    voicecall: online && offersVoiceCall(features),
    guestHasTicket: source.guestHasTicket === true,
    isLivePreviewEnabled: online && features.livePreview === true,
    isToyControlAvailable: online && source.isToyControlAvailable,
    minimumBalance: MIN_CHAT_BALANCE_COINS,
    chatRatings: chatRatingsVisible(source.ratings.countRatings) ? { lastNinetyDays: { ...source.ratings } } : null,
  };
}
