import { useSignal, type ReadonlySignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { ReadableAtom } from 'nanostores';

/** Mirrors a nanostores atom into a Preact signal for as long as the component lives. */
export function useStore<T>(store: ReadableAtom<T>): ReadonlySignal<T> {
  const value = useSignal(store.get());
  useEffect(() => {
    value.value = store.get();
    return store.listen((next) => {
      value.value = next;
    });
  }, [store]);
  return value;
}
