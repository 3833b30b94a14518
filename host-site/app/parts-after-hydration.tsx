import { useEffect, useState, type ComponentType } from 'react';

/**
 * ScrollOnNavigate and the header search's controller (after-hydration-parts.tsx), loaded once the
 * page is hydrated: the server-rendered first page scrolls like any document (#id, the top), and the
 * code that restores positions on Back and applies scrollTo/noscroll, like the search's, is needed
 * only from then on, so it stays out of the first route's script (DESIGN.md budgets: 110 KB). Its
 * first run applies the scroll rule to the page it arrived on.
 */
export function PartsAfterHydration() {
  const [Parts, setParts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let alive = true;
    import('./after-hydration-parts')
      .then((module) => alive && setParts(() => module.AfterHydrationParts))
      .catch((error: unknown) => console.warn('Scroll handling and the search could not load', error));
    return () => {
      alive = false;
    };
  }, []);
  return Parts ? <Parts /> : null;
}
