/**
 * The chat room's state machine (issue 14 §4, §6): resume or start (with the spec's
 * attempts), the running chat with its messages and billing figures, the "really leave?"
 * question before the minimum duration, and the end with its reason. One reducer; the
 * controller runs the effects.
 */
import type { ChatEndSummary, ChatMessage, ChatRoomEvent, ChatSession, ChatStartError } from './types';

export type ChatRoomStatus = 'resuming' | 'starting' | 'waitingRetry' | 'active' | 'confirmLeave' | 'ending' | 'ended' | 'failed';

export interface ChatRoomState {
  status: ChatRoomStatus;
  chat: ChatSession | null;
  messages: ChatMessage[];
  /** 1-based start attempt (spec 000 §9 "chat-start attempts 2"). */
  attempt: number;
  error: ChatStartError | null;
  /** spec 000 §9 "connection warning 500 ms": the start takes longer than that. */
  connectionWarning: boolean;
  /** Bumped to make the player load the stream again (spec 000 §9 "retry stream start 5000 ms"). */
  streamKey: number;
  summary: ChatEndSummary | null;
  /** The clock's time of the last tick: countdown and minimum duration are derived from it. */
  now: number;
  /** A tip or toy order on its way, and the refusal of the last one. */
  busy: 'tip' | 'toy' | null;
  actionError: string | null;
}

export type ChatRoomAction =
  | { type: 'resuming' }
  | { type: 'starting'; attempt: number }
  | { type: 'connectionWarning' }
  | { type: 'startFailed'; error: ChatStartError; willRetry: boolean }
  | { type: 'started'; chat: ChatSession }
  | { type: 'refreshed'; chat: ChatSession }
  | { type: 'event'; event: ChatRoomEvent }
  | { type: 'localMessage'; message: ChatMessage }
  | { type: 'tick'; now: number }
  | { type: 'askLeave' }
  | { type: 'stay' }
  | { type: 'ending' }
  | { type: 'ended'; summary: ChatEndSummary }
  | { type: 'streamRetry' }
  | { type: 'busy'; busy: 'tip' | 'toy' | null; error?: string | null }
  | { type: 'balance'; balance: number };

export const initialChatRoomState = (now: number): ChatRoomState => ({
  status: 'resuming',
  chat: null,
  messages: [],
  attempt: 0,
  error: null,
  connectionWarning: false,
  streamKey: 0,
  summary: null,
  now,
  busy: null,
  actionError: null,
});

const isOpen = (status: ChatRoomStatus) => status === 'active' || status === 'confirmLeave' || status === 'ending';

/** The guest's own message comes back from the server: it replaces the pending copy with the same text. */
function addMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((known) => known.id === message.id)) return messages;
  if (message.senderType === 'guest') {
    const index = messages.findIndex((known) => known.pending && known.text === message.text);
    if (index >= 0) return [...messages.slice(0, index), message, ...messages.slice(index + 1)];
  }
  return [...messages, message];
}

function applyEvent(state: ChatRoomState, event: ChatRoomEvent): ChatRoomState {
  const { chat } = state;
  if (event.type === 'guestBalance') return chat ? { ...state, chat: { ...chat, balance: event.balance } } : state;
  if (!chat || event.chatId !== chat.chatId) return state;
  switch (event.type) {
    case 'chatMessage':
      return { ...state, messages: addMessage(state.messages, event.message) };
    case 'chatState':
      return { ...state, chat: { ...chat, billedMinutes: event.billedMinutes, totalPrice: event.totalPrice, balance: event.balance, paidUntil: event.paidUntil } };
    case 'chatEnd': {
      if (state.status === 'ended') return state;
      const durationSeconds = Math.max(0, Math.round((state.now - Date.parse(chat.startedAt)) / 1000));
      const summary: ChatEndSummary = {
        chatId: chat.chatId,
        price: event.price,
        actorId: event.actorId,
        actorName: event.actorName,
        isVoyeur: event.isVoyeur,
        isToyControl: event.isToyControl,
        reasonCode: event.reasonCode ?? 0,
        billedMinutes: chat.billedMinutes,
        durationSeconds,
      };
      return { ...state, status: 'ended', summary };
    }
    default:
      return state;
  }
}

export function chatRoomReducer(state: ChatRoomState, action: ChatRoomAction): ChatRoomState {
  switch (action.type) {
    case 'resuming':
      return { ...state, status: 'resuming' };
    case 'starting':
      return { ...state, status: 'starting', attempt: action.attempt, error: null };
    case 'connectionWarning':
      return state.status === 'starting' || state.status === 'resuming' || state.status === 'waitingRetry' ? { ...state, connectionWarning: true } : state;
    case 'startFailed':
      return { ...state, status: action.willRetry ? 'waitingRetry' : 'failed', error: action.error, connectionWarning: action.willRetry && state.connectionWarning };
    case 'started':
      return { ...state, status: 'active', chat: action.chat, error: null, connectionWarning: false };
    case 'refreshed':
      return isOpen(state.status) ? { ...state, chat: action.chat } : state;
    case 'event':
      return applyEvent(state, action.event);
    case 'localMessage':
      return { ...state, messages: [...state.messages, action.message] };
    case 'tick':
      return { ...state, now: action.now };
    case 'askLeave':
      return state.status === 'active' ? { ...state, status: 'confirmLeave' } : state;
    case 'stay':
      return state.status === 'confirmLeave' ? { ...state, status: 'active' } : state;
    case 'ending':
      return isOpen(state.status) ? { ...state, status: 'ending' } : state;
    case 'ended':
      return state.status === 'ended' ? state : { ...state, status: 'ended', summary: action.summary };
    case 'streamRetry':
      return { ...state, streamKey: state.streamKey + 1 };
    case 'busy':
      return { ...state, busy: action.busy, actionError: action.error ?? null };
    case 'balance':
      return state.chat ? { ...state, chat: { ...state.chat, balance: action.balance } } : state;
    default:
      return state;
  }
}

/** Seconds until the next minute is billed (spec: "a countdown"), never below 0. */
export function secondsToNextMinute(state: Pick<ChatRoomState, 'chat' | 'now'>): number {
  if (!state.chat) return 0;
  return Math.max(0, Math.ceil((Date.parse(state.chat.paidUntil) - state.now) / 1000));
}

/** Whole seconds since the chat started. */
export function chatSeconds(state: Pick<ChatRoomState, 'chat' | 'now'>): number {
  if (!state.chat) return 0;
  return Math.max(0, Math.floor((state.now - Date.parse(state.chat.startedAt)) / 1000));
}

/** spec 000 §5: "A chat may be left without a prompt only after a minimum duration of 30". */
export function leavingNeedsConfirmation(state: Pick<ChatRoomState, 'chat' | 'now'>, minimumSeconds: number): boolean {
  if (!state.chat) return false;
  return chatSeconds(state) < (state.chat.minimumDurationSeconds || minimumSeconds);
}
