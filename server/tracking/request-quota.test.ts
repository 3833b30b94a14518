/** issue 11 A11 "at most M tracking events per request": counting trackApplication the way graphql-js runs it. */
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { fragmentsOf, rootFieldCounts } from '../graphql/limits';
import { describe, expect, it } from 'vitest';
import { TRACKING_FIELD } from './request-quota';

const T = 'trackApplication(event: $e)';

function count(source: string): number {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return rootFieldCounts(operation, fragmentsOf(document)).get(TRACKING_FIELD) ?? 0;
}

describe('rootFieldCounts (the rule\'s count) counts the trackApplication fields that would run', () => {
  it.each([
    ['one field', `mutation { ${T} }`, 1],
    ['aliases run once each', `mutation { a: ${T} b: ${T} c: ${T} }`, 3],
    ['the same alias twice runs once (merged by response key)', `mutation { a: ${T} a: ${T} }`, 1],
    ['other fields are not counted', `mutation { a: ${T} other: someField }`, 1],
    ['inline fragments', `mutation { a: ${T} ... on Mutation { b: ${T} ... { c: ${T} } } }`, 3],
    ['named fragments, nested', `mutation { ...one } fragment one on Mutation { a: ${T} ...two } fragment two on Mutation { b: ${T} }`, 2],
    ['a fragment spread twice is expanded once', `mutation { ...one ...one } fragment one on Mutation { a: ${T} b: ${T} }`, 2],
    ['a cycle (refused by validation anyway) ends', `mutation { ...one } fragment one on Mutation { a: ${T} ...two } fragment two on Mutation { b: ${T} ...one }`, 2],
    ['an unknown fragment adds nothing', `mutation { ...missing a: ${T} }`, 1],
    ['a nested field of that name is not a root field', `mutation { wrapper { a: ${T} } }`, 0],
  ])('%s', (_name, source, expected) => {
    expect(count(source)).toBe(expected);
  });
});
