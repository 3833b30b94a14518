import { describe, expect, it } from 'vitest';
import { buildChatButtonConfig, type ChatButtonSource } from './chat-button-config';
import { chatRatingsVisible, satisfactionRate } from './ratings';

const SOURCE: ChatButtonSource = {
  id: 7, name: 'Mia', isOnline: true,
  prices: { video: 12, voyeur: 6, single: 16, singlec2c: 20, ticketShow: 30, voucherChatMinutes: 5 },
  features: { freeChat: true, voyeurChat: true, ticketShow: true, mobileVideocall: true, livePreview: true },
  messagePrice: 3, isMessagingFree: false, isToyControlAvailable: true, freeMessages: 2,
  ratings: { countRatings: 10, satisfactionRate: 80 },
};

describe('buildChatButtonConfig: spec 001 §3 "Chat button config per actor"', () => {
  it('carries actorId, isActorOnline, the seven prices, freeChat, voyeur, ticket and voicecall', () => {
    const config = buildChatButtonConfig(SOURCE);
    expect(config).toMatchObject({
      actorId: 7, isActorOnline: true, freeChat: true, voyeur: true, ticket: true, voicecall: true,
      prices: { freeMessages: 2, message: 3, single: 16, singlec2c: 20, video: 12, voucherChatMinutes: 5, voyeur: 6 },
      chatRatings: { lastNinetyDays: { countRatings: 10, satisfactionRate: 80 } },
    });
  });

  it('offers no live option while the actor is offline (the button offers a message)', () => {
    const config = buildChatButtonConfig({ ...SOURCE, isOnline: false });
    expect(config).toMatchObject({ isActorOnline: false, freeChat: false, voyeur: false, voicecall: false, isLivePreviewEnabled: false, isToyControlAvailable: false });
  });

  it('a performer who lets guests write for free has message price 0', () => {
    expect(buildChatButtonConfig({ ...SOURCE, isMessagingFree: true }).prices.message).toBe(0);
  });

  it('spec 000 §5 "Actor chat ratings are shown only with at least 10 ratings": 9 ratings give null', () => {
    expect(buildChatButtonConfig({ ...SOURCE, ratings: { countRatings: 9, satisfactionRate: 100 } }).chatRatings).toBeNull();
    expect(chatRatingsVisible(9)).toBe(false);
    expect(chatRatingsVisible(10)).toBe(true);
  });

  it.each([[0, 0, 0], [10, 8, 80], [3, 2, 67]])('%i ratings, %i satisfied: %i %%', (count, satisfied, rate) => {
    expect(satisfactionRate(count, satisfied)).toBe(rate);
  });
});
