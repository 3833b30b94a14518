/** Wire types of live chat (issue 14 contract §3), for the chat button and the chat room (type-only: no TypeBox in a bundle). */
import type { Static } from 'typebox';
import type { ActiveChatSchema, ChatBalanceSchema, ChatStartRefusalSchema } from '../api/schemas/live-chat';

export type { ChatEndSummary, ChatSession } from '../api/schemas/live-chat';
export type { LiveChatMessage } from '../realtime/protocol';
/** GET chat/active. */
export type ActiveChat = Static<typeof ActiveChatSchema>;
/** POST chat/:chatId/tip and /toy. */
export type ChatBalance = Static<typeof ChatBalanceSchema>;
/** A refused chat start: the ErrorBody plus exitReasonCode and missingCoins where they apply. */
export type ChatStartRefusal = Static<typeof ChatStartRefusalSchema>;
