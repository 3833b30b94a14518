/**
 * Where the messenger controller sends realtime messages. The host site
 * passes its realtime channel through transportFromChannel; tests pass a fake.
 */
import type { Language } from '../config';
import type { AckFrame, RealtimeChannel } from '../realtime/channel';
import type { ClientMessage } from '../realtime/protocol';
import { $isLoggedIn } from '../session/store';
import { messengerError, MessengerError } from './texts';

/** Sends one message: resolves when the server acks it ok, rejects with a MessengerError of ack.error (and its code) when it refuses. */
export interface MessengerTransport {
  send(message: ClientMessage): Promise<void>;
}

/** The timer the ack timeout uses (a test passes a fake). */
export interface TimeoutClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface ChannelTransportOptions {
  /** How long to wait for the ack; the channel resends after a reconnect, so this is generous. Default 20 s. */
  ackTimeoutMs?: number;
  language?: Language;
  clock?: TimeoutClock;
}

export const ACK_TIMEOUT_MS = 20_000;

const realTimers: TimeoutClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** A MessengerTransport over a realtime channel: one send, settled by the ack with its cid or by the timeout. */
export function transportFromChannel(channel: Pick<RealtimeChannel, 'send' | 'onAck'>, options: ChannelTransportOptions = {}): MessengerTransport {
  const timeoutMs = options.ackTimeoutMs ?? ACK_TIMEOUT_MS;
  const language = options.language ?? 'en';
  const clock = options.clock ?? realTimers;
  return {
    send(message) {
      return new Promise<void>((resolve, reject) => {
        let cid: string | null = null;
        // An ack can only follow the send, but a fake channel may answer inside send(): keep those until the cid is known.
        const early: AckFrame[] = [];
        let timer: unknown = null;
        const settle = (frame: AckFrame): void => {
          stop();
          clock.clearTimeout(timer);
          if (frame.ok) resolve();
          else if (!frame.error) reject(messengerError(language, 'sendFailed'));
          // A shortfall is told apart by its code, never by the words: the composer offers a top-up for it.
          else reject(new MessengerError(frame.code === 'NOT_ENOUGH_COINS' ? 'notEnoughCoins' : 'server', frame.error, { missingCoins: frame.missingCoins }));
        };
        const stop = channel.onAck((frame) => {
          if (cid === null) early.push(frame);
          else if (frame.cid === cid) settle(frame);
        });
        const sent = channel.send(message);
        if (!sent.accepted) {
          stop();
          // The channel refuses most messages of a guest who is not logged in (spec 000 §5).
          return reject(messengerError(language, $isLoggedIn.get() ? 'notConnected' : 'loginRequired'));
        }
        cid = sent.cid;
        const answered = early.find((frame) => frame.cid === cid);
        if (answered) return settle(answered);
        timer = clock.setTimeout(() => {
          stop();
          reject(messengerError(language, 'noAnswer'));
        }, timeoutMs);
      });
    },
  };
}
