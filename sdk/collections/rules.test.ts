import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, isCategorySlug } from '../video-lists/categories';
import {
  COLLECTION_THEMES, collectionMembers, MAX_COLLECTION_MEMBERS, resolveCurrentCollection, visibleMembers, type CollectionCandidate, type CollectionTheme,
} from './rules';

const performer = (over: Partial<CollectionCandidate> & { id: number }): CollectionCandidate => ({
  isNew: false, age: 25, languages: ['de'], features: [], rank: over.id, ...over,
});

// spec 001 §3 "Collection: id, name, slug, label, imageId, imageUrl, modelCount, footerText, teaserText, linkVX, models".
describe('collection themes pick their members', () => {
  const catalog = [
    performer({ id: 1, isNew: true, rank: 5 }),
    performer({ id: 2, features: ['toyControl', 'hd'] }),
    performer({ id: 3, features: ['hd', 'livePreview'], rank: 30 }),
    performer({ id: 4, languages: ['de', 'en', 'es'], age: 36, rank: 25 }),
    performer({ id: 5, age: 35, features: ['livePreview'], rank: 40 }),
  ];
  it.each<[CollectionTheme, number[]]>([
    ['newcomers', [1]],
    ['toyControl', [2]],
    ['hdLivePreview', [3]],
    ['multilingual', [4]],
    ['grownUp', [4]],
    ['topRanked', [2, 1]],
  ])('%s -> %j (best ranked first)', (theme, ids) => {
    expect(collectionMembers(theme, catalog)).toEqual(ids);
  });

  it('keeps at most MAX_COLLECTION_MEMBERS, the best ranked', () => {
    const many = Array.from({ length: 100 }, (_, i) => performer({ id: i + 1, isNew: true, rank: 100 - i }));
    const members = collectionMembers('newcomers', many);
    expect(members).toHaveLength(MAX_COLLECTION_MEMBERS);
    expect(members[0]).toBe(100);
  });
});

describe('visible members (spec 000 §6 country bans)', () => {
  const bans = new Map<number, readonly string[]>([[2, ['DE']], [3, ['ES', 'DE']]]);
  it.each<[string, number[]]>([
    ['DE', [1, 4]],
    ['ES', [1, 2, 4]],
    ['NL', [1, 2, 3, 4]],
  ])('a guest from %s sees %j, in the collection order', (country, ids) => {
    expect(visibleMembers([1, 2, 3, 4], bans, country)).toEqual(ids);
  });
});

describe('currentCollection names a category or a collection', () => {
  const known = { isCategory: isCategorySlug, isCollection: (slug: string) => slug === 'toy-control' || slug === 'blonde' };
  it.each<[string | null | undefined, ReturnType<typeof resolveCurrentCollection>]>([
    [null, null],
    [undefined, null],
    ['toy-control', { kind: 'collection', slug: 'toy-control' }],
    // A category wins over a collection of the same slug: category links keep working.
    ['blonde', { kind: 'category', slug: 'blonde' }],
    ['nope', undefined],
  ])('%s -> %j', (slug, expected) => {
    expect(resolveCurrentCollection(slug, known)).toEqual(expected);
  });

  it('no curated collection shares a slug with a category, and slugs are unique', () => {
    const slugs = COLLECTION_THEMES.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => (CATEGORY_SLUGS as readonly string[]).includes(slug))).toEqual([]);
  });
});
