/**
 * Guest accounts under /rest/v1 (issue 3 §1): signup, login, logout,
 * passwordLost, passwordReset, verifyEmail. `guestRoutes` is the one plugin
 * rest/index.ts registers: it adds the rate limits, then every guest-*.ts file.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { GuestAnswer } from '../../../sdk/api/guest-types';
import { GuestFoundSchema, PasswordLostAnswerSchema } from '../../../sdk/api/schemas/guest';
import { RateLimitedSchema, SuccessSchema } from '../../../sdk/api/schemas/common';
import { isValidEmail, normalizeEmail } from '../../../sdk/account';
import { guestCountry, requestLanguage, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { devOutboxRoutes } from '../../mail/dev-outbox';
import type { Outbox } from '../../mail/outbox';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import { answers, postAnswers, RestQuery, SUCCESS, type TypedApp } from '../../schemas/common';
import { logIn, resetPassword, signUp, verifyEmail } from '../../guests/account';
import { clearCookie } from '../../guests/cookies';
import { clearGuestCookie } from '../../media/signing';
import { accessTokenFor, currentGuest, requestSession, startSession } from '../../guests/current-guest';
import { passwordResetLink, publicOrigin, verifyEmailLink } from '../../guests/links';
import { requestBrand } from '../../brands/request-brand';
import { claimLoginAttempt } from '../../guests/login-throttle';
import { issueToken } from '../../guests/one-time-tokens';
import { LIMITS, rateLimitConfig, registerRateLimits } from '../../guests/rate-limits';
import { findGuestByEmail, type GuestRow } from '../../guests/records';
import { hashSecret, SESSION_COOKIE } from '../../guests/sessions';
import { guestSessionRoutes } from './guest-session';
import { AttributionBody, recordAttribution, requestAttribution } from '../../partners/attribution';
import { signupOriginWith } from '../../../sdk/attribution';
import { guestUtilityRoutes } from './guest-utility';

const text = (max: number, description: string, min = 1) => Type.String({ minLength: min, maxLength: max, description });
const SignUpBody = Type.Object({
  name: text(30, 'a name of 3 to 30 characters', 3),
  email: text(254, 'an e-mail address'),
  password: text(128, 'a password of 8 to 128 characters', 8),
  signupOrigin: Type.Optional(text(64, 'a sign-up origin of at most 64 characters')),
  // issue 16 §1: the partner click the page (or the overlay) knows; the request's attribution cookies count too.
  attribution: AttributionBody,
  // issue 12 §4: sign-up asks for both; missing or false is a 400 naming the field.
  ageConfirmed: Type.Literal(true, { description: 'true: the guest confirms being 18 or older' }),
  termsAccepted: Type.Literal(true, { description: 'true: the guest accepts the terms of service and has read the data-protection notice' }),
});
const LoginBody = Type.Object({ email: text(254, 'an e-mail address'), password: text(128, 'a password of 1 to 128 characters') });
const EmailBody = Type.Object({ email: text(254, 'an e-mail address') });
const ResetBody = Type.Object({ token: text(128, 'the token from the reset link'), password: text(128, 'a password of 8 to 128 characters', 8) });
const TokenQuery = Type.Object({ ...RestQuery.properties, token: text(128, 'the token from the verification link') });

/** The answer to passwordLost: identical whether or not the address exists. */
const PASSWORD_LOST_ANSWER = { success: true, data: { message: 'If this address belongs to an account, a reset link is on its way.' } } as const;

export interface GuestRoutesOptions {
  context: AppContext;
  /** Tests pass their own; by default the platform's (`app.mail`). */
  outbox?: Outbox;
}

/** Every guest route: rate limits, accounts, session and profile routes, utilities, the dev outbox page. */
export async function guestRoutes(app: FastifyInstance, { context, outbox = app.mail }: GuestRoutesOptions) {
  await registerRateLimits(app);
  // Mails go out after the answer, so the answer's timing does not tell whether an address exists.
  const pending = new Set<Promise<unknown>>();
  const sendLater = (work: () => Promise<unknown>) => {
    const job = work().catch((error: unknown) => app.log.error({ err: error }, 'mail failed')).finally(() => pending.delete(job));
    pending.add(job);
  };
  app.addHook('onClose', async () => void (await Promise.all(pending)));
  await app.register(accountRoutes, { context, outbox, sendLater });
  await app.register(guestSessionRoutes, { context, outbox });
  await app.register(guestUtilityRoutes, { context });
  await app.register(devOutboxRoutes, { outbox, context });
}

/** Starts a fresh session (ending the caller's old one: no session fixation) and answers the full guest session. */
async function answerWithNewSession(request: FastifyRequest, reply: FastifyReply, context: AppContext, guest: GuestRow): Promise<Extract<GuestAnswer, { success: true }>> {
  const previous = await requestSession(request, context);
  if (previous) await context.database.db.deleteFrom('sessions').where('id', '=', previous.sessionId).execute();
  const secret = await startSession(reply, context, guest.id);
  const accessToken = await accessTokenFor(context, { sessionId: hashSecret(secret), guestId: guest.id });
  return { success: true as const, data: await request.server.buildGuestSession(guest, accessToken, requestLanguage(request)) };
}

