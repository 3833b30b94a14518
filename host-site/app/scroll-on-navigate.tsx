import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollActionFor, type ScrollAction, type ScrollNavigation } from '../../sdk/scroll';
import { differsOnlyInSearchParam } from '../../sdk/search-overlay/search-param';

/** How long to wait for a lazily rendered element named by ?scrollTo or #id, or for a page tall enough to restore. */
const SCROLL_TARGET_WAIT_MS = 5000;
/** History entries whose position is remembered (a long visit must not grow memory without end). */
const REMEMBERED_POSITIONS = 100;
/** Input that means the guest scrolls on their own: a restore still waiting gives way. */
const GUEST_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scroll handling of client-side navigation, by the rule of sdk/scroll (spec 000 §2 scrollTo,
 * spec 002 §2.4 noscroll, Back returns to the position the guest left). The browser's own
 * restoration is off: on Back it would jump while the old page is still shown, clamp to its
 * height and let the grids below load page after page (issue 12: y=4,797 became 181,985). The
 * position is restored here instead, once the page is rendered again: its grids come back from
 * their cache at their old height, so the position is reachable at once.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>()).current;
  const currentKey = useRef(location.key);
  const arrival = useRef<{ key: string; path: string; search: string; action: ScrollAction } | null>(null);

  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    const remember = () => rememberPosition(positions, currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      history.scrollRestoration = 'auto';
    };
  }, [positions]);

  useLayoutEffect(() => {
    const last = arrival.current;
    // Decided once per history entry (StrictMode runs this effect twice; the second run re-applies it).
    if (last?.key !== location.key) {
      const navigation: ScrollNavigation = !last ? 'load' : navigationType === 'PUSH' ? 'push' : navigationType === 'REPLACE' ? 'replace' : 'pop';
      const { search, hash, pathname } = location;
      const samePath = last?.path === pathname;
      const searchOverlayOnly = samePath && differsOnlyInSearchParam(last.search, search);
      const inPlace = (location.state as { keepScroll?: boolean } | null)?.keepScroll === true;
      const action = scrollActionFor({ navigation, search, hash, savedY: positions.get(location.key) ?? null, samePath, searchOverlayOnly, inPlace });
      arrival.current = { key: location.key, path: pathname, search, action };
    }
    currentKey.current = location.key;
    const { action } = arrival.current!;
    const cancel = applyScrollAction(action);
    // A page the guest leaves before scrolling is remembered where it started.
    if (!positions.has(location.key)) rememberPosition(positions, location.key, action.kind === 'top' ? 0 : window.scrollY);
    return cancel;
  }, [location, navigationType, positions]);

  return null;
}

function rememberPosition(positions: Map<string, number>, key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > REMEMBERED_POSITIONS) positions.delete(positions.keys().next().value!);
}

/** Carries out a scroll action; returns what cancels a wait still running. */
export function applyScrollAction(action: ScrollAction): () => void {
  switch (action.kind) {
    case 'keep':
      return () => {};
    case 'top':
      window.scrollTo(0, 0);
      return () => {};
    case 'element':
      return scrollToElementWhenPresent(action.id);
    case 'restore':
      return restoreScrollWhenReachable(action.y);
  }
}

/** Scrolls to #id now, or as soon as it appears; returns the clean-up. */
export function scrollToElementWhenPresent(id: string, waitMs = SCROLL_TARGET_WAIT_MS): () => void {
  const tryScroll = () => {
    const element = document.getElementById(id);
    element?.scrollIntoView();
    return element !== null;
  };
  if (tryScroll()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryScroll()) stop();
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Scrolls back to `y` once the page is tall enough to show it: first after the microtasks in which
 * the page's widgets render (their elements render in the microtask after they connect, queued
 * before this one), then on every frame while the page grows. Never part way: scrolling to the end
 * of a page still growing would make its grids load more and more. Gives way to the guest's own
 * scrolling, and gives up after waitMs.
 */
export function restoreScrollWhenReachable(y: number, waitMs = SCROLL_TARGET_WAIT_MS): () => void {
  let frame = 0;
  const giveUpAt = performance.now() + waitMs;
  const attempt = () => {
    if (document.documentElement.scrollHeight - window.innerHeight >= y - 1) {
      window.scrollTo(0, y);
      stop();
    } else if (performance.now() < giveUpAt) {
      frame = requestAnimationFrame(attempt);
    } else {
      stop();
    }
  };
  function stop() {
    cancelAnimationFrame(frame);
    frame = -1;
    for (const type of GUEST_SCROLL_EVENTS) window.removeEventListener(type, stop);
  }
  for (const type of GUEST_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  queueMicrotask(() => {
    if (frame === 0) attempt();
  });
  return stop;
}
