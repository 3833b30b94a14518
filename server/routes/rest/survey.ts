/**
 * spec 002 §7.7 survey routes: survey/feedbackdata (GET as the spec lists it,
 * POST as well), survey/feedback and survey/chatexit. Anonymous guests may
 * answer (a chat-exit survey follows anonymous voice calls too); they get a
 * guest id like every visitor, and the limits hold per guest and per client.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { normalizeEmail } from '../../../sdk/account';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_TIME_LIMIT_MS, RATING_MAX, RATING_MIN, type ChatExitRequest, type FeedbackData, type FeedbackRequest, type SurveyTimeLimitBody } from '../../../sdk/survey/types';
import { validateFeedbackEmail, validateFeedbackText } from '../../../sdk/survey/validation';
import { requestLanguage, type AppContext } from '../../context';
import { currentGuest, requireGuest } from '../../guests/current-guest';
import { errorBody, HttpError } from '../../http/errors';
import { FeedbackDataAnswerSchema, SurveyAnswerSchema, SurveyTimeLimitSchema } from '../../../sdk/api/schemas/survey';
import { ok, postAnswers, answers, RestQuery, type TypedApp } from '../../schemas/common';
import { rateChat } from '../../live-chat/ratings';
import { createSurveyRepository, type NewSurveyAnswer, type StoreOutcome } from '../../survey/repository';
import { SURVEY_HEADLINES, timeLimitMessage } from '../../survey/texts';

/** Answers one client (address) may send per window, whatever guest ids it uses. */
const FEEDBACK_PER_CLIENT = 5;
const CHATEXIT_PER_CLIENT = 30;
const WINDOW_MINUTES = FEEDBACK_TIME_LIMIT_MS / 60_000;

const optionalText = (max: number, what: string) => Type.Optional(Type.String({ maxLength: max, description: `${what} of at most ${max} characters` }));
// The feedback length is checked in the handler: the schema's message would echo a 5000-character text back.
const feedbackText = Type.String({ description: `a text of 1 to ${FEEDBACK_MAX_LENGTH} characters` });
const rating = Type.Optional(Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX, description: `a whole number from ${RATING_MIN} to ${RATING_MAX}` }));
const common = {
  currentUrl: Type.String({ maxLength: 2048, description: 'a page URL of at most 2048 characters' }),
  mobile: Type.Optional(Type.Boolean({ description: 'true or false' })),
  rating,
};
const Feedback = Type.Object({ ...common, feedback: feedbackText, email: optionalText(254, 'an e-mail address') });
const ChatExit = Type.Object({
  ...common,
  actorId: Type.Integer({ minimum: 1, description: 'a performer id from 1' }),
  feedback: Type.Optional(feedbackText),
  chatId: optionalText(64, 'a chat id'),
  chatType: optionalText(32, 'a chat type'),
  isAnonymousVoicecall: Type.Optional(Type.Boolean({ description: 'true or false' })),
});

/** Throws a 400 naming the field when the text is empty or longer than 1200 characters (spec 002 §5). */
function checkFeedbackText(text: string): void {
  if (validateFeedbackText(text)) {
    throw new HttpError(400, 'VALIDATION_FAILED', `body.feedback must be a text of 1 to ${FEEDBACK_MAX_LENGTH} characters, got ${text.trim().length}`, 'body.feedback');
  }
}

const clientHash = (request: FastifyRequest) => createHash('sha256').update(request.ip).digest('hex');

function answerFor(reply: FastifyReply, outcome: StoreOutcome, what: string) {
  if (outcome.stored) return ok({ stored: true, timeLimit: false, retryAfterSeconds: 0 });
  const body: SurveyTimeLimitBody = {
    ...errorBody(429, 'RATE_LIMITED', timeLimitMessage(what, WINDOW_MINUTES, outcome.retryAfterSeconds)),
    statusCode: 429,
    timeLimit: true,
    retryAfterSeconds: outcome.retryAfterSeconds,
  };
  return reply.code(429).header('retry-after', String(outcome.retryAfterSeconds)).send(body);
}

