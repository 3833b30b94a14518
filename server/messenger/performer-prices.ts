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

function parseObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** True when the performer's features include free chat (a free show runs while online). */
export function performerOffersFreeChat(featuresJson: string): boolean {
  return parseObject(featuresJson).freeChat === true;
}

/** The messenger terms of one performer (pure). */
export function performerMessengerTerms(performer: PerformerPriceSource): PerformerMessengerTerms {
  const prices = parseObject(performer.prices);
  const features = parseObject(performer.features);
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
