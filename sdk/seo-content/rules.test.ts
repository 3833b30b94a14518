// Issue 15 §8 "SEO content per tag group"; spec 001 "GET seo/getActorSeoContent/{actorId}/{tagGroup}" and the
// profile sub-page "videos/tag/{tagGroup}": which group a tag is in, which addresses name a tag, how facts are told.
import { describe, expect, it } from 'vitest';
import { parseTagParam, relatedTags, runningTime, TAG_GROUP_IDS, TAG_GROUPS, tagGroupOf, tagPageIndexable } from './rules';

describe('tagGroupOf', () => {
  it.each([
    ['dance', 'moves'],
    ['YOGA', 'moves'],
    [' cooking ', 'lifestyle'],
    ['sunset', 'outdoors'],
    ['candlelight', 'moods'],
    ['lingerie', 'dressUp'],
    ['knitting', 'other'],
    ['', 'other'],
  ] as const)('%j is in %s', (tag, group) => {
    expect(tagGroupOf(tag)).toBe(group);
  });

  it('puts every listed tag in exactly one group, and every group but other has a list', () => {
    const all = Object.values(TAG_GROUPS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(TAG_GROUPS).sort()).toEqual(TAG_GROUP_IDS.filter((id) => id !== 'other').sort());
  });
});

describe('parseTagParam', () => {
  it.each([
    ['dance', 'dance'],
    ['Dance', 'dance'],
    [' poolside ', 'poolside'],
    ['role-play', 'role-play'],
    ['late night', 'late night'],
    ['señorita', 'señorita'],
    ['a'.repeat(40), 'a'.repeat(40)],
  ])('%j names the tag %j', (value, tag) => {
    expect(parseTagParam(value)).toBe(tag);
  });

  it.each(['', '   ', 'a'.repeat(41), '-dance', 'dance-', "o'neil", '<b>', 'a/b', 'x%20y'])('%j names no tag', (value) => {
    expect(parseTagParam(value)).toBeNull();
  });
});

describe('relatedTags', () => {
  it('names the tags used together most, ties by name, without the tag itself or zero counts, at most the number shown', () => {
    const counts = [
      { tag: 'beach', count: 3 }, { tag: 'dance', count: 9 }, { tag: 'asmr', count: 3 }, { tag: 'music', count: 5 },
      { tag: 'night', count: 0 }, { tag: 'yoga', count: 1 }, { tag: 'bad/tag', count: 20 },
    ];
    expect(relatedTags(counts, 'Dance', 3)).toEqual([{ tag: 'music', count: 5 }, { tag: 'asmr', count: 3 }, { tag: 'beach', count: 3 }]);
    expect(relatedTags([], 'dance')).toEqual([]);
  });
});

describe('runningTime', () => {
  it.each([
    [0, 'minutes', 1],
    [59, 'minutes', 1],
    [600, 'minutes', 10],
    [119 * 60 + 59, 'minutes', 119],
    [120 * 60, 'hours', 2],
    [5 * 3600 + 3599, 'hours', 5],
  ] as const)('%i seconds are told as %s: %i', (seconds, unit, count) => {
    expect(runningTime(seconds)).toEqual({ unit, count });
  });
});

describe('tagPageIndexable', () => {
  it('indexes a tag page with videos, keeps an empty one out', () => {
    expect(tagPageIndexable(1)).toBe(true);
    expect(tagPageIndexable(0)).toBe(false);
  });
});

describe('the wire schema', () => {
  it('names the same groups as the rules', async () => {
    const { TagSeoContentSchema } = await import('../api/schemas/seo-content');
    const literals = (TagSeoContentSchema.properties.tagGroup as unknown as { anyOf: { const: string }[] }).anyOf.map((entry) => entry.const);
    expect(literals).toEqual([...TAG_GROUP_IDS]);
  });
});
