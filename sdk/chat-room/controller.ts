/**
 * The headless chat room (issue 14 §4-§6): resumes the guest's active chat or starts one
 * with the spec's attempts, keeps it alive, applies the realtime events, sends messages,
 * tips and toy orders, retries a failed stream, asks before leaving early and ends the chat.
 * The clock, the REST calls and the realtime send are options, so tests drive all of it.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { RestError } from '../api/errors';
import { systemClock, type Clock } from '../clock';
import type { ChatRoomApi } from './api';
import { CONNECTION_WARNING_MS, EXIT_GUEST_LEFT, EXIT_TIMEOUT, MIN_CHAT_SECONDS, RETRY_STREAM_START_MS } from './live-rules';
import { startRetry, toStartError } from './start-rules';
import { chatRoomReducer, initialChatRoomState, leavingNeedsConfirmation, type ChatRoomAction, type ChatRoomState } from './state';
import type { ChatEndSummary, ChatRoomEvent, ChatSession } from './types';

/** How often an open chat asks for its figures (the server's heartbeat, live contract §3 GET chat/:chatId). */
export const CHAT_HEARTBEAT_MS = 15_000;
/** The countdown's step. */
export const CHAT_TICK_MS = 1000;
/** The longest chat message the room sends. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

export interface ChatRoomTransport {
  /** Sends one realtime message; false when the channel refused it. */
  send(message: { type: 'chatMessage'; chatId: string; text: string }): boolean;
}

export interface ChatRoomControllerOptions {
  actorId: number;
  chatType: string;
  api: ChatRoomApi;
  /** The page's realtime channel, read when sending (it may connect later). */
  transport: () => ChatRoomTransport | null;
  clock?: Clock;
  /** A fresh sequence number per start request (spec 000 §8 "wrong sequence number"). */
  nextSeq?: () => number;
  heartbeatMs?: number;
  createId?: () => string;
}

export interface ChatRoomController {
  readonly $state: ReadableAtom<ChatRoomState>;
  /** Resumes this performer's active chat (a reload), else starts one. */
  open(): Promise<void>;
  /** After a refusal the guest fixed (a top-up) or a passing fault: start again with fresh attempts. */
  retry(): Promise<void>;
  applyEvent(event: ChatRoomEvent): void;
  sendMessage(text: string): boolean;
  tip(amount: number): Promise<void>;
  toy(order: { durationSeconds: number } | { random: true }): Promise<void>;
  /** The player could not start the stream: it loads again after RETRY_STREAM_START_MS. */
  streamFailed(): void;
  /** Leave: before the minimum duration this only asks (status confirmLeave). */
  requestLeave(): void;
  confirmLeave(): Promise<void>;
  stay(): void;
  /** Stops the timers (the dialog closed); the chat itself ends only through leave. */
  destroy(): void;
}

let lastSeq = 0;
/** spec 000 §8 "wrong sequence number": raised per new start, also across reloads (the clock), never repeated on a page. */
const defaultSeq = () => (lastSeq = Math.max(lastSeq + 1, Date.now()));
const defaultId = () => `local-${Math.random().toString(36).slice(2)}`;

