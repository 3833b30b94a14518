import { useLayoutEffect, useState, type MutableRef } from 'preact/hooks';

/**
 * The element's own width, kept current by a ResizeObserver: the widget lives
 * inside other pages, so its column (not the window) decides the layout.
 * Before the first measurement, or where the element has no box yet, the
 * window width stands in.
 */
export function useElementWidth(ref: MutableRef<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = element.getBoundingClientRect().width;
    if (measured > 0) setWidth(measured);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      const next = entries[entries.length - 1]?.contentRect.width ?? 0;
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
