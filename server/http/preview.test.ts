// issue 11 A9: an error message echoes what came, bounded: "never throw on deep/huge/cyclic values".
import { describe, expect, it } from 'vitest';
import { bounded, preview } from './preview';

const deep = (depth: number) => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const cyclic = () => {
  const node: Record<string, unknown> = { a: 1 };
  node.self = node;
  return node;
};

describe('preview', () => {
  it.each<[string, unknown, string]>([
    ['nothing for undefined', undefined, 'nothing'],
    ['a number', 0, '0'],
    ['true', true, 'true'],
    ['null', null, 'null'],
    ['a string, quoted', ' 7 ', '" 7 "'],
    ['a small array as JSON', [5], '[5]'],
    ['a small object as JSON', { a: 1, b: 'x' }, '{"a":1,"b":"x"}'],
    ['nesting past three levels as […]', [[[[[1]]]]], '[[[[…]]]]'],
    ['a cycle, cut by the depth', cyclic(), '{"a":1,"self":{"a":1,"self":{"a":1,"self":{…}}}}'],
  ])('renders %s', (_, value, expected) => {
    expect(preview(value)).toBe(expected);
  });

  it.each<[string, () => unknown]>([
    ['an array nested 10,000 deep', () => deep(10_000)],
    ['an array nested 1,000,000 deep', () => deep(1_000_000)],
    ['a 1 MB string', () => 'x'.repeat(1_000_000)],
    ['an array of 1,000,000 items', () => Array.from({ length: 1_000_000 }, (_, i) => i)],
    ['an object of 100,000 keys', () => Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]))],
    ['a key of 100,000 characters', () => ({ ['k'.repeat(100_000)]: 1 })],
    ['a cycle', cyclic],
    ['a throwing getter', () => ({ get boom() { throw new Error('no'); } })],
  ])('never throws and stays within 80 characters for %s', (_, make) => {
    const text = preview(make());
    expect(text.length).toBeLessThanOrEqual(80);
    expect(text.length).toBeGreaterThan(0);
  });
});

describe('bounded', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(bounded('body.x', 10)).toBe('body.x');
    expect(bounded('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
