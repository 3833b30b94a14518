/**
 * The headless search overlay (issue 15 §5; an InstantSearch-style connector): results as the
 * guest types, after a short pause; only the newest request's answer is applied; arrows move
 * through the options, Enter chooses, Escape closes (the element's business). <velvet-search-overlay> is one UI
 * over it; a partner may render their own. The address is the element's business (url.ts).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { systemClock, type Clock } from '../clock';
import { movedIndex, searchOptions, type SearchOption } from './options';
import { INITIAL_SEARCH_STATE, searchKindOf, searchOverlayReducer, type SearchOverlayAction, type SearchOverlayState } from './state';
import type { GlobalSearchResult } from './wire';

/** The pause after the last keystroke before a request goes out. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface SearchOverlayControllerOptions {
  search(pattern: string, signal: AbortSignal): Promise<GlobalSearchResult>;
  /** Absent without functional consent (spec 000 §5 "The search history item is in the functional category"). */
  lastSearches?: (() => Promise<string[]>) | undefined;
  /** Deletes the kept searches; absent without functional consent, like lastSearches. */
  clearLastSearches?: (() => Promise<void>) | undefined;
  clock?: Clock;
  debounceMs?: number;
}

/** What the UI does after Enter or a click: go to a page, or nothing more (a proposal became the pattern). */
export type SearchChoice = { type: 'navigate'; href: string } | { type: 'pattern'; pattern: string } | null;

export interface SearchOverlayController {
  readonly $state: ReadableAtom<SearchOverlayState>;
  open(pattern?: string): void;
  close(): void;
  setPattern(pattern: string): void;
  /** The arrow keys: the next or previous option, through the input (-1) at the ends. */
  move(delta: 1 | -1): void;
  /** The options in screen order (searchOptions of the state). */
  options(): SearchOption[];
  /** Enter (no option: the active one) or a click (that option). */
  choose(option?: SearchOption | null): SearchChoice;
  /** Sends the current pattern's request again (the error state's "Try again"). */
  retry(): void;
  /** Deletes the guest's kept searches; the list empties once the server has done it (false: it failed, the list stays). */
  clearLastSearches(): Promise<boolean>;
  stop(): void;
}

export function createSearchOverlayController(options: SearchOverlayControllerOptions): SearchOverlayController {
  const clock = options.clock ?? systemClock;
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const $state = atom<SearchOverlayState>(INITIAL_SEARCH_STATE);
  const dispatch = (action: SearchOverlayAction) => $state.set(searchOverlayReducer($state.get(), action));
  let timer: unknown = null;
  let inFlight: AbortController | null = null;

  function cancel(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  }

  function send(): void {
    timer = null;
    const { pattern, requestId } = $state.get();
    if (searchKindOf(pattern) === 'none') return;
    const controller = new AbortController();
    inFlight = controller;
    options.search(pattern.trim(), controller.signal).then(
      (result) => dispatch({ type: 'answer', requestId, result }),
      () => {
        // An aborted request was replaced by a newer one: its failure is no news.
        if (!controller.signal.aborted) dispatch({ type: 'failed', requestId });
      },
    );
  }

  function schedule(delay: number): void {
    cancel();
    if (searchKindOf($state.get().pattern) === 'none') return;
    if (delay <= 0) send();
    else timer = clock.setTimeout(send, delay);
  }

  function loadLastSearches(): void {
    const load = options.lastSearches;
    if (!load) return void dispatch({ type: 'lastSearches', items: [] });
    load().then(
      (items) => $state.get().open && dispatch({ type: 'lastSearches', items }),
      () => undefined,
    );
  }

  const controller: SearchOverlayController = {
    $state,
    async clearLastSearches() {
      if (!options.clearLastSearches) return false;
      try {
        await options.clearLastSearches();
      } catch {
        return false;
      }
      dispatch({ type: 'lastSearches', items: [] });
      return true;
    },
    open(pattern = '') {
      const wasOpen = $state.get().open;
      dispatch(wasOpen ? { type: 'input', pattern } : { type: 'open', pattern });
      if (!wasOpen) loadLastSearches();
      // A pattern from the address (Back, a reload) searches at once: nobody is typing.
      schedule(0);
    },
    close() {
      cancel();
      dispatch({ type: 'close' });
    },
    setPattern(pattern) {
      const before = $state.get();
      dispatch({ type: 'input', pattern });
      if ($state.get() !== before) schedule(debounceMs);
    },
    move(delta) {
      const state = $state.get();
      dispatch({ type: 'activate', index: movedIndex(state.activeIndex, delta, searchOptions(state).length) });
    },
    options: () => searchOptions($state.get()),
    choose(option) {
      const state = $state.get();
      const chosen = option === undefined ? (searchOptions(state)[state.activeIndex] ?? null) : option;
      if (!chosen) {
        // Enter on the input: the first group with a result page (all the actors found, else the videos ...).
        const first = state.result && [state.result.actors, state.result.videos, state.result.mediathek, state.result.blog].find((group) => group.count > 0 && group.link);
        if (first?.link && searchKindOf(state.pattern) === 'search') return { type: 'navigate', href: first.link };
        if (searchKindOf(state.pattern) === 'search') schedule(0);
        return null;
      }
      // A proposal or a last search: it becomes the pattern.
      if ('value' in chosen) {
        dispatch({ type: 'input', pattern: chosen.value });
        schedule(0);
        return { type: 'pattern', pattern: chosen.value };
      }
      return { type: 'navigate', href: chosen.href };
    },
    retry: () => schedule(0),
    stop: cancel,
  };
  return controller;
}
