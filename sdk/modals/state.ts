/**
 * The modal host's rules (spec 002 §2.1) as one pure reducer: which modal is
 * open, its page, and whether its code has loaded. The controller feeds it;
 * tests drive it with plain actions.
 */

/** How a modal is shown. Every field has a default (DEFAULT_MODAL_OPTIONS). */
export interface ModalOptions {
  /** spec 002 §2.1 "A modal can be shown above the cookie banner". */
  aboveCookieBanner: boolean;
  /** spec 002 §2.1 "... and can block page scrolling". */
  lockScroll: boolean;
  /** spec 002 §2.1 "optional close bar". */
  closeBar: boolean;
  /** Number of pages; more than 1 shows pagination dots and arrows. */
  pages: number;
  /** The page shown first (0-based). */
  initialPage: number;
  /** Shown at most once per page life (exitIntent): later opens do nothing. */
  once: boolean;
  /** A click on the backdrop closes the modal. */
  closeOnBackdrop: boolean;
}

export const DEFAULT_MODAL_OPTIONS: Readonly<ModalOptions> = {
  aboveCookieBanner: true,
  lockScroll: true,
  closeBar: true,
  pages: 1,
  initialPage: 0,
  once: false,
  closeOnBackdrop: true,
};

/** The cookie banner sits at 9000 and the payment overlay at 10000+ (spec 002 §9): modals go between, or just under the banner. */
export const MODAL_Z_INDEX = { aboveCookieBanner: 9500, belowCookieBanner: 8500 } as const;

export type ModalLoadStatus = 'loading' | 'ready' | 'error';

export interface OpenModal {
  id: string;
  props: Readonly<Record<string, unknown>>;
  options: Readonly<ModalOptions>;
  page: number;
  load: ModalLoadStatus;
  /** Why loading failed (for the error state), null otherwise. */
  loadError: string | null;
}

export interface ModalState {
  /** spec 002 §2.1 "Only one modal exists at a time". */
  current: OpenModal | null;
  /** Ids of `once` modals already shown. */
  shownOnce: readonly string[];
}

export const INITIAL_MODAL_STATE: ModalState = { current: null, shownOnce: [] };

export type ModalAction =
  | { type: 'open'; id: string; props?: Record<string, unknown>; options?: Partial<ModalOptions>; loaded: boolean }
  | { type: 'close' }
  | { type: 'loaded'; id: string }
  | { type: 'loadFailed'; id: string; error: string }
  | { type: 'retry'; id: string }
  | { type: 'goToPage'; page: number }
  | { type: 'nextPage' }
  | { type: 'previousPage' };

/** Merges options over the defaults and keeps the page numbers sane (at least one page, the first page inside the range). */
export function resolveModalOptions(options: Partial<ModalOptions> = {}): ModalOptions {
  const merged = { ...DEFAULT_MODAL_OPTIONS, ...options };
  const pages = Number.isInteger(merged.pages) && merged.pages >= 1 ? merged.pages : 1;
  return { ...merged, pages, initialPage: clampPage(merged.initialPage, pages) };
}

function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 0;
  return Math.min(Math.max(Math.trunc(page), 0), pages - 1);
}

/** The next state for `action`; returns `state` itself when nothing changes, so subscribers are not woken. */
export function reduceModal(state: ModalState, action: ModalAction): ModalState {
  const current = state.current;
  switch (action.type) {
    case 'open': {
      // spec 002 §2.1 "Opening a modal whose id already exists in the page does nothing."
      if (current?.id === action.id) return state;
      if (state.shownOnce.includes(action.id)) return state;
      const options = resolveModalOptions(action.options);
      const opened: OpenModal = {
        id: action.id,
        props: { ...action.props },
        options,
        page: options.initialPage,
        load: action.loaded ? 'ready' : 'loading',
        loadError: null,
      };
      // "Only one modal exists at a time": a different id replaces the open one.
      return { current: opened, shownOnce: options.once ? [...state.shownOnce, action.id] : state.shownOnce };
    }
    case 'close':
      return current ? { ...state, current: null } : state;
    case 'loaded':
      if (current?.id !== action.id || current.load === 'ready') return state;
      return { ...state, current: { ...current, load: 'ready', loadError: null } };
    case 'loadFailed':
      // A late failure of a modal that was closed or replaced meanwhile changes nothing.
      if (current?.id !== action.id) return state;
      return { ...state, current: { ...current, load: 'error', loadError: action.error } };
    case 'retry':
      if (current?.id !== action.id || current.load !== 'error') return state;
      return { ...state, current: { ...current, load: 'loading', loadError: null } };
    case 'goToPage':
      return withPage(state, action.page);
    case 'nextPage':
      return current ? withPage(state, current.page + 1) : state;
    case 'previousPage':
      return current ? withPage(state, current.page - 1) : state;
  }
}

/** Pages stop at both ends (the arrows are disabled there) rather than wrapping. */
function withPage(state: ModalState, page: number): ModalState {
  const current = state.current;
  if (!current) return state;
  const next = clampPage(page, current.options.pages);
  return next === current.page ? state : { ...state, current: { ...current, page: next } };
}
