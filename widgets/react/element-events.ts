import { useEffect, type RefObject } from 'react';

/** A velvet- event name and the host's callback for it (undefined: not listened to). */
export type ElementListener = readonly [type: string, listener: ((event: CustomEvent<never>) => void) | undefined];

/**
 * Adds the host's callbacks to the element's velvet- events, and swaps them when a callback changes.
 * Listened to directly: React 19 maps on<Event> props to lower-cased event names, not to velvet-prefixed ones.
 * The list must keep its length and order between renders (each wrapper passes a fixed list).
 */
export function useElementEvents(ref: RefObject<HTMLElement | null>, listeners: readonly ElementListener[]): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [type, listener] of listeners) if (listener) element.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) if (listener) element.removeEventListener(type, listener as EventListener);
    };
    // The callbacks are the dependencies, not the (new each render) array around them.
  }, listeners.map(([, listener]) => listener));
}
