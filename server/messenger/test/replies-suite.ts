/** The demo performers' replies with a fake clock (issue 5 §1 "after a short, human-looking delay … It can be switched off"), for one dialect. */
import { expect, it, vi } from 'vitest';
import { defaultReplyDelay, startMessengerReplies } from '../../realtime-domain/messenger-replies';
import type { SimulatorClock } from '../../realtime-domain/simulator';
import type { MessengerEnv } from './env';
import { giftMessage, textMessage } from './env';

function fakeClock() {
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  const clock: SimulatorClock & { delays(): number[]; runAll(): void } = {
    setTimeout(fn, ms) {
      timers.set(++next, { fn, ms });
      return next;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    delays: () => [...timers.values()].map((t) => t.ms),
    runAll() {
      const due = [...timers.values()];
      timers.clear();
      for (const timer of due) timer.fn();
    },
  };
  return clock;
}

/** The reply tests for one dialect. */
export function defineReplyTests(env: MessengerEnv) {
  it('answers a text and a gift after 2 to 6 seconds, as senderType actor, and nothing once closed', async () => {
    const clock = fakeClock();
    const replies = startMessengerReplies(env.db(), env.hub(), env.domain(), { clock });
    try {
      const { guest } = await env.member(100);
      const channelId = await env.channel(guest, await env.freeActor());
      expect(await env.send(guest, textMessage(channelId, 'hello'))).toBeNull();
      expect(await env.send(guest, giftMessage(channelId, [{ giftId: 1, quantity: 1 }]))).toBeNull();
      expect(clock.delays()).toHaveLength(2);
      for (const delay of clock.delays()) expect(delay >= 2_000 && delay <= 6_000).toBe(true);
      env.hub().clear();
      clock.runAll();
      await vi.waitFor(() => expect(env.events(guest.id, 'navbarMessage')).toHaveLength(2));
      const rows = await env.db().selectFrom('messages').select(['sender_type', 'text']).where('channel_id', '=', channelId).where('sender_type', '=', 'actor').execute();
      expect(rows).toHaveLength(2);
      expect(rows.map((r) => r.text)).toContain('Wow, thank you for the gift! 💝');
    } finally {
      await replies.close();
    }
    const { guest } = await env.member(10);
    const channelId = await env.channel(guest, await env.freeActor());
    await env.send(guest, textMessage(channelId, 'anyone?'));
    expect(clock.delays()).toEqual([]);
  });

  it('the default delay is the same for the same message and stays within 2 to 6 seconds', () => {
    const message = (id: string) => ({ id, channelId: 'c', type: 'text' as const, senderType: 'guest' as const, text: '', gifts: [], image: null, price: 0, createdAt: '' });
    const delays = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => defaultReplyDelay(message(id)));
    expect(defaultReplyDelay(message('a'))).toBe(delays[0]);
    for (const delay of delays) expect(delay >= 2_000 && delay <= 6_000).toBe(true);
  });
}
