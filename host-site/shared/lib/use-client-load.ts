import { useEffect, useState } from 'react';

export type ClientLoad<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T };

/**
 * A box that loads its data in the browser after hydration (what the shared server render must not hold: the
 * guest's own note, the guest's time zone): loading, failed with a retry, ready. A newer load aborts the older one,
 * so a late answer never replaces a newer one. `enabled` false: nothing loads (e.g. not logged in).
 */
export function useClientLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  enabled = true,
): { state: ClientLoad<T>; retry(): void; setValue(value: T): void } {
  const [state, setState] = useState<ClientLoad<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    load(controller.signal)
      .then((value) => setState({ kind: 'ready', value }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
    // The deps name what the data depends on; `load` is a new closure each render.
  }, [...deps, enabled, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1), setValue: (value) => setState({ kind: 'ready', value }) };
}
