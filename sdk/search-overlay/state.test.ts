import { describe, expect, it } from 'vitest';
import { actor, searchResult } from './fixtures';
import { INITIAL_SEARCH_STATE, searchKindOf, searchOverlayReducer, type SearchOverlayAction, type SearchOverlayState } from './state';

const run = (actions: SearchOverlayAction[], from: SearchOverlayState = INITIAL_SEARCH_STATE) => actions.reduce(searchOverlayReducer, from);

describe('search pattern length (spec 000 §5 "Search pattern minimum length is 3"; 001 "a shorter pattern triggers no per-type search")', () => {
  it.each([
    ['', 'none'],
    ['   ', 'none'],
    ['a', 'proposals'],
    ['an', 'proposals'],
    [' an ', 'proposals'],
    ['ann', 'search'],
    ['  ann  ', 'search'],
  ] as const)('%j asks for %s', (pattern, kind) => {
    expect(searchKindOf(pattern)).toBe(kind);
  });
});

describe('search overlay reducer', () => {
  const answer = searchResult('anna', { actors: [actor(1, 'Anna', true)], proposals: ['anna'] });
  const cases: Array<[string, SearchOverlayAction[], Partial<SearchOverlayState>]> = [
    ['opening with nothing typed is idle', [{ type: 'open', pattern: '' }], { open: true, status: 'idle', requestId: 1 }],
    ['two characters ask for proposals only', [{ type: 'open', pattern: '' }, { type: 'input', pattern: 'an' }], { status: 'short', result: null }],
    ['three characters search', [{ type: 'open', pattern: '' }, { type: 'input', pattern: 'ann' }], { status: 'loading', requestId: 2 }],
    ['the newest answer is applied', [{ type: 'open', pattern: 'anna' }, { type: 'answer', requestId: 1, result: answer }], { status: 'ready', result: answer, proposals: ['anna'] }],
    // spec 001 §5: "only the newest request's response is applied".
    ['an older answer is dropped', [{ type: 'open', pattern: 'ann' }, { type: 'input', pattern: 'anna' }, { type: 'answer', requestId: 1, result: answer }], { status: 'loading', result: null, requestId: 2 }],
    ['an older failure is dropped', [{ type: 'open', pattern: 'ann' }, { type: 'input', pattern: 'anna' }, { type: 'failed', requestId: 1 }], { status: 'loading' }],
    ['the newest failure is an error state', [{ type: 'open', pattern: 'anna' }, { type: 'failed', requestId: 1 }], { status: 'error', result: null }],
    ['nothing found is the empty state', [{ type: 'open', pattern: 'zzz' }, { type: 'answer', requestId: 1, result: searchResult('zzz') }], { status: 'empty' }],
    ['a short pattern takes only the proposals of its answer', [{ type: 'open', pattern: 'an' }, { type: 'answer', requestId: 1, result: { ...answer, proposals: ['anna', 'andrea'] } }], { status: 'short', result: null, proposals: ['anna', 'andrea'] }],
    ['clearing the input drops results and proposals', [{ type: 'open', pattern: 'anna' }, { type: 'answer', requestId: 1, result: answer }, { type: 'input', pattern: '' }], { status: 'idle', result: null, proposals: [] }],
    ['typing resets the arrow position', [{ type: 'open', pattern: 'anna' }, { type: 'activate', index: 2 }, { type: 'input', pattern: 'annab' }], { activeIndex: -1 }],
    ['closing keeps the last searches only', [{ type: 'open', pattern: 'anna' }, { type: 'lastSearches', items: ['mia'] }, { type: 'close' }], { open: false, pattern: '', status: 'idle', lastSearches: ['mia'], requestId: 2 }],
    ['an answer arriving after closing is dropped', [{ type: 'open', pattern: 'anna' }, { type: 'close' }, { type: 'answer', requestId: 1, result: answer }], { result: null, status: 'idle' }],
  ];
  it.each(cases)('%s', (_name, actions, expected) => {
    expect(run(actions)).toMatchObject(expected);
  });

  it('the same pattern again changes nothing (no new request)', () => {
    const state = run([{ type: 'open', pattern: 'anna' }]);
    expect(searchOverlayReducer(state, { type: 'input', pattern: 'anna' })).toBe(state);
  });
});
