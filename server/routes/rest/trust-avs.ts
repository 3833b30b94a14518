/**
 * Age verification over REST (issue 3 §6, spec 000 §4): start a checkout with
 * the provider, read the state, and (sandbox only) revoke it again.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AvsState } from '../../../sdk/trust';
import type { AppContext } from '../../context';
import { requireLogin } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { RestQuery } from '../../schemas/common';
import { allowedOrigins } from '../../sites/security';
import { readAvsState, revokeAgeVerification, startAgeVerification } from '../../trust/age-verification';
import { trustServices } from '../../trust/services';

const StartBody = Type.Object({
  forwardUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'an http(s) URL of this site to return to' })),
}, { additionalProperties: false });

export type AvsStateAnswer = { success: true; data: AvsState };
export type AvsStartAnswer = { success: true; data: AvsState & { checkoutLink: string } };

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
export async function trustAvsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const { db } = context.database;

  app.post('/avs/start', { schema: { body: StartBody, querystring: RestQuery } }, async (request): Promise<AvsStartAnswer> => {
    const guest = await requireLogin(request, context);
    const { forwardUrl } = request.body as { forwardUrl?: string };
    const started = await startAgeVerification(db, trustServices(context).avsProvider, {
      guestId: guest.id,
      forwardUrl: checkForwardUrl(context, forwardUrl, 'body.forwardUrl'),
    });
    return { success: true, data: { ...started.state, checkoutLink: started.checkoutLink } };
  });

  app.get('/avs/status', { schema: { querystring: RestQuery } }, async (request): Promise<AvsStateAnswer> => {
    const guest = await requireLogin(request, context);
    return { success: true, data: await readAvsState(db, guest.id) };
  });

  // A test and development helper of the sandbox provider: a real provider revokes by its own event.
  app.post('/avs/revoke', { schema: { querystring: RestQuery } }, async (request): Promise<AvsStateAnswer> => {
    const guest = await requireLogin(request, context);
    if (trustServices(context).avsProvider.name !== 'sandbox') throw new HttpError(404, 'ROUTE_NOT_FOUND', 'avs/revoke exists only with the sandbox provider');
    return { success: true, data: await revokeAgeVerification(db, guest.id) };
  });
}
