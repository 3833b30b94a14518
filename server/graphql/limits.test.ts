/**
 * The GraphQL limit rules over parsed documents (issue 11 §5: "limits on
 * depth, aliases and cost ... and rate limits that count each mutation field,
 * fragments included").
 */
import { buildSchema, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { aliasCount, costBreach, DEFAULT_QUERY_LIMITS, fieldCount, fragmentsOf, LIMIT_CODES, queryCost, rootFieldCounts, selectionDepth, shapeBreaches } from './limits';

const schema = buildSchema(/* GraphQL */ `
  type Query {
    videos(first: Int = 30): VideoList!
    channelList(first: Int = 500): ChannelList!
    unread: Int!
    node: Node
    tree: Tree
  }
  type Tree { leaf: Int, left: Tree, right: Tree }
  type Mutation { start(n: String!): Started!, verify(id: ID!): Boolean!, other: Boolean! }
  type Started { id: ID! }
  type VideoList { total: Int!, items: [Video!]! }
  type Video { id: Int!, title: String!, actor: Actor! }
  type Actor { id: Int!, name: String! }
  type ChannelList { total: Int!, channels: [Channel!]! }
  type Channel { id: String!, actorName: String! }
  interface Node { id: ID! }
`);

function operationOf(source: string, operationName?: string) {
  const document = parse(source);
  const operation = getOperationAST(document, operationName);
  if (!operation) throw new Error(`no operation in ${source}`);
  return { operation, fragments: fragmentsOf(document) };
}

const aliased = (count: number, field: (i: number) => string) => Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(' ');

describe('selectionDepth: how deep fields nest, fragments expanded', () => {
  it.each([
    ['one field', '{ unread }', 1],
    ['a list and its items', '{ videos { items { id } } }', 3],
    ['the deepest branch counts', '{ unread videos { total items { actor { name } } } }', 4],
    ['a fragment adds its own depth where it is spread', '{ videos { ...V } } fragment V on VideoList { items { actor { id } } }', 4],
    ['an inline fragment adds no level', '{ videos { ... on VideoList { items { id } } } }', 3],
    ['a fragment cycle (refused by validation) does not loop', '{ videos { ...A } } fragment A on VideoList { ...B } fragment B on VideoList { ...A total }', 2],
  ])('%s: %s is %i deep', (_name, source, depth) => {
    const { operation, fragments } = operationOf(source);
    expect(selectionDepth(operation.selectionSet, fragments)).toBe(depth);
  });
});

describe('aliasCount: aliased fields that run, fragments counted where spread', () => {
  it.each([
    ['no alias', '{ videos { total } }', 0],
    ['two aliases', '{ a: videos { total } b: videos { total } }', 2],
    ['aliases below an alias', '{ a: videos { x: total y: total } }', 3],
    ['a fragment with 2 aliases spread inside 3 aliases', '{ a: videos { ...F } b: videos { ...F } c: videos { ...F } } fragment F on VideoList { x: total y: total }', 9],
    ['a fragment spread at the root', 'mutation { ...M } fragment M on Mutation { a: start(n: "1") b: start(n: "2") }', 2],
  ])('%s: %i', (_name, source, count) => {
    const { operation, fragments } = operationOf(source);
    expect(aliasCount(operation.selectionSet, fragments)).toBe(count);
  });

  it('counts 2^30 aliases of fragments spread into each other without walking them one by one', () => {
    // F0 holds one alias; each F(i+1) spreads F(i) twice: a 1 kB document that runs 2^30 aliased fields.
    const levels = Array.from({ length: 30 }, (_, i) => `fragment F${i + 1} on Tree { left { ...F${i} } right { ...F${i} } }`);
    const source = `{ tree { ...F30 } } fragment F0 on Tree { x: leaf } ${levels.join(' ')}`;
    const { operation, fragments } = operationOf(source);
    expect(aliasCount(operation.selectionSet, fragments)).toBe(2 ** 30);
  });
});

describe('fieldCount: field selections that run, fragments counted where spread', () => {
  it.each([
    ['one field', '{ unread }', 1],
    ['a list, its items and their fields', '{ videos { total items { id title } } }', 5],
    ['copies of one field count each (graphql-js compares them pair by pair)', `{ ${'unread '.repeat(300)} }`, 300],
    ['a fragment counts where spread', '{ a: videos { ...F } b: videos { ...F } } fragment F on VideoList { total items { id } }', 2 + 2 * 3],
  ])('%s: %i', (_name, source, count) => {
    const { operation, fragments } = operationOf(source);
    expect(fieldCount(operation.selectionSet, fragments)).toBe(count);
  });
});

describe('queryCost: objects an operation may resolve, from first: sizes', () => {
  it.each([
    ['a root scalar', '{ unread }', {}, 1],
    ['scalars below the root are free', '{ videos(first: 10) { total } }', {}, 1],
    ['first multiplies the lists below', '{ videos(first: 100) { total items { id } } }', {}, 101],
    ['nested objects count per item', '{ videos(first: 10) { items { actor { name } } } }', {}, 21],
    ['the schema default applies without first', '{ channelList { channels { id } } }', {}, 501],
    ['a variable gives first', 'query($n: Int) { videos(first: $n) { items { id } } }', { n: 50 }, 51],
    ['the variable default applies when the variable is missing', 'query($n: Int = 7) { videos(first: $n) { items { id } } }', {}, 8],
    ['a fragment is priced where it is spread', '{ videos(first: 10) { ...V } } fragment V on VideoList { items { actor { id } } }', {}, 21],
    ['an inline fragment as well', '{ videos(first: 10) { ... on VideoList { items { id } } } }', {}, 11],
    ['a root fragment keeps root fields at 1', 'query { ...Q } fragment Q on Query { unread }', {}, 1],
    ['a nonsense first counts as 1', '{ videos(first: -5) { items { id } } }', {}, 2],
    ['398 aliased videos(first: 100) (the attack)', `{ ${aliased(398, () => 'videos(first: 100) { total items { id } }')} }`, {}, 398 * 101],
  ])('%s: %s costs %i', (_name, source, variables, cost) => {
    const { operation, fragments } = operationOf(source);
    expect(queryCost(operation, fragments, schema, variables)).toBe(cost);
  });

  it('prices fragments spread into each other (2^41 objects) without walking them one by one', () => {
    // Each F(i+1) resolves left and right (2 objects) and F(i) below each: C(i+1) = 2 + 2 C(i), C(0) = 0.
    const levels = Array.from({ length: 40 }, (_, i) => `fragment F${i + 1} on Tree { left { ...F${i} } right { ...F${i} } }`);
    const source = `{ tree { ...F40 } } fragment F0 on Tree { leaf } ${levels.join(' ')}`;
    const { operation, fragments } = operationOf(source);
    expect(queryCost(operation, fragments, schema)).toBe(1 + 2 ** 41 - 2);
  });
});

describe('rootFieldCounts: every run of a root field, by name', () => {
  it.each([
    ['one start', 'mutation { start(n: "1") { id } }', { start: 1 }],
    ['aliases each count', `mutation { ${aliased(248, (i) => `start(n: "${i}") { id }`)} }`, { start: 248 }],
    ['a fragment does not hide start (the attack)', 'mutation { ...M } fragment M on Mutation { a: start(n: "1") { id } b: start(n: "2") { id } }', { start: 2 }],
    ['nested fragments and inline fragments too', 'mutation { ... on Mutation { ...M } verify(id: "x") } fragment M on Mutation { ...N } fragment N on Mutation { start(n: "1") { id } }', { start: 1, verify: 1 }],
    ['the same response key merges into one run', 'mutation { start(n: "1") { id } start(n: "1") { id } ...M } fragment M on Mutation { start(n: "1") { id } }', { start: 1 }],
    ['a fragment spread twice runs once', 'mutation { ...M ...M } fragment M on Mutation { a: start(n: "1") { id } }', { start: 1 }],
    ['other fields are counted under their names', 'mutation { x: other y: other start(n: "1") { id } }', { other: 2, start: 1 }],
  ])('%s', (_name, source, counts) => {
    const { operation, fragments } = operationOf(source);
    expect(Object.fromEntries(rootFieldCounts(operation, fragments))).toEqual(counts);
  });

  it('counts only the operation that runs (by operationName)', () => {
    const source = `mutation A { ${aliased(5, (i) => `start(n: "${i}") { id }`)} } mutation B { start(n: "x") { id } }`;
    const { operation, fragments } = operationOf(source, 'B');
    expect(Object.fromEntries(rootFieldCounts(operation, fragments))).toEqual({ start: 1 });
  });
});

describe('breaches: the code, the words and the numbers', () => {
  const limits = DEFAULT_QUERY_LIMITS;
  it.each([
    ['too deep', `{ videos { items { actor { name } } } }`, { ...limits, maxDepth: 3 }, [LIMIT_CODES.depth]],
    ['too many aliases', `{ ${aliased(21, () => 'unread')} }`, limits, [LIMIT_CODES.aliases]],
    ['both', `{ ${aliased(21, () => 'videos { items { actor { name } } }')} }`, { ...limits, maxDepth: 3 }, [LIMIT_CODES.depth, LIMIT_CODES.aliases]],
    ['at the limits is fine', `{ ${aliased(20, () => 'videos { items { actor { name } } }')} }`, { ...limits, maxDepth: 4 }, []],
    ['too many fields', `{ videos { ${'total '.repeat(201)} } }`, limits, [LIMIT_CODES.fields]],
    ['200 fields are fine', `{ videos { ${'total '.repeat(199)} } }`, limits, []],
  ])('%s', (_name, source, custom, codes) => {
    const { operation, fragments } = operationOf(source);
    expect(shapeBreaches(operation, fragments, custom).map((b) => b.code)).toEqual(codes);
  });

  it('names the numbers in the message', () => {
    const { operation, fragments } = operationOf(`{ ${aliased(398, () => 'videos(first: 100) { total items { id } }')} }`);
    expect(shapeBreaches(operation, fragments, limits)[0]).toMatchObject({ code: 'TOO_MANY_ALIASES', limit: 20, actual: 398, message: 'The query has 398 aliased fields; the limit is 20' });
    expect(costBreach(operation, fragments, schema, {}, limits)).toMatchObject({
      code: 'QUERY_TOO_COSTLY', limit: 1000, actual: 40_198,
      message: 'The query may resolve 40,198 objects; the limit is 1,000 (ask for fewer items with first: or split the query)',
    });
  });

  it.each([
    ['the messenger\'s channel list (first: 500) fits', 'query($first: Int) { channelList(first: $first) { total channels { id actorName } } }', { first: 500 }, null],
    ['ten pages of 100 videos fit (1,000 + 10)', `{ ${aliased(10, () => 'videos(first: 99) { items { id } }')} }`, {}, null],
    ['eleven do not', `{ ${aliased(11, () => 'videos(first: 100) { items { id } }')} }`, {}, LIMIT_CODES.cost],
    ['a huge first from a variable does not', 'query($n: Int) { videos(first: $n) { items { id } } }', { n: 1_000_000 }, LIMIT_CODES.cost],
  ])('cost: %s', (_name, source, variables, code) => {
    const { operation, fragments } = operationOf(source);
    expect(costBreach(operation, fragments, schema, variables, limits)?.code ?? null).toBe(code);
  });
});
