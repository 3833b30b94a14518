/**
 * The sandbox AVS provider's hosted page, the stand-in for a real provider's
 * checkout: GET /sandbox/avs/:id shows Accept and Reject buttons (plain forms,
 * no script, so the site's CSP holds); POST /sandbox/avs/:id/decision records
 * the decision and sends the guest back to the forward URL (303) or shows the result.
 */
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { requestLanguage, type AppContext } from '../../context';
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
    const checkout = await findCheckout(db, id);
    if (!checkout) throw new HttpError(404, 'NOT_FOUND', `No age verification checkout ${JSON.stringify(id)}`, 'params.id');
    const action = `/sandbox/avs/${encodeURIComponent(id)}/decision?lang=${language}`;
    const form = checkout.status !== 'pending'
      ? `<p>${escapeHtml(checkout.status)}</p>`
      : `<p>${escapeHtml(t['avs.explain']!)}</p>` +
        `<form method="post" action="${action}"><input type="hidden" name="decision" value="accept"><button type="submit">${escapeHtml(t['avs.accept']!)}</button></form>` +
        `<form method="post" action="${action}"><input type="hidden" name="decision" value="reject">` +
        `<label>${escapeHtml(t['avs.rejectReason']!)} <input name="message" maxlength="500"></label> <button type="submit">${escapeHtml(t['avs.reject']!)}</button></form>`;
    return page(reply, language, t['avs.title']!, form);
  });

  app.post('/sandbox/avs/:id/decision', { schema: { params: Params, querystring: Query, body: DecisionBody } }, async (request, reply) => {
    const { id } = request.params;
    const { decision, message } = request.body;
    const result = await decideAgeVerification(db, id, decision === 'accept'
      ? { outcome: 'accepted' }
      : { outcome: 'rejected', message: message?.trim() || DEFAULT_REJECT_MESSAGE });
    if (result.forwardUrl) return reply.code(303).header('Location', result.forwardUrl).send();
    const language = requestLanguage(request);
    const t = TRUST_TEXTS[language];
    const done = result.state.avsStatus === 'accepted' ? t['avs.done.accepted']! : t['avs.done.rejected']!;
    const reason = result.state.avsRejectMessage ? `<p>${escapeHtml(result.state.avsRejectMessage)}</p>` : '';
    return page(reply, language, t['avs.title']!, `<p>${escapeHtml(done)}</p>${reason}<p><a href="/">${escapeHtml(t['avs.back']!)}</a></p>`);
  });
}
