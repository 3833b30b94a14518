/** Wire schemas of the messenger's REST answers (spec 000 §3, §7 "Messenger (REST, GET)"). */
import { Type } from 'typebox';
import { Nullable } from './common';

/** spec 000 §3 "Messenger channel", plus what a list row shows (actor name and picture). */
export const MessengerChannelSchema = Type.Object({
  id: Type.String(),
  actorId: Type.Integer(),
  actorName: Type.String(),
  actorPicture: Type.String({ description: 'avatar URL (square)' }),
  unread: Type.Boolean(),
  unreadCount: Type.Integer(),
  archived: Type.Boolean(),
  blocked: Type.Boolean(),
  isActorOnline: Type.Boolean(),
  messageTimestamp: Nullable(Type.String({ description: 'ISO time of the last message' })),
  lastViewedTimestamp: Nullable(Type.String()),
  lastMessageId: Nullable(Type.String()),
  subject: Type.String({ description: 'preview of the last message (plain text)' }),
  multiChatPrice: Type.Number(),
  canVoyeurChat: Type.Boolean(),
  isVoyeurInSingleChatAllowed: Type.Boolean(),
  isDildocontrolAvailable: Type.Boolean(),
  freeMessagesAmount: Type.Integer({ description: 'free messages left in this channel' }),
  messagePrice: Type.Number({ description: 'coins per message' }),
  isMessagingFree: Type.Boolean(),
  freeChat: Type.Boolean({ description: 'a free show runs: chatting is free meanwhile' }),
  isFavourite: Type.Boolean(),
});

/** A performer in the recommended panel (spec 000 §2 "at most 9 shown"). */
export const MessengerRecommendationSchema = Type.Object({
  actorId: Type.Integer(),
  name: Type.String(),
  picture: Type.String(),
  isOnline: Type.Boolean(),
  age: Type.Integer(),
});
export const RecommendationsAnswerSchema = Type.Object({ items: Type.Array(MessengerRecommendationSchema) });

/** GET messenger/actor/{actorId}: the conversation header. */
export const MessengerActorSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  picture: Type.String(),
  age: Type.Integer(),
  isOnline: Type.Boolean(),
  about: Type.String({ description: 'a line about the performer in the requested language' }),
});

/** An uploaded image as a message carries it (served only to the channel's guest). */
export const MessageImageSchema = Type.Object({ id: Type.String(), url: Type.String(), width: Type.Integer(), height: Type.Integer() });
