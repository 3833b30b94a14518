/** For DOM tests: one fresh mount point per test, rendered empty and removed after it. */
import { render } from 'preact';
import { afterEach, beforeEach } from 'vitest';

/** Registers the per-test hooks; call the result inside a test for the current container. */
export function freshContainerPerTest(): () => HTMLDivElement {
  let container: HTMLDivElement | null = null;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    if (!container) return;
    // Unmounting runs effect cleanups (observers, timers) before the node goes.
    render(null, container);
    container.remove();
    container = null;
  });
  return () => {
    if (!container) throw new Error('freshContainerPerTest: expected to be called inside a test, got no container (called outside beforeEach/afterEach?)');
    return container;
  };
}
