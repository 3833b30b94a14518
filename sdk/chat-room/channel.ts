/**
 * The page's realtime channel as the chat button and the chat room use it: the host site
 * connects its one channel here (like connectMessengerChannel); a partner page without one
 * lets the widget open its own. Listeners hear every event; each picks what concerns it.
 */
import type { RealtimeChannel } from '../realtime/channel';
import type { ServerEvent } from '../realtime/protocol';
import type { ChatRoomTransport } from './controller';

export type LiveChatChannel = Pick<RealtimeChannel, 'send' | 'onEvent'>;
type Listener = (event: ServerEvent) => void;

let connected: { channel: LiveChatChannel; stop: () => void } | null = null;
const listeners = new Set<Listener>();

/** Connects `channel`; returns the undo for the channel's end. */
export function connectLiveChatChannel(channel: LiveChatChannel): () => void {
  connected?.stop();
  const stop = channel.onEvent((event) => {
    for (const listener of [...listeners]) listener(event);
  });
  const own = { channel, stop };
  connected = own;
  return () => {
    own.stop();
    if (connected === own) connected = null;
  };
}

export function hasLiveChatChannel(): boolean {
  return connected !== null;
}

/** Every event of the connected channel (and of any channel connected later); returns the unsubscribe. */
export function onLiveChatEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chat room's send over the connected channel, or null while none is connected. */
export function liveChatTransport(): ChatRoomTransport | null {
  if (!connected) return null;
  const { channel } = connected;
  // The protocol's chatMessage member is helper I's (live contract §3); the channel sends any client message as JSON.
  return { send: (message) => channel.send(message as unknown as Parameters<RealtimeChannel['send']>[0]).accepted };
}