/** Registers the survey routes. */
export async function surveyRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  const surveys = createSurveyRepository(db);

  const feedbackData = async (request: FastifyRequest) => {
    // Reading the config creates no guest: only an answer does.
    const guest = await currentGuest(request, context);
    const retryAfterSeconds = guest ? await surveys.retryAfter(`feedback:${guest.id}`, new Date()) : 0;
    const data: FeedbackData = {
      headlines: SURVEY_HEADLINES[requestLanguage(request)],
      canSend: retryAfterSeconds === 0,
      retryAfterSeconds,
      maxLength: FEEDBACK_MAX_LENGTH,
      email: guest?.isLoggedIn ? guest.email : null,
    };
    return ok(data);
  };
  app.get('/survey/feedbackdata', { schema: { querystring: RestQuery, response: answers({ 200: FeedbackDataAnswerSchema }) } }, feedbackData);
  app.post('/survey/feedbackdata', { schema: { querystring: RestQuery, response: postAnswers({ 200: FeedbackDataAnswerSchema }) } }, feedbackData);

  // 429 with the wait: the per-guest and per-client limits of spec 002 §9.
  const answered = <B extends TSchema>(body: B) => ({ body, querystring: RestQuery, response: postAnswers({ 200: SurveyAnswerSchema, 429: SurveyTimeLimitSchema }) });
  app.post('/survey/feedback', { schema: answered(Feedback) }, async (request, reply) => {
    const body: FeedbackRequest = request.body;
    checkFeedbackText(body.feedback);
    const email = body.email?.trim() ?? '';
    if (validateFeedbackEmail(email)) throw new HttpError(400, 'VALIDATION_FAILED', `body.email must be an e-mail address or empty, got "${email.slice(0, 254)}"`, 'body.email');
    const guest = await requireGuest(request, reply, context);
    const answer: NewSurveyAnswer = {
      ...baseAnswer(request, guest.id, body),
      kind: 'feedback',
      feedback: body.feedback.trim(),
      email: email ? normalizeEmail(email) : null,
    };
    const outcome = await surveys.store(answer, { key: `feedback:${guest.id}`, windowMs: FEEDBACK_TIME_LIMIT_MS }, FEEDBACK_PER_CLIENT, new Date());
    return answerFor(reply, outcome, 'feedback answers');
  });

  app.post('/survey/chatexit', { schema: answered(ChatExit) }, async (request, reply) => {
    const body: ChatExitRequest = request.body;
    if (body.feedback !== undefined && body.feedback.trim() !== '') checkFeedbackText(body.feedback);
    if (body.rating === undefined && !body.feedback?.trim()) throw new HttpError(400, 'VALIDATION_FAILED', 'body.rating or body.feedback is required, got neither', 'body.rating');
    const performer = await db.selectFrom('performers').select('id').where('id', '=', body.actorId).executeTakeFirst();
    if (!performer) throw new HttpError(400, 'VALIDATION_FAILED', `body.actorId must name a performer, got ${body.actorId}`, 'body.actorId');
    const guest = await requireGuest(request, reply, context);
    const answer: NewSurveyAnswer = {
      ...baseAnswer(request, guest.id, body),
      kind: 'chatexit',
      feedback: body.feedback?.trim() ?? '',
      actor_id: body.actorId,
      chat_id: body.chatId ?? null,
      chat_type: body.chatType ?? null,
      is_anonymous_voicecall: body.isAnonymousVoicecall ? 1 : 0,
    };
    const rule = { key: `chatexit:${guest.id}:${body.actorId}`, windowMs: FEEDBACK_TIME_LIMIT_MS };
    const outcome = await surveys.store(answer, rule, CHATEXIT_PER_CLIENT, new Date());
    // issue 14 §6: the stars of a guest's own chat count toward the performer's chat ratings (once per chat).
    if (outcome.stored && body.chatId && body.rating !== undefined) await rateChat(db, { chatId: body.chatId, guestId: guest.id, stars: body.rating });
    // spec 002 §4.7: "A chat-exit answer marks stored": a repeat about the same performer within the
    // window keeps the first answer and still says stored. Only the per-client cap answers 429.
    if (!outcome.stored && outcome.limitedBy === 'guest') {
      return ok({ stored: true, timeLimit: false, retryAfterSeconds: 0 });
    }
    return answerFor(reply, outcome, 'chat-exit answers');
  });

  function baseAnswer(request: FastifyRequest, guestId: string, body: { currentUrl: string; mobile?: boolean; rating?: number }) {
    return {
      guest_id: guestId,
      email: null,
      rating: body.rating ?? null,
      actor_id: null,
      chat_id: null,
      chat_type: null,
      is_anonymous_voicecall: 0,
      mobile: body.mobile ? 1 : 0,
      current_url: body.currentUrl,
      client_hash: clientHash(request),
    };
  }
}
