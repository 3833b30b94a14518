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

/**
 * The answer itself, also when the route wraps it in the catalog's `{ success: true, data }` envelope (as the
 * live preview start does): the contract names the bare shapes, the routes may use either.
 */
export function unwrapAnswer<T>(answer: unknown): T {
  const body = answer as { success?: unknown; data?: unknown } | null;
  return (body && body.success === true && typeof body.data === 'object' && body.data !== null ? body.data : answer) as T;
}

export function createChatRoomApi(client: RestClient): ChatRoomApi {
  const chatPath = (chatId: string) => `chat/${encodeURIComponent(chatId)}`;
  const get = async <T>(path: string) => unwrapAnswer<T>(await client.get<unknown>(path));
  const post = async <T>(path: string, body: unknown) => unwrapAnswer<T>(await client.post<unknown>(path, body));
  return {
    start: (body) => post<ChatSession>('chat/start', body),
    active: async () => (await get<{ chat: ChatSession | null }>('chat/active')).chat ?? null,
    get: (chatId) => get<ChatSession>(chatPath(chatId)),
    end: (chatId, reasonCode) => post<ChatEndSummary>(`${chatPath(chatId)}/end`, { reasonCode }),
    tip: (chatId, amount) => post<{ balance: number }>(`${chatPath(chatId)}/tip`, { amount }),
    toy: (chatId, order) => post<{ balance: number }>(`${chatPath(chatId)}/toy`, order),
  };
}
