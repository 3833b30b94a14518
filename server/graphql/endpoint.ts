/**
 * One GraphQL endpoint on mercurius (DESIGN.md: "GraphQL endpoints run on one
 * engine (mercurius) with limits on depth, aliases and cost, and rate limits
 * that count operations, not HTTP requests"). Each endpoint registers its own
 * mercurius instance in the caller's encapsulated plugin scope, with its own
 * schema and path, and answers POST only: depth and aliases are checked as
 * validation rules, cost (which needs the variables) and the per-field rate
 * limits before execution, so a refused operation runs no resolver at all.
 * Introspection is refused in production.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { getOperationAST, GraphQLError, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema, type ValidationRule } from 'graphql';
import { Redis } from 'ioredis';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { Type, type Static } from 'typebox';
import type { Limit } from '../guests/rate-limits';
import { errorBody, HttpError } from '../http/errors';
import { createMemoryHitCounter, createRedisHitCounter, describeWait, hitsPerLimit, type HitCounter } from './field-rate-limit';
import { costBreach, DEFAULT_QUERY_LIMITS, fragmentsOf, LIMIT_CODES, rootFieldCounts, type QueryLimits } from './limits';
import { breachError, noIntrospectionRule, shapeLimitRule } from './rules';

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
  /** NODE_ENV=production: introspection is refused. */
  production: boolean;
  /** Shares the rate-limit counts between processes when set. */
  redisUrl: string | null;
  limits?: QueryLimits;
  /** Mutation field name -> the limit each run of it is charged to (fields may share a limit object, and its budget). */
  fieldLimits?: Readonly<Record<string, Limit>>;
  /** Whose budget an operation spends: a guest id, or a client address. */
  rateKey?(context: C, request: FastifyRequest): string;
  /** Runs before the body is read: refuse early (e.g. a missing token). */
  onRequest?: onRequestAsyncHookHandler;
  /** The resolvers' context for one request; an HttpError thrown here is the answer (e.g. 401). */
  context(request: FastifyRequest): Promise<C> | C;
}

/** An operation refused before execution: its status and GraphQL errors. */
export class GraphQLRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: GraphQLError[],
    readonly retryAfterSeconds?: number,
  ) {
    super(errors[0]?.message ?? 'Refused');
    this.name = 'GraphQLRefusal';
  }
}

/**
 * Answers a refusal in both shapes our clients read: the ErrorBody (`error`,
 * and `code` when there is one) and the GraphQL `errors` list. Never cached.
 */
export function sendRefusal(reply: FastifyReply, statusCode: number, errors: readonly GraphQLFormattedError[]) {
  const first = errors[0];
  const code = first?.extensions?.code;
  return reply.code(statusCode).header('Cache-Control', 'no-store')
    .send({ ...errorBody(statusCode, first?.message ?? 'Bad request'), ...(typeof code === 'string' ? { code } : {}), errors });
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

/** What the preExecution hook needs that mercurius does not hand it. */
const kRequest = Symbol('graphql request');
interface RequestFacts {
  request: FastifyRequest;
  operationName: string | undefined;
}

function rateRefusal(limit: Limit, hits: number, retryAfterMs: number): GraphQLRefusal {
  const minutes = Math.round(limit.timeWindow / 60_000);
  // More fields than the whole budget can never pass: say so instead of "try again".
  const message = hits > limit.max
    ? `Too many ${limit.what}: this operation runs ${hits}, the limit is ${limit.max} per ${minutes} minutes`
    : `Too many ${limit.what}; try again in ${describeWait(retryAfterMs)}`;
  const error = new GraphQLError(message, { extensions: { code: LIMIT_CODES.rate, limit: limit.max, actual: hits } });
  return new GraphQLRefusal(429, [error], Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** Registers the mercurius instance and POST route of one endpoint in `scope`. */
export async function registerGraphQLEndpoint<C extends object>(scope: FastifyInstance, options: GraphQLEndpointOptions<C>): Promise<void> {
  const limits = options.limits ?? DEFAULT_QUERY_LIMITS;
  const validationRules: ValidationRule[] = [shapeLimitRule(limits), ...(options.production ? [noIntrospectionRule] : [])];
  // routes: false: the POST route below is ours (TypeBox body, token check, answer shapes); no GET, no GraphiQL.
  // The resolvers' context is ours (built per request below), which mercurius's IResolvers type cannot know.
  const resolvers = options.resolvers as IResolvers;
  await scope.register(mercurius, { schema: options.schema, resolvers, routes: false, validationRules });

  let counter: HitCounter | null = null;
  if (options.fieldLimits) {
    const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1 }) : null;
    if (redis) scope.addHook('onClose', async () => void (await redis.quit()));
    counter = redis ? createRedisHitCounter(redis) : createMemoryHitCounter();
  }

  scope.graphql.addHook('preExecution', async (schema: GraphQLSchema, document: DocumentNode, context: Record<PropertyKey, unknown>, variables: Record<string, unknown> | undefined) => {
    const facts = context[kRequest] as RequestFacts;
    const operation = getOperationAST(document, facts.operationName);
    // No such operation: execution answers that, running nothing.
    if (!operation) return;
    const fragments = fragmentsOf(document);
    const breach = costBreach(operation, fragments, schema, variables ?? {}, limits);
    if (breach) throw new GraphQLRefusal(400, [breachError(breach, operation)]);
    if (operation.operation !== 'mutation' || !counter || !options.fieldLimits || !options.rateKey) return;
    const key = options.rateKey(context as C, facts.request);
    for (const [limit, hits] of hitsPerLimit(rootFieldCounts(operation, fragments), options.fieldLimits)) {
      const taken = await counter.take(`${limit.what}|${key}`, hits, limit);
      if (!taken.allowed) throw rateRefusal(limit, hits, taken.retryAfterMs);
    }
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
    const facts: RequestFacts = { request, operationName: request.body.operationName ?? undefined };
    try {
      // Variables default to {} so mercurius checks them (a missing required variable is a 400) before execution.
      const result = await reply.graphql(request.body.query, Object.assign(context, { [kRequest]: facts }), request.body.variables ?? {}, facts.operationName);
      return reply.header('Cache-Control', 'no-store').send(result);
    } catch (error) {
      if (error instanceof GraphQLRefusal) {
        if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
        return sendRefusal(reply, error.statusCode, error.errors.map(toFormatted));
      }
      const invalid = validationErrorsOf(error);
      // GraphQL over HTTP: a document that cannot run at all (syntax, unknown field, bad variables, a limit) is a 400.
      if (invalid) return sendRefusal(reply, 400, invalid.map(toFormatted));
      throw error;
    }
  });
}
