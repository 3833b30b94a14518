/** Chat rows as the wire shapes of issue 14 contract §3: ChatSession, ChatEndSummary and the chatState event. */
import type { ChatEndSummary, ChatSession } from '../../sdk/api/schemas/live-chat';
import { ABILITIES_OF, isVoyeurChat, PRODUCT_STREAM_TYPE, type ChatType } from '../../sdk/live/chat-types';
import { MIN_CHAT_SECONDS } from '../../sdk/live/timing';
import { toyControlOffer } from '../../sdk/live/toy';
import type { LiveChatMessage, ServerEvent } from '../../sdk/realtime/protocol';
import type { ChatMessagesTable, ChatSessionsTable } from './tables';

/** The newest lines a ChatSession carries. */
export const SESSION_MESSAGES = 50;

export function messageView(row: ChatMessagesTable): LiveChatMessage {
  return { id: row.id, senderType: row.sender_type, text: row.text, createdAt: row.created_at };
}

export interface SessionViewInput {
  chat: ChatSessionsTable;
  actorName: string;
  toyAvailable: boolean;
  balance: number;
  streamUrl: string | null;
  messages: LiveChatMessage[];
}

export function chatSessionView({ chat, actorName, toyAvailable, balance, streamUrl, messages }: SessionViewInput): ChatSession {
  const chatType = chat.chat_type as ChatType;
  return {
    chatId: chat.id,
    actorId: chat.actor_id,
    actorName,
    chatType,
    pricePerMinute: chat.price_per_minute,
    startedAt: chat.started_at,
    billedMinutes: chat.billed_minutes,
    totalPrice: chat.total_price,
    balance,
    paidUntil: chat.paid_until,
    streamUrl: chat.ended_at === null ? streamUrl : null,
    streamType: PRODUCT_STREAM_TYPE,
    abilities: [...ABILITIES_OF[chatType]],
    isVoyeur: isVoyeurChat(chatType),
    isToyControl: chat.is_toy_control === 1,
    toyControl: ABILITIES_OF[chatType].includes('tip') ? toyControlOffer(toyAvailable) : null,
    minimumDurationSeconds: MIN_CHAT_SECONDS,
    endedAt: chat.ended_at,
    reasonCode: chat.end_reason,
    messages,
  };
}

export function endSummary(chat: ChatSessionsTable, actorName: string): ChatEndSummary {
  const end = chat.ended_at ? Date.parse(chat.ended_at) : Date.now();
  return {
    chatId: chat.id,
    price: chat.total_price,
    actorId: chat.actor_id,
    actorName,
    isVoyeur: isVoyeurChat(chat.chat_type as ChatType),
    isToyControl: chat.is_toy_control === 1,
    reasonCode: chat.end_reason ?? 0,
    billedMinutes: chat.billed_minutes,
    durationSeconds: Math.max(0, Math.round((end - Date.parse(chat.started_at)) / 1000)),
  };
}

export function chatEndEvent(summary: ChatEndSummary): ServerEvent {
  const { chatId, price, actorId, actorName, isVoyeur, isToyControl, reasonCode } = summary;
  return { type: 'chatEnd', chatId, price, actorId, actorName, isVoyeur, isToyControl, reasonCode };
}

export function chatStateEvent(chat: ChatSessionsTable, balance: number): ServerEvent {
  return { type: 'chatState', chatId: chat.id, billedMinutes: chat.billed_minutes, totalPrice: chat.total_price, balance, paidUntil: chat.paid_until };
}
