/**
 * Shares events between server processes over Redis pub/sub. One message per
 * published event, naming every target guest with its seq (a 10,000-fan event
 * is one message, not 10,000). Pub/sub may drop messages (a reconnect, a slow
 * subscriber): receivers heal the gaps from the event log.
 */
import type { Redis } from 'ioredis';

export interface BusMessage {
  /** The process that published it (it delivered locally already and skips its own echo). */
  origin: string;
  targets: Array<[guestId: string, seq: number]>;
  eventJson: string;
}

export interface RedisBus {
  /** Resolves once the subscription is active (messages published before it are missed; gaps heal later). */
  ready: Promise<unknown>;
  publish(message: BusMessage): Promise<void>;
  close(): Promise<void>;
}

/** Wire format: origin, newline, targets JSON, newline, event JSON (JSON.stringify output has no raw newline). */
export function encodeBusMessage(message: BusMessage): string {
  return `${message.origin}\n${JSON.stringify(message.targets)}\n${message.eventJson}`;
}

/** The inverse of encodeBusMessage; null for anything else on the channel. */
export function decodeBusMessage(text: string): BusMessage | null {
  const first = text.indexOf('\n');
  const second = text.indexOf('\n', first + 1);
  if (first < 0 || second < 0) return null;
  try {
    const targets = JSON.parse(text.slice(first + 1, second)) as BusMessage['targets'];
    return Array.isArray(targets) ? { origin: text.slice(0, first), targets, eventJson: text.slice(second + 1) } : null;
  } catch {
    return null;
  }
}

/**
 * Subscribes on `subscriber` (a connection of its own: a subscribed connection
 * cannot publish) and calls onMessage for each message another process
 * published. The own echoes are skipped before their target lists are parsed
 * (10,000 targets a fan-out). The caller owns both connections and closes them.
 */
export function createRedisBus(
  publisher: Redis,
  subscriber: Redis,
  channel: string,
  ownOrigin: string,
  onMessage: (message: BusMessage) => void,
  onError: (error: Error) => void,
): RedisBus {
  subscriber.on('error', onError);
  const echo = `${ownOrigin}\n`;
  const listener = (received: string, text: string) => {
    if (received !== channel || text.startsWith(echo)) return;
    const message = decodeBusMessage(text);
    if (message) onMessage(message);
  };
  subscriber.on('message', listener);
  const ready = subscriber.subscribe(channel);
  ready.catch(onError);
  return {
    ready,
    async publish(message) {
      await publisher.publish(channel, encodeBusMessage(message));
    },
    async close() {
      // No unsubscribe round trip (Redis may be down at shutdown): the owner disconnects the subscriber.
      subscriber.off('message', listener);
    },
  };
}
