/** The global search's pure rules (issue 15 items 1 and 4) as table tests. */
import { describe, expect, it } from 'vitest';
import {
  compareByRelevance,
  exactMatchTier,
  isSearchablePattern,
  matchTier,
  normalizePattern,
  pickProposals,
  queryWords,
  rememberSearch,
  shouldStoreSearch,
  sortHits,
  trigramSimilarity,
  type SearchHit,
} from './rules';

describe('isSearchablePattern: spec 000 §5 "Search pattern minimum length is 3"', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    [' a b ', true], // "a b": three characters after trimming
    ['äöü', true],
    ['😀😀', false], // counted in characters, not UTF-16 units
  ])('%j -> %s', (pattern, searchable) => expect(isSearchablePattern(pattern)).toBe(searchable));
});

describe('normalizePattern and queryWords', () => {
  it.each([
    ['  Anna   Lee ', 'Anna Lee', ['anna', 'lee']],
    ['Mia-Sophie', 'Mia-Sophie', ['mia', 'sophie']],
    ['al bo', 'al bo', []], // words under 3 characters cannot be looked up
  ])('%j', (raw, normalized, words) => {
    expect(normalizePattern(raw)).toBe(normalized);
    expect(queryWords(raw)).toEqual(words);
  });
});

describe('trigramSimilarity (pg_trgm similarity)', () => {
  it.each([
    ['anna', 'anna', 1],
    ['zephyrina', 'zefyrina', 6 / 13], // 6 shared of 13 trigrams
    ['abc', 'xyz', 0],
  ])('%s ~ %s = %s', (a, b, expected) => expect(trigramSimilarity(a, b)).toBeCloseTo(expected, 2));
});

describe('matchTier: name/title before keywords before description, exact before typo', () => {
  const doc = { title: 'Sunny Zephyrina', keywords: 'blonde outdoor', body: 'loves quixotic evenings' };
  it.each([
    ['sunny zephyrina', 'exactTitle'],
    ['zephyrina', 'title'],
    ['zeph', 'title'],
    ['blonde', 'keywords'],
    ['zephyrina outdoor', 'keywords'],
    ['quixotic', 'description'],
    ['zefyrina', 'typoTitle'],
    ['blonnde', 'typoKeywords'],
    ['volcano', null],
  ] as const)('%j -> %s', (pattern, tier) => expect(matchTier(pattern, doc)).toBe(tier));
});

describe('exactMatchTier: a document the index found, ranked without reading its description', () => {
  const doc = { title: 'Sunny Zephyrina', keywords: 'blonde outdoor' };
  it.each([
    ['sunny zephyrina', 'exactTitle'],
    ['zephyrina', 'title'],
    ['blonde zephyrina', 'keywords'],
    ['quixotic', 'description'], // found by the index, so in the description
    ['zefyrina', 'description'], // never a typo tier: the index found every word
  ] as const)('%j -> %s', (pattern, tier) => expect(exactMatchTier(pattern, doc)).toBe(tier));
});

const hit = (id: number, tier: SearchHit['tier'], online: boolean, position: number, title = `t${id}`, date = '2026-01-01'): SearchHit => ({ id, tier, online, position, title, date });

describe('compareByRelevance and sortHits', () => {
  it('better tier first, online first among equal tiers, then list order, then id', () => {
    const hits = [hit(1, 'description', true, 1), hit(2, 'title', false, 9), hit(3, 'title', true, 9), hit(4, 'title', true, 2), hit(5, 'typoTitle', true, 0), hit(6, 'title', true, 2)];
    expect([...hits].sort(compareByRelevance).map((h) => h.id)).toEqual([4, 6, 3, 2, 1, 5]);
  });
  it.each([
    ['name', undefined, [2, 1, 3]],
    ['name', 'desc', [3, 1, 2]],
    ['newest', undefined, [3, 2, 1]],
    ['newest', 'asc', [1, 2, 3]],
    ['relevance', 'asc', [1, 2, 3]], // relevance ignores the order
  ] as const)('sort %s order %s', (sort, order, ids) => {
    const hits = [hit(1, 'exactTitle', false, 0, 'Bea', '2024-01-01'), hit(2, 'title', false, 0, 'anna', '2025-01-01'), hit(3, 'keywords', false, 0, 'Cleo', '2026-01-01')];
    expect(sortHits(hits, sort, order).map((h) => h.id)).toEqual(ids);
  });
});

describe('pickProposals: up to 5 completions, prefixes first, shorter first, never the pattern itself', () => {
  it.each([
    ['ann', ['Joanna', 'Anna', 'Annabelle', 'anna', 'ann', 'Hannah'], ['Anna', 'Annabelle', 'Hannah', 'Joanna']],
    ['li', ['Lia', 'Lila', 'Lily', 'Lina', 'Lisa', 'Livia', 'Amelie'], ['Lia', 'Lila', 'Lily', 'Lina', 'Lisa']],
    ['', ['Anna'], []],
    ['zzz', ['Anna'], []],
  ])('%j', (pattern, candidates, proposals) => expect(pickProposals(pattern, candidates)).toEqual(proposals));
});

describe('last searches: spec 001 §9 "Last search requests kept: 3", 000 §5 functional consent', () => {
  it.each([
    ['anna', true, true],
    ['anna', false, false],
    ['an', true, false], // "A last-search request shorter than 3 characters is not stored."
  ])('shouldStoreSearch(%j, functional %s) -> %s', (pattern, functional, store) => expect(shouldStoreSearch(pattern, functional)).toBe(store));
  it.each([
    [[], 'anna', ['anna']],
    [['c', 'b', 'a'], 'd', ['d', 'c', 'b']],
    [['c', 'Anna', 'a'], 'anna', ['anna', 'c', 'a']],
    [['c', 'b'], '  new   one ', ['new one', 'c', 'b']],
  ] as const)('%j + %j -> %j', (previous, pattern, kept) => expect(rememberSearch(previous, pattern)).toEqual(kept));
});
