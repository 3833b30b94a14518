import { describe, expect, it } from 'vitest';
import { matchingTags, tagSearchFromAddress } from './tag-search';

// Issue 15 item 6: "tags (search, most popular)".
describe('tag search', () => {
  const tags = [{ tag: 'dance', count: 9 }, { tag: 'sunset', count: 5 }, { tag: 'music', count: 2 }];
  it.each([['', ['dance', 'sunset', 'music']], ['  ', ['dance', 'sunset', 'music']], ['s', ['sunset', 'music']], ['SUN', ['sunset']], ['yoga', []]] as const)(
    'search %j keeps %j in their order', (query, expected) => expect(matchingTags(tags, query).map((t) => t.tag)).toEqual(expected),
  );
  it('reads the address trimmed, lower-cased and short', () => {
    expect(tagSearchFromAddress(' Dance ')).toBe('dance');
    expect(tagSearchFromAddress(null)).toBe('');
    expect(tagSearchFromAddress('x'.repeat(99))).toHaveLength(40);
  });
});
