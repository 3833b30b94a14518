/** A controller over fake calls and a fake transport, for the controller tests. */
import { vi } from 'vitest';
import type { ClientMessage } from '../realtime/protocol';
import type { MessengerApi } from './api';
import { createMessengerController } from './controller';
import { channel, gift, message } from './fixtures';
import { INITIAL_MESSENGER_STATE, type MessengerState } from './state';
import { MessengerError } from './texts';
import type { MessagePage } from './types';

/** The first list: a1 unread (2), b2 read; 3 channels on the server. */
export const FIRST_LIST = { total: 3, unreadTotal: 2, channels: [channel('a1', 10, { unread: true, unreadCount: 2 }), channel('b2', 20)] };

const page = (channelId: string, offset: number, total = 60): MessagePage => ({
  channelId,
  total,
  offset,
  // Newest first, as the query service answers with order "desc".
  messages: [message(`m${offset + 2}`, channelId, 50 - offset), message(`m${offset + 1}`, channelId, 49 - offset)],
});

export function fakeApi() {
  return {
    channelList: vi.fn(async () => FIRST_LIST),
    unreadCount: vi.fn(async () => 2),
    gifts: vi.fn(async () => [gift(1, 10)]),
    toyControls: vi.fn(async () => [{ ...gift(2, 30), duration: 10, displayName: 'Toy', random: false }]),
    messageContent: vi.fn(async (channelId: string, offset: number) => page(channelId, offset)),
    getChannel: vi.fn(async (channelId: string) => channel(channelId, 40, { subject: 'fresh' })),
    getActorChannel: vi.fn(async (actorId: number) => channel(`n${actorId}`, null)),
    getRecommendations: vi.fn(async () => [{ actorId: 3, name: 'Three', picture: '', isOnline: true, age: 30 }]),
    getActor: vi.fn(async (actorId: number) => ({ id: actorId, name: 'A', picture: '', age: 30, isOnline: true, about: '' })),
    uploadImage: vi.fn(async () => ({ id: 'img1', url: '/rest/v1/messenger/image/img1', width: 10, height: 10 })),
  } satisfies MessengerApi;
}

/** refuse(text) makes the transport's next sends fail as a server ack would; noTransport drops it. */
export function harness(options: { bought?: Record<string, number>; state?: Partial<MessengerState> } = {}) {
  let state: MessengerState = { ...INITIAL_MESSENGER_STATE, ...options.state };
  let now = 10_000;
  let refusal: string | null = null;
  let hasTransport = true;
  const sent: ClientMessage[] = [];
  const api = fakeApi();
  const transport = {
    send: vi.fn(async (outgoing: ClientMessage) => {
      sent.push(outgoing);
      if (refusal) throw new MessengerError('server', refusal);
    }),
  };
  const controller = createMessengerController({
    getState: () => state,
    setState: (next) => (state = next),
    api: () => api,
    transport: () => (hasTransport ? transport : null),
    now: () => now,
    language: () => 'en',
    boughtGifts: () => options.bought ?? {},
  });
  return {
    controller,
    api,
    sent,
    get state() {
      return state;
    },
    setState: (change: Partial<MessengerState>) => (state = { ...state, ...change }),
    advance: (ms: number) => (now += ms),
    refuse: (text: string | null) => (refusal = text),
    dropTransport: () => (hasTransport = false),
  };
}
