/** The derived messenger terms (server/messenger/performer-prices.ts) and the demo replies' choice. */
import { describe, expect, it } from 'vitest';
import { performerMessengerTerms } from './performer-prices';
import { DEMO_REPLIES, demoReply } from './texts';

const performer = (id: number, features: Record<string, boolean> = {}, online = 0) => ({
  id, prices: JSON.stringify({ video: 10, voyeur: 5 }), features: JSON.stringify(features), is_online: online,
});

describe('performerMessengerTerms', () => {
  it.each([
    [1, 4, false], [2, 3, false], [3, 2, false], [4, 1, false], [7, 2, true], [14, 3, true],
  ])('performer %i: messagePrice %i, isMessagingFree %s', (id, messagePrice, isMessagingFree) => {
    expect(performerMessengerTerms(performer(id))).toMatchObject({ messagePrice, isMessagingFree, multiChatPrice: 5 });
  });

  it('every price lies between 1 and 4 coins', () => {
    const prices = new Set(Array.from({ length: 400 }, (_, i) => performerMessengerTerms(performer(i + 1)).messagePrice));
    expect([...prices].sort()).toEqual([1, 2, 3, 4]);
  });

  it('spec 000 §4 "free show start and stop set or clear the channel\'s free chat": freeChat only while a free-chat performer is online', () => {
    expect(performerMessengerTerms(performer(5, { freeChat: true }, 1)).freeChat).toBe(true);
    expect(performerMessengerTerms(performer(5, { freeChat: true }, 0)).freeChat).toBe(false);
    expect(performerMessengerTerms(performer(5, { freeChat: false }, 1)).freeChat).toBe(false);
  });

  it('survives damaged JSON columns with zero prices and no features', () => {
    expect(performerMessengerTerms({ id: 9, prices: 'nope', features: '', is_online: 1 })).toMatchObject({ multiChatPrice: 0, canVoyeurChat: false, freeChat: false });
  });
});

describe('demoReply', () => {
  it('answers the same message the same way, in the guest\'s language, and thanks for gifts', () => {
    expect(demoReply('de', 'text', 'm-1')).toBe(demoReply('de', 'text', 'm-1'));
    for (const language of ['de', 'en', 'es', 'nl'] as const) expect(DEMO_REPLIES[language]).toContain(demoReply(language, 'text', 'abc'));
    expect(demoReply('es', 'gift', 'x')).toBe('¡Guau, gracias por el regalo! 💝');
  });
});
