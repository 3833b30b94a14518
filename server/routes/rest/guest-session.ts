/**
 * The guest session and profile routes of spec 000 §7 (issue 3 §2): session,
 * profile/get, savePreferences, getNotificationsSettings, closeDataProtection,
 * closeAgbAndDataProtection, newsletter, conversionChat, autoRechargeTeaserState,
 * sendVideoShareEmail, acceptCancellationOffer.
 */
import { Type } from 'typebox';
import { SuccessSchema } from '../../../sdk/api/schemas/common';
import {
  ConversionChatAnswerSchema, GuestFoundSchema, GuestProfileAnswerSchema, NotificationsSettingsAnswerSchema, ShareMailAnswerSchema,
} from '../../../sdk/api/schemas/guest';
import { isValidEmail, normalizeEmail, TERMS_VERSION } from '../../../sdk/account';
import { STATUS_BAR_COOKIE_DAYS, STATUS_BAR_COOKIE_NAME } from '../../../sdk/consent/inventory';
import { QUOTAS, secondsUntilNextUtcDay, shareMailRefusal } from '../../../sdk/quotas';
import { requestLanguage, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import type { Outbox } from '../../mail/outbox';
import { videoShareMail } from '../../mail/templates';
import { takeDailyQuota } from '../../quotas/usage';
import { answers, LOGIN, ok, postAnswers, RestQuery, SUCCESS, type TypedApp } from '../../schemas/common';
import { setCookie } from '../../guests/cookies';
import { accessTokenFor, requestSession, requireGuest, requireLogin } from '../../guests/current-guest';
import { publicOrigin, videoLink } from '../../guests/links';
import { requestBrand } from '../../brands/request-brand';
import { LIMITS, rateLimitConfig } from '../../guests/rate-limits';
import { findGuest, parseJsonObject } from '../../guests/records';
import { notificationsSettings } from '../../guests/session-view';

export const PREFERENCES_MAX_BYTES = 16 * 1024;
/** spec 000 §4 conversion chat: enabling starts a 24-hour countdown (the length is not in the spec). */
export const CONVERSION_CHAT_SECONDS = 24 * 60 * 60;
/** The status-bar cookie acceptCancellationOffer sets (spec 000 §3 status bar type "cancellation offer"); read by the page, so not httpOnly. Name and lifetime from the storage inventory. */
export const STATUS_BAR_COOKIE = STATUS_BAR_COOKIE_NAME;
/** A share mail that takes longer than this to hand over answers TIMEOUT (spec 000 §8). */
export const SHARE_TIMEOUT_MS = 10_000;

const Accepted = Type.Object({ accepted: Type.Literal(true, { description: 'true' }) });
const Preferences = Type.Object({ data: Type.Record(Type.String(), Type.Unknown(), { description: 'an object of preferences' }) });
const Newsletter = Type.Object({
  typeId: Type.Integer({ minimum: 1, maximum: 1000, description: 'a newsletter type id from 1 to 1000' }),
  userId: Type.String({ minLength: 1, maxLength: 64, description: 'your guest id' }),
  emailAddress: Type.String({ minLength: 3, maxLength: 254, description: 'an e-mail address' }),
});
const ConversionChat = Type.Object({ action: Type.Union([Type.Literal('enable'), Type.Literal('disable')], { description: '"enable" or "disable"' }) });
const TeaserState = Type.Object({ mode: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$', description: 'a mode of 1 to 32 letters, digits, "_" or "-"' }) });
const Share = Type.Object({
  recipient: Type.String({ minLength: 3, maxLength: 254, description: 'the recipient e-mail address' }),
  message: Type.Optional(Type.String({ maxLength: 1000, description: 'a message of at most 1000 characters' })),
  videoId: Type.Integer({ minimum: 1, description: 'a video id' }),
  guestId: Type.String({ minLength: 1, maxLength: 64, description: 'your guest id' }),
});
const Cancellation = Type.Object({
  guest_id: Type.String({ minLength: 1, maxLength: 64, description: 'your guest id' }),
  platform_text: Type.Optional(Type.String({ maxLength: 200, description: 'a platform text of at most 200 characters' })),
});

/** A guest may only act for itself: ids in bodies must be the caller's. */
function ownId(given: string, actual: string, field: string): void {
  if (given !== actual) throw new HttpError(403, 'NOT_YOUR_GUEST_ID', `${field.split('.').pop()} must be your own guest id`, field);
}

/** Registers the session and profile routes. */
export async function guestSessionRoutes(app: TypedApp, { context, outbox }: { context: AppContext; outbox: Outbox }) {
  const { db } = context.database;
  const row = async (id: string) => (await findGuest(db, id))!;

  app.get('/guest/session', { schema: { querystring: RestQuery, response: answers({ 200: GuestFoundSchema }) } }, async (request, reply) => {
    const guest = await requireGuest(request, reply, context);
    const session = (await requestSession(request, context))!;
    reply.header('Cache-Control', 'no-store');
    const token = await accessTokenFor(context, session);
    return ok(await app.buildGuestSession(await row(guest.id), token, requestLanguage(request)));
  });

  app.get('/guest/profile/get', { schema: { querystring: RestQuery, response: answers({ 200: GuestProfileAnswerSchema }, ...LOGIN) } }, async (request) => {
    const guest = await requireLogin(request, context);
    const { signup_origin } = await row(guest.id);
    const { id, name, email, emailVerified, country, createdAt } = guest;
    return ok({ id, name, email, emailVerified, country, createdAt, signupOrigin: signup_origin });
  });

  app.post('/guest/savePreferences', { schema: { body: Preferences, querystring: RestQuery, response: postAnswers({ 200: SuccessSchema }) } }, async (request, reply) => {
    const guest = await requireGuest(request, reply, context);
    const merged = { ...parseJsonObject((await row(guest.id)).preferences), ...request.body.data };
    const json = JSON.stringify(merged);
    const bytes = Buffer.byteLength(json);
    if (bytes > PREFERENCES_MAX_BYTES) throw new HttpError(400, 'VALIDATION_FAILED', `data must keep preferences under ${PREFERENCES_MAX_BYTES} bytes, got ${bytes}`, 'body.data');
    await db.updateTable('guests').set({ preferences: json }).where('id', '=', guest.id).execute();
    return SUCCESS;
  });

  app.post('/guest/getNotificationsSettings', { schema: { querystring: RestQuery, response: postAnswers({ 200: NotificationsSettingsAnswerSchema }) } }, async (request, reply) => {
    const guest = await requireGuest(request, reply, context);
    return ok(notificationsSettings(await row(guest.id)));
  });

  const closeSchema = { body: Accepted, querystring: RestQuery, response: postAnswers({ 200: SuccessSchema }, ...LOGIN) };
  app.post('/guest/closeDataProtection', { schema: closeSchema }, async (request) => {
    const guest = await requireLogin(request, context);
    await db.updateTable('guests').set({ show_data_protection: 0 }).where('id', '=', guest.id).execute();
    return SUCCESS;
  });

  // spec 000 §7 "POST guest/closeAgbAndDataProtection (accepted)": also an acceptance of the current terms (issue 12 §4),
  // stored with its time and version, e.g. when changed terms are accepted again.
  app.post('/guest/closeAgbAndDataProtection', { schema: closeSchema }, async (request) => {
    const guest = await requireLogin(request, context);
    await db.updateTable('guests').set({ show_data_protection: 0, terms_accepted_at: new Date().toISOString(), terms_version: TERMS_VERSION })
      .where('id', '=', guest.id).execute();
    return SUCCESS;
  });

  for (const action of ['subscribe', 'unsubscribe'] as const) {
    app.post(`/guest/newsletter/${action}`, { schema: { body: Newsletter, querystring: RestQuery, response: postAnswers({ 200: SuccessSchema }, 403) } }, async (request, reply) => {
      const { typeId, userId, emailAddress } = request.body;
      if (!isValidEmail(emailAddress.trim())) throw new HttpError(400, 'VALIDATION_FAILED', `emailAddress must be an e-mail address, got ${JSON.stringify(emailAddress)}`, 'body.emailAddress');
      const guest = await requireGuest(request, reply, context);
      ownId(userId, guest.id, 'body.userId');
      const where = db.deleteFrom('newsletter_subscriptions').where('guest_id', '=', guest.id).where('type_id', '=', typeId);
      await where.execute();
      if (action === 'subscribe') {
        await db.insertInto('newsletter_subscriptions').values({ guest_id: guest.id, type_id: typeId, email: normalizeEmail(emailAddress), created_at: new Date().toISOString() }).execute();
      }
      return SUCCESS;
    });
  }

  app.post('/guest/conversionChat', { schema: { body: ConversionChat, querystring: RestQuery, response: postAnswers({ 200: ConversionChatAnswerSchema }) } }, async (request, reply) => {
    const guest = await requireGuest(request, reply, context);
    const until = request.body.action === 'enable' ? Math.floor(Date.now() / 1000) + CONVERSION_CHAT_SECONDS : null;
    await db.updateTable('guests').set({ conversion_chat_until: until }).where('id', '=', guest.id).execute();
    return ok({ conversionChatCountdownEnd: until });
  });

  app.post('/guest/autoRechargeTeaserState', { schema: { body: TeaserState, querystring: RestQuery, response: postAnswers({ 200: SuccessSchema }) } }, async (request, reply) => {
    const guest = await requireGuest(request, reply, context);
    await db.updateTable('guests').set({ auto_recharge_teaser_state: request.body.mode }).where('id', '=', guest.id).execute();
    return SUCCESS;
  });

  const shareSchema = { body: Share, querystring: RestQuery, response: postAnswers({ 200: ShareMailAnswerSchema }, ...LOGIN, 404, 429) };
  app.post('/guest/sendVideoShareEmail', { schema: shareSchema, config: rateLimitConfig(LIMITS.shareMail) }, async (request, reply) => {
    const { recipient, message = '', videoId, guestId } = request.body;
    if (!isValidEmail(recipient.trim())) throw new HttpError(400, 'VALIDATION_FAILED', `recipient must be an e-mail address, got ${JSON.stringify(recipient)}`, 'body.recipient');
    // issue 11 A12: a mail with free text to any address only from a known sender, and at most QUOTAS.shareMailsPerDay a day.
    const guest = await requireLogin(request, context);
    ownId(guestId, guest.id, 'body.guestId');
    if (shareMailRefusal(guest) === 'emailNotVerified') {
      throw new HttpError(403, 'EMAIL_NOT_VERIFIED', 'Confirm your e-mail address before sharing videos by mail');
    }
    const video = await db.selectFrom('videos').innerJoin('performers', 'performers.id', 'videos.performer_id')
      .select(['videos.id', 'videos.title', 'performers.name as actorName']).where('videos.id', '=', videoId).executeTakeFirst();
    if (!video) throw new HttpError(404, 'NOT_FOUND', `No video with the id ${videoId}`, 'body.videoId');
    const now = Date.now();
    // Counted in the database: the cap holds across processes; a mail that then fails to send still counts.
    if (!(await takeDailyQuota(db, guest.id, 'shareMailsPerDay', now))) {
      reply.header('Retry-After', String(secondsUntilNextUtcDay(now)));
      throw new HttpError(429, 'DAILY_LIMIT_REACHED', `Too many share e-mails: at most ${QUOTAS.shareMailsPerDay} a day`);
    }
    const language = requestLanguage(request);
    const brand = requestBrand(request, context);
    const mail = videoShareMail(recipient.trim(), guest.name ?? brand.name, video.title, videoLink(publicOrigin(request, context), language, video), message, language, brand);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'TIMEOUT'>((resolve) => (timer = setTimeout(() => resolve('TIMEOUT'), SHARE_TIMEOUT_MS)));
    const status = await Promise.race([outbox.send(mail).then(() => 'OK' as const, () => 'FAILED' as const), timeout]).finally(() => clearTimeout(timer));
    return { status };
  });

  app.post('/guest/acceptCancellationOffer', { schema: { body: Cancellation, querystring: RestQuery, response: postAnswers({ 200: SuccessSchema }, 403) } }, async (request, reply) => {
    const guest = await requireGuest(request, reply, context);
    ownId(request.body.guest_id, guest.id, 'body.guest_id');
    setCookie(reply, STATUS_BAR_COOKIE, 'cancellationOffer', { maxAgeSeconds: STATUS_BAR_COOKIE_DAYS * 24 * 60 * 60, httpOnly: false });
    return SUCCESS;
  });
}
