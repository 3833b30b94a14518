import { useEffect, useRef } from 'react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import '../messenger/messenger';
import type { ChannelSelectDetail, MessengerLoginRequiredDetail, MessengerNavigateDetail, VelvetMessengerElement } from '../messenger/messenger';

export type MessengerChannelSelectEvent = CustomEvent<ChannelSelectDetail>;
/** Same as MessengerChannelSelectEvent. */
export type ChannelSelectEvent = MessengerChannelSelectEvent;
export type MessengerNavigateEvent = CustomEvent<MessengerNavigateDetail>;
export type MessengerLoginRequiredEvent = CustomEvent<MessengerLoginRequiredDetail>;

export interface VelvetMessengerProps {
  lang?: string;
  apiBase?: string;
  linkBase?: string;
  /** Opens this channel of the guest. */
  channelId?: string;
  /** Opens (creating it if needed) the guest's channel with this performer. */
  actorId?: number;
  onChannelSelect?: (event: MessengerChannelSelectEvent) => void;
  /** Cancelable: call preventDefault() and show the host's login. */
  onLoginRequired?: (event: MessengerLoginRequiredEvent) => void;
  /** Cancelable: call preventDefault() to route to event.detail.href in the host app. */
  onNavigate?: (event: MessengerNavigateEvent) => void;
  className?: string;
}

/** React 19 wrapper of `<velvet-messenger>`: properties pass through; the three velvet- events become callbacks. */
export function VelvetMessenger({ onChannelSelect, onLoginRequired, onNavigate, ...properties }: VelvetMessengerProps) {
  const ref = useRef<VelvetMessengerElement>(null);
  // Listened to directly: React 19 maps on<Event> props to lower-cased event names, not to velvet-prefixed ones.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listeners = [
      ['velvet-channel-select', onChannelSelect],
      ['velvet-login-required', onLoginRequired],
      ['velvet-navigate', onNavigate],
    ] as const;
    for (const [type, listener] of listeners) if (listener) element.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) if (listener) element.removeEventListener(type, listener as EventListener);
    };
  }, [onChannelSelect, onLoginRequired, onNavigate]);
  return <velvet-messenger ref={ref} {...properties} />;
}

type VelvetMessengerJsxProps = DetailedHTMLProps<HTMLAttributes<VelvetMessengerElement>, VelvetMessengerElement> &
  Omit<VelvetMessengerProps, 'onChannelSelect' | 'onLoginRequired' | 'onNavigate' | 'className' | 'lang'> & {
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
