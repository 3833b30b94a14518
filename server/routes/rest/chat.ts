/**
 * Live chat sessions (issue 14 contract §3): POST chat/start, GET chat/active,
 * GET chat/:chatId (also the heartbeat), POST chat/:chatId/end, /tip, /toy.
 * Answers are the objects themselves (ChatSession, ChatEndSummary, ...), as
 * the contract names them.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ActiveChatSchema, ChatBalanceSchema, ChatEndSummarySchema, ChatSessionSchema, ChatStartRefusalSchema, type ChatSession } from '../../../sdk/api/schemas/live-chat';
import { STARTABLE_CHAT_TYPES } from '../../../sdk/live/chat-types';
import { EXIT_ACTOR_BANS_COUNTRY, EXIT_GUEST_LEFT } from '../../../sdk/live/exit-reasons';
import type { AppContext } from '../../context';
import { requireLogin } from '../../guests/current-guest';
import { errorBody, HttpError } from '../../http/errors';
import { loadChatActor } from '../../live-chat/actor';
import type { ChatRefusal } from '../../live-chat/service';
import type { StartRefusal } from '../../live-chat/start';
import { chatStreamUrl } from '../../live-chat/stream-link';
import type { ChatSessionsTable } from '../../live-chat/tables';
import { chatSessionView } from '../../live-chat/view';
import { answers, LOGIN, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';
import { IdempotencyKey, PositiveId, refuseBannedPerformer } from './money-shared';

const ChatParams = Type.Object({ chatId: Type.String({ pattern: '^[0-9a-f-]{36}$', description: 'a chat id (a UUID)' }) });
const StartBody = Type.Object({
  actorId: PositiveId('performer'),
  chatType: Type.Enum([...STARTABLE_CHAT_TYPES], { description: `one of ${STARTABLE_CHAT_TYPES.join(', ')}` }),
  seq: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'a number the client raises for each new start and repeats for its retry (Date.now() will do)' }),
});
/** spec 001 §9 client codes: the guest's side ends with one of these. */
const CLIENT_CODES = [100, 101, 102, 103, 104, 105, 106, 107, 108, 198, 199];
const EndBody = Type.Object({ reasonCode: Type.Optional(Type.Enum(CLIENT_CODES, { description: `a client exit reason: ${CLIENT_CODES.join(', ')} (default 100)` })) });
const TipBody = Type.Object({
  amount: Type.Integer({ minimum: 1, maximum: 10_000, description: 'a tip of 1 to 10000 coins' }),
  idempotencyKey: Type.Optional(IdempotencyKey),
});
const ToyBody = Type.Object({
  durationSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 600, description: 'one of the offered durations in seconds' })),
  random: Type.Optional(Type.Literal(true, { description: 'true for the random pattern' })),
  idempotencyKey: Type.Optional(IdempotencyKey),
});

/** Sends a refusal: the ErrorBody plus the pre-chat exit reason and the missing coins where they apply. */
function refuse(reply: FastifyReply, refusal: StartRefusal | ChatRefusal) {
  const extra = {
    ...('exitReasonCode' in refusal && refusal.exitReasonCode !== undefined ? { exitReasonCode: refusal.exitReasonCode } : {}),
    ...(refusal.missingCoins !== undefined && refusal.missingCoins > 0 ? { missingCoins: refusal.missingCoins } : {}),
  };
  return reply.code(refusal.status).send({ ...errorBody(refusal.status, refusal.code, refusal.message, refusal.field), ...extra });
}

