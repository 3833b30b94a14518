/** Fakes of the chat room's REST calls and realtime send, for the controller's and the widget's tests. */
import { RestError } from '../api/errors';
import type { ChatRoomApi } from './api';
import type { ChatEndSummary, ChatSession } from './types';

export function fakeChat(patch: Partial<ChatSession> = {}): ChatSession {
  return {
    chatId: 'c1',
    actorId: 7,
    actorName: 'Mia',
    chatType: 'liveChat',
    pricePerMinute: 12,
    startedAt: new Date(0).toISOString(),
    billedMinutes: 1,
    totalPrice: 12,
    balance: 88,
    paidUntil: new Date(60_000).toISOString(),
    streamUrl: '/media/live/7/chat/g/c1/9/sig/master.m3u8',
    streamType: 'hls',
    abilities: ['video', 'text', 'tip', 'charge'],
    isVoyeur: false,
    isToyControl: false,
    toyControl: null,
    minimumDurationSeconds: 30,
    ...patch,
  };
}

/** A REST refusal as the sdk client raises it. */
export function refusal(status: number, code: string, extra: Record<string, unknown> = {}): RestError {
  return new RestError('POST', 'chat/start', status, undefined, { body: { code, error: code, ...extra } });
}

export interface FakeChatApi extends ChatRoomApi {
  calls: string[];
  startAnswers: Array<ChatSession | Error>;
  activeChat: ChatSession | null;
}

export function fakeChatApi(options: { start?: Array<ChatSession | Error>; active?: ChatSession | null } = {}): FakeChatApi {
  const api: FakeChatApi = {
    calls: [],
    startAnswers: options.start ?? [fakeChat()],
    activeChat: options.active ?? null,
    async start(body) {
      api.calls.push(`start:${body.chatType}:${body.seq}`);
      const answer = api.startAnswers.shift() ?? fakeChat();
      if (answer instanceof Error) throw answer;
      return answer;
    },
    async active() {
      api.calls.push('active');
      return api.activeChat;
    },
    async get(chatId) {
      api.calls.push(`get:${chatId}`);
      return fakeChat({ chatId, billedMinutes: 2, totalPrice: 24, balance: 76 });
    },
    async end(chatId, reasonCode): Promise<ChatEndSummary> {
      api.calls.push(`end:${chatId}:${reasonCode}`);
      return { chatId, price: 12, actorId: 7, actorName: 'Mia', isVoyeur: false, isToyControl: false, reasonCode, billedMinutes: 1, durationSeconds: 40 };
    },
    async tip(chatId, amount) {
      api.calls.push(`tip:${chatId}:${amount}`);
      return { balance: 88 - amount };
    },
    async toy(chatId, order) {
      api.calls.push(`toy:${chatId}:${JSON.stringify(order)}`);
      return { balance: 80 };
    },
  };
  return api;
}
