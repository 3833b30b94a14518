import { describe, expect, it } from 'vitest';
import type { RestClient } from '../api/rest';
import { conversionChatSecondsLeft, updateConversionChat } from './conversion-chat';

const client = (post: RestClient['post']): RestClient => ({ get: async () => { throw new Error('unused'); }, delete: async () => { throw new Error('unused'); }, post, resolveUrl: (path) => path });

describe('POST guest/conversionChat (spec 000 §7 "action enable or disable"; §8 "Conversion chat update ... failures ignored")', () => {
  it('answers the new countdown end', async () => {
    const sent: unknown[] = [];
    const rest = client(async <T>(path: string, body?: unknown) => {
      sent.push([path, body]);
      return { success: true, data: { conversionChatCountdownEnd: 1_900_000_000 } } as T;
    });
    expect(await updateConversionChat(rest, 'enable')).toBe(1_900_000_000);
    expect(sent).toEqual([['guest/conversionChat', { action: 'enable' }]]);
  });
  it('a failure is ignored: undefined, never thrown', async () => {
    const rest = client(async () => {
      throw new Error('offline');
    });
    await expect(updateConversionChat(rest, 'disable')).resolves.toBeUndefined();
  });
});

describe('the countdown (spec 000 §3 "countdown end times (epoch seconds)")', () => {
  it.each([
    ['60 s ahead', 1_060, 1_000_000, 60],
    ['half a second ahead shows 1', 1_001, 1_000_500, 1],
    ['ended', 1_000, 1_000_000, 0],
    ['past', 900, 1_000_000, 0],
    ['no countdown', null, 1_000_000, 0],
  ])('%s', (_label, end, now, expected) => {
    expect(conversionChatSecondsLeft(end, now)).toBe(expected);
  });
});
