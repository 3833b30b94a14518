/** The chat session calls of live contract §3, over the sdk REST client. */
import type { RestClient } from '../api/rest';
import type { ChatEndSummary, ChatSession } from './types';

export interface ChatRoomApi {
  start(body: { actorId: number; chatType: string; seq: number }): Promise<ChatSession>;
  active(): Promise<ChatSession | null>;
  /** The chat's figures; also the heartbeat that keeps it alive. */
  get(chatId: string): Promise<ChatSession>;
  end(chatId: string, reasonCode: number): Promise<ChatEndSummary>;
  tip(chatId: string, amount: number): Promise<{ balance: number }>;
  toy(chatId: string, order: { durationSeconds: number } | { random: true }): Promise<{ balance: number }>;
}

export function createChatRoomApi(client: RestClient): ChatRoomApi {
  const chatPath = (chatId: string) => `chat/${encodeURIComponent(chatId)}`;
  return {
    start: (body) => client.post<ChatSession>('chat/start', body),
    active: async () => (await client.get<{ chat: ChatSession | null }>('chat/active')).chat,
    get: (chatId) => client.get<ChatSession>(chatPath(chatId)),
    end: (chatId, reasonCode) => client.post<ChatEndSummary>(`${chatPath(chatId)}/end`, { reasonCode }),
    tip: (chatId, amount) => client.post<{ balance: number }>(`${chatPath(chatId)}/tip`, { amount }),
    toy: (chatId, order) => client.post<{ balance: number }>(`${chatPath(chatId)}/toy`, order),
  };
}
