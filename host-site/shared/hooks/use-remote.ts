import { useCallback, useEffect, useState } from 'react';
import { RestError } from '../../../sdk/api/rest';

/** A page's one remote item: loading, ready, missing (404), or failed with a retry. */
export type RemoteState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

/**
 * Loads `load(signal)` whenever `key` changes; `reload` fetches again and
 * keeps showing the old data meanwhile (after a purchase the page must not
 * blink back to a skeleton).
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): RemoteState<T> & { reload(): void } {
  const [state, setState] = useState<RemoteState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ready' && attempt > 0 ? previous : { status: 'loading' }));
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof RestError && error.status === 404 ? { status: 'not-found' } : { status: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is a new closure per render; `key` says when it loads something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}
