/** For the React wrapper tests: one React root per test in a fresh container, unmounted after it. */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// Tells React this is a test environment, so act() flushes renders and effects.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface TestRoot {
  /** The current test's container. */
  container(): HTMLElement;
  /** Renders `node` into the root inside act(). */
  render(node: ReactNode): void;
}

/**
 * Registers the per-test hooks; use the result inside tests. Call it after the file's own
 * beforeEach/afterEach: afterEach hooks run last-registered first, so the root unmounts
 * before the file undoes its stubs (an element still mounted may otherwise reach the real fetch).
 */
export function reactRootPerTest(): TestRoot {
  let mounted: { container: HTMLElement; root: Root } | null = null;
  beforeEach(() => {
    const container = document.createElement('div');
    document.body.append(container);
    mounted = { container, root: createRoot(container) };
  });
  afterEach(() => {
    if (!mounted) return;
    const { container, root } = mounted;
    act(() => root.unmount());
    container.remove();
    mounted = null;
  });
  const current = () => {
    if (!mounted) throw new Error('reactRootPerTest: expected to be used inside a test, got no root');
    return mounted;
  };
  return {
    container: () => current().container,
    render: (node) => act(() => current().root.render(node)),
  };
}
