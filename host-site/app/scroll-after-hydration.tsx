import { useEffect, useState, type ComponentType } from 'react';

/**
 * ScrollOnNavigate, loaded once the page is hydrated: the server-rendered first page scrolls
 * like any document (#id, the top), and the code that restores positions on Back and applies
 * scrollTo/noscroll is needed only from then on, so it stays out of the first route's script
 * (DESIGN.md budgets: 110 KB). Its first run applies the rule to the page it arrived on.
 */
export function ScrollAfterHydration() {
  const [Scroll, setScroll] = useState<ComponentType | null>(null);
  useEffect(() => {
    let alive = true;
    import('./scroll-on-navigate')
      .then((module) => alive && setScroll(() => module.ScrollOnNavigate))
      .catch((error: unknown) => console.warn('Scroll handling could not load', error));
    return () => {
      alive = false;
    };
  }, []);
  return Scroll ? <Scroll /> : null;
}
