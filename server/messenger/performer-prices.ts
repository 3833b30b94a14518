/**
 * A performer's messenger terms. The catalog has no messenger prices, so they
 * are derived deterministically from the actor id and the seeded chat prices
 * and features (decision, spec silent on the values):
 * - messagePrice: 1 to 4 coins, `1 + (id * 7) % 4`;
 * - isMessagingFree: every 7th performer (id % 7 === 0) lets guests write free;
 * - multiChatPrice: the voyeur (multi-chat) price per minute from `prices`;
 * - canVoyeurChat: the voyeurChat feature; isVoyeurInSingleChatAllowed: even ids of those;
 * - isDildocontrolAvailable: id % 3 === 0;
 * - freeChat: a free show runs = the freeChat feature while online.
 * None depends on the online state except freeChat, so actorOnline/Offline
 * carry the (unchanged) prices only for the store's convenience.
 */
import type { MessengerChannel } from '../../sdk/messenger/types';
import { parseJsonObject } from '../guests/records';

export type PerformerMessengerTerms = Pick<
  MessengerChannel,
  'messagePrice' | 'isMessagingFree' | 'multiChatPrice' | 'canVoyeurChat' | 'isVoyeurInSingleChatAllowed' | 'isDildocontrolAvailable' | 'freeChat'
>;

/** The performers columns the terms come from. */
export interface PerformerPriceSource {
  id: number;
  prices: string;
  features: string;
  is_online: number;
}


/** True when the performer's features include free chat (a free show runs while online). */
export function performerOffersFreeChat(featuresJson: string): boolean {
  return parseJsonObject(featuresJson).freeChat === true;
}

/** The messenger terms of one performer (pure). */
export function performerMessengerTerms(performer: PerformerPriceSource): PerformerMessengerTerms {
  const prices = parseJsonObject(performer.prices);
  const features = parseJsonObject(performer.features);
  const voyeur = typeof prices.voyeur === 'number' ? prices.voyeur : 0;
  const canVoyeurChat = features.voyeurChat === true;
  return {
    messagePrice: 1 + ((performer.id * 7) % 4),
    isMessagingFree: performer.id % 7 === 0,
    multiChatPrice: voyeur,
    canVoyeurChat,
    isVoyeurInSingleChatAllowed: canVoyeurChat && performer.id % 2 === 0,
    isDildocontrolAvailable: performer.id % 3 === 0,
    freeChat: performer.is_online === 1 && features.freeChat === true,
  };
}
