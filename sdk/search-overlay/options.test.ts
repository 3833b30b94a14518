import { describe, expect, it } from 'vitest';
import { actor, searchResult, video } from './fixtures';
import { isSearchHotkey } from './hotkey';
import { movedIndex, searchKeyIntent, searchOptions } from './options';
import { INITIAL_SEARCH_STATE, type SearchOverlayState } from './state';

const state = (patch: Partial<SearchOverlayState>): SearchOverlayState => ({ ...INITIAL_SEARCH_STATE, open: true, ...patch });
const keys = (s: SearchOverlayState) => searchOptions(s).map((option) => option.key);

describe('the options the arrows move through (issue 15 §5 "keyboard-first"), in screen order across groups', () => {
  it.each<[string, Partial<SearchOverlayState>, string[]]>([
    ['nothing typed: the last searches', { lastSearches: ['mia', 'anna'] }, ['l0', 'l1']],
    ['typed: no last searches, the proposals', { pattern: 'an', lastSearches: ['mia'], proposals: ['anna', 'andrea'] }, ['p0', 'p1']],
    [
      'results: proposals, actors, their show-all, videos, their show-all',
      { pattern: 'anna', status: 'ready', proposals: ['anna'], result: searchResult('anna', { actors: [actor(1, 'Anna', true), actor(2, 'Annabel')], videos: [video(9, 'Anna at the sea')] }) },
      ['p0', 'a1', 'a2', 's-actors', 'v9', 's-videos'],
    ],
    // spec 001: mediathek and blog are result groups; the overlay shows them only when they found something.
    ['mediathek and blog only with a count', { pattern: 'tv', status: 'ready', result: searchResult('tvx', { mediathek: 2 }) }, ['s-mediathek']],
    ['an empty group has no show-all', { pattern: 'zzz', status: 'empty', result: searchResult('zzz') }, []],
  ])('%s', (_name, patch, expected) => {
    expect(keys(state(patch))).toEqual(expected);
  });

  it('an actor option carries her online state and profile link', () => {
    const [option] = searchOptions(state({ pattern: 'anna', result: searchResult('anna', { actors: [actor(1, 'Anna', true)] }) }));
    expect(option).toEqual({ kind: 'actor', key: 'a1', href: '/en/anna/', label: 'Anna', online: true });
  });
});

describe('arrow movement wraps through the input', () => {
  it.each<[number, 1 | -1, number, number, string]>([
    [-1, 1, 3, 0, 'down from the input: the first option'],
    [0, 1, 3, 1, 'down: the next'],
    [2, 1, 3, -1, 'down from the last: back to the input'],
    [-1, -1, 3, 2, 'up from the input: the last option'],
    [0, -1, 3, -1, 'up from the first: the input'],
    [-1, 1, 0, -1, 'no options: stays on the input'],
  ])('from %i by %i of %i -> %i (%s)', (current, delta, count, expected) => {
    expect(movedIndex(current, delta, count)).toBe(expected);
  });
});

describe('keys', () => {
  it.each([
    ['ArrowDown', 'next'],
    ['ArrowUp', 'previous'],
    ['Enter', 'choose'],
    ['Escape', 'escape'],
    ['a', null],
  ] as const)('%s -> %s', (key, intent) => {
    expect(searchKeyIntent(key)).toBe(intent);
  });


  it.each<[string, { key: string; ctrlKey?: boolean }, { tagName?: string; isContentEditable?: boolean } | null, boolean]>([
    ['"/" on the page opens the search', { key: '/' }, { tagName: 'BODY' }, true],
    ['"/" on a link opens it', { key: '/' }, { tagName: 'A' }, true],
    ['"/" while typing in an input is a character', { key: '/' }, { tagName: 'INPUT' }, false],
    ['in a textarea too', { key: '/' }, { tagName: 'TEXTAREA' }, false],
    ['in an editable element too', { key: '/' }, { tagName: 'DIV', isContentEditable: true }, false],
    ['Ctrl+/ is someone else\'s shortcut', { key: '/', ctrlKey: true }, { tagName: 'BODY' }, false],
    ['another key does nothing', { key: 's' }, { tagName: 'BODY' }, false],
  ])('%s', (_name, event, target, expected) => {
    expect(isSearchHotkey(event, target)).toBe(expected);
  });
});
