import { describe, expect, it } from 'vitest';
import { JUMBOTRON_MAX_ITEMS, JUMBOTRON_SOURCES, pickJumbotron } from './rules';

const v = (id: number, actor: number, classic = false) => ({ id, classic, actor: { id: actor } });
const ids = (list: { id: number }[]) => list.map((video) => video.id);

describe('pickJumbotron (spec 001 §2 "video jumbotron (homepage and video station types)")', () => {
  it.each([
    ['keeps the list order', [[v(1, 1), v(2, 2), v(3, 3)]], 5, [1, 2, 3]],
    ['one video per performer', [[v(1, 1), v(2, 1), v(3, 2)]], 5, [1, 3]],
    ['no classic (spec 001 §9 "default filters exclude bought and classic")', [[v(1, 1, true), v(2, 2)]], 5, [2]],
    ['fills from the fallback list, each video once', [[v(1, 1)], [v(1, 1), v(4, 4), v(5, 5)]], 5, [1, 4, 5]],
    ['at most max', [[v(1, 1), v(2, 2), v(3, 3)]], 2, [1, 2]],
    ['nothing to show', [[], []], 5, []],
  ] as const)('%s', (_label, lists, max, expected) => {
    expect(ids(pickJumbotron(lists as unknown as { id: number; classic: boolean; actor: { id: number } }[][], max))).toEqual(expected);
  });

  it('five slides by default; every type falls back to the newest', () => {
    expect(JUMBOTRON_MAX_ITEMS).toBe(5);
    expect(pickJumbotron([Array.from({ length: 9 }, (_, i) => v(i + 1, i + 1))])).toHaveLength(5);
    for (const sources of Object.values(JUMBOTRON_SOURCES)) expect(sources.at(-1)).toBe('newest');
  });
});
