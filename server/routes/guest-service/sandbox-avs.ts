/**
 * The sandbox AVS provider's hosted page, the stand-in for a real provider's
 * checkout: GET /sandbox/avs/:id shows Accept and Reject buttons (plain forms,
 * no script, so the site's CSP holds); POST /sandbox/avs/:id/decision records
 * the decision and sends the guest back to the forward URL (303) or shows the result.
 *
 * Issue 11 §2 / DESIGN.md "Safe by default": "sandbox decisions come only
 * from the session of the guest who started them". Both routes answer only
 * that guest's session, and the decision needs the form's CSRF token, which
 * is bound to the session and the checkout.
 */
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requestLanguage, type AppContext } from '../../context';
import { requestSession } from '../../guests/current-guest';
import { sameSecret } from '../../auth/same-secret';
import { HttpError } from '../../http/errors';
import type { TypedApp } from '../../schemas/common';
import { TRUST_TEXTS } from '../../../sdk/trust';
import { decideAgeVerification, findCheckout } from '../../trust/age-verification';

const Params = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f-]{36}$', description: 'a checkout id (a UUID)' }),
});
const Query = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 35, description: 'a language code such as en' })) });
const DecisionBody = Type.Object({
  decision: Type.Union([Type.Literal('accept'), Type.Literal('reject')], { description: 'accept or reject' }),
  message: Type.Optional(Type.String({ maxLength: 500, description: 'a reject reason of at most 500 characters' })),
  csrf: Type.String({ minLength: 1, maxLength: 100, description: 'the form token of the sandbox page' }),
}, { additionalProperties: false });

/** The reason a rejection carries when the tester gives none. */
export const DEFAULT_REJECT_MESSAGE = 'The sandbox provider rejected the age verification';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(reply: FastifyReply, language: string, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32em;margin:3em auto;padding:0 1em}` +
      `button{font:inherit;padding:.5em 1.2em;margin:.5em .5em 0 0}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`);
}

/**
 * The form token of one checkout for one session: an HMAC, so nothing is
 * stored, and a token read by another session or for another checkout never fits.
 */
export function sandboxCsrfToken(secret: string, sessionId: string, checkoutId: string): string {
  return createHmac('sha256', secret).update(`sandbox-avs\n${checkoutId}\n${sessionId}`).digest('base64url');
}

/** The checkout and the session of the guest who started it; 404, 401 or 403 otherwise. */
async function ownCheckout(request: FastifyRequest, context: AppContext, id: string) {
  const checkout = await findCheckout(context.database.db, id);
  if (!checkout) throw new HttpError(404, 'NOT_FOUND', `No age verification checkout ${JSON.stringify(id)}`, 'params.id');
  const session = await requestSession(request, context);
  if (!session) throw new HttpError(401, 'LOGIN_REQUIRED', 'Log in as the guest who started this age check to decide it');
  if (session.guestId !== checkout.guest_id) throw new HttpError(403, 'NOT_YOUR_GUEST_ID', 'This age check belongs to another guest: only the guest who started it can decide it');
  return { checkout, sessionId: session.sessionId };
}

/** GET /sandbox/avs/:id and POST /sandbox/avs/:id/decision. */
export async function sandboxAvsRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  // HTML forms post urlencoded; only this scope accepts it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/sandbox/avs/:id', { schema: { params: Params, querystring: Query } }, async (request, reply) => {
    const { id } = request.params;
    const language = requestLanguage(request);
    const t = TRUST_TEXTS[language];
    const { checkout, sessionId } = await ownCheckout(request, context, id);
    const action = `/sandbox/avs/${encodeURIComponent(id)}/decision?lang=${language}`;
    const csrf = `<input type="hidden" name="csrf" value="${escapeHtml(sandboxCsrfToken(context.tokenSecret, sessionId, id))}">`;
    const form = checkout.status !== 'pending'
      ? `<p>${escapeHtml(checkout.status)}</p>`
      : `<p>${escapeHtml(t['avs.explain']!)}</p>` +
        `<form method="post" action="${action}">${csrf}<input type="hidden" name="decision" value="accept"><button type="submit">${escapeHtml(t['avs.accept']!)}</button></form>` +
        `<form method="post" action="${action}">${csrf}<input type="hidden" name="decision" value="reject">` +
        `<label>${escapeHtml(t['avs.rejectReason']!)} <input name="message" maxlength="500"></label> <button type="submit">${escapeHtml(t['avs.reject']!)}</button></form>`;
    return page(reply, language, t['avs.title']!, form);
  });

  app.post('/sandbox/avs/:id/decision', { schema: { params: Params, querystring: Query, body: DecisionBody } }, async (request, reply) => {
    const { id } = request.params;
    const { decision, message, csrf } = request.body;
    const { sessionId } = await ownCheckout(request, context, id);
    if (!sameSecret(csrf, sandboxCsrfToken(context.tokenSecret, sessionId, id))) {
      throw new HttpError(403, 'CSRF_TOKEN_INVALID', 'body.csrf is not the token of this page for your session: open the checkout link again', 'body.csrf');
    }
    const result = await decideAgeVerification(db, id, decision === 'accept'
      ? { outcome: 'accepted' }
      : { outcome: 'rejected', message: message?.trim() || DEFAULT_REJECT_MESSAGE });
    await app.publishChanges(result.changes);
    if (result.forwardUrl) return reply.code(303).header('Location', result.forwardUrl).send();
    const language = requestLanguage(request);
    const t = TRUST_TEXTS[language];
    const done = result.state.avsStatus === 'accepted' ? t['avs.done.accepted']! : t['avs.done.rejected']!;
    const reason = result.state.avsRejectMessage ? `<p>${escapeHtml(result.state.avsRejectMessage)}</p>` : '';
    return page(reply, language, t['avs.title']!, `<p>${escapeHtml(done)}</p>${reason}<p><a href="/">${escapeHtml(t['avs.back']!)}</a></p>`);
  });
}
