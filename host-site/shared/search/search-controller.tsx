/**
 * What the header's search button does (issue 15 §5), loaded after hydration: the button and the
 * "/" key (not while the guest types in a field) open the search by pushing `?search=` on the
 * current page, so Back closes it and Forward reopens it. The overlay (search-overlay-host.tsx,
 * the element and its texts) loads on the first open, on hover or focus of the button (so that
 * first open is quick), and on a page that arrives with ?search=.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { isSearchHotkey } from '../../../sdk/search-overlay/hotkey';
import { readSearchParam, withSearchParam } from '../../../sdk/search-overlay/url';
import { searchEntryState } from './search-entry';

type OverlayHost = typeof import('./search-overlay-host').SearchOverlayHost;

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

/** The header's one search button (header-search.tsx renders it without listeners, in the first route). */
const findButton = () => document.querySelector<HTMLButtonElement>('.header-search__button');

export function SearchController() {
  const buttonRef = useRef(findButton());
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = readSearchParam(location.search) !== null;
  const [Host, setHost] = useState<OverlayHost | null>(() => loadedHost);
  // The listeners read the newest address.
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

  // The button's own listeners (and aria-expanded below): header-search.tsx renders it without them.
  useEffect(() => {
    const button = buttonRef.current;
    if (!button) return;
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('aria-keyshortcuts', '/');
    button.addEventListener('click', open);
    button.addEventListener('pointerenter', load);
    button.addEventListener('focus', load);
    return () => {
      button.removeEventListener('click', open);
      button.removeEventListener('pointerenter', load);
      button.removeEventListener('focus', load);
    };
  }, [buttonRef, open, load]);

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
    buttonRef.current?.setAttribute('aria-expanded', String(isOpen));
  }, [isOpen, load, buttonRef]);

  // Into <body>: inside the sticky header (a stacking context) the dialog would sit below the cookie banner.
  return Host ? createPortal(<Host buttonRef={buttonRef} />, document.body) : null;
}