export function createChatRoomController(options: ChatRoomControllerOptions): ChatRoomController {
  const clock = options.clock ?? systemClock;
  const nextSeq = options.nextSeq ?? defaultSeq;
  const createId = options.createId ?? defaultId;
  const heartbeatMs = options.heartbeatMs ?? CHAT_HEARTBEAT_MS;
  const $state = atom<ChatRoomState>(initialChatRoomState(clock.now()));
  const dispatch = (action: ChatRoomAction) => $state.set(chatRoomReducer($state.get(), action));
  const timers = new Map<string, unknown>();
  let destroyed = false;
  /** Bumped by every open/retry: answers of an earlier run are dropped. */
  let run = 0;

  function later(name: string, ms: number, fn: () => void): void {
    cancel(name);
    timers.set(
      name,
      clock.setTimeout(() => {
        timers.delete(name);
        if (!destroyed) fn();
      }, ms),
    );
  }
  function cancel(name: string): void {
    if (timers.has(name)) clock.clearTimeout(timers.get(name));
    timers.delete(name);
  }

  const isOpen = () => ['active', 'confirmLeave', 'ending'].includes($state.get().status);

  function tick(): void {
    dispatch({ type: 'tick', now: clock.now() });
    if (isOpen()) later('tick', CHAT_TICK_MS, tick);
  }

  function heartbeat(): void {
    const chat = $state.get().chat;
    if (!chat || !isOpen()) return;
    later('heartbeat', heartbeatMs, () => {
      options.api.get(chat.chatId).then(
        (fresh) => {
          dispatch({ type: 'refreshed', chat: fresh });
          heartbeat();
        },
        (error: unknown) => {
          // The chat is gone on the server (ended while this page slept): show its end.
          if (error instanceof RestError && [403, 404, 409, 410].includes(error.status)) {
            const code = typeof error.body?.exitReasonCode === 'number' ? error.body.exitReasonCode : EXIT_TIMEOUT;
            finish(summaryOf(chat, code));
          } else heartbeat();
        },
      );
    });
  }

  function begin(chat: ChatSession): void {
    cancel('warning');
    dispatch({ type: 'started', chat });
    tick();
    heartbeat();
  }

  function summaryOf(chat: ChatSession, reasonCode: number): ChatEndSummary {
    const state = $state.get();
    return {
      chatId: chat.chatId,
      price: chat.totalPrice,
      actorId: chat.actorId,
      actorName: chat.actorName,
      isVoyeur: chat.isVoyeur,
      isToyControl: chat.isToyControl,
      reasonCode,
      billedMinutes: chat.billedMinutes,
      durationSeconds: Math.max(0, Math.round((state.now - Date.parse(chat.startedAt)) / 1000)),
    };
  }

  function finish(summary: ChatEndSummary): void {
    for (const name of [...timers.keys()]) cancel(name);
    dispatch({ type: 'ended', summary });
  }

  async function attemptStart(own: number, attempt: number, seq: number): Promise<void> {
    dispatch({ type: 'starting', attempt });
    try {
      const chat = await options.api.start({ actorId: options.actorId, chatType: options.chatType, seq });
      if (own === run) begin(chat);
    } catch (error) {
      if (own !== run) return;
      const startError = toStartError(error);
      // Another tab (or this page before a reload) runs this very chat: take it over.
      if (startError.code === 'CHAT_ALREADY_IN_PROGRESS') {
        const active = await options.api.active().catch(() => null);
        if (own !== run) return;
        if (active && active.actorId === options.actorId) return begin(active);
      }
      const retry = startRetry(startError, attempt, options.chatType);
      dispatch({ type: 'startFailed', error: startError, willRetry: retry.retry });
      if (retry.retry) later('retryStart', retry.delayMs, () => void attemptStart(own, attempt + 1, retry.sameSeq ? seq : nextSeq()));
      else cancel('warning');
    }
  }

  async function open(): Promise<void> {
    const own = ++run;
    dispatch({ type: 'resuming' });
    later('warning', CONNECTION_WARNING_MS, () => dispatch({ type: 'connectionWarning' }));
    // spec: a reload resumes the active chat (GET chat/active) instead of starting (and billing) a second one.
    const active = await options.api.active().catch(() => null);
    if (own !== run || destroyed) return;
    if (active && active.actorId === options.actorId) return begin(active);
    await attemptStart(own, 1, nextSeq());
  }

  async function paid(kind: 'tip' | 'toy', call: (chatId: string) => Promise<{ balance: number }>): Promise<void> {
    const chat = $state.get().chat;
    if (!chat || !isOpen() || $state.get().busy) return;
    dispatch({ type: 'busy', busy: kind });
    try {
      const { balance } = await call(chat.chatId);
      dispatch({ type: 'balance', balance });
      dispatch({ type: 'busy', busy: null });
    } catch (error) {
      dispatch({ type: 'busy', busy: null, error: error instanceof RestError ? (error.code ?? 'UNKNOWN') : 'NETWORK' });
    }
  }

  async function end(reasonCode: number): Promise<void> {
    const chat = $state.get().chat;
    if (!chat || !isOpen()) return;
    dispatch({ type: 'ending' });
    try {
      finish(await options.api.end(chat.chatId, reasonCode));
    } catch {
      // Ended on the server already (or unreachable): the guest left either way.
      finish(summaryOf($state.get().chat ?? chat, reasonCode));
    }
  }

  return {
    $state,
    open,
    retry: () => open(),
    applyEvent(event) {
      const before = $state.get().status;
      // The one-click top-up inside the chat (issue 14 §5): a start refused for coins starts by itself once the new
      // balance arrives, as the guest asked for the chat before they topped up.
      const refusedForCoins = before === 'failed' && $state.get().error?.code === 'NOT_ENOUGH_COINS';
      if (refusedForCoins && event.type === 'guestBalance') return void open();
      dispatch({ type: 'event', event });
      if (before !== 'ended' && $state.get().status === 'ended') for (const name of [...timers.keys()]) cancel(name);
    },
    sendMessage(text) {
      const chat = $state.get().chat;
      const trimmed = text.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
      if (!chat || !isOpen() || trimmed === '') return false;
      const transport = options.transport();
      if (!transport || !transport.send({ type: 'chatMessage', chatId: chat.chatId, text: trimmed })) {
        dispatch({ type: 'busy', busy: null, error: 'NOT_SENT' });
        return false;
      }
      dispatch({ type: 'localMessage', message: { id: createId(), senderType: 'guest', text: trimmed, createdAt: new Date(clock.now()).toISOString(), pending: true } });
      return true;
    },
    tip: (amount) => paid('tip', (chatId) => options.api.tip(chatId, amount)),
    toy: (order) => paid('toy', (chatId) => options.api.toy(chatId, order)),
    streamFailed() {
      if (!isOpen() || timers.has('streamRetry')) return;
      later('streamRetry', RETRY_STREAM_START_MS, () => dispatch({ type: 'streamRetry' }));
    },
    requestLeave() {
      const state = $state.get();
      if (state.status === 'failed' || state.status === 'ended') return;
      if (state.status !== 'active') return;
      if (leavingNeedsConfirmation({ chat: state.chat, now: clock.now() }, MIN_CHAT_SECONDS)) dispatch({ type: 'askLeave' });
      else void end(EXIT_GUEST_LEFT);
    },
    confirmLeave: () => end(EXIT_GUEST_LEFT),
    stay: () => dispatch({ type: 'stay' }),
    destroy() {
      destroyed = true;
      run++;
      for (const name of [...timers.keys()]) cancel(name);
    },
  };
}
