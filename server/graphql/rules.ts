/**
 * GraphQL errors for the limits: a breach as a GraphQLError with
 * `extensions.code` (see LIMIT_CODES), and the production rule against
 * introspection (a validation rule: mercurius caches its verdict per query text).
 */
import { GraphQLError, type ASTNode, type ValidationRule } from 'graphql';
import { LIMIT_CODES, type LimitBreach } from './limits';

/** A refusal as a GraphQL error: the words, and code, limit and actual number as extensions. */
export function breachError(breach: LimitBreach, node?: ASTNode): GraphQLError {
  return new GraphQLError(breach.message, { ...(node ? { nodes: node } : {}), extensions: { code: breach.code, limit: breach.limit, actual: breach.actual } });
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
