/** The history entry the header's search pushed on opening carries this mark in its router state. */
const MARK = 'searchOverlay';

/** The router state of the entry that opens the search: the page's own state and the mark. */
export function searchEntryState(state: unknown): Record<string, unknown> {
  return { ...(state !== null && typeof state === 'object' ? state : {}), [MARK]: true };
}

/** True on the entry the search pushed: closing it goes Back to the page without it (Forward reopens). */
export function isSearchEntry(state: unknown): boolean {
  return state !== null && typeof state === 'object' && (state as Record<string, unknown>)[MARK] === true;
}
