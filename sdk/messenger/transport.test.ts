import { afterEach, describe, expect, it } from 'vitest';
import type { GuestSession } from '../api/guest-types';
import type { AckFrame } from '../realtime/channel';
import type { ClientMessage } from '../realtime/protocol';
import { $guest, resetSessionStore } from '../session/store';
import { MessengerError } from './texts';
import { transportFromChannel } from './transport';

function fakeChannel(options: { accepted?: boolean; ackInsideSend?: AckFrame } = {}) {
  const listeners = new Set<(frame: AckFrame) => void>();
  const sent: ClientMessage[] = [];
  const channel = {
    send(message: ClientMessage) {
      sent.push(message);
      if (options.ackInsideSend) listeners.forEach((listener) => listener(options.ackInsideSend as AckFrame));
      return { cid: `c${sent.length}`, accepted: options.accepted ?? true };
    },
    onAck(listener: (frame: AckFrame) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const ack = (frame: AckFrame) => [...listeners].forEach((listener) => listener(frame));
  return { channel, sent, ack, listeners };
}

function fakeClock() {
  const timers = new Map<number, () => void>();
  let next = 0;
  return {
    setTimeout: (fn: () => void) => (timers.set(++next, fn), next),
    clearTimeout: (id: unknown) => timers.delete(id as number),
    fire: () => [...timers.values()].forEach((fn) => fn()),
    timers,
  };
}

afterEach(() => resetSessionStore());
const message: ClientMessage = { type: 'setAllChannelsSeen' };

describe('transportFromChannel', () => {
  it('resolves on the ok ack of its own cid, not on another one, and stops listening', async () => {
    const { channel, ack, listeners } = fakeChannel();
    const clock = fakeClock();
    let settled = false;
    const sending = transportFromChannel(channel, { clock }).send(message).then(() => (settled = true));
    ack({ type: 'ack', cid: 'other', ok: true });
    await Promise.resolve();
    expect(settled).toBe(false);
    ack({ type: 'ack', cid: 'c1', ok: true });
    await sending;
    expect(settled).toBe(true);
    expect(listeners.size).toBe(0);
    expect(clock.timers.size).toBe(0);
  });

  it('rejects with the server\'s words when the ack refuses', async () => {
    const { channel, ack } = fakeChannel();
    const sending = transportFromChannel(channel, { clock: fakeClock() }).send(message);
    ack({ type: 'ack', cid: 'c1', ok: false, error: 'Not enough coins: this message costs 3 coins, your balance is 1' });
    await expect(sending).rejects.toThrow('Not enough coins: this message costs 3 coins, your balance is 1');
  });

  it('issue 12 §8 "Not enough coins offers no way to top up": a NOT_ENOUGH_COINS refusal is told apart by its code and keeps the shortfall', async () => {
    const { channel, ack } = fakeChannel();
    const sending = transportFromChannel(channel, { clock: fakeClock() }).send(message);
    ack({ type: 'ack', cid: 'c1', ok: false, error: 'Not enough VXC', code: 'NOT_ENOUGH_COINS', missingCoins: 7 });
    await expect(sending).rejects.toMatchObject({ code: 'notEnoughCoins', message: 'Not enough VXC', missingCoins: 7 });
  });

  it('other refusals stay server refusals without a shortfall, whatever their words say', async () => {
    const { channel, ack } = fakeChannel();
    const sending = transportFromChannel(channel, { clock: fakeClock() }).send(message);
    ack({ type: 'ack', cid: 'c1', ok: false, error: 'Not enough coins' });
    await expect(sending).rejects.toMatchObject({ code: 'server', missingCoins: null });
  });

  it('a refusal without words gets a readable one in the configured language', async () => {
    const { channel, ack } = fakeChannel();
    const sending = transportFromChannel(channel, { clock: fakeClock(), language: 'de' }).send(message);
    ack({ type: 'ack', cid: 'c1', ok: false });
    await expect(sending).rejects.toThrow('Die Nachricht konnte nicht gesendet werden.');
  });

  it('settles on an ack that came inside send()', async () => {
    const { channel } = fakeChannel({ ackInsideSend: { type: 'ack', cid: 'c1', ok: true } });
    await expect(transportFromChannel(channel, { clock: fakeClock() }).send(message)).resolves.toBeUndefined();
  });

  it('rejects after the timeout when no ack comes', async () => {
    const { channel, listeners } = fakeChannel();
    const clock = fakeClock();
    const sending = transportFromChannel(channel, { clock, ackTimeoutMs: 5 }).send(message);
    clock.fire();
    await expect(sending).rejects.toMatchObject({ code: 'noAnswer', message: 'The server did not answer in time. Please try again.' });
    expect(listeners.size).toBe(0);
  });

  it.each([
    ['logged in: not connected', true, 'notConnected'],
    ['logged out: log in first', false, 'loginRequired'],
  ])('a message the channel does not accept rejects at once (%s)', async (_name, isLoggedIn, code) => {
    $guest.set({ isLoggedIn } as GuestSession);
    const { channel, listeners } = fakeChannel({ accepted: false });
    const error = await transportFromChannel(channel, { clock: fakeClock() }).send(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MessengerError);
    expect(error).toMatchObject({ code });
    expect(listeners.size).toBe(0);
  });
});
