/**
 * Demo performers answer (issue 5 §1: "the performer simulator replies to
 * guest messages after a short, human-looking delay"): a guest's text or gift
 * message gets a short friendly reply in the guest's language, 2 to 6 seconds
 * later, stored as senderType actor and published like any actor message.
 * The delay and the clock are injectable so tests drive it quickly.
 */
import type { Kysely } from 'kysely';
import type { Language } from '../../sdk/config';
import type { MessengerMessage } from '../../sdk/messenger/types';
import type { Database } from '../db/schema';
import { storeActorMessage } from '../messenger/actor-messages';
import { demoReply } from '../messenger/texts';
import type { RealtimeHub } from './hub-contract';
import type { MessengerHandlers } from './messenger';
import { publishMessengerMessage } from './messenger-events';
import { createDelayedReplies, humanDelay } from './delayed-replies';
import type { SimulatorClock } from './simulator';

export interface MessengerRepliesOptions {
  /** Milliseconds before the reply to this message (default: 2000 to 6000, from the message id). */
  delayMs?: (message: MessengerMessage) => number;
  clock?: SimulatorClock;
  onError?: (error: unknown) => void;
}

export interface MessengerReplies {
  /** Replies still waiting for their delay. */
  pending(): number;
  /** Cancels the waiting replies, waits for running ones, and stops answering. */
  close(): Promise<void>;
}

/** A human-looking pause: 2 to 6 s, the same for the same message. */
export function defaultReplyDelay(message: MessengerMessage): number {
  return humanDelay(message.id, 2_000, 4_000);
}

/** Starts answering guests' text and gift messages (as the messenger handlers' responder) until closed. */
export function startMessengerReplies(db: Kysely<Database>, hub: RealtimeHub, messenger: MessengerHandlers, options: MessengerRepliesOptions = {}): MessengerReplies {
  const delayOf = options.delayMs ?? defaultReplyDelay;
  const replies = createDelayedReplies({ clock: options.clock, onError: options.onError });

  const reply = async (guestId: string, message: MessengerMessage, language: Language) => {
    const stored = await storeActorMessage(db, guestId, message.channelId, demoReply(language, message.type, message.id));
    if (stored) await publishMessengerMessage(hub, db, guestId, stored.message, stored.channel);
  };

  messenger.setMessengerResponder({
    onGuestMessage(guestId, message, language) {
      if (message.type !== 'text' && message.type !== 'gift') return;
      replies.schedule(delayOf(message), () => reply(guestId, message, language));
    },
  });

  return {
    pending: () => replies.pending(),
    async close() {
      messenger.setMessengerResponder(null);
      await replies.close();
    },
  };
}
