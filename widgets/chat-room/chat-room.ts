/**
 * The chat room's lazy chunk (issue 14 §4): <velvet-chat-button> imports it on the guest's
 * click and opens the room as a full-screen dialog in its own shadow root. Not a modal
 * <dialog>: the top layer would hide the payment overlay the room's "Top up" opens (z-index
 * 10000, spec 002 §9), so the room sits just below it and keeps the focus itself (Tab cycles
 * inside, Escape asks to leave instead of closing).
 */
import { h, render } from 'preact';
import { createRestClient } from '../../sdk/api/rest';
import type { Language } from '../../sdk/config';
import { createChatRoomApi, createChatRoomController, liveChatTransport, onLiveChatEvent, type ChatRoomController, type ChatRoomEvent } from '../../sdk/chat-room';
import { adoptStyles } from '../shared/styles';
import '../player/player';
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
  adoptStyles(options.root, css);
  const client = createRestClient({ apiBase: options.apiBase, language: options.language, accessToken: options.accessToken, credentials: 'include' });
  const controller = createChatRoomController({
    actorId: options.actorId,
    chatType: options.chatType,
    api: createChatRoomApi(client),
    transport: liveChatTransport,
  });
  const stopEvents = onLiveChatEvent((event) => {
    if (ROOM_EVENTS.includes(event.type)) controller.applyEvent(event as unknown as ChatRoomEvent);
  });
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
  const t = chatRoomTranslator(options.language);
  render(
    h(RoomDialog, {
      controller,
      actorName: options.actorName,
      language: options.language,
      t,
      client,
      onClose: close,
      onTopUp: (missingCoins: number | null) => options.onTopUp(missingCoins, controller.$state.get().chat?.balance ?? null),
      onMessage: () => {
        close();
        options.onMessage();
      },
    }),
    container,
  );
  void controller.open();
  return { controller, close };
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
  adoptStyles(options.root, css);
  const client = createRestClient({ apiBase: options.apiBase, language: options.language, accessToken: options.accessToken, credentials: 'include' });
  const controller = createShowWatchController({ actorId: options.actorId, showId: options.showId, api: createShowWatchApi(client) });
  const stopEvents = onLiveChatEvent((event) => controller.applyEvent(event as { type: string }));
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
  render(h(ShowRoomDialog, { controller, actorName: options.actorName, language: options.language, t: chatRoomTranslator(options.language), onClose: close }), container);
  void controller.open();
  return { close };
}
