/**
 * The text chat of a running chat (issue 14 §4: "text chat with the performer
 * over the realtime channel (the simulator answers)"): the guest's line is
 * stored and echoed to every device as a chatMessage event; the simulated
 * performer answers after a human-looking pause with the messenger's demo
 * replies (one answering machinery for both: realtime-domain/delayed-replies).
 * There are no real performers, so the chat always answers, simulator or not.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../sdk/config';
import { ABILITIES_OF, type ChatType } from '../../sdk/live/chat-types';
import type { AckRefusal } from '../../sdk/realtime/protocol';
import { guestEvent, type ChangePublisher } from '../changes';
import type { Database } from '../db/schema';
import { demoReply } from '../messenger/texts';
import { createDelayedReplies, humanDelay, type DelayedReplies } from '../realtime-domain/delayed-replies';
import type { SimulatorClock } from '../realtime-domain/simulator';
import type { ChatMessagesTable } from './tables';
import { messageView } from './view';

/** The longest chat line (decision: a chat line, not a letter). */
export const CHAT_MESSAGE_MAX = 500;

export interface ChatTextOptions {
  clock?: SimulatorClock;
  /** The pause before the performer answers a line (default 1.5 to 4 s, from the line's id). */
  replyDelayMs?: (messageId: string) => number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export interface ChatText {
  /** Stores and echoes the guest's line, and schedules the answer; a refusal names why. */
  send(guestId: string, chatId: string, text: string, language: Language): Promise<AckRefusal | void>;
  /** Answers still waiting. */
  pending(): number;
  close(): Promise<void>;
}

export function createChatText(db: Kysely<Database>, publishChanges: ChangePublisher, options: ChatTextOptions = {}): ChatText {
  const now = options.now ?? Date.now;
  const delayOf = options.replyDelayMs ?? ((id: string) => humanDelay(id, 1_500, 2_500));
  const replies: DelayedReplies = createDelayedReplies({ clock: options.clock, onError: options.onError });

  const store = async (guestId: string, row: ChatMessagesTable) => {
    await db.insertInto('chat_messages').values(row).execute();
    await publishChanges([guestEvent(guestId, { type: 'chatMessage', chatId: row.chat_id, message: messageView(row) })]);
  };

  return {
    async send(guestId, chatId, text, language) {
      const trimmed = text.trim();
      if (trimmed === '' || trimmed.length > CHAT_MESSAGE_MAX) return { error: `text must be 1 to ${CHAT_MESSAGE_MAX} characters, got ${trimmed.length}`, code: 'VALIDATION_FAILED' };
      const chat = await db.selectFrom('chat_sessions').select(['id', 'guest_id', 'chat_type', 'ended_at']).where('id', '=', chatId).executeTakeFirst();
      if (!chat || chat.guest_id !== guestId) return { error: `No chat ${chatId} of this guest`, code: 'NOT_FOUND' };
      if (chat.ended_at !== null) return { error: `Chat ${chatId} has ended`, code: 'CHAT_ENDED' };
      if (!ABILITIES_OF[chat.chat_type as ChatType].includes('text')) return { error: `A ${chat.chat_type} has no text chat`, code: 'CHAT_TYPE_NOT_OFFERED' };
      const line: ChatMessagesTable = { id: randomUUID(), chat_id: chatId, sender_type: 'guest', text: trimmed, created_at: new Date(now()).toISOString() };
      await store(guestId, line);
      replies.schedule(delayOf(line.id), async () => {
        const still = await db.selectFrom('chat_sessions').select('ended_at').where('id', '=', chatId).executeTakeFirst();
        if (!still || still.ended_at !== null) return;
        await store(guestId, { id: randomUUID(), chat_id: chatId, sender_type: 'actor', text: demoReply(language, 'text', line.id), created_at: new Date(now()).toISOString() });
      });
    },
    pending: () => replies.pending(),
    close: () => replies.close(),
  };
}
