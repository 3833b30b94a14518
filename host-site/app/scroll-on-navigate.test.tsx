// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreScrollWhenReachable, ScrollOnNavigate, scrollToElementWhenPresent } from './scroll-on-navigate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('scrollToElementWhenPresent — spec 000 §2: "The page query parameter scrollTo scrolls to the element with the given id"', () => {
  it('scrolls to an element that is already there', () => {
    document.body.innerHTML = '<section id="videos"></section>';
    const target = document.getElementById('videos')!;
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    scrollToElementWhenPresent('videos');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('waits for an element that a lazy screen renders later', async () => {
    scrollToElementWhenPresent('late');
    const late = document.createElement('div');
    late.id = 'late';
    const scrollIntoView = vi.fn();
    late.scrollIntoView = scrollIntoView;
    document.body.append(late);
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
  });

  it('gives up after the wait, so a wrong id never scrolls the page later', async () => {
    vi.useFakeTimers();
    scrollToElementWhenPresent('never', 100);
    vi.advanceTimersByTime(150);
    vi.useRealTimers();
    const element = document.createElement('div');
    element.id = 'never';
    const scrollIntoView = vi.fn();
    element.scrollIntoView = scrollIntoView;
    document.body.append(element);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

/** A page of `height` px whose scroll position the tests set and read (happy-dom lays nothing out). */
function fakePage(height: number) {
  const state = { y: 0, height };
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => state.height);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => state.y);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    state.y = Math.min(y, Math.max(0, state.height - window.innerHeight));
  }) as typeof window.scrollTo);
  const scrollBy = (y: number) => {
    state.y = y;
    window.dispatchEvent(new Event('scroll'));
  };
  return { state, scrollTo, scrollBy };
}

describe('restoreScrollWhenReachable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('restores once the page is tall enough, never part way', async () => {
    const page = fakePage(1000);
    restoreScrollWhenReachable(4797);
    await Promise.resolve();
    expect(page.scrollTo).not.toHaveBeenCalled();
    page.state.height = 9000;
    await vi.waitFor(() => expect(page.scrollTo).toHaveBeenCalledWith(0, 4797));
    expect(page.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('gives up after the wait, so a page that grows later is not scrolled', async () => {
    const page = fakePage(1000);
    restoreScrollWhenReachable(4797, 0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    page.state.height = 9000;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(page.scrollTo).not.toHaveBeenCalled();
  });

  it('gives way when the guest scrolls on their own', async () => {
    const page = fakePage(1000);
    const cancel = restoreScrollWhenReachable(4797);
    window.dispatchEvent(new Event('wheel'));
    page.state.height = 9000;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(page.scrollTo).not.toHaveBeenCalled();
    cancel();
  });
});

// issue 12 item 3: "after scrolling a grid, opening a tile and pressing Back, the page returns to where it was".
describe('ScrollOnNavigate', () => {
  let root: Root | undefined;
  beforeEach(() => {
    root = undefined;
  });
  afterEach(() => {
    act(() => root?.unmount());
    vi.restoreAllMocks();
  });

  function renderAt(path: string) {
    const router = createMemoryRouter([{ path: '*', element: <ScrollOnNavigate /> }], { initialEntries: [path] });
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<RouterProvider router={router} />);
    });
    return router;
  }
  const go = async (action: () => Promise<void> | void) => {
    await act(async () => {
      await action();
    });
    await Promise.resolve();
  };

  it('turns the browser restoration off while the site runs', () => {
    fakePage(5000);
    renderAt('/en/');
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('opens a new page at the top and returns to the old position on Back and Forward', async () => {
    const page = fakePage(20_000);
    const router = renderAt('/en/videos/');
    page.scrollBy(4797);
    await go(() => router.navigate('/en/amateur/mia/videos/7/'));
    expect(page.state.y).toBe(0);
    page.scrollBy(300);
    await go(() => router.navigate(-1));
    expect(page.state.y).toBe(4797);
    await go(() => router.navigate(1));
    expect(page.state.y).toBe(300);
  });

  it('spec 002 §2.4: keeps the position when only the query changes by a replace (flow parameters removed)', async () => {
    const page = fakePage(20_000);
    const router = renderAt('/en/?vxpFlow=login');
    page.scrollBy(1200);
    page.scrollTo.mockClear();
    await go(() => router.navigate('/en/', { replace: true }));
    expect(page.scrollTo).not.toHaveBeenCalled();
    expect(page.state.y).toBe(1200);
  });

  it('spec 002 §2.4: noscroll on a page load suppresses the anchor', async () => {
    const page = fakePage(20_000);
    document.body.innerHTML = '<section id="videos"></section>';
    const scrollIntoView = vi.fn();
    document.getElementById('videos')!.scrollIntoView = scrollIntoView;
    page.state.y = 2500; // where the browser put the #videos anchor
    renderAt('/en/?noscroll#videos');
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(page.state.y).toBe(0);
  });

  it('spec 000 §2: scrollTo on a new page scrolls to the element', async () => {
    fakePage(20_000);
    document.body.innerHTML = '<section id="about"></section>';
    const scrollIntoView = vi.fn();
    document.getElementById('about')!.scrollIntoView = scrollIntoView;
    const router = renderAt('/en/');
    await go(() => router.navigate('/en/amateur/mia/?scrollTo=about'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
