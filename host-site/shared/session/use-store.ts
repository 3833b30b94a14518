import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * The values stores have for one server render. The sdk's stores are one per process, so a
 * server render must not set them (two visitors would share a session): the entry-server
 * provides each request's values here instead. The browser provides none; it seeds the
 * stores from the same loader data before hydrating, so both render the same.
 */
export const ServerStoreValues = createContext<ReadonlyMap<ReadableAtom<unknown>, unknown> | null>(null);

/** Reads a nanostores store in React and re-renders on change (what @nanostores/react does, without the dependency). */
export function useStore<T>(store: ReadableAtom<T>): T {
  const serverValues = useContext(ServerStoreValues);
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => (serverValues?.has(store) ? (serverValues.get(store) as T) : store.get()),
  );
}
