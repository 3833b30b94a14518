/**
 * The GraphQL limits (issue 11 §5, DESIGN.md "limits on depth, aliases and
 * cost, and rate limits that count operations, not HTTP requests") as pure
 * functions over a parsed document. Every walk expands fragment spreads and
 * inline fragments, because wrapping fields in a fragment must not hide them;
 * fragment results are memoised, so a document that spreads fragments into
 * each other stays linear to walk however many times it spreads them.
 */
import {
  Kind, valueFromASTUntyped,
  type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';

/** The machine-readable `extensions.code` of each refusal. */
export const LIMIT_CODES = {
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  fields: 'TOO_MANY_FIELDS',
  cost: 'QUERY_TOO_COSTLY',
  rate: 'RATE_LIMITED',
  introspection: 'INTROSPECTION_DISABLED',
} as const;

export interface QueryLimits {
  /** Deepest field nesting; our schemas need 4 (messageContent.messages.image.id). */
  maxDepth: number;
  /** Aliased fields per operation, fragments expanded; aliases are how one request repeats a field. */
  maxAliases: number;
  /**
   * Field selections per operation, fragments expanded. graphql-js's own
   * validation compares same-named fields pair by pair: 1,100 copies of
   * `videos { total }` (19 kB) take it 200-300 ms, so this is checked first.
   */
  maxFields: number;
  /** Estimated objects resolved (see queryCost). */
  maxCost: number;
}

/**
 * The limits of /vxql and the guest service. The heaviest document our clients
 * send is the messenger's channel list (first: 500): cost 501, 26 fields.
 * 398 aliased `videos(first: 100)` cost 40,198.
 */
export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 8, maxAliases: 20, maxFields: 200, maxCost: 1000 };

/** The argument that says how many items a list field answers. */
export const SIZE_ARGUMENT = 'first';

export type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/**
 * A schema type seen through its shape only. mercurius requires graphql's
 * CommonJS build while our ESM imports may load its .mjs build (vitest does):
 * two copies whose instanceof checks (isObjectType, ...) throw on each other's
 * types. Reading `getFields` and `ofType` works with either copy.
 */
interface TypeShape {
  getFields?(): Record<string, { type: TypeShape; args?: readonly { name: string; defaultValue?: unknown }[] }>;
  ofType?: TypeShape;
}

/** The field's definition on a parent object or interface type, if the schema knows it. */
function fieldDefinition(parent: TypeShape | undefined, name: string) {
  return typeof parent?.getFields === 'function' ? parent.getFields()[name] : undefined;
}

/** Unwraps lists and non-nulls down to the named type. */
function namedType(type: TypeShape): TypeShape {
  let named = type;
  while (named.ofType) named = named.ofType;
  return named;
}

/** The document's fragment definitions by name. */
export function fragmentsOf(document: DocumentNode): Fragments {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** The document's operations. */
export function operationsOf(document: DocumentNode): OperationDefinitionNode[] {
  return document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
}

/**
 * Walks a selection set, adding up `visit(field)` over every field with
 * fragments expanded. `combine` folds a field's own value with its selection
 * set's. A fragment is computed once (memo); a fragment cycle (which validation
 * refuses anyway) counts 0 instead of looping.
 */
function foldSelections(
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  field: (node: FieldNode, inner: (set: SelectionSetNode) => number) => number,
  merge: (a: number, b: number) => number,
): number {
  const memo = new Map<string, number>();
  const visiting = new Set<string>();
  const walk = (set: SelectionSetNode): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        total = merge(total, field(selection, walk));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total = merge(total, walk(selection.selectionSet));
      } else {
        const name = selection.name.value;
        let value = memo.get(name);
        if (value === undefined) {
          const fragment = fragments.get(name);
          if (!fragment || visiting.has(name)) continue;
          visiting.add(name);
          value = walk(fragment.selectionSet);
          visiting.delete(name);
          memo.set(name, value);
        }
        total = merge(total, value);
      }
    }
    return total;
  };
  return walk(selectionSet);
}

/** How deep fields nest: `{ a }` is 1, `{ a { b } }` is 2. */
export function selectionDepth(selectionSet: SelectionSetNode, fragments: Fragments): number {
  return foldSelections(selectionSet, fragments, (node, inner) => 1 + (node.selectionSet ? inner(node.selectionSet) : 0), Math.max);
}

/** How many aliased fields run: a fragment with aliases counts at every place it is spread. */
export function aliasCount(selectionSet: SelectionSetNode, fragments: Fragments): number {
  return foldSelections(selectionSet, fragments, (node, inner) => (node.alias ? 1 : 0) + (node.selectionSet ? inner(node.selectionSet) : 0), (a, b) => a + b);
}

/** How many field selections run (every field counts at every place its fragment is spread). */
export function fieldCount(selectionSet: SelectionSetNode, fragments: Fragments): number {
  return foldSelections(selectionSet, fragments, (node, inner) => 1 + (node.selectionSet ? inner(node.selectionSet) : 0), (a, b) => a + b);
}

/** Variables with the operation's defaults filled in for those the request left out. */
function variablesWithDefaults(operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const all: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) all[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
  }
  for (const [name, value] of Object.entries(variables)) if (value !== undefined) all[name] = value;
  return all;
}