async function accountRoutes(app: TypedApp, { context, outbox, sendLater }: { context: AppContext; outbox: Outbox; sendLater: (work: () => Promise<unknown>) => void }) {
  const { db } = context.database;

  const signUpSchema = { body: SignUpBody, querystring: RestQuery, response: postAnswers({ 200: GuestFoundSchema }, 409, 429) };
  app.post('/guest/signup', { schema: signUpSchema, config: rateLimitConfig(LIMITS.signup) }, async (request, reply) => {
    const body = request.body;
    const current = await currentGuest(request, context);
    if (current?.isLoggedIn) throw new HttpError(409, 'ALREADY_LOGGED_IN', 'Already logged in; log out before signing up again');
    // issue 16 §1: the click that counts now (last click wins within the lifetime) is recorded on the guest.
    const attribution = await requestAttribution(db, request, body.attribution);
    const guest = await signUp(db, { ...body, signupOrigin: signupOriginWith(body.signupOrigin ?? null, attribution), country: guestCountry(request, context) }, current?.id ?? null);
    if (attribution) await recordAttribution(db, { kind: 'signup', subjectId: guest.id, guestId: guest.id, attribution });
    const origin = publicOrigin(request, context);
    const language = requestLanguage(request);
    const brand = requestBrand(request, context);
    sendLater(async () => outbox.send(verificationMail(guest.email!, verifyEmailLink(origin, language, await issueToken(db, guest.id, 'verifyEmail')), language, brand)));
    return answerWithNewSession(request, reply, context, guest);
  });

  // Throttled per account and address with growing waits instead of a fixed per-address cap (issue 11 A3, guests/login-throttle.ts).
  const logInSchema = { body: LoginBody, querystring: RestQuery, response: postAnswers({ 200: GuestFoundSchema, 429: RateLimitedSchema }, 401, 403) };
  app.post('/guest/login', { schema: logInSchema }, async (request, reply) => {
    const { email, password } = request.body;
    if (!isValidEmail(email.trim())) throw new HttpError(400, 'VALIDATION_FAILED', `email must be an e-mail address such as anna@example.com, got ${JSON.stringify(email)}`, 'body.email');
    const claim = await claimLoginAttempt(db, normalizeEmail(email), request.ip);
    if (!claim.allowed) return reply.code(429).header('retry-after', String(claim.retryAfterSeconds)).send(claim.body);
    const result = await logIn(db, email, password);
    // One answer for an unknown address and a wrong password: nothing tells which.
    if (result.status === 'wrong') {
      await claim.attempt.failed();
      throw new HttpError(401, 'WRONG_CREDENTIALS', 'Wrong e-mail address or password');
    }
    await claim.attempt.succeeded();
    if (result.status === 'locked') throw new HttpError(403, 'ACCOUNT_LOCKED', 'Account locked');
    return answerWithNewSession(request, reply, context, result.guest);
  });

  app.post('/guest/logout', { schema: { querystring: RestQuery, response: postAnswers({ 200: SuccessSchema }) } }, async (request, reply) => {
    const session = await requestSession(request, context);
    if (session) await db.deleteFrom('sessions').where('id', '=', session.sessionId).execute();
    clearCookie(reply, SESSION_COOKIE);
    clearGuestCookie(reply);
    return SUCCESS;
  });

  const passwordLostSchema = { body: EmailBody, querystring: RestQuery, response: postAnswers({ 200: PasswordLostAnswerSchema }, 429) };
  app.post('/guest/passwordLost', { schema: passwordLostSchema, config: rateLimitConfig(LIMITS.passwordLost) }, async (request) => {
    const { email } = request.body;
    if (!isValidEmail(email.trim())) throw new HttpError(400, 'VALIDATION_FAILED', `email must be an e-mail address such as anna@example.com, got ${JSON.stringify(email)}`, 'body.email');
    const origin = publicOrigin(request, context);
    const language = requestLanguage(request);
    const brand = requestBrand(request, context);
    sendLater(async () => {
      const guest = await findGuestByEmail(db, normalizeEmail(email));
      if (!guest || guest.kind !== 'registered') return;
      const token = await issueToken(db, guest.id, 'passwordReset');
      await outbox.send(passwordResetMail(guest.email!, passwordResetLink(origin, language, token), language, brand));
    });
    return PASSWORD_LOST_ANSWER;
  });

  const passwordResetSchema = { body: ResetBody, querystring: RestQuery, response: postAnswers({ 200: SuccessSchema }, 429) };
  app.post('/guest/passwordReset', { schema: passwordResetSchema, config: rateLimitConfig(LIMITS.passwordReset) }, async (request) => {
    const { token, password } = request.body;
    await resetPassword(db, token, password);
    return SUCCESS;
  });

  app.get('/guest/verifyEmail', { schema: { querystring: TokenQuery, response: answers({ 200: SuccessSchema }) } }, async (request) => {
    const { changes } = await verifyEmail(db, request.query.token);
    await app.publishChanges(changes);
    return SUCCESS;
  });
}

