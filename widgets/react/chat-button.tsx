import { useEffect, useRef } from 'react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
// Types only: the element's code loads after the first paint (see VelvetChatButton), the chat room on the guest's click.
import type { ChatActionDetail, ChatButtonLoginRequiredDetail, ChatButtonNavigateDetail, ChatRoomDetail, VelvetChatButtonElement } from '../chat-button/chat-button';
import type { OverlayRequestDetail } from '../modal-host/modal-content';
import { useElementEvents } from './element-events';

export type ChatButtonLoginRequiredEvent = CustomEvent<ChatButtonLoginRequiredDetail>;
export type ChatButtonOverlayRequestEvent = CustomEvent<OverlayRequestDetail>;
export type ChatActionEvent = CustomEvent<ChatActionDetail>;
export type ChatRoomEvent = CustomEvent<ChatRoomDetail>;
export type ChatButtonNavigateEvent = CustomEvent<ChatButtonNavigateDetail>;

export interface VelvetChatButtonProps {
  actorId: number;
  /** Shown before the config arrives (and in the room's title). */
  actorName?: string | undefined;
  /** 'page': the host connects its realtime channel (connectLiveChatChannel); else the widget opens its own. */
  realtime?: 'page' | 'own' | undefined;
  lang?: string | undefined;
  apiBase?: string | undefined;
  linkBase?: string | undefined;
  className?: string | undefined;
  /** Cancelable: preventDefault() and show the host's login; call element.start(offer) after it. */
  onLoginRequired?: (event: ChatButtonLoginRequiredEvent) => void;
  /** Cancelable: preventDefault() when the app opens the overlay flow in event.detail (login, the room's top-up). */
  onOverlayRequest?: (event: ChatButtonOverlayRequestEvent) => void;
  /** Cancelable: a ticket or a voice call; preventDefault() when the app handles it. */
  onChatAction?: (event: ChatActionEvent) => void;
  onChatRoom?: (event: ChatRoomEvent) => void;
  /** Cancelable: preventDefault() to route to event.detail.href in the host app. */
  onNavigate?: (event: ChatButtonNavigateEvent) => void;
}

/** Loads the element's module once (a separate chunk: a page without a chat button never downloads it). */
function defineChatButton(): void {
  import('../chat-button/chat-button').catch((error: unknown) => console.error('The chat button could not be loaded', error));
}

/**
 * React 19 wrapper of `<velvet-chat-button>`: everything is an attribute, so a server render carries it;
 * the velvet- events become callbacks. The ref gives the element (element.start(offer) after a host login).
 */
export function VelvetChatButton({ actorId, actorName, realtime, lang, apiBase, linkBase, className, onLoginRequired, onOverlayRequest, onChatAction, onChatRoom, onNavigate, elementRef }: VelvetChatButtonProps & { elementRef?: { current: VelvetChatButtonElement | null } }) {
  const ref = useRef<VelvetChatButtonElement>(null);
  useEffect(defineChatButton, []);
  useEffect(() => {
    if (elementRef) elementRef.current = ref.current;
  });
  useElementEvents(ref, [
    ['velvet-login-required', onLoginRequired],
    ['velvet-overlay-request', onOverlayRequest],
    ['velvet-chat-action', onChatAction],
    ['velvet-chat-room', onChatRoom],
    ['velvet-navigate', onNavigate],
  ]);
  return <velvet-chat-button ref={ref} className={className} actor-id={String(actorId)} actor-name={actorName} realtime={realtime} lang={lang} api-base={apiBase} link-base={linkBase} />;
}

type VelvetChatButtonJsxProps = Omit<DetailedHTMLProps<HTMLAttributes<VelvetChatButtonElement>, VelvetChatButtonElement>, 'className'> & {
  className?: string | undefined;
  'actor-id': string;
  'actor-name'?: string | undefined;
  realtime?: 'page' | 'own' | undefined;
  'api-base'?: string | undefined;
  'link-base'?: string | undefined;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'velvet-chat-button': VelvetChatButtonJsxProps;
    }
  }
}
