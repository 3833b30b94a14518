/**
 * The limits as mercurius hooks. preValidation (after parsing, before
 * graphql-js validates, which costs far more than parsing): depth, aliases and
 * field count. preExecution (every request, cached documents too): cost, which
 * needs the variables, then the per-field rate limits. A refusal is thrown as
 * a GraphQLRefusal, so no resolver runs and the route answers 400 or 429.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getOperationAST, GraphQLError, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { Limit } from '../guests/rate-limits';
import { describeWait, hitsPerLimit, type HitCounter } from './field-rate-limit';
import { costBreach, fragmentsOf, LIMIT_CODES, operationsOf, rootFieldCounts, shapeBreaches, type QueryLimits } from './limits';
import { breachError } from './rules';

/** An operation refused before execution: its status, its GraphQL errors, and for a 429 the wait. */
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

/** What the hooks need that mercurius does not hand them; the route puts it on the context under kRequestFacts. */
export const kRequestFacts = Symbol('graphql request facts');
export interface RequestFacts {
  request: FastifyRequest;
  query: string;
  operationName: string | undefined;
}

export interface LimitHookOptions<C> {
  limits: QueryLimits;
  fieldLimits?: Readonly<Record<string, Limit>>;
  counter: HitCounter | null;
  rateKey?(context: C, request: FastifyRequest): string;
}

const factsOf = (context: object) => (context as { [kRequestFacts]: RequestFacts })[kRequestFacts];

/**
 * mercurius falls back to JSON.parse when a query is not GraphQL, taking any
 * JSON as a document AST. A parsed document's `loc` has methods, which JSON
 * cannot give: anything else is refused with the parser's own syntax error.
 */
function assertParsedByGraphQL(document: DocumentNode, query: string): void {
  if (typeof (document.loc as { toJSON?: unknown } | undefined)?.toJSON === 'function') return;
  try {
    parse(query);
  } catch (syntaxError) {
    if (syntaxError instanceof GraphQLError) throw new GraphQLRefusal(400, [syntaxError]);
  }
  throw new GraphQLRefusal(400, [new GraphQLError('Syntax Error: expected a GraphQL document')]);
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

/** Adds the limit hooks to one endpoint's mercurius instance. */
export function addLimitHooks<C extends object>(graphql: FastifyInstance['graphql'], options: LimitHookOptions<C>): void {
  graphql.addHook('preValidation', async (_schema: GraphQLSchema, document: DocumentNode, context: MercuriusContext) => {
    assertParsedByGraphQL(document, factsOf(context).query);
    const fragments = fragmentsOf(document);
    const errors = operationsOf(document).flatMap((operation) => shapeBreaches(operation, fragments, options.limits).map((breach) => breachError(breach, operation)));
    if (errors.length > 0) throw new GraphQLRefusal(400, errors);
  });

  graphql.addHook('preExecution', async (schema: GraphQLSchema, document: DocumentNode, context: MercuriusContext, variables: Record<string, unknown> | undefined) => {
    const facts = factsOf(context);
    const operation = getOperationAST(document, facts.operationName);
    // No such operation: execution answers that, running nothing.
    if (!operation) return;
    const fragments = fragmentsOf(document);
    const breach = costBreach(operation, fragments, schema, variables ?? {}, options.limits);
    if (breach) throw new GraphQLRefusal(400, [breachError(breach, operation)]);
    const { counter, fieldLimits, rateKey } = options;
    if (operation.operation !== 'mutation' || !counter || !fieldLimits || !rateKey) return;
    const key = rateKey(context as unknown as C, facts.request);
    // Charged per limit; with several limits a later refusal leaves the earlier charges (never more than the fields asked).
    for (const [limit, hits] of hitsPerLimit(rootFieldCounts(operation, fragments), fieldLimits)) {
      const taken = await counter.take(`${limit.what}|${key}`, hits, limit);
      if (!taken.allowed) throw rateRefusal(limit, hits, taken.retryAfterMs);
    }
  });
}