/** Registers the chat routes. */
export async function chatRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const live = app.liveChat.service;

  /** The ChatSession of a row, with a fresh stream URL (and media cookie) while it runs. */
  const sessionOf = async (reply: FastifyReply, chat: ChatSessionsTable): Promise<ChatSession> => {
    const actor = await loadChatActor(context.database.db, chat.actor_id);
    const streamUrl = chat.ended_at === null ? chatStreamUrl(context, reply, { actorId: chat.actor_id, guestId: chat.guest_id, chatId: chat.id }) : null;
    return chatSessionView({
      chat, actorName: actor?.name ?? `#${chat.actor_id}`, toyAvailable: actor?.terms.isDildocontrolAvailable ?? false,
      balance: await live.balance(chat.guest_id), streamUrl, messages: await live.messages(chat.id),
    });
  };

  const guestChat = async (guestId: string, chatId: string) => {
    const chat = await live.ofGuest(guestId, chatId);
    if (!chat) throw new HttpError(404, 'NOT_FOUND', `No chat ${chatId} of this guest`, 'params.chatId');
    return chat;
  };

  const refusals = { 402: ChatStartRefusalSchema, 403: ChatStartRefusalSchema, 404: ChatStartRefusalSchema, 409: ChatStartRefusalSchema, 451: ChatStartRefusalSchema, 504: ChatStartRefusalSchema };
  app.post('/chat/start', { schema: { querystring: RestQuery, body: StartBody, response: postAnswers({ 200: ChatSessionSchema, ...refusals }, ...LOGIN) } }, async (request, reply) => {
    const guest = await requireLogin(request, context);
    const { actorId, chatType, seq } = request.body;
    try {
      await refuseBannedPerformer(request, context, actorId);
    } catch (error) {
      if (error instanceof HttpError) return reply.code(451).send({ ...errorBody(451, error.code, error.message, 'body.actorId'), exitReasonCode: EXIT_ACTOR_BANS_COUNTRY });
      throw error;
    }
    const outcome = await live.start({ guestId: guest.id, actorId, chatType, seq });
    if (!outcome.ok) return refuse(reply, outcome.refusal);
    return reply.code(200).send(await sessionOf(reply, outcome.chat));
  });

  app.get('/chat/active', { schema: { querystring: RestQuery, response: answers({ 200: ActiveChatSchema }, ...LOGIN) } }, async (request, reply) => {
    const guest = await requireLogin(request, context);
    const chat = await live.active(guest.id);
    return reply.send({ chat: chat ? await sessionOf(reply, chat) : null });
  });

  app.get('/chat/:chatId', { schema: { params: ChatParams, querystring: RestQuery, response: answers({ 200: ChatSessionSchema }, ...LOGIN, 404) } }, async (request, reply) => {
    const guest = await requireLogin(request, context);
    const chat = await guestChat(guest.id, request.params.chatId);
    await live.heartbeat(chat);
    return reply.send(await sessionOf(reply, chat));
  });

  app.post('/chat/:chatId/end', { schema: { params: ChatParams, querystring: RestQuery, body: EndBody, response: postAnswers({ 200: ChatEndSummarySchema }, ...LOGIN, 404) } }, async (request) => {
    const guest = await requireLogin(request, context);
    const chat = await guestChat(guest.id, request.params.chatId);
    const summary = await live.endChat(chat.id, request.body.reasonCode ?? EXIT_GUEST_LEFT);
    if (!summary) throw new HttpError(404, 'NOT_FOUND', `No chat ${chat.id}`, 'params.chatId');
    return summary;
  });

  const extraAnswers = postAnswers({ 200: ChatBalanceSchema, 402: ChatStartRefusalSchema, 409: ChatStartRefusalSchema }, ...LOGIN, 404);
  app.post('/chat/:chatId/tip', { schema: { params: ChatParams, querystring: RestQuery, body: TipBody, response: extraAnswers } }, async (request, reply) => {
    const guest = await requireLogin(request, context);
    const chat = await guestChat(guest.id, request.params.chatId);
    const outcome = await live.chargeExtra(chat, 'tip', request.body.amount, request.body.idempotencyKey ?? randomUUID());
    if (!outcome.ok) return refuse(reply, outcome.refusal);
    return reply.send({ balance: outcome.balance, totalPrice: outcome.totalPrice });
  });

  app.post('/chat/:chatId/toy', { schema: { params: ChatParams, querystring: RestQuery, body: ToyBody, response: extraAnswers } }, async (request, reply) => {
    const guest = await requireLogin(request, context);
    const { durationSeconds, random, idempotencyKey } = request.body;
    if ((durationSeconds === undefined) === (random === undefined)) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'body must carry either durationSeconds or random: true, got ' + (random ? 'both' : 'neither'), 'body.durationSeconds');
    }
    const chat = await guestChat(guest.id, request.params.chatId);
    const order = random ? { random: true as const } : { durationSeconds: durationSeconds! };
    const outcome = await live.orderToy(chat, order, idempotencyKey ?? randomUUID());
    if (!outcome.ok) return refuse(reply, outcome.refusal);
    return reply.send({ balance: outcome.balance, totalPrice: outcome.totalPrice });
  });
}
