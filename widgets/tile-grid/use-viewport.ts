import { useSignal, type ReadonlySignal } from '@preact/signals';
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

/**
 * Window size and scroll as a signal, throttled to one update per animation frame.
 * Scroll is listened to in the capture phase so scrolling containers on partner pages count too.
 */
export function useViewport(): ReadonlySignal<ViewportSnapshot> {
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
    schedule();
    return () => {
      active = false;
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, options);
      window.removeEventListener('resize', schedule, options);
      window.removeEventListener('load', settle);
    };
  }, []);
  return viewport;
}
