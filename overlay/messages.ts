/**
 * The overlay's side of the postMessage protocol (sdk/overlay/protocol.ts):
 * it talks only to the one parent origin the server verified, accepts only
 * messages from that origin AND from window.parent, and never posts to '*'.
 */
import { isOverlayMessage, OVERLAY_ACTION_TIMEOUT_MS, type OverlayToPage, type PageToOverlay } from '../sdk/overlay/protocol';

type Untagged<T> = T extends unknown ? Omit<T, 'velvet'> : never;
export type OutgoingMessage = Untagged<OverlayToPage>;

/** True when a message event comes from the verified parent: exact origin (never "null"), parent window, tagged shape. */
export function isFromParent(event: { origin: string; source: unknown; data: unknown }, parentOrigin: string, parent: unknown): boolean {
  if (parentOrigin === 'null' || event.origin !== parentOrigin) return false;
  if (event.source === null || event.source !== parent) return false;
  return isOverlayMessage(event.data);
}

/** A random id for an action request; crypto.randomUUID where the page is secure, else getRandomValues. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ParentChannel {
  post(message: OutgoingMessage): void;
  /** Sends action-{name} and resolves with the matching response once; rejects on an error answer or after the timeout. */
  request(name: string, params?: Record<string, unknown>): Promise<unknown>;
  /** Subscribes to verified page messages other than responses; returns the unsubscribe function. */
  listen(handler: (message: PageToOverlay) => void): () => void;
  close(): void;
}

interface ChannelOptions {
  parentOrigin: string;
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  /** Where message events arrive (the overlay's own window). */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  timeoutMs?: number;
}

/** Opens the channel to the parent page. */
export function createParentChannel({ parentOrigin, parent, target, timeoutMs = OVERLAY_ACTION_TIMEOUT_MS }: ChannelOptions): ParentChannel {
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void; timer: ReturnType<typeof setTimeout> }>();
  const handlers = new Set<(message: PageToOverlay) => void>();

  const onMessage = (event: MessageEvent) => {
    if (!isFromParent(event, parentOrigin, parent)) return;
    const message = event.data as PageToOverlay;
    if (message.type === 'response') {
      const waiting = pending.get(message.id);
      // Unknown or already answered ids (replays) are dropped.
      if (!waiting || typeof message.id !== 'string') return;
      pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(new Error(`The page refused action ${message.name}: ${message.error}`));
      return;
    }
    for (const handler of handlers) handler(message);
  };
  target.addEventListener('message', onMessage as EventListener);

  const post = (message: OutgoingMessage) => parent.postMessage({ ...message, velvet: 'overlay' }, parentOrigin);

  return {
    post,
    request(name, params) {
      const id = randomId();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`The page did not answer action ${name} within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        post(params ? { type: 'action', name, id, params } : { type: 'action', name, id });
      });
    },
    listen(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close() {
      target.removeEventListener('message', onMessage as EventListener);
      for (const waiting of pending.values()) clearTimeout(waiting.timer);
      pending.clear();
      handlers.clear();
    },
  };
}
