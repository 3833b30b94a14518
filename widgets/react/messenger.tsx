import { useRef } from 'react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import '../messenger/messenger';
import type { ChannelCloseDetail, ChannelSelectDetail, MessengerLoginRequiredDetail, MessengerNavigateDetail, StartChatDetail, VelvetMessengerElement } from '../messenger/messenger';
import type { OverlayRequestDetail } from '../modal-host/modal-content';
import { useElementEvents } from './element-events';

export type MessengerChannelSelectEvent = CustomEvent<ChannelSelectDetail>;
/** Same as MessengerChannelSelectEvent. */
export type ChannelSelectEvent = MessengerChannelSelectEvent;
export type MessengerNavigateEvent = CustomEvent<MessengerNavigateDetail>;
export type MessengerLoginRequiredEvent = CustomEvent<MessengerLoginRequiredDetail>;
export type MessengerChannelCloseEvent = CustomEvent<ChannelCloseDetail>;
export type MessengerOverlayRequestEvent = CustomEvent<OverlayRequestDetail>;
export type MessengerStartChatEvent = CustomEvent<StartChatDetail>;

export interface VelvetMessengerProps {
  lang?: string;
  apiBase?: string;
  linkBase?: string;
  /** Opens this channel of the guest. */
  channelId?: string;
  /** Opens (creating it if needed) the guest's channel with this performer. */
  actorId?: number;
  onChannelSelect?: (event: MessengerChannelSelectEvent) => void;
  /** The guest went back from a conversation to the list (phone back button, Escape). */
  onChannelClose?: (event: MessengerChannelCloseEvent) => void;
  /** Cancelable: call preventDefault() when the app opens the overlay flow in event.detail ("Top up" after a refused message). */
  onOverlayRequest?: (event: MessengerOverlayRequestEvent) => void;
  /** Cancelable: call preventDefault() and show the host's login. */
  onLoginRequired?: (event: MessengerLoginRequiredEvent) => void;
  /** Cancelable: call preventDefault() to route to event.detail.href in the host app. */
  onNavigate?: (event: MessengerNavigateEvent) => void;
  /** Cancelable: "Start video chat" with an online performer; call preventDefault() when the app opens its chat room. */
  onStartChat?: (event: MessengerStartChatEvent) => void;
  className?: string;
}

/** React 19 wrapper of `<velvet-messenger>`: properties pass through; the velvet- events become callbacks. */
export function VelvetMessenger({ onChannelSelect, onChannelClose, onOverlayRequest, onLoginRequired, onNavigate, onStartChat, channelId, actorId, apiBase, linkBase, ...properties }: VelvetMessengerProps) {
  const ref = useRef<VelvetMessengerElement>(null);
  useElementEvents(ref, [
    ['velvet-channel-select', onChannelSelect],
    ['velvet-channel-close', onChannelClose],
    ['velvet-overlay-request', onOverlayRequest],
    ['velvet-login-required', onLoginRequired],
    ['velvet-navigate', onNavigate],
    ['velvet-start-chat', onStartChat],
  ]);
  // The targets as the attributes the element observes: a server render writes them into the HTML, and
  // hydration sets nothing, so a camel-cased property would reach the element only as an unknown attribute.
  const attributes = {
    ...(channelId === undefined ? {} : { 'channel-id': channelId }),
    ...(actorId === undefined ? {} : { 'actor-id': String(actorId) }),
    ...(apiBase === undefined ? {} : { 'api-base': apiBase }),
    ...(linkBase === undefined ? {} : { 'link-base': linkBase }),
  };
  return <velvet-messenger ref={ref} {...properties} {...attributes} />;
}

type VelvetMessengerJsxProps = DetailedHTMLProps<HTMLAttributes<VelvetMessengerElement>, VelvetMessengerElement> &
  Omit<VelvetMessengerProps, 'onChannelSelect' | 'onChannelClose' | 'onOverlayRequest' | 'onLoginRequired' | 'onNavigate' | 'onStartChat' | 'className' | 'lang'> & {
    class?: string;
    'api-base'?: string;
    'link-base'?: string;
    'channel-id'?: string;
    'actor-id'?: number | string;
  };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'velvet-messenger': VelvetMessengerJsxProps;
    }
  }
}
