/**
 * issue 11 A11: "one tracking request stores 187 rows" (187 aliased
 * trackApplication mutations in one /vxql body). A GraphQL validation rule
 * refuses a request with more than QUOTAS.trackingEventsPerRequest of them
 * before anything runs, so such a request stores nothing (400 naming the field).
 */
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { fragmentsOf, rootFieldCounts } from '../graphql/limits';
import { QUOTAS } from '../../sdk/quotas';

export const TRACKING_FIELD = 'trackApplication';

/** The validation rule: at most QUOTAS.trackingEventsPerRequest trackApplication fields per mutation. */
export function trackingEventsPerRequestRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return;
      // Counted as graphql-js runs it: every response key once, through inline fragments and fragment spreads.
      const count = rootFieldCounts(node, fragmentsOf(context.getDocument())).get(TRACKING_FIELD) ?? 0;
      if (count <= QUOTAS.trackingEventsPerRequest) return;
      context.reportError(new GraphQLError(`${TRACKING_FIELD}: expected at most ${QUOTAS.trackingEventsPerRequest} events in one request, got ${count}`, {
        nodes: node,
        extensions: { field: TRACKING_FIELD, code: 'trackingEventsPerRequest' },
      }));
    },
  };
}
