/**
 * The header's search button (issue 15 §5), on every page at every width. Only the button is in
 * the first route (its 110 KB budget, DESIGN.md "Budgets"): what it does (the click, the "/" key,
 * the address, its aria- states) is search-controller.tsx, loaded after hydration with the scroll
 * handling, and the overlay itself loads on the first open. The magnifier, the word and the "/"
 * chip are the CSS's (the word is attr(aria-label)).
 */
import { useSiteT } from '../i18n/use-site-t';
import './header-search.css';

export function HeaderSearch() {
  return (
    <button type="button" className="header-search__button" aria-label={useSiteT()('headerSearch.open')}>
      <span className="header-search__icon" />
    </button>
  );
}