/**
 * The estimated number of objects an operation resolves, before running it:
 * every root field counts 1 (each is a resolver, usually a database query) and
 * every field with a selection set counts 1 per parent object; a field with a
 * `first` argument (given, from a variable, or the schema's default) answers
 * that many items, which multiplies everything below it. Scalars below the
 * root are free (property reads). So `videos(first: 100) { total items { id } }`
 * costs 1 + 100 = 101, and 398 aliases of it 40,198.
 */
export function queryCost(
  operation: OperationDefinitionNode,
  fragments: Fragments,
  schema: GraphQLSchema,
  variables: Readonly<Record<string, unknown>> = {},
): number {
  const values = variablesWithDefaults(operation, variables);
  // Cost is linear in the parent's item count, so each fragment is priced once per item (memo by name and root-ness).
  const memo = new Map<string, number>();
  const visiting = new Set<string>();

  const typeNamed = (name: string) => (schema.getType(name) ?? undefined) as TypeShape | undefined;
  const sizeOf = (node: FieldNode, parent: TypeShape | undefined): number => {
    const given = node.arguments?.find((argument) => argument.name.value === SIZE_ARGUMENT);
    const size = given
      ? valueFromASTUntyped(given.value, values)
      : fieldDefinition(parent, node.name.value)?.args?.find((argument) => argument.name === SIZE_ARGUMENT)?.defaultValue;
    return typeof size === 'number' && Number.isFinite(size) ? Math.max(1, Math.ceil(size)) : 1;
  };
  const childType = (node: FieldNode, parent: TypeShape | undefined): TypeShape | undefined => {
    const definition = fieldDefinition(parent, node.name.value);
    return definition ? namedType(definition.type) : undefined;
  };
  const walk = (set: SelectionSetNode, parent: TypeShape | undefined, root: boolean): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const own = root || selection.selectionSet ? 1 : 0;
        const below = selection.selectionSet ? sizeOf(selection, parent) * walk(selection.selectionSet, childType(selection, parent), false) : 0;
        total += own + below;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? typeNamed(selection.typeCondition.name.value) : parent;
        total += walk(selection.selectionSet, type, root);
      } else {
        const key = `${selection.name.value}:${root}`;
        let value = memo.get(key);
        if (value === undefined) {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || visiting.has(key)) continue;
          visiting.add(key);
          value = walk(fragment.selectionSet, typeNamed(fragment.typeCondition.name.value), root);
          visiting.delete(key);
          memo.set(key, value);
        }
        total += value;
      }
    }
    return total;
  };
  return walk(operation.selectionSet, (schema.getRootType(operation.operation) ?? undefined) as TypeShape | undefined, true);
}

/**
 * How many times each root field runs, by field name: every alias counts, in
 * fragments too (`...F` where F holds `start` is a `start`). Selections with
 * the same response key merge into one run, so they count once.
 */
export function rootFieldCounts(operation: OperationDefinitionNode, fragments: Fragments): Map<string, number> {
  const keys = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const responseKeys = keys.get(name) ?? new Set<string>();
        responseKeys.add(selection.alias?.value ?? name);
        keys.set(name, responseKeys);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        // A fragment spread twice at the root adds the same response keys again: walking it once is exact.
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return new Map([...keys].map(([name, responseKeys]) => [name, responseKeys.size]));
}

/** A limit a document exceeds: the code, the words, and the numbers. */
export interface LimitBreach {
  code: (typeof LIMIT_CODES)[keyof typeof LIMIT_CODES];
  message: string;
  limit: number;
  actual: number;
}

const formatNumber = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en') : 'an unbounded number of');

/** The depth, alias and field limits an operation exceeds (they need no variables: checked once per document, before validation). */
export function shapeBreaches(operation: OperationDefinitionNode, fragments: Fragments, limits: QueryLimits): LimitBreach[] {
  const breaches: LimitBreach[] = [];
  const depth = selectionDepth(operation.selectionSet, fragments);
  if (depth > limits.maxDepth) {
    breaches.push({ code: LIMIT_CODES.depth, limit: limits.maxDepth, actual: depth, message: `The query nests fields ${depth} deep; the limit is ${limits.maxDepth}` });
  }
  const aliases = aliasCount(operation.selectionSet, fragments);
  if (aliases > limits.maxAliases) {
    breaches.push({
      code: LIMIT_CODES.aliases, limit: limits.maxAliases, actual: aliases,
      message: `The query has ${formatNumber(aliases)} aliased fields; the limit is ${limits.maxAliases}`,
    });
  }
  const fields = fieldCount(operation.selectionSet, fragments);
  if (fields > limits.maxFields) {
    breaches.push({
      code: LIMIT_CODES.fields, limit: limits.maxFields, actual: fields,
      message: `The query selects ${formatNumber(fields)} fields; the limit is ${limits.maxFields}`,
    });
  }
  return breaches;
}

/** The cost breach of an operation with its variables, or null when it fits the budget. */
export function costBreach(operation: OperationDefinitionNode, fragments: Fragments, schema: GraphQLSchema, variables: Readonly<Record<string, unknown>>, limits: QueryLimits): LimitBreach | null {
  const cost = queryCost(operation, fragments, schema, variables);
  if (cost <= limits.maxCost) return null;
  return {
    code: LIMIT_CODES.cost, limit: limits.maxCost, actual: cost,
    message: `The query may resolve ${formatNumber(cost)} objects; the limit is ${formatNumber(limits.maxCost)} (ask for fewer items with first: or split the query)`,
  };
}
