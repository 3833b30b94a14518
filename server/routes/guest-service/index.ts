/**
 * POST /guest-service: the guest service (spec 000 §7), a GraphQL endpoint
 * behind the bearer session token (the access token of GET guest/session;
 * the session cookie works too). Also serves the sandbox AVS provider's pages.
 * Pin-call mutations are rate limited per guest (issue 3 §9) with a clear 429.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { graphql, parse, type OperationDefinitionNode } from 'graphql';
import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { requireLogin, type GuestRecord } from '../../guests/current-guest';
import { rateLimitConfig, registerRateLimits, type Limit } from '../../guests/rate-limits';
import { errorBody, HttpError } from '../../http/errors';
import '../../trust/session-part';
import { sandboxAvsRoutes } from './sandbox-avs';
import { guestServiceRoot, guestServiceSchema, type GuestServiceContext } from './schema';

const Body = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 20_000, description: 'a GraphQL document of at most 20000 characters' }),
  variables: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], { description: 'an object of variables' })),
  operationName: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()], { description: 'an operation name' })),
});
const Query = Type.Object({
  access_token: Type.Optional(Type.String({ maxLength: 4096, description: 'an access token' })),
  lang: Type.Optional(Type.String({ maxLength: 35, description: 'a language code such as en' })),
  v: Type.Optional(Type.String({ maxLength: 64, description: 'a cache version' })),
});

/** Pin-call starts and verifications per guest: with 3 wrong pins per verification, 20 in 10 minutes stops pin guessing by restarting. */
export const PIN_CALL_LIMIT: Limit = { what: 'pin-call requests', max: 20, timeWindow: 10 * 60_000 };
const PIN_CALL_FIELDS = new Set(['start', 'verify']);

const guests = new WeakMap<FastifyRequest, GuestRecord>();

/** True when the request's document runs a pin-call mutation (only those count against the limit); unparsable documents count too. */
export function runsPinCallMutation(body: unknown): boolean {
  const query = (body as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string') return true;
  try {
    return parse(query).definitions.some((definition) =>
      definition.kind === 'OperationDefinition' && (definition as OperationDefinitionNode).operation === 'mutation' &&
      definition.selectionSet.selections.some((s) => s.kind === 'Field' && PIN_CALL_FIELDS.has(s.name.value)));
  } catch {
    return true;
  }
}

/** Registers POST /guest-service and the sandbox AVS pages. */
export async function guestServiceRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  await registerRateLimits(app, context);
  await app.register(sandboxAvsRoutes, { context });

  const limit = rateLimitConfig(PIN_CALL_LIMIT);
  // Same object, extra keys: the 429 builder finds the limit's words by this object's identity.
  Object.assign(limit.rateLimit, {
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => guests.get(request)?.id ?? request.ip,
    allowList: (request: FastifyRequest) => !runsPinCallMutation(request.body),
  });

  app.post('/guest-service', {
    schema: { body: Body, querystring: Query },
    config: limit,
    // Runs before the rate-limit hook (appended later), so the limit counts per guest.
    preHandler: async (request, reply) => {
      try {
        guests.set(request, await requireLogin(request, context));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer');
        return reply.code(error.statusCode).send({ ...errorBody(error.statusCode, error.code, error.message), errors: [{ message: error.message }] });
      }
    },
  }, async (request, reply) => {
    const body = request.body as { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };
    const contextValue: GuestServiceContext = { app: context, guest: guests.get(request)!, log: request.log };
    const result = await graphql({
      schema: guestServiceSchema,
      source: body.query,
      rootValue: guestServiceRoot,
      contextValue,
      variableValues: body.variables ?? null,
      operationName: body.operationName ?? null,
    });
    reply.header('Cache-Control', 'no-store');
    // GraphQL over HTTP: a document that cannot run at all (syntax, unknown field, bad variables) is a 400.
    return reply.code(result.data === undefined ? 400 : 200).send(result);
  });
}
