/**
 * POST /vxql: the query service. spec 000 §5: "The query service rejects calls
 * without an access token ('Missing Vxql-Token')". The token comes as
 * `Authorization: Bearer <jwt>` or as the `access_token` query parameter (spec 000 §6).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { graphql } from 'graphql';
import { Type } from 'typebox';
import { InvalidTokenError, verifyAccessToken } from '../../auth/token';
import { guestCountry, type AppContext } from '../../context';
import { currentGuest, type GuestRecord } from '../../guests/current-guest';
import { errorBody } from '../../http/errors';
import { vxqlRoot, vxqlSchema, type VxqlContext } from './schema';

export const MISSING_TOKEN = 'Missing Vxql-Token';

const Body = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 20_000, description: 'a GraphQL query of at most 20000 characters' }),
  variables: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], { description: 'an object of variables' })),
  operationName: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()], { description: 'an operation name' })),
});
const Query = Type.Object({
  access_token: Type.Optional(Type.String({ maxLength: 4096, description: 'a JWT access token' })),
  lang: Type.Optional(Type.String({ maxLength: 35, description: 'a language code such as en' })),
  v: Type.Optional(Type.String({ maxLength: 64, description: 'a cache version' })),
});

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const query = (request.query as { access_token?: unknown } | undefined)?.access_token;
  return typeof query === 'string' && query.length > 0 ? query : null;
}

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
  app.post('/vxql', {
    schema: { body: Body, querystring: Query },
    // onRequest runs before body parsing and validation: no token, no further work.
    onRequest: async (request, reply) => {
      const token = tokenOf(request);
      const deny = (message: string) =>
        reply.code(401).header('WWW-Authenticate', 'Bearer').send({ ...errorBody(401, 'LOGIN_REQUIRED', message), errors: [{ message }] });
      if (!token) return deny(MISSING_TOKEN);
      try {
        await verifyAccessToken(context.tokenSecret, token);
      } catch (error) {
        if (error instanceof InvalidTokenError) return deny(error.message);
        throw error;
      }
    },
  }, async (request, reply) => {
    const body = request.body as { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };
    let guest: Promise<GuestRecord | null> | null = null;
    const contextValue: VxqlContext = {
      app: context,
      country: guestCountry(request, context),
      // Only the messenger fields need the guest: the token's `sub`, with its session still live.
      guest: () => (guest ??= currentGuest(request, context)),
    };
    const result = await graphql({
      schema: vxqlSchema,
      source: body.query,
      rootValue: vxqlRoot,
      contextValue,
      variableValues: body.variables ?? null,
      operationName: body.operationName ?? null,
    });
    reply.header('Cache-Control', 'no-store');
    // GraphQL over HTTP: a request that cannot run at all (syntax, unknown field) is a 400.
    return reply.code(result.data === undefined ? 400 : 200).send(result);
  });
}
