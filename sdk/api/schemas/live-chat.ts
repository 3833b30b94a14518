/**
 * Wire schemas of live chat (issue 14 contract §3) and the chat button config
 * (spec 001 §3). Answers are the objects themselves, as the contract names
 * them (no `{ success, data }` envelope).
 */
import { Type, type Static } from 'typebox';
import { CHAT_ABILITIES, CHAT_TYPES } from '../../live/chat-types';
import { ErrorBodySchema, Nullable } from './common';

const Coins = (description: string) => Type.Integer({ minimum: 0, description });

export const LiveChatMessageSchema = Type.Object({
  id: Type.String(),
  senderType: Type.Union([Type.Literal('guest'), Type.Literal('actor'), Type.Literal('system')]),
  text: Type.String(),
  createdAt: Type.String({ description: 'ISO time' }),
});

export const ToyControlSchema = Type.Object({
  available: Type.Boolean(),
  durations: Type.Array(Type.Object({ seconds: Type.Integer(), price: Coins('coins') })),
  random: Type.Object({ price: Coins('coins') }),
});

/** One chat session as the chat room shows it; also the answer of chat/start and GET chat/:chatId. */
export const ChatSessionSchema = Type.Object({
  chatId: Type.String(),
  actorId: Type.Integer(),
  actorName: Type.String(),
  chatType: Type.Enum([...CHAT_TYPES]),
  pricePerMinute: Coins('coins per minute, 0 for a free chat'),
  startedAt: Type.String({ description: 'ISO time; minute 0 begins here' }),
  billedMinutes: Type.Integer({ minimum: 0 }),
  totalPrice: Coins('coins the chat has cost: minutes, tips and toy orders'),
  balance: Coins('the guest\'s balance now'),
  paidUntil: Type.String({ description: 'ISO time the paid minutes run to; the next minute is billed then' }),
  streamUrl: Nullable(Type.String({ description: 'signed live HLS master playlist; null once the chat ended' })),
  streamType: Type.Literal('hls'),
  abilities: Type.Array(Type.Enum([...CHAT_ABILITIES])),
  isVoyeur: Type.Boolean(),
  isToyControl: Type.Boolean({ description: 'the guest has used the toy in this chat' }),
  toyControl: Nullable(ToyControlSchema),
  minimumDurationSeconds: Type.Integer({ description: 'spec 000 §5: leaving earlier asks first' }),
  endedAt: Nullable(Type.String()),
  reasonCode: Nullable(Type.Integer({ description: 'exit reason of spec 001 §9 once ended' })),
  messages: Type.Array(LiveChatMessageSchema, { description: 'the newest 50 text chat lines, oldest first' }),
}, { title: 'ChatSession' });
export type ChatSession = Static<typeof ChatSessionSchema>;

export const ActiveChatSchema = Type.Object({ chat: Nullable(ChatSessionSchema) }, { title: 'ActiveChat' });

/** POST chat/:chatId/end; also what the chatEnd event carries (plus the event's own fields). */
export const ChatEndSummarySchema = Type.Object({
  chatId: Type.String(),
  price: Coins('total coins the chat cost'),
  actorId: Type.Integer(),
  actorName: Type.String(),
  isVoyeur: Type.Boolean(),
  isToyControl: Type.Boolean(),
  reasonCode: Type.Integer(),
  billedMinutes: Type.Integer({ minimum: 0 }),
  durationSeconds: Type.Integer({ minimum: 0 }),
}, { title: 'ChatEndSummary' });
export type ChatEndSummary = Static<typeof ChatEndSummarySchema>;

export const ChatBalanceSchema = Type.Object({ balance: Coins('the guest\'s balance after the charge'), totalPrice: Coins('the chat\'s total cost now') });

/** A chat start refusal: the ErrorBody plus the pre-chat exit reason (spec 001 §9) and, for 402, the coins missing. */
export const ChatStartRefusalSchema = Type.Object({
  ...ErrorBodySchema.properties,
  exitReasonCode: Type.Optional(Type.Integer()),
  missingCoins: Type.Optional(Type.Integer({ minimum: 1 })),
}, { title: 'ChatStartRefusal' });

export const ChatButtonConfigSchema = Type.Object({
  actorId: Type.Integer(),
  actorName: Type.String(),
  isActorOnline: Type.Boolean(),
  prices: Type.Object({
    freeMessages: Type.Integer({ minimum: 0, description: 'the guest\'s free messages for this performer' }),
    message: Coins('coins per message'),
    single: Coins('coins per minute'),
    singlec2c: Coins('coins per minute'),
    video: Coins('coins per minute'),
    voucherChatMinutes: Type.Integer({ minimum: 0 }),
    voyeur: Coins('coins per minute'),
  }),
  freeChat: Type.Boolean(),
  voyeur: Type.Boolean(),
  ticket: Type.Boolean(),
  isCurrentlyTicketShow: Type.Boolean(),
  voicecall: Type.Boolean(),
  guestHasTicket: Type.Boolean({ description: 'the guest holds a ticket for this performer\'s show that has not ended' }),
  isLivePreviewEnabled: Type.Boolean(),
  isToyControlAvailable: Type.Boolean(),
  minimumBalance: Coins('spec 000 §5 minimum balance in coins'),
  chatRatings: Nullable(Type.Object({ lastNinetyDays: Type.Object({ countRatings: Type.Integer(), satisfactionRate: Type.Integer() }) })),
}, { title: 'ChatButtonConfig' });
