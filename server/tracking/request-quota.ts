/**
 * issue 11 A11: "one tracking request stores 187 rows" (187 aliased
 * trackApplication mutations in one /vxql body). A GraphQL validation rule
 * refuses a request with more than QUOTAS.trackingEventsPerRequest of them
 * before anything runs, so such a request stores nothing (400 naming the field).
 */
import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';
import { QUOTAS } from '../../sdk/quotas';

export const TRACKING_FIELD = 'trackApplication';

/**
 * The response keys (alias, else name) under which `fieldName` runs at the
 * root of a selection set, through inline fragments and fragment spreads.
 * graphql-js runs one root field per response key and expands each fragment
 * once per operation, so this is exactly how many times the field would run.
 */
export function rootResponseKeys(
  selectionSet: SelectionSetNode,
  fragment: (name: string) => { selectionSet: SelectionSetNode } | null | undefined,
  fieldName: string,
  keys = new Set<string>(),
  expanded = new Set<string>(),
): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === fieldName) keys.add(selection.alias?.value ?? selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootResponseKeys(selection.selectionSet, fragment, fieldName, keys, expanded);
    } else if (!expanded.has(selection.name.value)) {
      expanded.add(selection.name.value);
      const definition = fragment(selection.name.value);
      if (definition) rootResponseKeys(definition.selectionSet, fragment, fieldName, keys, expanded);
    }
  }
  return keys;
}

/** The validation rule: at most QUOTAS.trackingEventsPerRequest trackApplication fields per mutation. */
export function trackingEventsPerRequestRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return;
      const count = rootResponseKeys(node.selectionSet, (name) => context.getFragment(name), TRACKING_FIELD).size;
      if (count <= QUOTAS.trackingEventsPerRequest) return;
      context.reportError(new GraphQLError(`${TRACKING_FIELD}: expected at most ${QUOTAS.trackingEventsPerRequest} events in one request, got ${count}`, {
        nodes: node,
        extensions: { field: TRACKING_FIELD, code: 'trackingEventsPerRequest' },
      }));
    },
  };
}
