/**
 * What the header's search button does (issue 15 §5), loaded after hydration with the scroll
 * handling (app/after-hydration-parts.tsx): the button (header-search.tsx renders it without
 * listeners, in the first route) and the "/" key (not while the guest types in a field) open the
 * search by pushing `?search=` on the current page, so Back closes it and Forward reopens it. The
 * overlay (search-overlay-host.tsx, the element and its texts) loads on the first open, on hover
 * or focus of the button (so that first open is quick), and on a page that arrives with ?search=.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { isSearchHotkey } from '../../../sdk/search-overlay/hotkey';
import { readSearchParam, withSearchParam } from '../../../sdk/search-overlay/url';
import { findSearchButton, isSearchButton } from './search-button';
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

export function SearchController() {
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

  // The button's listeners, on the document: the header (and its button) may render later, e.g. after the age gate.
  useEffect(() => {
    const onClick = (event: Event) => isSearchButton(event.target) && open();
    const onApproach = (event: Event) => isSearchButton(event.target) && load();
    // "/" anywhere on the page but in a text field (sdk isSearchHotkey), inside shadow roots too; not without
    // the header (the age gate).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || readSearchParam(current.current.search) !== null || !findSearchButton()) return;
      if (!isSearchHotkey(event, (event.composedPath()[0] as Element | undefined) ?? null)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onApproach);
    document.addEventListener('focusin', onApproach);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onApproach);
      document.removeEventListener('focusin', onApproach);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, load]);

  // The button's aria- states (after every render: the header may have rendered a new button meanwhile).
  useEffect(() => {
    const button = findSearchButton();
    button?.setAttribute('aria-haspopup', 'dialog');
    button?.setAttribute('aria-keyshortcuts', '/');
    button?.setAttribute('aria-expanded', String(isOpen));
  });

  // A page that arrives with ?search= (a reload, a shared link, Back from a result) loads the search.
  useEffect(() => {
    if (isOpen) load();
  }, [isOpen, load]);

  // Into <body>: inside the sticky header (a stacking context) the dialog would sit below the cookie banner.
  return Host ? createPortal(<Host />, document.body) : null;
}
