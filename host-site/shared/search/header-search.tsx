/**
 * The header's search (issue 15 §5): a button on every page, at every width, and the "/" key
 * open <velvet-search-overlay>. The state is the address's `?search=<pattern>` on the current
 * page, kept through the router: opening pushes an entry, typing replaces it, so Back closes the
 * search (or, coming back from a result, shows it again with the pattern) and Forward reopens it.
 * The element's code is not in the first route: it loads on the first open (or on hover/focus of
 * the button, so the first open is quick), and on a page that arrives with ?search=.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { isSearchHotkey } from '../../../sdk/search-overlay/options';
import { readSearchParam, withSearchParam } from '../../../sdk/search-overlay/url';
import type { VelvetSearchOverlayElement } from '../../../widgets/search-overlay/search-overlay';
import type { SearchInputEvent, SearchNavigateEvent, SearchToggleEvent } from '../../../widgets/react/search-overlay';
import { useSiteT } from '../i18n/use-site-t';
import { sameOriginPath } from '../lib/same-origin-path';
import { useLanguage } from '../page/page-context';
import './header-search.css';

type OverlayWrapper = typeof import('../../../widgets/react/search-overlay');

// Code, not data: one loaded module serves every later render.
let wrapper: OverlayWrapper | null = null;
let loading: Promise<OverlayWrapper> | null = null;

/** The React wrapper and the element's module together, so the element is defined when it first renders. */
function loadOverlay(): Promise<OverlayWrapper> {
  loading ??= Promise.all([import('../../../widgets/react/search-overlay'), import('../../../widgets/search-overlay/search-overlay')]).then(
    ([module]) => (wrapper = module),
    (error: unknown) => {
      // A failed download is tried again on the next open.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The history entry the search opened carries this mark: closing it goes Back to the page without it. */
interface SearchEntryState {
  searchOverlay?: true;
}

export function HeaderSearch() {
  const t = useSiteT();
  const language = useLanguage();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const pattern = readSearchParam(location.search);
  const [Overlay, setOverlay] = useState<OverlayWrapper | null>(wrapper);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const elementRef = useRef<VelvetSearchOverlayElement | null>(null);
  // The handlers below read the newest address (the element's events come between renders).
  const current = useRef(location);
  current.current = location;

  const load = useCallback(() => {
    loadOverlay().then(setOverlay, (error: unknown) => console.warn('The search could not be loaded', error));
  }, []);

  const open = useCallback(() => {
    load();
    const here = current.current;
    if (readSearchParam(here.search) !== null) return;
    const state: SearchEntryState = { ...(here.state as object | null), searchOverlay: true };
    void navigate(withSearchParam({ ...here, hash: here.hash }, ''), { state, preventScrollReset: true });
  }, [load, navigate]);

  // "/" anywhere on the page but in a text field (sdk isSearchHotkey); inside shadow roots too.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || readSearchParam(current.current.search) !== null) return;
      if (!isSearchHotkey(event, (event.composedPath()[0] as Element | undefined) ?? null)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // A page that arrives with ?search= (a reload, a shared link, Back from a result) loads the search.
  useEffect(() => {
    if (pattern !== null && !Overlay) load();
  }, [pattern !== null, Overlay, load]);

  // The address drives the element: open with its pattern, closed without; Back and Forward between
  // patterns (POP) set the pattern; the guest's own typing (REPLACE) is already in the element.
  useEffect(() => {
    const element = elementRef.current;
    if (!element || typeof element.show !== 'function') return;
    if (pattern === null) element.hide();
    else if (!element.isOpen || navigationType === 'POP') element.show(pattern);
  }, [pattern, navigationType, location.key, Overlay]);

  const onInput = useCallback((event: SearchInputEvent) => {
    const here = current.current;
    void navigate(withSearchParam(here, event.detail.pattern), { replace: true, state: here.state, preventScrollReset: true });
  }, [navigate]);

  const onToggle = useCallback((event: SearchToggleEvent) => {
    // Only the guest's own closing (Escape, ×, the backdrop) changes the address; a chosen result keeps
    // ?search= on this entry, so Back from the result shows the search again.
    if (event.detail.open || event.detail.cause !== 'guest') return;
    const here = current.current;
    if ((here.state as SearchEntryState | null)?.searchOverlay) void navigate(-1);
    else void navigate(withSearchParam(here, null), { replace: true, state: here.state, preventScrollReset: true });
    buttonRef.current?.focus();
  }, [navigate]);

  const onNavigate = useCallback((event: SearchNavigateEvent) => {
    const path = sameOriginPath(event.detail.href, window.location.href);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  }, [navigate]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="header-search__button"
        aria-haspopup="dialog"
        aria-expanded={pattern !== null}
        aria-keyshortcuts="/"
        aria-label={t('headerSearch.open')}
        onClick={open}
        onPointerEnter={load}
        onFocus={load}
      >
        <svg className="header-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="header-search__label" aria-hidden="true">
          {t('headerSearch.open')}
        </span>
        <kbd className="header-search__key" aria-hidden="true">
          /
        </kbd>
      </button>
      {Overlay ? (
        <Overlay.VelvetSearchOverlay
          className="header-search__overlay"
          urlState="off"
          hotkey="off"
          lang={language}
          apiBase=""
          linkBase=""
          elementRef={elementRef}
          onInput={onInput}
          onToggle={onToggle}
          onNavigate={onNavigate}
        />
      ) : null}
    </>
  );
}
