import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long to wait for a lazily rendered element named by ?scrollTo. */
const SCROLL_TARGET_WAIT_MS = 5000;

/**
 * Scroll handling of client-side navigation: a new page starts at the top
 * (back/forward leaves the browser's restored position alone), and
 * spec 000 §2 "The page query parameter scrollTo scrolls to the element with
 * the given id", waiting for the element when the screen renders it later.
 */
export function ScrollOnNavigate() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const targetId = new URLSearchParams(search).get('scrollTo');
    if (targetId) return scrollToElementWhenPresent(targetId);
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
  }, [pathname, search, navigationType]);

  return null;
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
