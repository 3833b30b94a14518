import { useSignal, type ReadonlySignal } from '@preact/signals';
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

export interface ViewportSnapshot {
  width: number;
  height: number;
  /** Bumped on every scroll so readers of element positions re-render. */
  scrolls: number;
}

function snapshot(scrolls: number): ViewportSnapshot {
  // The server render has no viewport: what it renders must not depend on one (see TileGrid's `hydrating`).
  if (typeof window === 'undefined') return { width: 0, height: 0, scrolls };
  return { width: window.innerWidth, height: window.innerHeight, scrolls };
}

/** How much of an observed element is in view, in steps: each step crossed reads the viewport again. */
const VISIBILITY_STEPS = [0, 0.25, 0.5, 0.75, 1];
/** "In view" for those steps: the window and a window's height above and below it. */
const NEAR_VIEW = '100% 0px';

/**
 * Window size and scroll as a signal, throttled to one update per animation frame.
 * Scroll is listened to in the capture phase so scrolling containers on partner pages count too.
 * The `observed` elements (the grid, its rendered rows) are watched as they move in and out of view by themselves,
 * without a scroll.
 */
export function useViewport(observed: ReadonlyArray<RefObject<Element>> = []): ReadonlySignal<ViewportSnapshot> {
  const viewport = useSignal(snapshot(0));
  useEffect(() => {
    let frame = 0;
    let scrolls = 0;
    const schedule = (): void => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        viewport.value = snapshot(++scrolls);
      });
    };
    const options: AddEventListenerOptions = { passive: true, capture: true };
    window.addEventListener('scroll', schedule, options);
    window.addEventListener('resize', schedule, options);
    // The grid's position can still move after its first render without a scroll or a resize (pictures, fonts and
    // widgets above it settling): read once more when the page and its fonts have loaded, so the rows in view are
    // not the ones of a layout that no longer exists (a fresh CI run once found the home's first grid empty).
    let active = true;
    const settle = (): void => { if (active) schedule(); };
    if (document.readyState !== 'complete') window.addEventListener('load', settle, { once: true });
    void document.fonts?.ready.then(settle);
    // Those events do not cover every layout change: under load a full CI run found the home's grids with no tile
    // in the DOM long after the page had loaded (rows computed while the grid stood elsewhere, and no event since).
    // The rendered rows moving in or out of view (the content above the grid grew or shrank) is what makes other rows
    // the visible ones: read again then.
    // The margin is the overscan's reach: a grid just below the fold renders its first rows before it is scrolled to.
    const visibility = typeof IntersectionObserver === 'function' ? new IntersectionObserver(settle, { threshold: VISIBILITY_STEPS, rootMargin: NEAR_VIEW }) : null;
    for (const ref of observed) if (ref.current) visibility?.observe(ref.current);
    // And the page growing or shrinking (content above the grid settling) moves the grid without crossing any of those.
    const pageSize = typeof ResizeObserver === 'function' ? new ResizeObserver(settle) : null;
    pageSize?.observe(document.body);
    schedule();
    return () => {
      active = false;
      visibility?.disconnect();
      pageSize?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, options);
      window.removeEventListener('resize', schedule, options);
      window.removeEventListener('load', settle);
    };
  }, []);
  return viewport;
}
