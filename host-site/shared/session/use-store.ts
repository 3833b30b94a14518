import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/** Reads a nanostores store in React and re-renders on change (what @nanostores/react does, without the dependency). */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => store.get(),
  );
}
