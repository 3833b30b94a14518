/**
 * One GraphQL endpoint on mercurius (DESIGN.md: "GraphQL endpoints run on one
 * engine (mercurius) with limits on depth, aliases and cost, and rate limits
 * that count operations, not HTTP requests"). Each endpoint registers its own
 * mercurius instance in the caller's encapsulated plugin scope, with its own
 * schema and path, and answers POST only. The limits (./limit-hooks) refuse
 * an operation before any resolver runs; introspection is refused in production.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { GraphQLFormattedError, ValidationRule } from 'graphql';
import type { Redis } from 'ioredis';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { Type, type Static } from 'typebox';
import type { Limit } from '../guests/rate-limits';
import { errorBody, HttpError } from '../http/errors';
import { createMemoryHitCounter, createRedisHitCounter, type HitCounter } from './field-rate-limit';
import { addLimitHooks, GraphQLRefusal, kRequestFacts, type RequestFacts } from './limit-hooks';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './limits';
import { noIntrospectionRule } from './rules';

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

export interface GraphQLEndpointOptions<C extends object> {
  path: string;
  /** The SDL; each endpoint builds its own schema from it, so resolvers never leak between endpoints or apps. */
  schema: string;
  /** Resolvers by type; they get the context built by `context` (mercurius adds its own keys to it). */
  resolvers: IResolvers<unknown, C & MercuriusContext>;
  limits?: QueryLimits;
  /** The endpoint's own GraphQL validation rules, run with the standard ones (a breach runs nothing). */
  validationRules?: readonly ValidationRule[];
  /** Mutation field name -> the limit each run of it is charged to (fields may share a limit object, and its budget). */
  fieldLimits?: Readonly<Record<string, Limit>>;
  /** Whose budget an operation spends: a guest id, or a client address. */
  rateKey?(context: C, request: FastifyRequest): string;
  /** Runs before the body is read: refuse early (e.g. a missing token). */
  onRequest?: onRequestAsyncHookHandler;
  /** The resolvers' context for one request; an HttpError thrown here is the answer (e.g. 401). */
  context(request: FastifyRequest): Promise<C> | C;
}

/**
 * Answers a refusal in both shapes our clients read: the ErrorBody (`error`,
 * and `code` when there is one) and the GraphQL `errors` list. Never cached.
 */
export function sendRefusal(reply: FastifyReply, statusCode: number, errors: readonly GraphQLFormattedError[]) {
  const first = errors[0];
  const code = first?.extensions?.code;
  // The ErrorBody's code by status; a GraphQL limit's own code (TOO_MANY_ALIASES, ...) is more precise and wins.
  const base = statusCode === 401 ? 'LOGIN_REQUIRED' : statusCode === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
  return reply.code(statusCode).header('Cache-Control', 'no-store')
    .send({ ...errorBody(statusCode, base, first?.message ?? 'Bad request'), ...(typeof code === 'string' ? { code } : {}), errors });
}

/** Duck-typed: mercurius's errors come from its own (CommonJS) copy of graphql, not instances of our GraphQLError. */
const toFormatted = (error: unknown): GraphQLFormattedError => {
  const candidate = error as { toJSON?: () => GraphQLFormattedError; message?: unknown } | null;
  if (typeof candidate?.toJSON === 'function') return candidate.toJSON();
  return { message: typeof candidate?.message === 'string' ? candidate.message : String(error) };
};

/** mercurius throws MER_ERR_GQL_VALIDATION (400) with the GraphQL errors for syntax, validation and variable problems. */
function validationErrorsOf(error: unknown): unknown[] | null {
  const candidate = error as { code?: unknown; errors?: unknown } | null;
  return candidate?.code === 'MER_ERR_GQL_VALIDATION' && Array.isArray(candidate.errors) ? candidate.errors : null;
}

/** The platform owns and closes the client: one Redis connection per purpose per process. */
function hitCounter(redis: Redis | null): HitCounter {
  return redis ? createRedisHitCounter(redis) : createMemoryHitCounter();
}

/**
 * Registers the mercurius instance and POST route of one endpoint in `scope`.
 * From the platform's decorators: NODE_ENV=production refuses introspection,
 * and the rate-limit Redis client (when there is one) shares the counts between processes.
 */
export async function registerGraphQLEndpoint<C extends object>(scope: FastifyInstance, options: GraphQLEndpointOptions<C>): Promise<void> {
  const validationRules: ValidationRule[] = [...(scope.config.production ? [noIntrospectionRule] : []), ...(options.validationRules ?? [])];
  // The resolvers' context is ours (built per request below), which mercurius's IResolvers type cannot know.
  const resolvers = options.resolvers as IResolvers;
  // routes: false: the POST route below is ours (TypeBox body, token check, answer shapes); no GET, no GraphiQL.
  await scope.register(mercurius, { schema: options.schema, resolvers, routes: false, validationRules });
  addLimitHooks<C>(scope.graphql, {
    limits: options.limits ?? DEFAULT_QUERY_LIMITS,
    counter: options.fieldLimits ? hitCounter(scope.redis?.rateLimits ?? null) : null,
    ...(options.fieldLimits ? { fieldLimits: options.fieldLimits } : {}),
    ...(options.rateKey ? { rateKey: options.rateKey } : {}),
  });

  scope.post<{ Body: Static<typeof Body>; Querystring: Static<typeof Query> }>(options.path, {
    schema: { body: Body, querystring: Query },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
  }, async (request, reply) => {
    let context: C;
    try {
      context = await options.context(request);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer');
      return sendRefusal(reply, error.statusCode, [{ message: error.message, ...(error.field ? { extensions: { field: error.field } } : {}) }]);
    }
    const { query, variables, operationName } = request.body;
    const facts: RequestFacts = { request, query, operationName: operationName ?? undefined };
    try {
      // Variables default to {} so mercurius checks them (a missing required variable is a 400) before execution.
      const result = await reply.graphql(query, Object.assign(context, { [kRequestFacts]: facts }), variables ?? {}, facts.operationName);
      return reply.header('Cache-Control', 'no-store').send(result);
    } catch (error) {
      if (error instanceof GraphQLRefusal) {
        if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
        return sendRefusal(reply, error.statusCode, error.errors.map(toFormatted));
      }
      const invalid = validationErrorsOf(error);
      // GraphQL over HTTP: a document that cannot run at all (syntax, unknown field, bad variables) is a 400.
      if (invalid) return sendRefusal(reply, 400, invalid.map(toFormatted));
      throw error;
    }
  });
}
