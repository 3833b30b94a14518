/**
 * POST /vxql: the query service. spec 000 §5: "The query service rejects calls
 * without an access token ('Missing Vxql-Token')". The token comes as
 * `Authorization: Bearer <jwt>` or as the `access_token` query parameter (spec 000 §6).
 * Runs on mercurius with the GraphQL limits of server/graphql (issue 11 §5).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidTokenError, verifyAccessToken } from '../../auth/token';
import { guestCountry, type AppContext } from '../../context';
import { currentGuest, type GuestRecord } from '../../guests/current-guest';
import { registerGraphQLEndpoint, sendRefusal } from '../../graphql/endpoint';
import { VXQL_SDL, vxqlResolvers, type VxqlContext } from './schema';
import { trackingEventsPerRequestRule } from '../../tracking/request-quota';
import { requestAccessToken } from '../../http/request-params';

export const MISSING_TOKEN = 'Missing Vxql-Token';

/** The GraphQL endpoint, guarded by an access token. */
export async function vxqlRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  // trackApplication comes by navigator.sendBeacon (spec 002 §7.8), which can only send a
  // CORS-safelisted type without a preflight: JSON as text/plain, in this plugin only. No CSRF
  // risk: every call needs the access token in the header or query, never an ambient cookie.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, JSON.parse(text as string) as unknown);
    } catch {
      done(Object.assign(new Error('body: expected a JSON GraphQL request'), { statusCode: 400 }), undefined);
    }
  });
  await registerGraphQLEndpoint<VxqlContext>(app, {
    path: '/vxql',
    schema: VXQL_SDL,
    resolvers: vxqlResolvers,
    // issue 11 A11: a request with too many trackApplication fields runs nothing.
    validationRules: [trackingEventsPerRequestRule],
    // onRequest runs before body parsing and validation: no token, no further work.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const token = requestAccessToken(request);
      const deny = (message: string) => sendRefusal(reply.header('WWW-Authenticate', 'Bearer'), 401, [{ message }]);
      if (!token) return deny(MISSING_TOKEN);
      try {
        await verifyAccessToken(context.tokenSecret, token);
      } catch (error) {
        if (error instanceof InvalidTokenError) return deny(error.message);
        throw error;
      }
    },
    context: (request) => {
      let guest: Promise<GuestRecord | null> | null = null;
      return {
        appContext: context,
        country: guestCountry(request, context),
        publishChanges: app.publishChanges,
        // Only the messenger fields need the guest: the token's `sub`, with its session still live.
        guest: () => (guest ??= currentGuest(request, context)),
      };
    },
  });
}
