/**
 * The search overlay's state and its one reducer (issue 15 §5). Pure: the controller feeds it
 * actions; the widget and a partner's own UI only read it.
 */
import { MIN_SEARCH_PATTERN_LENGTH, type GlobalSearchResult } from './wire';

/**
 * idle: nothing typed (last searches show); short: under 3 characters (proposals only, spec 000 §5
 * "Search pattern minimum length is 3"); loading / ready / empty / error: a search's states.
 */
export type SearchStatus = 'idle' | 'short' | 'loading' | 'ready' | 'empty' | 'error';

export interface SearchOverlayState {
  open: boolean;
  /** What the guest typed, untrimmed (the input shows it). */
  pattern: string;
  status: SearchStatus;
  /** The newest request's number (spec 001 §5 "only the newest request's response is applied"). */
  requestId: number;
  /** The newest applied answer of a search of 3 or more characters; null otherwise. */
  result: GlobalSearchResult | null;
  proposals: string[];
  lastSearches: string[];
  /** Index into searchOptions(state) of the option the arrows moved to; -1: the input itself. */
  activeIndex: number;
}

export type SearchOverlayAction =
  | { type: 'open'; pattern: string }
  | { type: 'close' }
  | { type: 'input'; pattern: string }
  | { type: 'answer'; requestId: number; result: GlobalSearchResult }
  | { type: 'failed'; requestId: number }
  | { type: 'lastSearches'; items: string[] }
  | { type: 'activate'; index: number };

export const INITIAL_SEARCH_STATE: SearchOverlayState = { open: false, pattern: '', status: 'idle', requestId: 0, result: null, proposals: [], lastSearches: [], activeIndex: -1 };

/** What a pattern asks the server for: nothing (empty), proposals only (under 3), or a search. */
export function searchKindOf(pattern: string): 'none' | 'proposals' | 'search' {
  const trimmed = pattern.trim();
  if (trimmed.length === 0) return 'none';
  return trimmed.length < MIN_SEARCH_PATTERN_LENGTH ? 'proposals' : 'search';
}

function typed(state: SearchOverlayState, pattern: string): SearchOverlayState {
  const kind = searchKindOf(pattern);
  // Every change outdates the answers under way, whether a new request follows or not.
  const requestId = state.requestId + 1;
  const base = { ...state, pattern, requestId, activeIndex: -1 };
  if (kind === 'none') return { ...base, status: 'idle', result: null, proposals: [] };
  if (kind === 'proposals') return { ...base, status: 'short', result: null };
  // The former results stay visible (marked busy) until the new ones arrive: no flicker while typing.
  return { ...base, status: 'loading' };
}

export function searchOverlayReducer(state: SearchOverlayState, action: SearchOverlayAction): SearchOverlayState {
  switch (action.type) {
    case 'open':
      return typed({ ...state, open: true }, action.pattern);
    case 'close':
      return { ...INITIAL_SEARCH_STATE, requestId: state.requestId + 1, lastSearches: state.lastSearches };
    case 'input':
      return state.pattern === action.pattern ? state : typed(state, action.pattern);
    case 'answer': {
      if (action.requestId !== state.requestId) return state;
      const proposals = action.result.proposals;
      if (searchKindOf(state.pattern) !== 'search') return { ...state, proposals };
      const { actors, videos, mediathek, blog } = action.result;
      const found = actors.count + videos.count + mediathek.count + blog.count > 0;
      return { ...state, proposals, result: action.result, status: found ? 'ready' : 'empty', activeIndex: -1 };
    }
    case 'failed':
      if (action.requestId !== state.requestId) return state;
      return searchKindOf(state.pattern) === 'search' ? { ...state, status: 'error', result: null } : state;
    case 'lastSearches':
      return { ...state, lastSearches: action.items };
    case 'activate':
      return { ...state, activeIndex: action.index };
  }
}
