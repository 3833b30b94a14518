/**
 * Age verification over REST (issue 3 §6, spec 000 §4): start a checkout with
 * the provider, read the state, and (sandbox only) revoke it again.
 */
import { Type } from 'typebox';
import { AvsStartAnswerSchema, AvsStateAnswerSchema } from '../../../sdk/api/schemas/trust';
import type { AppContext } from '../../context';
import { requireLogin } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { answers, LOGIN, ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';
import { allowedOrigins } from '../../sites/security';
import { readAvsState, revokeAgeVerification, startAgeVerification } from '../../trust/age-verification';

const StartBody = Type.Object({
  forwardUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'an http(s) URL of this site to return to' })),
}, { additionalProperties: false });

/** A forward URL must lead back to one of our origins: the provider must not become an open redirect. */
export function checkForwardUrl(context: AppContext, value: string | undefined, field: string): string | null {
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HttpError(400, 'VALIDATION_FAILED', `${field} must be an absolute http(s) URL, got ${JSON.stringify(value)}`, field);
  }
  if (!allowedOrigins(context).has(url.origin)) {
    throw new HttpError(400, 'VALIDATION_FAILED', `${field} must lead to this site (${context.origins.site}), got the origin ${url.origin}`, field);
  }
  return url.href;
}

/** POST avs/start, GET avs/status, POST avs/revoke. */
export async function trustAvsRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;

  app.post('/avs/start', { schema: { body: StartBody, querystring: RestQuery, response: postAnswers({ 200: AvsStartAnswerSchema }, ...LOGIN, 409) } }, async (request) => {
    const guest = await requireLogin(request, context);
    const { forwardUrl } = request.body;
    const started = await startAgeVerification(db, app.avs, {
      guestId: guest.id,
      forwardUrl: checkForwardUrl(context, forwardUrl, 'body.forwardUrl'),
    });
    await app.publishChanges(started.changes);
    return ok({ ...started.state, checkoutLink: started.checkoutLink });
  });

  app.get('/avs/status', { schema: { querystring: RestQuery, response: answers({ 200: AvsStateAnswerSchema }, ...LOGIN) } }, async (request) => {
    const guest = await requireLogin(request, context);
    return ok(await readAvsState(db, guest.id));
  });

  // A test and development helper of the sandbox provider: a real provider revokes by its own event.
  app.post('/avs/revoke', { schema: { querystring: RestQuery, response: postAnswers({ 200: AvsStateAnswerSchema }, ...LOGIN, 404) } }, async (request) => {
    const guest = await requireLogin(request, context);
    if (app.avs.name !== 'sandbox') throw new HttpError(404, 'ROUTE_NOT_FOUND', 'avs/revoke exists only with the sandbox provider');
    const { state, changes } = await revokeAgeVerification(db, guest.id);
    await app.publishChanges(changes);
    return ok(state);
  });
}
