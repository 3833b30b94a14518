import { afterEach, describe, expect, it } from 'vitest';
import type { GuestSession } from '../api/guest-types';
import type { AckFrame } from '../realtime/channel';
import type { ClientMessage } from '../realtime/protocol';
import { $guest, resetSessionStore } from '../session/store';
import { channel } from './fixtures';
import {
  $messenger,
  applyMessengerServerEvent,
  configureMessenger,
  connectMessengerChannel,
  getMessengerController,
  resetMessengerConfiguration,
} from './store';

afterEach(() => {
  resetMessengerConfiguration();
  resetSessionStore();
});

describe('the messenger store', () => {
  it('applies server events; an event that changes nothing does not wake listeners', () => {
    const seen: unknown[] = [];
    const stop = $messenger.listen((state) => seen.push(state));
    applyMessengerServerEvent({ type: 'messengerChannel', channel: channel('a1', 1), unreadTotal: 1 });
    applyMessengerServerEvent({ type: 'pageReload' });
    stop();
    expect(seen).toHaveLength(1);
    expect($messenger.get()).toMatchObject({ unreadTotal: 1, channels: [{ id: 'a1' }] });
  });

  it('the controller calls the configured origin with $guest\'s token and the page keeps one controller', async () => {
    $guest.set({ isLoggedIn: true, accessToken: 'tok-1', boughtGifts: {} } as unknown as GuestSession);
    const requests: Array<{ url: string; authorization: string | undefined }> = [];
    configureMessenger({
      apiBase: 'https://velvet.test',
      fetch: (async (url: string, init: RequestInit) => {
        requests.push({ url, authorization: (init.headers as Record<string, string>).authorization });
        return new Response(JSON.stringify(channel('n4', null)), { status: 200 });
      }) as typeof fetch,
    });
    expect(getMessengerController()).toBe(getMessengerController());
    await getMessengerController().openActor(4).catch(() => undefined);
    expect(requests[0]).toEqual({ url: 'https://velvet.test/rest/v1/messenger/channel/actor/4', authorization: 'Bearer tok-1' });
    expect($messenger.get().selectedChannelId).toBe('n4');
  });

  it('connectMessengerChannel gives the controller a transport over the channel until undone', async () => {
    const acks = new Set<(frame: AckFrame) => void>();
    const sent: ClientMessage[] = [];
    const fake = {
      send: (message: ClientMessage) => (sent.push(message), { cid: `c${sent.length}`, accepted: true }),
      onAck: (listener: (frame: AckFrame) => void) => (acks.add(listener), () => acks.delete(listener)),
    };
    const undo = connectMessengerChannel(fake);
    const archiving = getMessengerController().archive('a1', true);
    [...acks].forEach((listener) => listener({ type: 'ack', cid: 'c1', ok: true }));
    await archiving;
    expect(sent).toEqual([{ type: 'archiveChannel', channelId: 'a1', status: true }]);
    undo();
    await expect(getMessengerController().archive('a1', true)).rejects.toMatchObject({ code: 'notConnected' });
  });
});
