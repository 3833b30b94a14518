/**
 * The thin layer over a WebSocket: builds the URL with the access token,
 * parses server frames, and detaches its handlers when we close it ourselves,
 * so a close we initiated is handled once (by the caller) and not again when
 * the socket's own close event arrives.
 */
import type { ServerFrame } from './protocol';

/** spec 000 §7 logger/websocketConnectionError: the fields of one logged close or pong-missing. */
export interface ConnectionErrorEntry {
  connectionAttempt: number;
  error: string;
  errorCode: number;
  errorReason: string;
  websocketType: string;
}

/** The websocketType this channel logs. */
export const WEBSOCKET_TYPE = 'realtime';

/** Builds one logger/websocketConnectionError entry. */
export function connectionErrorEntry(connectionAttempt: number, error: string, errorCode: number, errorReason: string): ConnectionErrorEntry {
  return { connectionAttempt, error, errorCode, errorReason, websocketType: WEBSOCKET_TYPE };
}

export interface Socket {
  isOpen(): boolean;
  send(text: string): void;
  /** Closes and silences the socket: no handler runs after this. */
  close(code: number, reason: string): void;
}

interface SocketHandlers {
  onOpen(): void;
  onFrame(frame: ServerFrame): void;
  onClose(code: number, reason: string): void;
  onInvalidFrame(text: string): void;
}

/** What the channel uses of a browser WebSocket (the 'ws' package's class has the same shape). */
interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

/** Appends the access token (spec 000 §6, the contract's `access_token` query parameter) to the URL. */
export function socketUrl(url: string, accessToken: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(accessToken)}`;
}

/** Opens a socket (the given class, else the global WebSocket) and wires the handlers. */
export function openSocket(WebSocketClass: typeof WebSocket | undefined, url: string, accessToken: string, handlers: SocketHandlers): Socket {
  const Constructor = (WebSocketClass ?? globalThis.WebSocket) as unknown as (new (url: string) => WebSocketLike) | undefined;
  // Node 20 has no global WebSocket: pass the 'ws' package's class as options.WebSocket there.
  if (!Constructor) throw new Error('createRealtimeChannel: expected a WebSocket class (options.WebSocket or a global WebSocket), got none');
  const socket = new Constructor(socketUrl(url, accessToken));
  socket.onopen = () => handlers.onOpen();
  socket.onmessage = (event) => {
    const text = typeof event.data === 'string' ? event.data : String(event.data);
    let frame: ServerFrame;
    try {
      frame = JSON.parse(text) as ServerFrame;
    } catch {
      return handlers.onInvalidFrame(text);
    }
    handlers.onFrame(frame);
  };
  socket.onclose = (event) => handlers.onClose(event.code, event.reason);
  // An error is always followed by a close event, which is what gets logged and handled.
  socket.onerror = () => undefined;
  return {
    isOpen: () => socket.readyState === OPEN,
    send: (text) => socket.send(text),
    close(code, reason) {
      socket.onopen = socket.onmessage = socket.onclose = null;
      try {
        socket.close(code, reason);
      } catch {
        // A socket still connecting may refuse a close in some engines; it is silenced either way.
      }
    },
  };
}
