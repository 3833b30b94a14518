/**
 * The header's search button (issue 15 §5), on every page at every width. Only the button is in
 * the first route (its 110 KB budget, DESIGN.md "Budgets"): what it does (the click, the "/" key,
 * the address, its aria- states) is search-controller.tsx, loaded right after hydration like the
 * consent layer, and the overlay itself loads on the first open.
 */
import { useEffect, useState } from 'react';
import { useSiteT } from '../i18n/use-site-t';
import './header-search.css';

type Controller = typeof import('./search-controller').SearchController;

export function HeaderSearch() {
  const label = useSiteT()('headerSearch.open');
  const [SearchController, setController] = useState<Controller | null>(null);

  useEffect(() => {
    import('./search-controller').then((module) => setController(() => module.SearchController), console.warn);
  }, []);

  return (
    <>
      {/* The magnifier, the word and the "/" chip are the CSS's (the word is attr(aria-label)): less JS in the first route. */}
      <button type="button" className="header-search__button" aria-label={label}>
        <span className="header-search__icon" />
      </button>
      {SearchController ? <SearchController /> : null}
    </>
  );
}
