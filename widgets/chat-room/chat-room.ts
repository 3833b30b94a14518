/**
 * The chat room's lazy chunk (issue 14 §4): <velvet-chat-button> imports it on the guest's
 * click and opens the room as a full-screen dialog in its own shadow root. Not a modal
 * <dialog>: the top layer would hide the payment overlay the room's "Top up" opens (z-index
 * 10000, spec 002 §9), so the room sits just below it and keeps the focus itself (Tab cycles
 * inside, Escape asks to leave instead of closing).
 */
import { h, render, type VNode } from 'preact';
import { createRestClient } from '../../sdk/api/rest';
import type { Language } from '../../sdk/config';
import { createChatRoomApi, createChatRoomController, liveChatTransport, onLiveChatEvent, type ChatRoomController, type ChatRoomEvent } from '../../sdk/chat-room';
import { adoptStyles } from '../shared/styles';
import { preloadPlayerEngine } from '../player/player';
import { createShowWatchApi, createShowWatchController } from '../../sdk/chat-room/show-watch';
import { RoomDialog } from './room-dialog.component';
import { ShowRoomDialog } from './show-room.component';
import css from './chat-room.css?inline';
import { chatRoomTranslator } from './i18n';
export interface OpenChatRoomOptions {
  /** The shadow root of the element that opens the room. */
  root: ShadowRoot;
  actorId: number;
  actorName: string;
  chatType: string;
  apiBase: string;
  language: Language;
  accessToken: () => string | null;
  onTopUp(missingCoins: number | null, balance: number | null): void;
  onMessage(): void;
  /** The dialog closed (after the end, a refused start, or the guest's Close). */
  onClosed(): void;
}

export interface OpenChatRoom {
  controller: ChatRoomController;
  close(): void;
}

const ROOM_EVENTS: readonly string[] = ['chatMessage', 'chatState', 'chatEnd', 'guestBalance'];

/** Opens the room and starts (or resumes) the chat. */
export function openChatRoom(options: OpenChatRoomOptions): OpenChatRoom {
  const client = createRestClient({ apiBase: options.apiBase, language: options.language, accessToken: options.accessToken, credentials: 'include' });
  const controller = createChatRoomController({
    actorId: options.actorId,
    chatType: options.chatType,
    api: createChatRoomApi(client),
    transport: liveChatTransport,
  });
  const close = mountRoom(options, controller, (event) => {
    if (ROOM_EVENTS.includes(event.type)) controller.applyEvent(event as unknown as ChatRoomEvent);
  }, (onClose) =>
    h(RoomDialog, {
      controller,
      actorName: options.actorName,
      language: options.language,
      t: chatRoomTranslator(options.language),
      client,
      onClose,
      onTopUp: (missingCoins: number | null) => options.onTopUp(missingCoins, controller.$state.get().chat?.balance ?? null),
      onMessage: () => {
        onClose();
        options.onMessage();
      },
    }),
  );
  return { controller, close };
}

/**
 * What both rooms share: the styles, a container in the opener's shadow root, the live events, and an idempotent
 * close (stop the events, destroy the controller, unmount, tell the opener). The player's engine (hls.js) loads while
 * the room asks for its stream, so the first frame need not wait for it.
 */
function mountRoom(
  options: { root: ShadowRoot; onClosed(): void },
  controller: { open(): Promise<unknown>; destroy(): void },
  onEvent: (event: { type: string }) => void,
  dialog: (close: () => void) => VNode<any>,
): () => void {
  adoptStyles(options.root, css);
  const stopEvents = onLiveChatEvent(onEvent);
  const container = document.createElement('div');
  options.root.append(container);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    stopEvents();
    controller.destroy();
    render(null, container);
    container.remove();
    options.onClosed();
  };
  render(dialog(close), container);
  preloadPlayerEngine();
  void controller.open();
  return close;
}

export interface OpenShowRoomOptions {
  root: ShadowRoot;
  actorId: number;
  actorName: string;
  /** The ticket show the guest holds a ticket for. */
  showId: number;
  apiBase: string;
  language: Language;
  accessToken: () => string | null;
  onClosed(): void;
}

/** Opens the room of a ticket holder for the show (issue 14 §7; POST live/show/watch): the show's stream until it ends. */
export function openShowRoom(options: OpenShowRoomOptions): { close(): void } {
  const client = createRestClient({ apiBase: options.apiBase, language: options.language, accessToken: options.accessToken, credentials: 'include' });
  const controller = createShowWatchController({ actorId: options.actorId, showId: options.showId, api: createShowWatchApi(client) });
  const close = mountRoom(options, controller, (event) => controller.applyEvent(event), (onClose) =>
    h(ShowRoomDialog, { controller, actorName: options.actorName, language: options.language, t: chatRoomTranslator(options.language), onClose }),
  );
  return { close };
}
