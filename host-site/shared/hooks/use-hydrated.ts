import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates, true from the render after: what
 * must not change the server's HTML during hydration (consent banner, overlay) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
