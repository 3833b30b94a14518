/**
 * The header's search (issue 15 §5): a button on every page, at every width, and the "/" key
 * open <velvet-search-overlay>. The state is the address's `?search=<pattern>` on the current
 * page, kept through the router: opening pushes an entry, so Back closes the search and Forward
 * reopens it (search-overlay-host.tsx does the rest). Only the button and the key are in the
 * first route: the overlay loads on the first open, on hover or focus of the button (so that
 * first open is quick), and on a page that arrives with ?search=.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSearchHotkey } from '../../../sdk/search-overlay/options';
import { readSearchParam, withSearchParam } from '../../../sdk/search-overlay/url';
import { useSiteT } from '../i18n/use-site-t';
import { searchEntryState } from './search-entry';
import './header-search.css';

type OverlayHost = typeof import('./search-overlay-host').SearchOverlayHost;

// Code, not data: one loaded module serves every later render.
let loadedHost: OverlayHost | null = null;
let loading: Promise<OverlayHost> | null = null;

function loadOverlayHost(): Promise<OverlayHost> {
  loading ??= import('./search-overlay-host').then(
    (module) => (loadedHost = module.SearchOverlayHost),
    (error: unknown) => {
      // A failed download is tried again on the next open.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function HeaderSearch() {
  const t = useSiteT();
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = readSearchParam(location.search) !== null;
  const [Host, setHost] = useState<OverlayHost | null>(() => loadedHost);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = useRef(location);
  current.current = location;

  const load = useCallback(() => {
    loadOverlayHost().then(
      (host) => setHost(() => host),
      (error: unknown) => console.warn('The search could not be loaded', error),
    );
  }, []);

  const open = useCallback(() => {
    load();
    const here = current.current;
    if (readSearchParam(here.search) !== null) return;
    void navigate(withSearchParam(here, ''), { state: searchEntryState(here.state), preventScrollReset: true });
  }, [load, navigate]);

  // "/" anywhere on the page but in a text field (sdk isSearchHotkey), inside shadow roots too.
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
    if (isOpen) load();
  }, [isOpen, load]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="header-search__button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
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
      {Host ? <Host buttonRef={buttonRef} /> : null}
    </>
  );
}
