/**
 * The part of the header's search that loads on the first open (header-search.tsx holds the
 * button and the "/" key): <velvet-search-overlay> driven by the address. `?search=` present
 * means open with that pattern; the guest's typing replaces the entry, the guest's closing goes
 * Back to the entry before the search (or drops ?search= when the page arrived with it), and a
 * chosen result is routed in the site, leaving ?search= on this entry for Back.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { isGranted } from '../../../sdk/consent/rules';
import { $consent } from '../../../sdk/consent/state';
import { readSearchParam, withSearchParam } from '../../../sdk/search-overlay/url';
// The element's module itself, so the tag is defined before the wrapper first renders it.
import '../../../widgets/search-overlay/search-overlay';
import type { VelvetSearchOverlayElement } from '../../../widgets/search-overlay/search-overlay';
import { VelvetSearchOverlay, type SearchInputEvent, type SearchToggleEvent } from '../../../widgets/react/search-overlay';
import { useWidgetNavigate } from '../lib/use-widget-navigate';
import { useLanguage } from '../page/page-context';
import { useStore } from '../session/use-store';
import { findSearchButton } from './search-button';
import { isSearchEntry } from './search-entry';

export function SearchOverlayHost() {
  const language = useLanguage();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const pattern = readSearchParam(location.search);
  const elementRef = useRef<VelvetSearchOverlayElement | null>(null);
  // spec 000 §5 "The search history item is in the functional category": without it none are shown.
  const lastSearches = isGranted(useStore($consent), 'functional') ? 'on' : 'off';
  // The element's events come between renders: the handlers read the newest address.
  const current = useRef(location);
  current.current = location;

  // The address drives the element: open with its pattern, closed without; Back and Forward between
  // patterns (POP) set the pattern; the guest's own typing (REPLACE) is in the element already.
  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    if (pattern === null) element.hide();
    else if (!element.isOpen || navigationType === 'POP') element.show(pattern);
  }, [pattern, navigationType, location.key]);

  const onInput = useCallback((event: SearchInputEvent) => {
    const here = current.current;
    void navigate(withSearchParam(here, event.detail.pattern), { replace: true, state: here.state, preventScrollReset: true });
  }, [navigate]);

  const onToggle = useCallback((event: SearchToggleEvent) => {
    // Only the guest's own closing (Escape, ×, the backdrop) changes the address; a chosen result keeps
    // ?search= on this entry, so Back from the result shows the search again.
    if (event.detail.open || event.detail.cause !== 'guest') return;
    const here = current.current;
    if (isSearchEntry(here.state)) void navigate(-1);
    else void navigate(withSearchParam(here, null), { replace: true, state: here.state, preventScrollReset: true });
    // Escape gives the focus back to the header button, also when "/" (or Back) opened the search: after
    // the dialog's own focus return, which runs when the element renders its closing.
    setTimeout(() => findSearchButton()?.focus(), 0);
  }, [navigate]);

  const onNavigate = useWidgetNavigate();

  return (
    <VelvetSearchOverlay
      className="header-search__overlay"
      urlState="off"
      hotkey="off"
      lastSearches={lastSearches}
      lang={language}
      apiBase=""
      linkBase=""
      elementRef={elementRef}
      onInput={onInput}
      onToggle={onToggle}
      onNavigate={onNavigate}
    />
  );
}
