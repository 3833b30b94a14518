import { describe, expect, it } from 'vitest';
import { differsOnlyInSearchParam, readSearchParam, withSearchParam } from './url';

const at = (href: string) => new URL(href, 'http://site.test');

describe('the search state in the address (issue 15 §5 "the state in the URL so Back and Forward restore it")', () => {
  it.each([
    ['', null],
    ['?search=', ''],
    ['?search=anna', 'anna'],
    ['?page=2&search=anna%20b', 'anna b'],
    ['?search=a%26b', 'a&b'],
  ])('%j reads as %j', (search, expected) => {
    expect(readSearchParam(search)).toBe(expected);
  });

  it.each([
    ['/en/', 'anna', '/en/?search=anna'],
    ['/en/?page=2#top', 'anna b', '/en/?page=2&search=anna+b#top'],
    ['/en/?search=old&page=2', 'new', '/en/?search=new&page=2'],
    ['/en/?search=old&page=2', null, '/en/?page=2'],
    ['/en/?search=old', null, '/en/'],
    ['/en/', '', '/en/?search='],
  ] as const)('%s with %j is %s', (href, pattern, expected) => {
    expect(withSearchParam(at(href), pattern)).toBe(expected);
  });

  it('round trips any pattern', () => {
    for (const pattern of ['anna', 'a&b=c', 'Ñandú ü', '#1 /x']) expect(readSearchParam(at(withSearchParam(at('/en/'), pattern)).search)).toBe(pattern);
  });

  it.each([
    ['', '?search=', true, 'opening'],
    ['?search=ann', '?search=anna', true, 'typing'],
    ['?page=2&search=anna', '?page=2', true, 'closing keeps the page'],
    ['?page=2', '?page=3&search=', false, 'the page changed too'],
    ['?search=anna', '?search=anna', false, 'nothing changed'],
    ['?a=1&b=2', '?a=1&search=x&b=2', true, 'wherever ?search= stands'],
  ])('%j -> %j: only the search changed is %s (%s)', (before, after, expected) => {
    expect(differsOnlyInSearchParam(before, after)).toBe(expected);
  });
});
