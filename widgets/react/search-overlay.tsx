import { useEffect, useRef } from 'react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
// Types only: the element's code loads on demand (see VelvetSearchOverlay).
import type { SearchInputDetail, SearchNavigateDetail, SearchToggleDetail, VelvetSearchOverlayElement } from '../search-overlay/search-overlay';
import { useElementEvents } from './element-events';

export type SearchNavigateEvent = CustomEvent<SearchNavigateDetail>;
export type SearchToggleEvent = CustomEvent<SearchToggleDetail>;
export type SearchInputEvent = CustomEvent<SearchInputDetail>;

export interface VelvetSearchOverlayProps {
  /** 'off': the host keeps the address itself (else the element writes ?search= and follows Back and Forward). */
  urlState?: 'on' | 'off' | undefined;
  /** 'off': the host opens the search on its own "/" key (else the element listens on the page). */
  hotkey?: 'on' | 'off' | undefined;
  /** 'on': show the guest's last searches; only with the guest's functional consent (spec 000 §5). */
  lastSearches?: 'on' | 'off' | undefined;
  lang?: string | undefined;
  apiBase?: string | undefined;
  linkBase?: string | undefined;
  className?: string | undefined;
  /** Cancelable: preventDefault() to route to event.detail.href in the host app. */
  onNavigate?: (event: SearchNavigateEvent) => void;
  onToggle?: (event: SearchToggleEvent) => void;
  /** The guest changed the pattern (a host keeping the address writes it). */
  onInput?: (event: SearchInputEvent) => void;
}

/** Loads the element's module once (a separate chunk: a page that never opens the search never downloads it). */
function defineSearchOverlay(): void {
  import('../search-overlay/search-overlay').catch((error: unknown) => console.error('The search overlay could not be loaded', error));
}

/**
 * React 19 wrapper of `<velvet-search-overlay>`: attributes in, velvet- events out as callbacks.
 * The ref gives the element: element.show() opens it (a header button, the "/" key), hide() closes it.
 */
export function VelvetSearchOverlay({ urlState, hotkey, lastSearches, lang, apiBase, linkBase, className, onNavigate, onToggle, onInput, elementRef }: VelvetSearchOverlayProps & { elementRef?: { current: VelvetSearchOverlayElement | null } }) {
  const ref = useRef<VelvetSearchOverlayElement>(null);
  useEffect(defineSearchOverlay, []);
  useEffect(() => {
    if (elementRef) elementRef.current = ref.current;
  });
  useElementEvents(ref, [
    ['velvet-navigate', onNavigate],
    ['velvet-search-toggle', onToggle],
    ['velvet-search-input', onInput],
  ]);
  return <velvet-search-overlay ref={ref} className={className} url-state={urlState} hotkey={hotkey} last-searches={lastSearches} lang={lang} api-base={apiBase} link-base={linkBase} />;
}

type VelvetSearchOverlayJsxProps = Omit<DetailedHTMLProps<HTMLAttributes<VelvetSearchOverlayElement>, VelvetSearchOverlayElement>, 'className'> & {
  className?: string | undefined;
  'url-state'?: 'on' | 'off' | undefined;
  hotkey?: 'on' | 'off' | undefined;
  'last-searches'?: 'on' | 'off' | undefined;
  'api-base'?: string | undefined;
  'link-base'?: string | undefined;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'velvet-search-overlay': VelvetSearchOverlayJsxProps;
    }
  }
}
