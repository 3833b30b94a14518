/** For DOM tests: the document's events of one type during one test, optionally cancelled, with the listeners removed after it. */
import { afterEach, beforeEach } from 'vitest';

/** Registers the per-test hooks; call the result inside a test to start recording `type`. */
export function documentEventsPerTest(): <T>(type: string, options: { cancel: boolean }) => Array<CustomEvent<T>> {
  let listeners = new AbortController();
  beforeEach(() => {
    listeners = new AbortController();
  });
  afterEach(() => listeners.abort());
  return <T>(type: string, { cancel }: { cancel: boolean }) => {
    const events: Array<CustomEvent<T>> = [];
    document.addEventListener(type, (event) => {
      events.push(event as CustomEvent<T>);
      if (cancel) event.preventDefault();
    }, { signal: listeners.signal });
    return events;
  };
}
