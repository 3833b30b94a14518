/**
 * The limits as GraphQL validation rules, so a refused document never runs
 * and its refusal is cached with the document (mercurius keeps validation
 * results per query text). Errors carry `extensions.code` (see LIMIT_CODES).
 */
import { GraphQLError, type ASTNode, type ValidationRule } from 'graphql';
import { fragmentsOf, LIMIT_CODES, operationsOf, shapeBreaches, type LimitBreach, type QueryLimits } from './limits';

/** A refusal as a GraphQL error: the words, and code, limit and actual number as extensions. */
export function breachError(breach: LimitBreach, node?: ASTNode): GraphQLError {
  return new GraphQLError(breach.message, { ...(node ? { nodes: node } : {}), extensions: { code: breach.code, limit: breach.limit, actual: breach.actual } });
}

/** Refuses operations nested deeper or with more aliases than the limits allow. */
export function shapeLimitRule(limits: QueryLimits): ValidationRule {
  return (context) => ({
    Document(document) {
      const fragments = fragmentsOf(document);
      for (const operation of operationsOf(document)) {
        for (const breach of shapeBreaches(operation, fragments, limits)) context.reportError(breachError(breach, operation));
      }
      // The rule has judged the whole document; it need not visit the nodes below.
      return false;
    },
  });
}

/** Refuses __schema and __type (introspection); __typename stays allowed, clients use it. */
export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    if (name === '__schema' || name === '__type') {
      context.reportError(new GraphQLError(`Introspection is disabled in production (${name})`, { nodes: node, extensions: { code: LIMIT_CODES.introspection } }));
    }
  },
});
